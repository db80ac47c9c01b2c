import { z } from 'zod';
import {
  achPaymentDetails,
  ibanPaymentDetails,
  isRibCurrency,
  localBankPaymentDetails,
  ribPaymentDetails,
} from '../../domain/bank-accounts.js';
import {
  B2B_CURRENCIES,
  acceptedPaymentMethods,
  isB2bCurrency,
  paymentMethodFor,
  type B2bCurrency,
  type PaymentMethod,
} from '../../domain/currencies.js';
import { STABLECOIN_DECIMALS, parseDecimal } from '../../domain/money.js';
import { PERMITTED_NETWORKS, isPermittedPair } from '../../domain/networks.js';
import { isValidWalletAddress } from '../../domain/wallet-address.js';
import type { PaymentDetails } from '../../datasources/ramp-client.js';
import type { CreateOfframpInput, MutationResolvers, PayoutAccountInput, Resolvers, UserErrorCode } from '../../generated/graphql.js';
import { runIdempotent } from '../../idempotency/idempotent-mutation.js';
import { UserErrors, callProvider, providerFieldPaths, type FieldPath } from '../../shared/user-errors.js';

type PayoutMember = keyof PayoutAccountInput;

const METHOD_OF_MEMBER: Readonly<Record<PayoutMember, PaymentMethod>> = {
  ach: 'ACH',
  localBank: 'LOCAL_BANK_TRANSFER',
  iban: 'IBAN',
  rib: 'RIB',
};

const MEMBER_OF_METHOD: Readonly<Record<PaymentMethod, PayoutMember>> = {
  ACH: 'ach',
  LOCAL_BANK_TRANSFER: 'localBank',
  IBAN: 'iban',
  RIB: 'rib',
};

const CODE_OF_ACCOUNT_FIELD: Readonly<Record<string, UserErrorCode>> = {
  routingNumber: 'INVALID_ROUTING_NUMBER',
  iban: 'INVALID_IBAN',
  rib: 'INVALID_RIB',
};

function accountFieldCode(field: string, message: string): UserErrorCode {
  if (message === 'must not be empty' || message === 'is required') return 'REQUIRED';
  return CODE_OF_ACCOUNT_FIELD[field] ?? 'INVALID_FORMAT';
}

/** The one member @oneOf guarantees, with its name. */
function payoutMember(account: PayoutAccountInput): { member: PayoutMember; value: Record<string, string | null | undefined> } {
  const member = (Object.keys(METHOD_OF_MEMBER) as PayoutMember[]).find((name) => account[name] != null);
  if (member === undefined) throw new TypeError('payoutAccount arrived without a member despite @oneOf');
  return { member, value: account[member] as Record<string, string | null | undefined> };
}

function withoutNulls(value: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function accountSchema(method: PaymentMethod, currency: B2bCurrency) {
  switch (method) {
    case 'ACH':
      return achPaymentDetails;
    case 'LOCAL_BANK_TRANSFER':
      return localBankPaymentDetails;
    case 'IBAN':
      // People write IBANs in groups of four; the provider takes the electronic form.
      return z.preprocess(
        (details) => ({ ...(details as object), iban: String((details as { iban?: unknown }).iban ?? '').replace(/\s+/g, '').toUpperCase() }),
        ibanPaymentDetails,
      );
    case 'RIB':
      return isRibCurrency(currency) ? ribPaymentDetails(currency) : null;
  }
}

function checkFields(input: CreateOfframpInput, errors: UserErrors): void {
  if (input.customerId.trim() === '') errors.add(['input', 'customerId'], 'REQUIRED', 'customerId must not be empty.');
  if (!isB2bCurrency(input.currency)) {
    errors.add(['input', 'currency'], 'UNSUPPORTED_CURRENCY', `B2B off-ramps pay out in ${B2B_CURRENCIES.join(', ')} only.`);
  }
  const units = parseDecimal(input.amount, STABLECOIN_DECIMALS);
  if (units === null || units === 0n) {
    errors.add(['input', 'amount'], 'INVALID_AMOUNT', `amount must be positive with at most ${STABLECOIN_DECIMALS} fraction digits.`);
  }
  if (!isPermittedPair(input.stablecoin, input.network)) {
    errors.add(
      ['input', 'network'],
      'UNSUPPORTED_NETWORK',
      `${input.stablecoin} is sent on ${PERMITTED_NETWORKS[input.stablecoin].join(', ')} only.`,
    );
  } else if (!isValidWalletAddress(input.network, input.walletAddress.trim())) {
    errors.add(['input', 'walletAddress'], 'INVALID_WALLET_ADDRESS', `walletAddress is not a valid ${input.network} address.`);
  }
}

const providerPaths = (member: PayoutMember) =>
  providerFieldPaths(
    {
      customer_id: ['input', 'customerId'],
      currency: ['input', 'currency'],
      amount: ['input', 'amount'],
      stables: ['input', 'stablecoin'],
      network: ['input', 'network'],
      wallet_address: ['input', 'walletAddress'],
      paymentDetails: ['input', 'payoutAccount', member],
    },
    ['input'],
  );

export const createOfframp: NonNullable<MutationResolvers['createOfframp']> = (_parent, { input }, ctx) =>
  runIdempotent(ctx, { operation: 'createOfframp', input, refused: (userErrors) => ({ offramp: null, userErrors }) }, async () => {
    const errors = new UserErrors();
    checkFields(input, errors);
    if (errors.any || !isB2bCurrency(input.currency)) return { offramp: null, userErrors: errors.list };
    const currency = input.currency;
    const { member, value } = payoutMember(input.payoutAccount);
    const accountPath: FieldPath = ['input', 'payoutAccount', member];

    // The seed's precondition: the currency's payment method comes from the rate quote.
    const { loaders, client } = ctx.ramp();
    const quote = await loaders.rateQuote.load({ currency, amount: input.amount, direction: 'offramp' });
    const accepted = quote.paymentMethod === paymentMethodFor(currency) ? acceptedPaymentMethods(currency) : [quote.paymentMethod];
    if (!accepted.includes(METHOD_OF_MEMBER[member])) {
      const expected = accepted.map((method) => `payoutAccount.${MEMBER_OF_METHOD[method]}`).join(' or ');
      errors.add(accountPath, 'WRONG_PAYMENT_METHOD', `${currency} pays out by ${accepted.join(' or ')}: give ${expected}.`);
      return { offramp: null, userErrors: errors.list };
    }

    const schema = accountSchema(METHOD_OF_MEMBER[member], currency);
    const checked = schema?.safeParse(withoutNulls(value));
    if (checked === undefined || !checked.success) {
      if (checked !== undefined) errors.addIssues(accountPath, checked.error, accountFieldCode);
      return { offramp: null, userErrors: errors.list };
    }

    const result = await callProvider(
      () =>
        client.createOfframp({
          customer_id: input.customerId.trim(),
          currency,
          amount: input.amount,
          stables: input.stablecoin,
          wallet_address: input.walletAddress.trim(),
          network: input.network,
          paymentDetails: checked.data as PaymentDetails,
        }),
      providerPaths(member),
    );
    return result.ok ? { offramp: result.value, userErrors: [] } : { offramp: null, userErrors: result.userErrors };
  });

export const offrampResolvers: Resolvers = { Mutation: { createOfframp } };
