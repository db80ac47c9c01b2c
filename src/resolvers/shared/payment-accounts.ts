// A bank account given as `PayoutAccountInput` (@oneOf, one member per payment method): the
// off-ramp's payout account and the on-ramp's paying account are the same input, checked the same way.

import { isRibCurrency, paymentDetailsSchemaFor, type PaymentDetails } from '../../domain/bank-accounts.js';
import type { B2bCurrency, PaymentMethod } from '../../domain/currencies.js';
import type { PayoutAccountInput } from '../../generated/graphql.js';
import type { FieldPath, UserErrors } from './user-errors.js';

export type AccountMember = keyof PayoutAccountInput;

export const METHOD_OF_MEMBER: Readonly<Record<AccountMember, PaymentMethod>> = {
  ach: 'ACH',
  localBank: 'LOCAL_BANK_TRANSFER',
  iban: 'IBAN',
  rib: 'RIB',
};

const MEMBER_OF_METHOD: Readonly<Record<PaymentMethod, AccountMember>> = {
  ACH: 'ach',
  LOCAL_BANK_TRANSFER: 'localBank',
  IBAN: 'iban',
  RIB: 'rib',
};

const ACCOUNT_MEMBERS = Object.keys(METHOD_OF_MEMBER) as AccountMember[];

/** The one member @oneOf guarantees, with its name. */
export function accountMember(account: PayoutAccountInput): AccountMember {
  const member = ACCOUNT_MEMBERS.find((name) => account[name] != null);
  if (member === undefined) throw new TypeError('an account arrived without a member despite @oneOf');
  return member;
}

/** The member's fields as the provider takes them: nulls left out, an IBAN in its electronic form. */
function detailsOf(account: PayoutAccountInput, member: AccountMember): Record<string, string> {
  const fields = Object.entries(account[member] ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const details = Object.fromEntries(fields);
  // People write IBANs in groups of four; the provider takes the electronic form.
  if (member === 'iban' && details.iban !== undefined) details.iban = details.iban.replace(/\s+/g, '').toUpperCase();
  return details;
}

/** How messages name the account of an operation: its input field and which way the fiat goes. */
export interface AccountRole {
  /** The input field, `payoutAccount` or `paymentAccount`. */
  field: string;
  /** "pays out by" (an off-ramp's payout) or "is paid by" (an on-ramp's payment). */
  goesBy: string;
  /** "is not paid out by" or "is not paid by". */
  notBy: string;
}

/** WRONG_PAYMENT_METHOD at the account: the members the currency takes. */
export function wrongMethod(errors: UserErrors, at: FieldPath, role: AccountRole, currency: string, accepted: readonly PaymentMethod[]): void {
  const expected = accepted.map((method) => `${role.field}.${MEMBER_OF_METHOD[method]}`).join(' or ');
  errors.add(at, 'WRONG_PAYMENT_METHOD', `${currency} ${role.goesBy} ${accepted.join(' or ')}: give ${expected}.`);
}

/**
 * The account's own fields at `at` (the member's path); a currency that is not B2B still has its
 * account checked where the method allows.
 */
export function checkAccount(
  account: PayoutAccountInput,
  member: AccountMember,
  currency: B2bCurrency | undefined,
  errors: UserErrors,
  at: FieldPath,
  role: AccountRole,
): PaymentDetails | undefined {
  const method = METHOD_OF_MEMBER[member];
  // A RIB's rule depends on its currency; without a RIB currency there is none to check it by.
  if (method === 'RIB' && (currency === undefined || !isRibCurrency(currency))) {
    if (currency !== undefined) errors.add(at, 'WRONG_PAYMENT_METHOD', `${currency} ${role.notBy} RIB.`);
    return undefined;
  }
  const checked = paymentDetailsSchemaFor(method, currency ?? 'USD').safeParse(detailsOf(account, member));
  if (!checked.success) {
    errors.addIssues(at, checked.error);
    return undefined;
  }
  return checked.data;
}
