/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * A fiat currency, by its ISO 4217 code. Each operation accepts its own subset; a currency
 * an operation does not offer is a user error `UNSUPPORTED_CURRENCY`.
 */
export type Currency =
  /** UAE dirham. */
  | 'AED'
  /** Angolan kwanza. */
  | 'AOA'
  /** Australian dollar. */
  | 'AUD'
  /** Burundian franc. */
  | 'BIF'
  /** Brazilian real. */
  | 'BRL'
  /** Canadian dollar. */
  | 'CAD'
  /** Congolese franc. */
  | 'CDF'
  /** Chinese yuan. */
  | 'CNY'
  /** Danish krone. */
  | 'DKK'
  /** Algerian dinar. */
  | 'DZD'
  /** Egyptian pound. */
  | 'EGP'
  /** Ethiopian birr. */
  | 'ETB'
  /** Euro. */
  | 'EUR'
  /** Pound sterling. */
  | 'GBP'
  /** Ghanaian cedi. */
  | 'GHS'
  /** Hong Kong dollar. */
  | 'HKD'
  /** Israeli new shekel. */
  | 'ILS'
  /** Kenyan shilling. */
  | 'KES'
  /** Libyan dinar. */
  | 'LYD'
  /** Moroccan dirham. */
  | 'MAD'
  /** Mauritian rupee. */
  | 'MUR'
  /** Malawian kwacha. */
  | 'MWK'
  /** Mexican peso. */
  | 'MXN'
  /** Mozambican metical. */
  | 'MZN'
  /** Nigerian naira. */
  | 'NGN'
  /** Philippine peso. */
  | 'PHP'
  /** Singapore dollar. */
  | 'SGD'
  /** Sierra Leonean leone. */
  | 'SLE'
  /** South Sudanese pound. */
  | 'SSP'
  /** Turkish lira. */
  | 'TRY'
  /** Tanzanian shilling. */
  | 'TZS'
  /** Ugandan shilling. */
  | 'UGX'
  /** United States dollar. */
  | 'USD'
  /** Central African CFA franc. */
  | 'XAF'
  /** West African CFA franc. */
  | 'XOF'
  /** South African rand. */
  | 'ZAR';

/** Which data set an API key reads and writes. */
export type KeyMode =
  /** A live key (`sk_live_…`): live data, real money. */
  | 'LIVE'
  /** A test key (`sk_test_…`): test data, no real money moves. */
  | 'TEST';

/** Where the API key of this request comes from. */
export type KeySource =
  /** Sent by the caller in `ngnc-sec-key` or `Authorization: Bearer`. */
  | 'REQUEST'
  /** Configured on the gateway (`RAMP_API_KEY`) because the caller sent none. */
  | 'SERVER';

/** How fiat reaches a bank account in a currency. It decides which payout account a B2B off-ramp takes. */
export type PaymentMethod =
  /** US ACH transfer: account number and ABA routing number. */
  | 'ACH'
  /** A transfer to an IBAN. */
  | 'IBAN'
  /** A domestic bank transfer: account number, account name and bank name. */
  | 'LOCAL_BANK_TRANSFER'
  /** A transfer to a RIB (relevé d'identité bancaire), used for MAD, XAF and XOF. */
  | 'RIB';

/** The direction of a ramp: into or out of fiat. */
export type TransactionDirection =
  /** Digital asset in, fiat out. */
  | 'OFFRAMP'
  /** Fiat in, digital asset out. */
  | 'ONRAMP';

export type RateQuoteQueryVariables = Exact<{
  currency: Currency;
  amount?: string | null | undefined;
  direction?: TransactionDirection | null | undefined;
}>;


export type RateQuoteQuery = { rateQuote: { currency: Currency, amount: string, rate: string, payoutAmount: string, paymentMethod: PaymentMethod, direction: TransactionDirection } };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { mode: KeyMode, livemode: boolean, keySource: KeySource } };


export const RateQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}}]}}]} as unknown as DocumentNode<RateQuoteQuery, RateQuoteQueryVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"livemode"}},{"kind":"Field","name":{"kind":"Name","value":"keySource"}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;