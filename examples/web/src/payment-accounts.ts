// The kinds of bank account a B2B ramp names (PayoutAccountInput's members): the fields a form asks
// for each, and the input made of them. The off-ramp's payout account and the on-ramp's paying
// account are both of the kind their currency's payment method says.
import type { PaymentMethod, PayoutAccountInput } from './gql/graphql';

type Member = keyof PayoutAccountInput;
export type AccountKind = Exclude<PaymentMethod, 'UNKNOWN'>;

/** Each kind of payout account: its member of PayoutAccountInput, its name for people, its fields in the form. */
export const ACCOUNT_KINDS: Readonly<Record<AccountKind, { member: Member; name: string; fields: readonly AccountField[] }>> = {
  ACH: { member: 'ach', name: 'ACH', fields: ['accountNumber', 'routingNumber', 'accountName', 'bankName'] },
  LOCAL_BANK_TRANSFER: { member: 'localBank', name: 'local bank transfer', fields: ['accountNumber', 'sortCode', 'accountName', 'bankName'] },
  IBAN: { member: 'iban', name: 'IBAN', fields: ['iban', 'accountName', 'bankName'] },
  RIB: { member: 'rib', name: 'RIB', fields: ['rib', 'accountName', 'bankName'] },
};
export const isAccountKind = (method: PaymentMethod): method is AccountKind => method !== 'UNKNOWN';

export type AccountField = 'accountNumber' | 'routingNumber' | 'sortCode' | 'iban' | 'rib' | 'accountName' | 'bankName';

/** Each account field's label, and its name in the member's input type. */
export const ACCOUNT_FIELDS: Readonly<Record<AccountField, { label: string; input: string }>> = {
  accountNumber: { label: 'Account number', input: 'accountNumber' },
  routingNumber: { label: 'Routing number', input: 'routingNumber' },
  sortCode: { label: 'Sort or bank code (optional)', input: 'routingNumber' },
  iban: { label: 'IBAN', input: 'iban' },
  rib: { label: 'RIB', input: 'rib' },
  accountName: { label: 'Account name', input: 'accountName' },
  bankName: { label: 'Bank name', input: 'bankName' },
};

/** What a form holds of an account, every kind's fields. */
export type AccountDraft = Readonly<Record<AccountField, string>>;

/** The account as the member of its kind takes it (PayoutAccountInput is @oneOf), optional fields left out when empty. */
export function payoutAccount(draft: AccountDraft, kind: AccountKind): PayoutAccountInput {
  const { accountNumber, accountName, bankName } = draft;
  switch (kind) {
    case 'ACH':
      return { ach: { accountNumber, routingNumber: draft.routingNumber, accountName, bankName: bankName || null } };
    case 'LOCAL_BANK_TRANSFER':
      return { localBank: { accountNumber, routingNumber: draft.sortCode || null, accountName, bankName } };
    case 'IBAN':
      return { iban: { iban: draft.iban, accountName, bankName } };
    case 'RIB':
      return { rib: { rib: draft.rib, accountName, bankName } };
  }
}
