import { ESP_OFFRAMP_CURRENCIES, ESP_ONRAMP_CURRENCIES, isEspOfframpCurrency, isEspOnrampCurrency } from '../../domain/currencies.js';
import { FIAT_DECIMALS, STABLECOIN_DECIMALS, parseDecimal } from '../../domain/money.js';
import type { MutationResolvers, Resolvers } from '../../generated/graphql.js';
import { espIdentifiers } from './esp-account.js';
import { runIdempotent } from '../../idempotency/idempotent-mutation.js';
import { UserErrors, callProvider, providerFieldPaths } from '../../shared/user-errors.js';

const ESP_ACCOUNT_FIELDS = {
  walletAddress: ['input', 'espAccount', 'walletAddress'],
  chatUsername: ['input', 'espAccount', 'chatUsername'],
  espCard: ['input', 'espAccount', 'espCard'],
  emailAddress: ['input', 'espAccount', 'emailAddress'],
};

const providerPaths = providerFieldPaths(
  {
    currency: ['input', 'currency'],
    amount: ['input', 'amount'],
    bankName: ['input', 'bankName'],
    accountNumber: ['input', 'accountNumber'],
    accountName: ['input', 'accountName'],
    ...ESP_ACCOUNT_FIELDS,
  },
  ['input'],
);

function checkAmount(amount: string, fractionDigits: number, errors: UserErrors): void {
  const units = parseDecimal(amount, fractionDigits);
  if (units === null || units === 0n) {
    errors.add(['input', 'amount'], 'INVALID_AMOUNT', `amount must be positive with at most ${fractionDigits} fraction digits.`);
  }
}

function checkBankFields(input: { bankName: string; accountNumber: string }, errors: UserErrors): void {
  if (input.bankName.trim() === '') errors.add(['input', 'bankName'], 'REQUIRED', 'bankName must not be empty.');
  if (input.accountNumber.trim() === '') errors.add(['input', 'accountNumber'], 'REQUIRED', 'accountNumber must not be empty.');
}

export const createEspOnramp: NonNullable<MutationResolvers['createEspOnramp']> = (_parent, { input }, ctx) =>
  runIdempotent(
    ctx,
    { operation: 'createEspOnramp', input, refused: (userErrors) => ({ transaction: null, bankingDetails: null, userErrors }) },
    async () => {
      const errors = new UserErrors();
      if (!isEspOnrampCurrency(input.currency)) {
        errors.add(['input', 'currency'], 'UNSUPPORTED_CURRENCY', `ESP on-ramps take ${ESP_ONRAMP_CURRENCIES.join(', ')} only.`);
      }
      checkAmount(input.amount, FIAT_DECIMALS, errors);
      checkBankFields(input, errors);
      const identifiers = espIdentifiers(input.espAccount, ['input', 'espAccount'], errors);
      if (errors.any || !isEspOnrampCurrency(input.currency)) return { transaction: null, bankingDetails: null, userErrors: errors.list };

      const currency = input.currency;
      const result = await callProvider(
        () =>
          ctx.ramp().client.createEspOnramp({
            currency,
            amount: input.amount,
            bankName: input.bankName.trim(),
            accountNumber: input.accountNumber.trim(),
            ...identifiers,
          }),
        providerPaths,
      );
      if (!result.ok) return { transaction: null, bankingDetails: null, userErrors: result.userErrors };
      return { transaction: result.value.transaction, bankingDetails: result.value.banking_details, userErrors: [] };
    },
  );

export const createEspOfframp: NonNullable<MutationResolvers['createEspOfframp']> = (_parent, { input }, ctx) =>
  runIdempotent(ctx, { operation: 'createEspOfframp', input, refused: (userErrors) => ({ transaction: null, userErrors }) }, async () => {
    const errors = new UserErrors();
    if (!isEspOfframpCurrency(input.currency)) {
      errors.add(['input', 'currency'], 'UNSUPPORTED_CURRENCY', `ESP off-ramps pay out in ${ESP_OFFRAMP_CURRENCIES.join(', ')} only.`);
    }
    checkAmount(input.amount, STABLECOIN_DECIMALS, errors);
    checkBankFields(input, errors);
    let identifiers = {};
    if (input.espAccount != null) {
      if (input.espAccount.emailAddress != null) {
        errors.add(
          ['input', 'espAccount', 'emailAddress'],
          'INVALID',
          'The ESP off-ramp identifies the ESP account by walletAddress, chatUsername or espCard, not by e-mail.',
        );
      } else {
        identifiers = espIdentifiers(input.espAccount, ['input', 'espAccount'], errors);
      }
    }
    if (errors.any) return { transaction: null, userErrors: errors.list };

    const accountName = input.accountName?.trim();
    const result = await callProvider(
      () =>
        ctx.ramp().client.createEspOfframp({
          currency: input.currency,
          amount: input.amount,
          bankName: input.bankName.trim(),
          accountNumber: input.accountNumber.trim(),
          ...(accountName ? { accountName } : {}),
          ...identifiers,
        }),
      providerPaths,
    );
    return result.ok ? { transaction: result.value, userErrors: [] } : { transaction: null, userErrors: result.userErrors };
  });

export const espRampResolvers: Resolvers = { Mutation: { createEspOnramp, createEspOfframp } };
