// Every check of a createOfframp input, all problems reported at once. The payout account's
// method is checked against the currency's accepted methods first; the rate quote (the seed's
// source of the method) is read only once the input is otherwise sound, so a refused input
// never costs a provider call.

import { isRibCurrency, paymentDetailsSchemaFor } from '../../domain/bank-accounts.js';
import {
  B2B_CURRENCIES,
  acceptedPaymentMethods,
  isB2bCurrency,
  type B2bCurrency,
  type PaymentMethod,
} from '../../domain/currencies.js';
import { stablecoinAmountRule } from '../../domain/amount-limits.js';
import { PERMITTED_NETWORKS, isPermittedPair } from '../../domain/networks.js';
import { PROVIDER_ID_MAX_LENGTH } from '../../domain/text-fields.js';
import { isValidWalletAddress } from '../../domain/wallet-address.js';
import type { GatewayContext } from '../../context.js';
import type { OfframpRequest, PaymentDetails } from '../../datasources/offramps/endpoints.js';
import type { CreateOfframpInput, PayoutAccountInput } from '../../generated/graphql.js';
import { checkAmount, checkText, type FieldPath, type UserErrors } from '../shared/user-errors.js';

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

const PAYOUT_MEMBERS = Object.keys(METHOD_OF_MEMBER) as PayoutMember[];

/** The one member @oneOf guarantees, with its name. */
export function payoutMember(account: PayoutAccountInput): PayoutMember {
  const member = PAYOUT_MEMBERS.find((name) => account[name] != null);
  if (member === undefined) throw new TypeError('payoutAccount arrived without a member despite @oneOf');
  return member;
}

/** The member's fields as the provider takes them: nulls left out, an IBAN in its electronic form. */
function detailsOf(account: PayoutAccountInput, member: PayoutMember): Record<string, string> {
  const fields = Object.entries(account[member] ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const details = Object.fromEntries(fields);
  // People write IBANs in groups of four; the provider takes the electronic form.
  if (member === 'iban' && details.iban !== undefined) details.iban = details.iban.replace(/\s+/g, '').toUpperCase();
  return details;
}

function wrongMethod(errors: UserErrors, at: FieldPath, currency: string, accepted: readonly PaymentMethod[]): void {
  const expected = accepted.map((method) => `payoutAccount.${MEMBER_OF_METHOD[method]}`).join(' or ');
  errors.add(at, 'WRONG_PAYMENT_METHOD', `${currency} pays out by ${accepted.join(' or ')}: give ${expected}.`);
}

/** The account's own fields; a currency that is not B2B still has its account checked where the method allows. */
function checkAccount(input: CreateOfframpInput, member: PayoutMember, currency: B2bCurrency | undefined, errors: UserErrors): PaymentDetails | undefined {
  const method = METHOD_OF_MEMBER[member];
  // A RIB's rule depends on its currency; without a RIB currency there is none to check it by.
  if (method === 'RIB' && (currency === undefined || !isRibCurrency(currency))) {
    if (currency !== undefined) errors.add(['input', 'payoutAccount', member], 'WRONG_PAYMENT_METHOD', `${currency} is not paid out by RIB.`);
    return undefined;
  }
  const checked = paymentDetailsSchemaFor(method, currency ?? 'USD').safeParse(detailsOf(input.payoutAccount, member));
  if (!checked.success) {
    errors.addIssues(['input', 'payoutAccount', member], checked.error);
    return undefined;
  }
  return checked.data;
}

export async function validateOfframp(input: CreateOfframpInput, errors: UserErrors, ctx: GatewayContext): Promise<OfframpRequest | undefined> {
  const customerId = checkText(errors, ['input', 'customerId'], input.customerId, PROVIDER_ID_MAX_LENGTH);
  const currency = isB2bCurrency(input.currency) ? input.currency : undefined;
  if (currency === undefined) {
    errors.add(['input', 'currency'], 'UNSUPPORTED_CURRENCY', `B2B off-ramps pay out in ${B2B_CURRENCIES.join(', ')} only.`);
  }
  const amount = checkAmount(errors, input.amount, stablecoinAmountRule(input.stablecoin));
  if (!isPermittedPair(input.stablecoin, input.network)) {
    errors.add(['input', 'network'], 'UNSUPPORTED_NETWORK', `${input.stablecoin} is sent on ${PERMITTED_NETWORKS[input.stablecoin].join(', ')} only.`);
  }
  const walletAddress = input.walletAddress.trim();
  if (!isValidWalletAddress(input.network, walletAddress)) {
    errors.add(['input', 'walletAddress'], 'INVALID_WALLET_ADDRESS', `walletAddress is not a valid ${input.network} address.`);
  }
  const member = payoutMember(input.payoutAccount);
  const method = METHOD_OF_MEMBER[member];
  const accountPath: FieldPath = ['input', 'payoutAccount', member];
  // The methods the currency takes by the table; the rate quote has the last word, below.
  const listed = currency === undefined ? undefined : acceptedPaymentMethods(currency);
  let paymentDetails = listed?.includes(method) === false ? undefined : checkAccount(input, member, currency, errors);
  if (errors.any || currency === undefined || amount === undefined) {
    if (currency !== undefined && listed?.includes(method) === false) wrongMethod(errors, accountPath, currency, listed);
    return undefined;
  }

  // The seed's precondition: the currency's payment method comes from the rate quote. A method the
  // gateway has no payout account for (the docs' newer "NIP", "SEPA", …) leaves the table's word.
  const quote = await ctx.ramp().loaders.rateQuote.load({ currency, amount, direction: 'offramp' });
  const accepted = quote.offrampPaymentMethods;
  if (!accepted.includes(method)) {
    wrongMethod(errors, accountPath, currency, accepted);
    return undefined;
  }
  paymentDetails ??= checkAccount(input, member, currency, errors);
  if (paymentDetails === undefined) return undefined;
  return {
    customer_id: customerId,
    currency,
    amount,
    stables: input.stablecoin,
    wallet_address: walletAddress,
    network: input.network,
    paymentDetails,
  };
}
