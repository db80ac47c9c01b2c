// The kinds of bank account a B2B ramp names (PayoutAccountInput's members): the fields a form asks
// for each, and the input made of them. The off-ramp's payout account and the on-ramp's paying
// account are both of the kind their currency's payment method says.
import type { PaymentMethod, PayoutAccountInput } from './gql/graphql';

type Member = keyof PayoutAccountInput;
export type AccountKind = Exclude<PaymentMethod, 'UNKNOWN'>;

const LOCAL_FIELDS: readonly AccountField[] = ['accountNumber', 'sortCode', 'accountName', 'bankName'];

/** Each kind of payout account (NIP, GIP and PESONet are paid to the local bank fields): its member of PayoutAccountInput, its name for people, its fields in the form. */
export const ACCOUNT_KINDS: Readonly<Record<AccountKind, { member: Member; name: string; fields: readonly AccountField[] }>> = {
  ACH: { member: 'ach', name: 'ACH', fields: ['accountNumber', 'routingNumber', 'accountName', 'bankName'] },
  LOCAL_BANK_TRANSFER: { member: 'localBank', name: 'local bank transfer', fields: LOCAL_FIELDS },
  NIP: { member: 'localBank', name: 'NIP', fields: LOCAL_FIELDS },
  GIP: { member: 'localBank', name: 'GIP', fields: LOCAL_FIELDS },
  PESONET: { member: 'localBank', name: 'PESONet', fields: LOCAL_FIELDS },
  IBAN: { member: 'iban', name: 'IBAN', fields: ['iban', 'accountName', 'bankName'] },
  RIB: { member: 'rib', name: 'RIB', fields: ['rib', 'accountName', 'bankName'] },
  SEPA: { member: 'sepa', name: 'SEPA', fields: ['iban', 'beneficiaryName', 'bankName'] },
  PIX: { member: 'pix', name: 'Pix', fields: ['pixKey', 'accountHolder'] },
  MOBILE_MONEY: { member: 'mobileMoney', name: 'mobile money', fields: ['provider', 'phoneNumber', 'accountName'] },
  SWIFT: { member: 'swift', name: 'SWIFT', fields: ['accountNumber', 'accountName', 'bankName', 'swiftCode'] },
  CNAPS: { member: 'cnaps', name: 'CNAPS', fields: ['accountNumber', 'accountName', 'bankName', 'cnapsCode'] },
};
export const isAccountKind = (method: PaymentMethod): method is AccountKind => method !== 'UNKNOWN';

export type AccountField =
  | 'accountNumber'
  | 'routingNumber'
  | 'sortCode'
  | 'iban'
  | 'rib'
  | 'accountName'
  | 'beneficiaryName'
  | 'accountHolder'
  | 'bankName'
  | 'pixKey'
  | 'provider'
  | 'phoneNumber'
  | 'swiftCode'
  | 'cnapsCode';

/** Each account field's label, and its name in the member's input type. */
export const ACCOUNT_FIELDS: Readonly<Record<AccountField, { label: string; input: string }>> = {
  accountNumber: { label: 'Account number', input: 'accountNumber' },
  routingNumber: { label: 'Routing number', input: 'routingNumber' },
  sortCode: { label: 'Sort or bank code (optional)', input: 'routingNumber' },
  iban: { label: 'IBAN', input: 'iban' },
  rib: { label: 'RIB', input: 'rib' },
  accountName: { label: 'Account name', input: 'accountName' },
  beneficiaryName: { label: 'Beneficiary name', input: 'beneficiaryName' },
  accountHolder: { label: 'Account holder', input: 'accountHolder' },
  bankName: { label: 'Bank name', input: 'bankName' },
  pixKey: { label: 'Pix key', input: 'pixKey' },
  provider: { label: 'Mobile money provider', input: 'provider' },
  phoneNumber: { label: 'Phone number', input: 'phoneNumber' },
  swiftCode: { label: 'SWIFT code', input: 'swiftCode' },
  cnapsCode: { label: 'CNAPS code', input: 'cnapsCode' },
};

/** What a form holds of an account, every kind's fields. */
export type AccountDraft = Readonly<Record<AccountField, string>>;

/** A form's account before anything is typed. */
export const EMPTY_ACCOUNT: AccountDraft = {
  accountNumber: '',
  routingNumber: '',
  sortCode: '',
  iban: '',
  rib: '',
  accountName: '',
  beneficiaryName: '',
  accountHolder: '',
  bankName: '',
  pixKey: '',
  provider: '',
  phoneNumber: '',
  swiftCode: '',
  cnapsCode: '',
};

/** The account as the member of its kind takes it (PayoutAccountInput is @oneOf), optional fields left out when empty. */
export function payoutAccount(draft: AccountDraft, kind: AccountKind): PayoutAccountInput {
  const { accountNumber, accountName, bankName } = draft;
  switch (kind) {
    case 'ACH':
      return { ach: { accountNumber, routingNumber: draft.routingNumber, accountName, bankName: bankName || null } };
    case 'LOCAL_BANK_TRANSFER':
    case 'NIP':
    case 'GIP':
    case 'PESONET':
      return { localBank: { accountNumber, routingNumber: draft.sortCode || null, accountName, bankName } };
    case 'IBAN':
      return { iban: { iban: draft.iban, accountName, bankName } };
    case 'RIB':
      return { rib: { rib: draft.rib, accountName, bankName } };
    case 'SEPA':
      return { sepa: { iban: draft.iban, beneficiaryName: draft.beneficiaryName, bankName } };
    case 'PIX':
      return { pix: { pixKey: draft.pixKey, accountHolder: draft.accountHolder } };
    case 'MOBILE_MONEY':
      return { mobileMoney: { provider: draft.provider, phoneNumber: draft.phoneNumber, accountName } };
    case 'SWIFT':
      return { swift: { accountNumber, accountName, bankName, swiftCode: draft.swiftCode } };
    case 'CNAPS':
      return { cnaps: { accountNumber, accountName, bankName, cnapsCode: draft.cnapsCode } };
  }
}
