// A `PayoutAccountInput` (the off-ramp's payout account, the on-ramp's paying account): its member,
// the payment method that member is for a currency, and its fields checked and written as the
// provider's paymentDetails, every problem at once. The rules are src/domain/'s; the input's shape is ours.

import { isRibCurrency, paymentDetailsSchemaFor, type PaymentDetails } from '../../domain/bank-accounts.js';
import { PAYMENT_METHODS, type B2bCurrency, type PaymentMethod } from '../../domain/currencies.js';
import { isMobileMoneyCurrency } from '../../domain/mobile-money.js';
import type { PayoutAccountInput } from '../../generated/graphql.js';
import type { FieldPath, UserErrors } from './user-errors.js';

export type PayoutMember = keyof PayoutAccountInput;

/** The members each payment method is paid to; NIP, GIP and PESONet take the local bank fields. */
const MEMBER_OF_METHOD: Readonly<Record<PaymentMethod, PayoutMember>> = {
  ACH: 'ach',
  LOCAL_BANK_TRANSFER: 'localBank',
  NIP: 'localBank',
  GIP: 'localBank',
  PESONET: 'localBank',
  IBAN: 'iban',
  RIB: 'rib',
  SEPA: 'sepa',
  PIX: 'pix',
  MOBILE_MONEY: 'mobileMoney',
  SWIFT: 'swift',
  CNAPS: 'cnaps',
};

const PAYOUT_MEMBERS: readonly PayoutMember[] = ['ach', 'localBank', 'iban', 'rib', 'sepa', 'pix', 'mobileMoney', 'swift', 'cnaps'];

/** The member a payment method is paid to. */
export function payoutMemberOf(method: PaymentMethod): PayoutMember {
  return MEMBER_OF_METHOD[method];
}

/** The one member @oneOf guarantees. */
export function payoutMember(account: PayoutAccountInput): PayoutMember {
  const member = PAYOUT_MEMBERS.find((name) => account[name] != null);
  if (member === undefined) throw new TypeError('payoutAccount arrived without a member despite @oneOf');
  return member;
}

/**
 * The payment method `member` stands for among `accepted` (a `localBank` is NIP where the currency
 * takes NIP); without a list, the member's first method. Undefined when `accepted` has none for it.
 */
export function methodOfMember(member: PayoutMember, accepted?: readonly PaymentMethod[]): PaymentMethod | undefined {
  return (accepted ?? PAYMENT_METHODS).find((method) => MEMBER_OF_METHOD[method] === member);
}

/** How messages name the account of an operation: its input field and which way the fiat goes. */
export interface AccountRole {
  field: 'payoutAccount' | 'paymentAccount';
  goesBy: 'pays out by' | 'is paid by';
  notBy: 'is not paid out by' | 'is not paid by';
}

/** The off-ramp's payout account. */
export const PAYOUT_ACCOUNT: AccountRole = { field: 'payoutAccount', goesBy: 'pays out by', notBy: 'is not paid out by' };
/** The on-ramp's paying account: the same input, the fiat going the other way. */
export const PAYING_ACCOUNT: AccountRole = { field: 'paymentAccount', goesBy: 'is paid by', notBy: 'is not paid by' };

/** WRONG_PAYMENT_METHOD at `at`, naming the methods the currency takes and their members. */
export function wrongPaymentMethod(
  errors: UserErrors,
  at: FieldPath,
  currency: string,
  accepted: readonly PaymentMethod[],
  role: AccountRole = PAYOUT_ACCOUNT,
): void {
  const members = [...new Set(accepted.map((method) => `${role.field}.${MEMBER_OF_METHOD[method]}`))].join(' or ');
  errors.add(at, 'WRONG_PAYMENT_METHOD', `${currency} ${role.goesBy} ${accepted.join(' or ')}: give ${members}.`);
}

/** The member's fields as the provider takes them: nulls left out, an IBAN in its electronic form. */
function detailsOf(account: PayoutAccountInput, member: PayoutMember): Record<string, string> {
  const fields = Object.entries(account[member] ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const details = Object.fromEntries(fields);
  // People write IBANs in groups of four; the provider takes the electronic form.
  if (details.iban !== undefined) details.iban = details.iban.replace(/\s+/g, '').toUpperCase();
  return details;
}

// Methods whose rules depend on the currency: without one of theirs there is nothing to check by.
function needsItsCurrency(method: PaymentMethod, currency: B2bCurrency | undefined): boolean {
  if (method === 'RIB') return currency === undefined || !isRibCurrency(currency);
  if (method === 'MOBILE_MONEY') return currency === undefined || !isMobileMoneyCurrency(currency);
  return false;
}

/**
 * The account's own fields checked by `method`'s rules for `currency`, each problem added to
 * `errors` under `at` (the member's path); the provider's paymentDetails when there is none. A
 * currency that cannot be paid by `method` (unknown, or not one of a RIB or Mobile Money currency)
 * leaves the fields unchecked: the currency's own error says why.
 */
export function checkPayoutAccount(
  account: PayoutAccountInput,
  member: PayoutMember,
  method: PaymentMethod,
  currency: B2bCurrency | undefined,
  errors: UserErrors,
  at: FieldPath,
  role: AccountRole = PAYOUT_ACCOUNT,
): PaymentDetails | undefined {
  if (needsItsCurrency(method, currency)) {
    if (currency !== undefined) errors.add(at, 'WRONG_PAYMENT_METHOD', `${currency} ${role.notBy} ${method}.`);
    return undefined;
  }
  const checked = paymentDetailsSchemaFor(method, currency ?? 'USD').safeParse(detailsOf(account, member));
  if (!checked.success) {
    errors.addIssues(at, checked.error);
    return undefined;
  }
  return checked.data;
}
