import type { UploadedFile } from '../platform/uploaded-file.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Viewer as ViewerModel } from '../datasources/models.js';
import type { RateQuote as RateQuoteModel } from '../datasources/rates/endpoints.js';
import type { Offramp as OfframpModel } from '../datasources/offramps/endpoints.js';
import type { Onramp as OnrampModel } from '../datasources/onramps/endpoints.js';
import type { EspTransaction as EspTransactionModel, EspAccount as EspAccountModel, BankingDetails as BankingDetailsModel, EspTransactionSummary as EspTransactionSummaryModel } from '../datasources/esp/endpoints.js';
import type { EspTransactionPage as EspTransactionPageModel } from '../resolvers/esp/listing/esp-transaction-connection.js';
import type { BrlOnrampTicket as BrlOnrampTicketModel } from '../datasources/brl/endpoints.js';
import type { KnownBusinessCustomer as KnownBusinessCustomerModel } from '../resolvers/business-customers/events.js';
import type { StatusEvent as StatusEventModel } from '../status/ledger/status-event-log.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An officially assigned ISO 3166-1 alpha-3 country code in upper case, e.g. `NGA`, `USA`, `GBR`. */
  CountryCodeAlpha3: { input: string; output: string; }
  /** A calendar date in ISO 8601 form, `YYYY-MM-DD`. */
  Date: { input: string; output: string; }
  /** An instant in time, in ISO 8601 / RFC 3339 form with a UTC offset, e.g. `2026-11-05T14:03:22Z`. */
  DateTime: { input: Date; output: Date | string; }
  /**
   * An exact decimal number written as a string, e.g. `"1500.25"`: digits, an optional `.` and
   * fraction digits, no exponent. Money is never sent as a JSON number, so no float ever rounds it.
   * Amounts the gateway answers have exactly 6 fraction digits for USDC, USDT and ESP and 2 for fiat
   * currencies (`amountLimits` says which for an operation), padded and never rounded.
   */
  Decimal: { input: string; output: string; }
  /** An e-mail address (RFC 5322 addr-spec), e.g. `ops@acme.example`. */
  EmailAddress: { input: string; output: string; }
  /** A phone number in E.164 form: `+`, country code and subscriber number, e.g. `+2348012345678`. */
  PhoneNumber: { input: string; output: string; }
  /** An absolute URL, e.g. `https://kyb.example/kyb/abc`, or a `data:` URI. */
  URL: { input: URL; output: URL | string; }
  /**
   * A file sent with the operation as the GraphQL multipart request spec says
   * (https://github.com/jaydenseric/graphql-multipart-request-spec): the request's `operations` and `map`
   * fields, then the file, with an `Apollo-Require-Preflight` header (or the API key header). Stock upload
   * clients send it so (`docs/clients.md`). Only a variable can carry it, never a literal in the document.
   */
  Upload: { input: UploadedFile; output: UploadedFile; }
};

/** A US bank account paid by ACH. */
export type AchAccountInput = {
  /** The name on the account; at most 140 characters. */
  accountName: Scalars['String']['input'];
  /** The account number: 4 to 17 digits. */
  accountNumber: Scalars['String']['input'];
  /** The bank's name; at most 140 characters. */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** The 9-digit ABA routing number; its checksum is checked. */
  routingNumber: Scalars['String']['input'];
};

/**
 * The amounts an operation accepts for a currency, as the provider enforces them: a form can check
 * an amount before it is submitted. Bounds are inclusive. Every amount the gateway outputs follows one
 * rule per unit: exactly `decimals` fraction digits, 6 for USDC, USDT and ESP, 2 for every fiat
 * currency (`"100.000000"`, `"3294.60"`), never rounded.
 */
export type AmountLimits = {
  __typename?: 'AmountLimits';
  /** The currency asked about. */
  currency: Currency;
  /** The most fraction digits the amount may have; more is the user error INVALID_AMOUNT. */
  decimals: Scalars['Int']['output'];
  /** The largest amount accepted. For a fiat amount, the equivalent of 1,000,000 USD at the provider's reference rate, rounded down to `decimals`. */
  maximum: Scalars['Decimal']['output'];
  /** The smallest amount accepted. For a fiat amount, the equivalent of 20 USD at the provider's reference rate, rounded up to `decimals`. */
  minimum: Scalars['Decimal']['output'];
  /** The operation. */
  operation: AmountOperation;
  /** What `amount`, `minimum` and `maximum` are counted in. */
  unit: AmountUnit;
};

/** A ramp operation that takes an amount, for `amountLimits`. */
export type AmountOperation =
  /** `createBrlOnrampTicket`: the stablecoin amount bought (the currency is BRL). */
  | 'BRL_ONRAMP'
  /** `createEspOfframp`: the ESP amount converted. */
  | 'ESP_OFFRAMP'
  /** `createEspOnramp`: the fiat amount the user pays, in the chosen currency. */
  | 'ESP_ONRAMP'
  /** `createOfframp`: the stablecoin amount sent. */
  | 'OFFRAMP'
  /** `createOnramp`: the fiat amount paid, in the chosen currency. */
  | 'ONRAMP';

/** What an operation's `amount` is counted in. */
export type AmountUnit =
  /** ESP. */
  | 'ESP'
  /** The fiat currency of the request. */
  | 'FIAT'
  /** A USD-pegged stablecoin (USDC, USDT). */
  | 'STABLECOIN';

/** The account an on-ramp's user must pay into, quoting the reference. */
export type BankingDetails = {
  __typename?: 'BankingDetails';
  /** The name on the account. */
  accountName: Scalars['String']['output'];
  /** The account number. */
  accountNumber: Scalars['String']['output'];
  /** The amount to pay. */
  amount: Scalars['Decimal']['output'];
  /** The bank's name. */
  bankName: Scalars['String']['output'];
  /** The currency to pay in. */
  currency: Currency;
  /** When these details stop being valid. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The reference the payment must quote. */
  reference: Scalars['String']['output'];
};

/** A quote ticket: pay `brlAmount` through Pix with `paymentCode` (or its QR) before `expiresAt`. */
export type BrlOnrampTicket = {
  __typename?: 'BrlOnrampTicket';
  /** The stablecoin amount bought. */
  amount: Scalars['Decimal']['output'];
  /** The BRL amount of the Pix code, read from the code itself. */
  brlAmount: Scalars['Decimal']['output'];
  /** When the ticket expires: its creation plus its validity. */
  expiresAt: Scalars['DateTime']['output'];
  /** The provider's ticket id. */
  id: Scalars['ID']['output'];
  /** The provider's message. */
  message: Scalars['String']['output'];
  /** The Pix "copia e cola" BR Code to pay. */
  paymentCode: Scalars['String']['output'];
  /** A `data:image/png;base64,…` URI of the QR code of `paymentCode`. */
  qrCodeDataUrl: Scalars['URL']['output'];
  /** The stablecoin bought. */
  stablecoin: Stablecoin;
  /** The state of the ticket; ACTIVE when created. */
  status: BrlTicketStatus;
  /** The validity the provider states, e.g. `5 minutes`. */
  validity: Scalars['String']['output'];
  /** The wallet identifier that receives the stablecoin; 1 to 128 characters. */
  walletId: Scalars['String']['output'];
};

/** The state of a BRL on-ramp quote ticket. ACTIVE → PAID, or → EXPIRED when its validity runs out. */
export type BrlTicketStatus =
  /** Waiting for the Pix payment. */
  | 'active'
  /** Not paid in time. Final. */
  | 'expired'
  /** Paid. Final. */
  | 'paid';

/** A BRL on-ramp quote ticket's new state. */
export type BrlTicketUpdate = {
  __typename?: 'BrlTicketUpdate';
  /** The ticket id. */
  id: Scalars['ID']['output'];
  /** The BRL amount paid, once PAID. */
  paidAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The ticket's state. */
  status: BrlTicketStatus;
  /** When the gateway learnt of this state. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A business customer of the caller's platform, and its hosted verification. */
export type BusinessCustomer = Node & {
  __typename?: 'BusinessCustomer';
  /** The business's e-mail address. */
  email: Scalars['EmailAddress']['output'];
  /** The provider's customer id (`cus_…`). */
  id: Scalars['ID']['output'];
  /** The hosted verification (KYB) page: single use, valid until `kybLinkExpiresAt`. */
  kybLink?: Maybe<Scalars['URL']['output']>;
  /** When `kybLink` expires. */
  kybLinkExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The business's registered name. */
  name: Scalars['String']['output'];
  /** The business's phone number in E.164 form. */
  phoneNumber: Scalars['PhoneNumber']['output'];
  /** The business's registered address. */
  registeredAddress: Scalars['String']['output'];
  /**
   * The country of registration as an ISO 3166-1 alpha-3 code (`"NGA"`); null when the provider
   * wrote something that is not an assigned ISO 3166-1 code (its text is in `registeredCountryRaw`).
   */
  registeredCountry?: Maybe<Scalars['CountryCodeAlpha3']['output']>;
  /** The provider's text for the country when it is not an assigned ISO 3166-1 code; null otherwise. */
  registeredCountryRaw?: Maybe<Scalars['String']['output']>;
  /** The state of the verification. */
  verificationStatus: VerificationStatus;
  /** The provider's text for the status when `verificationStatus` is UNKNOWN; null otherwise. */
  verificationStatusRaw?: Maybe<Scalars['String']['output']>;
};

/** The caller's answer about a candidate (`MutationOutcomeState.CANDIDATE`). */
export type CandidateDecision =
  /** The candidate is this request's creation: the key becomes CREATED with it and answers it from then on. */
  | 'CREATED_BY_THIS_REQUEST'
  /** The candidate is not this request's creation: the key stays UNKNOWN, and that resource is never offered to it again. */
  | 'NOT_THIS_REQUEST';

/** A Chinese bank account paid through CNAPS. */
export type CnapsAccountInput = {
  /** The name on the account; at most 140 characters. */
  accountName: Scalars['String']['input'];
  /** The account number; 1 to 34 characters. */
  accountNumber: Scalars['String']['input'];
  /** The bank's name; at most 140 characters. */
  bankName: Scalars['String']['input'];
  /** The bank's 12-digit CNAPS code. Anything else is INVALID_CNAPS_CODE. */
  cnapsCode: Scalars['String']['input'];
};

/** A decision on the candidate of an unknown outcome. */
export type ConfirmMutationOutcomeInput = {
  /** Whether the candidate is this request's creation. */
  decision: CandidateDecision;
  /** The key, as sent in `input.idempotencyKey` or the `idempotency-key` header. */
  idempotencyKey: Scalars['String']['input'];
  /** The mutation the key was sent with. */
  operation: IdempotentOperation;
  /** The candidate, as `mutationOutcome` named it in `candidateId`. */
  resourceId: Scalars['ID']['input'];
};

/** The result of `confirmMutationOutcome`. */
export type ConfirmMutationOutcomePayload = {
  __typename?: 'ConfirmMutationOutcomePayload';
  /** Where the request stands after the decision; null when `userErrors` is not empty. */
  outcome?: Maybe<MutationOutcome>;
  /** Why the decision was not taken (for example `resourceId` is not the key's candidate); empty on success. */
  userErrors: Array<UserError>;
};

/** A request to buy a stablecoin with BRL through Pix. */
export type CreateBrlOnrampTicketInput = {
  /**
   * The stablecoin amount to buy, as a form writes it: a positive decimal such as `"150.25"` (at most
   * 6 fraction digits, at most 40 characters, spaces around it dropped), 20 to 1,000,000. Below or
   * above is the user error AMOUNT_OUT_OF_RANGE, anything else INVALID_AMOUNT, at `["input", "amount"]`.
   */
  amount: Scalars['String']['input'];
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input returns the first result without reaching the provider again, or the same `OUTCOME_UNKNOWN`
   * error; the same key with other input is the user error IDEMPOTENCY_KEY_REUSED; a request arriving while
   * the first is still running waits for it, or gets IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the
   * gateway makes one per request, which cannot be replayed.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The stablecoin to buy; only USDC is offered. */
  stablecoin?: Stablecoin;
  /**
   * The wallet that receives the stablecoin: the `walletId` that `registerBrlWallet` answered for it (the
   * provider's `wallet_id` of `POST /transactions/v2/reg_wallet_address`); 1 to 128 characters.
   */
  walletId: Scalars['String']['input'];
};

/** The result of `createBrlOnrampTicket`. */
export type CreateBrlOnrampTicketPayload = {
  __typename?: 'CreateBrlOnrampTicketPayload';
  /** The ticket; null when `userErrors` is not empty. */
  ticket?: Maybe<BrlOnrampTicket>;
  /** What the caller must fix; empty on success. */
  userErrors: Array<UserError>;
};

/** A business to register as a customer of the caller's platform. */
export type CreateBusinessCustomerInput = {
  /**
   * The business's e-mail address, at most 254 characters, e.g. `finance@acme.example` (surrounding spaces are ignored);
   * anything else is the user error INVALID_EMAIL.
   */
  email: Scalars['String']['input'];
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input returns the first result without reaching the provider again, or the same `OUTCOME_UNKNOWN`
   * error; the same key with other input is the user error IDEMPOTENCY_KEY_REUSED; a request arriving while
   * the first is still running waits for it, or gets IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the
   * gateway makes one per request, which cannot be replayed. The provider receives the same key.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The business's registered name: at most 140 characters, no control characters (surrounding spaces are ignored). */
  name: Scalars['String']['input'];
  /**
   * The business's phone number in international form: `+`, a country code not starting with 0 and
   * the number, 7 to 15 digits in all, e.g. `"+2348012345678"`, `"+1-555-0123"` or `"+49 30 1234567"`.
   * Spaces, hyphens, dots and parentheses are ignored, and so is a trunk prefix written `(0)`; the
   * provider receives the E.164 form (`"+15550123"`). Letters or another count of digits are the user
   * error INVALID_PHONE.
   */
  phoneNumber: Scalars['String']['input'];
  /**
   * The business's registered address: at most 500 characters; line breaks are allowed, other
   * control characters are not (surrounding spaces are ignored).
   */
  registeredAddress: Scalars['String']['input'];
  /**
   * The country of registration: an officially assigned ISO 3166-1 code, alpha-3 (`"NGA"`, `"USA"`)
   * or alpha-2 (`"NG"`, `"US"`), in either case (surrounding spaces are ignored); the provider
   * receives the alpha-3 code. Anything else is the user error INVALID_COUNTRY.
   */
  registeredCountry: Scalars['String']['input'];
};

/** The result of `createBusinessCustomer`. */
export type CreateBusinessCustomerPayload = {
  __typename?: 'CreateBusinessCustomerPayload';
  /** The customer; null when `userErrors` is not empty. */
  businessCustomer?: Maybe<BusinessCustomer>;
  /** True when this is the result of an earlier request with the same idempotency key (recorded by the gateway or the provider). */
  replayed: Scalars['Boolean']['output'];
  /** What the caller must fix; empty on success. */
  userErrors: Array<UserError>;
};

/** An ESP-to-fiat conversion paid into a bank account. */
export type CreateEspOfframpInput = {
  /** The name on the receiving account; at most 140 characters (left blank, it is not sent). */
  accountName?: InputMaybe<Scalars['String']['input']>;
  /** The account number that receives the fiat; 1 to 34 characters. */
  accountNumber: Scalars['String']['input'];
  /**
   * The ESP amount to convert, as a form writes it: a positive decimal such as `"150.25"` (at most 6
   * fraction digits, at most 40 characters, spaces around it dropped), 20 to 1,000,000. Below or
   * above is the user error AMOUNT_OUT_OF_RANGE, anything else INVALID_AMOUNT, at `["input", "amount"]`.
   */
  amount: Scalars['String']['input'];
  /** The name of the bank that receives the fiat; at most 140 characters. */
  bankName: Scalars['String']['input'];
  /** The fiat currency to pay out. */
  currency: Currency;
  /** The ESP account the ESP comes from. */
  espAccount?: InputMaybe<EspAccountInput>;
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input returns the first result without reaching the provider again, or the same `OUTCOME_UNKNOWN`
   * error; the same key with other input is the user error IDEMPOTENCY_KEY_REUSED; a request arriving while
   * the first is still running waits for it, or gets IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the
   * gateway makes one per request, which cannot be replayed.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};

/** The result of `createEspOfframp`. */
export type CreateEspOfframpPayload = {
  __typename?: 'CreateEspOfframpPayload';
  /** The transaction created, status PENDING; null when `userErrors` is not empty. */
  transaction?: Maybe<EspTransaction>;
  /** What the caller must fix; empty on success. */
  userErrors: Array<UserError>;
};

/** A fiat-to-ESP conversion: the user pays fiat from their bank account, the ESP account is credited. */
export type CreateEspOnrampInput = {
  /** The account number the user pays from; 1 to 34 characters. */
  accountNumber: Scalars['String']['input'];
  /**
   * The fiat amount to convert, as a form writes it: a positive decimal such as `"1500.25"` (at most 2
   * fraction digits, at most 40 characters, spaces around it dropped; anything else is the user error
   * INVALID_AMOUNT), worth 20 to 1,000,000 USD at the provider's reference rate for the currency
   * (`amountLimits`; outside them the user error AMOUNT_OUT_OF_RANGE names the bounds in the currency).
   */
  amount: Scalars['String']['input'];
  /** The name of the bank the user pays from; at most 140 characters. */
  bankName: Scalars['String']['input'];
  /** The fiat currency the user sends: AED, AUD, BRL, CAD, CNY, DKK, EUR, GBP, HKD, ILS, KES, MXN, NGN, PHP, SGD, USD or ZAR. */
  currency: Currency;
  /** The ESP account to credit. */
  espAccount: EspAccountInput;
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input returns the first result without reaching the provider again, or the same `OUTCOME_UNKNOWN`
   * error; the same key with other input is the user error IDEMPOTENCY_KEY_REUSED; a request arriving while
   * the first is still running waits for it, or gets IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the
   * gateway makes one per request, which cannot be replayed.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};

/** The result of `createEspOnramp`. */
export type CreateEspOnrampPayload = {
  __typename?: 'CreateEspOnrampPayload';
  /** Where the user must send the fiat; null when `userErrors` is not empty. */
  bankingDetails?: Maybe<BankingDetails>;
  /** The transaction created, status PENDING; null when `userErrors` is not empty. */
  transaction?: Maybe<EspTransaction>;
  /** What the caller must fix; empty on success. */
  userErrors: Array<UserError>;
};

/** A stablecoin-to-fiat payout into the caller's own settlement account. */
export type CreateOfframpInput = {
  /**
   * The stablecoin amount sent, as a form writes it: a positive decimal such as `"150.25"` (digits,
   * an optional `.` and at most 6 fraction digits, at most 40 characters; spaces around it are
   * dropped), 20 to 1,000,000. Below or above is the user error AMOUNT_OUT_OF_RANGE, anything else
   * INVALID_AMOUNT, at `["input", "amount"]`, before the provider is asked.
   */
  amount: Scalars['String']['input'];
  /** The fiat currency to receive. */
  currency: Currency;
  /** The caller platform's own identifier of its customer for this transaction; 1 to 128 characters. */
  customerId: Scalars['String']['input'];
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input returns the first result without reaching the provider again, or the same `OUTCOME_UNKNOWN`
   * error; the same key with other input is the user error IDEMPOTENCY_KEY_REUSED; a request arriving while
   * the first is still running waits for it, or gets IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the
   * gateway makes one per request, which cannot be replayed.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The network the stablecoin is sent on; must be permitted for the stablecoin. */
  network: Network;
  /** The settlement account that receives the fiat; its kind must match the currency's payment method. */
  payoutAccount: PayoutAccountInput;
  /** The stablecoin sent. */
  stablecoin: Stablecoin;
  /** The wallet address that sends the stablecoin; must be valid for the network. */
  walletAddress: Scalars['String']['input'];
};

/** The result of `createOfframp`. */
export type CreateOfframpPayload = {
  __typename?: 'CreateOfframpPayload';
  /** The off-ramp created; null when `userErrors` is not empty. */
  offramp?: Maybe<Offramp>;
  /** What the caller must fix; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * A fiat-to-stablecoin purchase through the provider's OTC desk: the business pays the fiat from its own
 * bank account and receives the stablecoin in its wallet.
 */
export type CreateOnrampInput = {
  /**
   * The fiat amount paid, as a form writes it: a positive decimal such as `"50000.00"` (digits, an optional
   * `.` and at most 2 fraction digits, at most 40 characters; spaces around it are dropped), worth 20 to
   * 1,000,000 USD at the reference rate (`amountLimits` gives the bounds in each currency). Outside is
   * AMOUNT_OUT_OF_RANGE, anything else INVALID_AMOUNT, at `["input", "amount"]`, before the provider is asked.
   */
  amount: Scalars['String']['input'];
  /** The fiat currency paid. */
  currency: Currency;
  /** The caller platform's own identifier of its customer for this transaction; 1 to 128 characters. */
  customerId: Scalars['String']['input'];
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input returns the first result without reaching the provider again, or the same `OUTCOME_UNKNOWN`
   * error; the same key with other input is the user error IDEMPOTENCY_KEY_REUSED; a request arriving while
   * the first is still running waits for it, or gets IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the
   * gateway makes one per request, which cannot be replayed.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The network the stablecoin is sent on; must be permitted for the stablecoin. */
  network: Network;
  /**
   * The business's own bank account the fiat is paid from; its kind must match the currency's payment
   * method (`rateQuote(direction: ONRAMP).paymentMethod`).
   */
  paymentAccount: PayoutAccountInput;
  /** The stablecoin bought. */
  stablecoin: Stablecoin;
  /** The wallet that receives the stablecoin; must be a valid address of the network. */
  walletAddress: Scalars['String']['input'];
};

/** The result of `createOnramp`. */
export type CreateOnrampPayload = {
  __typename?: 'CreateOnrampPayload';
  /** The on-ramp created; null when `userErrors` is not empty. */
  onramp?: Maybe<Onramp>;
  /** What the caller must fix; empty on success. */
  userErrors: Array<UserError>;
};

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
  /** Indonesian rupiah. */
  | 'IDR'
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
  /**
   * In answers only: a currency the provider answered that this gateway does not know. Its code, as the
   * provider wrote it, is in the sibling `…Raw` field (e.g. `Offramp.currencyRaw`). Never accepted as
   * input: an operation given it answers `UNSUPPORTED_CURRENCY` (or `BAD_USER_INPUT` for `rateQuote`).
   */
  | 'UNKNOWN'
  /** United States dollar. */
  | 'USD'
  /** Central African CFA franc. */
  | 'XAF'
  /** West African CFA franc. */
  | 'XOF'
  /** South African rand. */
  | 'ZAR';

/** How an ESP transaction identifies the user's ESP account; only the identifiers given are set. */
export type EspAccount = {
  __typename?: 'EspAccount';
  /** The messaging-app username. */
  chatUsername?: Maybe<Scalars['String']['output']>;
  /** The registered e-mail address. */
  emailAddress?: Maybe<Scalars['EmailAddress']['output']>;
  /** The ESP card number. */
  espCard?: Maybe<Scalars['String']['output']>;
  /** The ESP wallet address. */
  walletAddress?: Maybe<Scalars['String']['output']>;
};

/** The ESP account of a user, identified in exactly one way. */
export type EspAccountInput =
  /** The messaging-app username linked to the ESP account: 5 to 32 letters, digits or underscores, with or without a leading `@` (e.g. `@alice_w`). */
  { chatUsername: Scalars['String']['input']; emailAddress?: never; espCard?: never; walletAddress?: never; }
  |  /**
   * The e-mail address registered with the ESP account, e.g. `alice@example.com` (surrounding spaces
   * are ignored); anything else is the user error INVALID_EMAIL.
   */
  { chatUsername?: never; emailAddress: Scalars['String']['input']; espCard?: never; walletAddress?: never; }
  |  /** The 16-digit ESP card number; its Luhn check digit is checked. */
  { chatUsername?: never; emailAddress?: never; espCard: Scalars['String']['input']; walletAddress?: never; }
  |  /**
   * The ESP wallet address, in the format of any network the provider settles on, checksum included:
   * EVM (`0x` and 40 hex digits; a mixed-case address must match its EIP-55 checksum), TRON (`T…`,
   * base58check), Solana (base58 of 32 bytes) or Stellar (`G…`, StrKey).
   */
  { chatUsername?: never; emailAddress?: never; espCard?: never; walletAddress: Scalars['String']['input']; };

/** An ESP on-ramp or off-ramp. */
export type EspTransaction = {
  __typename?: 'EspTransaction';
  /** The name on the bank account. */
  accountName?: Maybe<Scalars['String']['output']>;
  /** The bank account number. */
  accountNumber: Scalars['String']['output'];
  /** The fiat amount. */
  amount: Scalars['Decimal']['output'];
  /** The asset code; always `ESP`. */
  asset: Scalars['String']['output'];
  /** The bank's name. */
  bankName: Scalars['String']['output'];
  /** When the transaction was created, to the second. */
  createdAt: Scalars['DateTime']['output'];
  /** The fiat currency; `UNKNOWN` when the provider wrote one this gateway does not know (see `currencyRaw`). */
  currency: Currency;
  /** The currency as the provider wrote it. */
  currencyRaw?: Maybe<Scalars['String']['output']>;
  /** On-ramp (fiat to ESP) or off-ramp (ESP to fiat). */
  direction: TransactionDirection;
  /** The ESP account of the user. */
  espAccount: EspAccount;
  /** The provider's transaction id. */
  id: Scalars['ID']['output'];
  /** The amount paid out. */
  payoutAmount: Scalars['Decimal']['output'];
  /** The rate applied. */
  rate: Scalars['Decimal']['output'];
  /** The provider's transaction reference. */
  reference: Scalars['String']['output'];
  /** The state of the transaction. */
  status: EspTransactionStatus;
};

/** A page of ESP transactions, newest first. */
export type EspTransactionConnection = {
  __typename?: 'EspTransactionConnection';
  /** The transactions of this page, newest first. */
  edges: Array<EspTransactionEdge>;
  /** Where this page lies. */
  pageInfo: PageInfo;
  /** The provider's counts for the filter. */
  summary: EspTransactionSummary;
  /** How many transactions match the filter. */
  totalCount: Scalars['Int']['output'];
};

/** An ESP transaction and its place in the list. */
export type EspTransactionEdge = {
  __typename?: 'EspTransactionEdge';
  /** An opaque cursor: pass it as `after` or `before`, with the same filter. */
  cursor: Scalars['String']['output'];
  /** The transaction. */
  node: EspTransaction;
};

/** Which ESP transactions to list. Every field narrows the list; none given lists all. */
export type EspTransactionFilter = {
  /** Only on-ramps or only off-ramps. */
  direction?: InputMaybe<TransactionDirection>;
  /** Created on or after this day (UTC). */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Only transactions in this state. */
  status?: InputMaybe<EspTransactionStatus>;
  /** Created on or before this day (UTC), the whole day included. */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** The state of an ESP transaction. PENDING → COMPLETED, FAILED or CANCELLED; those three are final. */
export type EspTransactionStatus =
  /** Cancelled before settling. Final. */
  | 'Cancelled'
  /** Settled. Final. */
  | 'Completed'
  /** Did not settle. Final. */
  | 'Failed'
  /** Created; waiting for funds. */
  | 'Pending';

/**
 * Counts of the caller's ESP transactions matching the filter's status and date range; both directions are
 * counted whatever the filter's direction.
 */
export type EspTransactionSummary = {
  __typename?: 'EspTransactionSummary';
  /** Off-ramps. */
  totalOfframps: Scalars['Int']['output'];
  /** On-ramps. */
  totalOnramps: Scalars['Int']['output'];
  /** All transactions. */
  totalTransactions: Scalars['Int']['output'];
};

/** Which ESP transaction changes to receive. */
export type EspTransactionUpdateFilter = {
  /** Only on-ramps or only off-ramps. */
  direction?: InputMaybe<TransactionDirection>;
  /** Only changes into this state. */
  status?: InputMaybe<EspTransactionStatus>;
};

/** A bank account identified by its IBAN. */
export type IbanAccountInput = {
  /** The name on the account. */
  accountName: Scalars['String']['input'];
  /** The bank's name. */
  bankName: Scalars['String']['input'];
  /** The IBAN (ISO 13616); spaces are allowed and its mod-97 checksum is checked. */
  iban: Scalars['String']['input'];
};

/** A mutation that takes an idempotency key. */
export type IdempotentOperation =
  /** `createBrlOnrampTicket` */
  | 'CREATE_BRL_ONRAMP_TICKET'
  /** `createBusinessCustomer` */
  | 'CREATE_BUSINESS_CUSTOMER'
  /** `createEspOfframp` */
  | 'CREATE_ESP_OFFRAMP'
  /** `createEspOnramp` */
  | 'CREATE_ESP_ONRAMP'
  /** `createOfframp` */
  | 'CREATE_OFFRAMP'
  /** `createOnramp` */
  | 'CREATE_ONRAMP'
  /** `registerBrlWallet` */
  | 'REGISTER_BRL_WALLET'
  /** `submitOfframpTransactionHash` */
  | 'SUBMIT_OFFRAMP_TRANSACTION_HASH'
  /** `uploadOnrampProofOfPayment` */
  | 'UPLOAD_ONRAMP_PROOF_OF_PAYMENT';

/**
 * Which data set an API key reads and writes, by the key prefixes the gateway is configured with
 * (`RAMP_TEST_KEY_PREFIXES`, `RAMP_LIVE_KEY_PREFIXES`); the provider documents no key format, so a
 * key's shape alone proves nothing.
 */
export type KeyMode =
  /** A key with a configured live prefix (by default `sk_live_…`): live data, real money. */
  | 'LIVE'
  /** A key with a configured test prefix (by default `sk_test_…`): test data, no real money moves. */
  | 'TEST'
  /**
   * A key the provider accepts whose prefix is configured as neither: it may move real money. It
   * works like any other key, but the test helpers refuse it.
   */
  | 'UNKNOWN';

/** Where the API key of this request comes from. */
export type KeySource =
  /** Sent by the caller in `ngnc-sec-key` or `Authorization: Bearer`. */
  | 'REQUEST'
  /** Configured on the gateway (`RAMP_API_KEY`) because the caller sent none. */
  | 'SERVER';

/** The outcome of a KYB review. */
export type KybDecision =
  /** Verified. */
  | 'APPROVED'
  /** More information needed: the customer gets a fresh link to submit the form again. */
  | 'MORE_INFO'
  /** Refused. */
  | 'REJECTED';

/** A bank account paid by a domestic transfer. */
export type LocalBankAccountInput = {
  /** The name on the account; at most 140 characters. */
  accountName: Scalars['String']['input'];
  /** The account number; 1 to 34 characters. */
  accountNumber: Scalars['String']['input'];
  /** The bank's name; at most 140 characters. */
  bankName: Scalars['String']['input'];
  /** A sort code, branch or bank code, where the country uses one; at most 34 characters. */
  routingNumber?: InputMaybe<Scalars['String']['input']>;
};

/** A mobile money wallet. */
export type MobileMoneyAccountInput = {
  /** The name on the wallet; at most 140 characters. */
  accountName: Scalars['String']['input'];
  /**
   * The wallet's phone number in international form, of a country that uses the currency (e.g. `+256`
   * for UGX; XAF and XOF any country of their zone); spaces, hyphens and dots allowed. Anything else is
   * INVALID_PHONE. Sent in E.164.
   */
  phoneNumber: Scalars['String']['input'];
  /**
   * The wallet's operator, one of the currency's countries' (e.g. "MTN MoMo", "Orange Money", "M-Pesa",
   * "Airtel Money"; case, spaces and punctuation aside, and common other names such as "MTN" are read).
   * Anything else is UNKNOWN_MOBILE_MONEY_PROVIDER, whose message lists the currency's operators. Sent by
   * the operator's name.
   */
  provider: Scalars['String']['input'];
};

/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Settles the candidate of an unknown outcome as the caller decides (see `MutationOutcomeState.CANDIDATE`).
   * Only the caller's own keys are reachable. Idempotent: the same decision again answers the same
   * outcome; a resource that is not (or no longer) the key's candidate is a user error at
   * `["input", "resourceId"]`, and so is confirming one that another request is recorded as having created.
   * A candidate is decided once, even by calls sent at once to several instances: the other decision
   * is then the user error ALREADY_DECIDED at `["input", "decision"]`, naming the decision that stands.
   */
  confirmMutationOutcome: ConfirmMutationOutcomePayload;
  /** Asks for a BRL on-ramp quote ticket: a Pix code valid for a short time. Never retried by the gateway. */
  createBrlOnrampTicket: CreateBrlOnrampTicketPayload;
  /**
   * Registers a business customer and returns its hosted verification link. Safe to repeat with the same
   * idempotency key.
   */
  createBusinessCustomer: CreateBusinessCustomerPayload;
  /** Starts an ESP-to-fiat conversion. Never retried by the gateway. */
  createEspOfframp: CreateEspOfframpPayload;
  /**
   * Starts a fiat-to-ESP conversion. Returns the transaction and the bank account the user must pay into.
   * Never retried by the gateway.
   */
  createEspOnramp: CreateEspOnrampPayload;
  /**
   * Starts a B2B off-ramp. The gateway first asks the rate quote for the currency's payment method,
   * as the provider requires, and refuses a payout account of another kind. Never retried by the gateway.
   */
  createOfframp: CreateOfframpPayload;
  /**
   * Starts a B2B on-ramp. The gateway first asks the on-ramp rate quote for the currency's payment method,
   * as the provider requires, and refuses a paying account of another kind. Where to send the fiat comes
   * later (`settlementAccount`, through `onrampUpdated` or `onramp(id:)`). Never retried by the gateway.
   */
  createOnramp: CreateOnrampPayload;
  /**
   * Registers a Polygon wallet for BRL on-ramps (`POST /transactions/v2/reg_wallet_address`, network
   * POLYGON) and answers its `walletId`. Never retried by the gateway.
   */
  registerBrlWallet: RegisterBrlWalletPayload;
  /**
   * Tells the provider that the off-ramp's stablecoin was sent (its proof of payment, `POST /otc/pop`),
   * which moves a PENDING off-ramp to PROCESSING; subscribers of `offrampUpdated` see the change. An
   * off-ramp of another key is NOT_FOUND; one past PROCESSING, or one the provider already holds another
   * hash for, is NOT_PENDING. Never retried by the gateway.
   */
  submitOfframpTransactionHash: SubmitOfframpTransactionHashPayload;
  /**
   * Test mode only (see `testMoveOfframp`). Decides the KYB review of a test business customer. A
   * customer still PENDING or MORE_INFO first goes to IN_REVIEW, as if it had submitted the hosted
   * form; one already APPROVED or REJECTED is the user error ILLEGAL_TRANSITION.
   */
  testDecideKybReview: TestDecideKybReviewPayload;
  /**
   * Test mode only (see `testMoveOfframp`). Expires an ACTIVE test BRL ticket now instead of at the
   * end of its validity; a ticket already PAID or EXPIRED is the user error ILLEGAL_TRANSITION.
   */
  testExpireBrlTicket: TestBrlTicketPayload;
  /**
   * Test mode only (see `testMoveOfframp`). Moves a PENDING test ESP transaction to COMPLETED, FAILED
   * or CANCELLED; any other move is the user error ILLEGAL_TRANSITION.
   */
  testMoveEspTransaction: TestMoveEspTransactionPayload;
  /**
   * Test mode only (a test key; refused as FORBIDDEN with a live key; absent from a production
   * gateway unless GRAPHQL_TEST_HELPERS=true). Moves a test off-ramp to `status` as the provider
   * would, through PROCESSING when needed, each step a webhook and a subscription update. A status it
   * cannot reach (backwards, out of a final state, PENDING) is the user error ILLEGAL_TRANSITION.
   */
  testMoveOfframp: TestMoveOfframpPayload;
  /**
   * Test mode only (see `testMoveOfframp`). Pays an ACTIVE test BRL ticket, as if its Pix code had
   * been paid; a ticket already PAID or EXPIRED is the user error ILLEGAL_TRANSITION.
   */
  testPayBrlTicket: TestBrlTicketPayload;
  /**
   * Tells the provider that the on-ramp's fiat was sent, with the transfer's receipt (its proof of
   * payment, `POST /otc/pop`), which moves a PENDING on-ramp to PROCESSING; subscribers of
   * `onrampUpdated` see the change. An on-ramp of another key is NOT_FOUND; one past PENDING, or one the
   * provider already holds another receipt for, is NOT_PENDING. Never retried by the gateway.
   */
  uploadOnrampProofOfPayment: UploadOnrampProofOfPaymentPayload;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationConfirmMutationOutcomeArgs = {
  input: ConfirmMutationOutcomeInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationCreateBrlOnrampTicketArgs = {
  input: CreateBrlOnrampTicketInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationCreateBusinessCustomerArgs = {
  input: CreateBusinessCustomerInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationCreateEspOfframpArgs = {
  input: CreateEspOfframpInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationCreateEspOnrampArgs = {
  input: CreateEspOnrampInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationCreateOfframpArgs = {
  input: CreateOfframpInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationCreateOnrampArgs = {
  input: CreateOnrampInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationRegisterBrlWalletArgs = {
  input: RegisterBrlWalletInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationSubmitOfframpTransactionHashArgs = {
  input: SubmitOfframpTransactionHashInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationTestDecideKybReviewArgs = {
  input: TestDecideKybReviewInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationTestExpireBrlTicketArgs = {
  input: TestBrlTicketInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationTestMoveEspTransactionArgs = {
  input: TestMoveEspTransactionInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationTestMoveOfframpArgs = {
  input: TestMoveOfframpInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationTestPayBrlTicketArgs = {
  input: TestBrlTicketInput;
};


/**
 * Operations that create something at the provider. Every payload carries `userErrors`:
 * a mutation that returns user errors has created nothing. Every mutation takes an idempotency key
 * (`input.idempotencyKey` or the `idempotency-key` header) and is then safe to send again with the same
 * key. When the provider's answer does not prove whether the request was applied (a timeout, a dropped
 * connection, any 5xx, a 200 the gateway cannot read), the error `OUTCOME_UNKNOWN` says it may or may not
 * have been: the key stays bound to that answer, so sending the same key again returns it without reaching
 * the provider. Check before creating it again; never send it again under a new key.
 */
export type MutationUploadOnrampProofOfPaymentArgs = {
  input: UploadOnrampProofOfPaymentInput;
};

/** The answer of `mutationOutcome`. */
export type MutationOutcome = {
  __typename?: 'MutationOutcome';
  /** The resource that may be this request's creation, when `state` is CANDIDATE: confirm or reject it with `confirmMutationOutcome`. */
  candidateId?: Maybe<Scalars['ID']['output']>;
  /** Why it was refused, or why its outcome is unknown (REFUSED, UNKNOWN, AMBIGUOUS, CANDIDATE). */
  message?: Maybe<Scalars['String']['output']>;
  /** The resource created, when `state` is CREATED. */
  resourceId?: Maybe<Scalars['ID']['output']>;
  /** Where the request stands. */
  state: MutationOutcomeState;
};

/** Where a request sent with an idempotency key stands. */
export type MutationOutcomeState =
  /** It may have created a resource, but a resource seen since matches more than one such request: it stays unknown. Check by hand. */
  | 'AMBIGUOUS'
  /**
   * Its outcome is unknown, and a resource matching it alone has been seen since (`candidateId`): the
   * same amount, currency and account, created while the request ran. The gateway cannot tell whether
   * this request created it or the same API key created an identical one elsewhere (a dashboard,
   * another service), so it is not taken as this request's: sending the key again still answers
   * OUTCOME_UNKNOWN (with `extensions.candidateId`). Check the candidate (the `espTransactions` listing,
   * the provider's dashboard), then call `confirmMutationOutcome`: CREATED_BY_THIS_REQUEST settles the
   * key as CREATED with it; NOT_THIS_REQUEST leaves it UNKNOWN and never offers that resource again.
   * Never send the request again under a new key while it is a candidate.
   */
  | 'CANDIDATE'
  /** It created `resourceId`; sending the key again answers the same result. */
  | 'CREATED'
  /** The first request with this key is still running: ask again shortly. */
  | 'IN_PROGRESS'
  /** Nothing is recorded: never received, or older than 24 hours. */
  | 'NONE'
  /** Nothing was created: it was answered with userErrors, or failed before the provider applied anything (`message` says why). It may be sent again with the same key. */
  | 'REFUSED'
  /** The provider may or may not have applied it, and nothing seen since settles it. Never send it again under a new key: check first (listing, provider dashboard). */
  | 'UNKNOWN';

/** A blockchain network. USDT is sent on TRON, POLYGON or SOLANA; USDC on ETHEREUM, BSC, POLYGON, BASE, SOLANA or STELLAR. */
export type Network =
  /** Base; `0x` + 40 hex addresses. */
  | 'BASE'
  /** BNB Smart Chain; `0x` + 40 hex addresses. */
  | 'BSC'
  /** Ethereum mainnet; `0x` + 40 hex addresses. */
  | 'ETHEREUM'
  /** Polygon PoS; `0x` + 40 hex addresses. */
  | 'POLYGON'
  /** Solana; base58 addresses of 32 bytes. */
  | 'SOLANA'
  /** Stellar; `G…` StrKey account ids. */
  | 'STELLAR'
  /** TRON; addresses are base58check starting with `T`. */
  | 'TRON';

/**
 * An object the gateway can read back by its id alone, with `node(id:)`: what Relay's `Node` and
 * Apollo Client's cache normalisation (`__typename` and `id`) need. The ids are the provider's own,
 * unchanged, and unique across these types: the provider writes a kind before each (`otc_…` for an
 * off-ramp or an on-ramp, the OTC desk's transactions, whose ids are unique among them; `cus_…` for a
 * business customer), so no id of one type is an id of another. ESP
 * transactions (no read endpoint; the gateway keeps only their status, not the whole transaction)
 * and BRL tickets (no read endpoint) are not nodes.
 */
export type Node = {
  /** The object's id, unique across every type that implements `Node`. */
  id: Scalars['ID']['output'];
};

/** A B2B off-ramp: stablecoin in, fiat paid out to the caller's settlement account. */
export type Offramp = Node & {
  __typename?: 'Offramp';
  /** The stablecoin amount. */
  amount: Scalars['Decimal']['output'];
  /** When the provider created the off-ramp (from its ISO or text dates, in UTC); null when its answer did not carry a readable one. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The fiat currency paid out; `UNKNOWN` when the provider wrote one this gateway does not know (see `currencyRaw`). */
  currency: Currency;
  /** The currency as the provider wrote it; null when its answer had none (then `currency` is the one asked for). */
  currencyRaw?: Maybe<Scalars['String']['output']>;
  /**
   * Where the business sends the stablecoin (from `walletAddress`, on `network`) for the payout to go
   * ahead, when the provider gives one in its answer; null otherwise (then see the provider's dashboard).
   * After sending, submit the transfer's hash with `submitOfframpTransactionHash`.
   */
  depositAddress?: Maybe<Scalars['String']['output']>;
  /** The provider's transaction id (`otc_…`): the proof that the off-ramp was created. */
  id: Scalars['ID']['output'];
  /** The network the stablecoin is sent on; null only when no record of the off-ramp the gateway holds names it. */
  network?: Maybe<Network>;
  /** The payment method of the payout; `UNKNOWN` when the provider named one this gateway does not know (see `paymentMethodRaw`). */
  paymentMethod: PaymentMethod;
  /** The payment method as the provider wrote it (e.g. `"Local Bank Transfer"`, `"NIP"`); null when it wrote none. */
  paymentMethodRaw?: Maybe<Scalars['String']['output']>;
  /** The fiat amount paid out; null when the provider's answer did not carry a readable one. */
  payoutAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The rate applied, fiat units per stablecoin unit; null when the provider's answer did not carry a readable one. */
  rate?: Maybe<Scalars['Decimal']['output']>;
  /**
   * The provider's transaction reference (what `/otc/pop` and the dashboard name it by); null when the
   * provider's answer did not carry a readable one.
   */
  reference?: Maybe<Scalars['String']['output']>;
  /** The stablecoin sent. */
  stablecoin: Stablecoin;
  /** The state of the off-ramp; read case-insensitively, and PENDING on creation when the provider wrote none readable. */
  status: OfframpStatus;
};

/** The state of a B2B off-ramp. PENDING → PROCESSING → COMPLETED or FAILED; PENDING → FAILED when no funds arrive. */
export type OfframpStatus =
  /** The fiat has been paid out. Final. */
  | 'completed'
  /** The off-ramp did not complete. Final. */
  | 'failed'
  /** Created; waiting for the stablecoin to arrive on chain. */
  | 'pending'
  /** The stablecoin has arrived; the fiat payout is under way. */
  | 'processing';

/** A B2B on-ramp: fiat in from the business's bank account, stablecoin out to its wallet. */
export type Onramp = Node & {
  __typename?: 'Onramp';
  /** The fiat amount paid. */
  amount: Scalars['Decimal']['output'];
  /** When the provider created the on-ramp (UTC); null when its answer did not carry a readable date. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The fiat currency paid; `UNKNOWN` when the provider wrote one this gateway does not know (see `currencyRaw`). */
  currency: Currency;
  /** The currency as the provider wrote it; null when its answer had none (then `currency` is the one asked for). */
  currencyRaw?: Maybe<Scalars['String']['output']>;
  /** The provider's transaction id: the proof that the on-ramp was created. */
  id: Scalars['ID']['output'];
  /** The network the stablecoin is sent on; null only when no record of the on-ramp the gateway holds names it. */
  network?: Maybe<Network>;
  /** The payment method of the fiat payment; `UNKNOWN` when the provider named one this gateway does not know (see `paymentMethodRaw`). */
  paymentMethod: PaymentMethod;
  /** The payment method as the provider wrote it (e.g. `"NIP"`); null when it wrote none. */
  paymentMethodRaw?: Maybe<Scalars['String']['output']>;
  /** The stablecoin amount sent to `walletAddress`; null when the provider's answer did not carry a readable one. */
  payoutAmount?: Maybe<Scalars['Decimal']['output']>;
  /** The rate applied, stablecoin units per fiat unit; null when the provider's answer did not carry a readable one. */
  rate?: Maybe<Scalars['Decimal']['output']>;
  /** The provider's transaction reference (what `/otc/pop` and the dashboard name it by); null when its answer had no readable one. */
  reference?: Maybe<Scalars['String']['output']>;
  /**
   * Where to send the fiat: null until the provider says (its `banking_details_received` webhook), then
   * pushed to `onrampUpdated` subscribers with the status AWAITING_PAYMENT.
   */
  settlementAccount?: Maybe<SettlementAccount>;
  /** The stablecoin bought. */
  stablecoin: Stablecoin;
  /** The state of the on-ramp; read case-insensitively, and PENDING on creation when the provider wrote none readable. */
  status: OnrampStatus;
  /** The wallet that receives the stablecoin; null only when no record of the on-ramp the gateway holds names it. */
  walletAddress?: Maybe<Scalars['String']['output']>;
};

/**
 * The state of a B2B on-ramp. PENDING → AWAITING_PAYMENT → PROCESSING → COMPLETED or FAILED; PENDING →
 * PROCESSING when the payment is seen before the settlement account was; PENDING or AWAITING_PAYMENT →
 * FAILED when no fiat arrives.
 */
export type OnrampStatus =
  /**
   * The provider has said where to send the fiat (`settlementAccount`); waiting for it. The provider's own
   * status is still `pending`: this step is the gateway's reading of its `banking_details_received` webhook.
   */
  | 'awaiting_payment'
  /** The stablecoin has been sent to `walletAddress`. Final. */
  | 'completed'
  /** The on-ramp did not complete. Final. */
  | 'failed'
  /** Created; the provider has not yet said where to send the fiat (`settlementAccount` is null). */
  | 'pending'
  /** The fiat (or its proof of payment) has arrived; the stablecoin is being sent. */
  | 'processing';

/** Where a page of a connection lies in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the last edge. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether items follow the last edge (newer-to-older order). */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether items precede the first edge. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the first edge. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/**
 * How fiat reaches an account in a currency. It decides which member of `PayoutAccountInput` a B2B
 * off-ramp takes: each value below names its member. The provider's two tables (the seed's and the OTC
 * desk's) name different methods for some currencies: the gateway accepts both.
 */
export type PaymentMethod =
  /** US ACH transfer: account number and ABA routing number. Paid to `ach`. */
  | 'ACH'
  /** China's CNAPS, for CNY. Paid to `cnaps`. */
  | 'CNAPS'
  /** Ghana's GhIPSS Instant Pay, for GHS. Paid to `localBank`. */
  | 'GIP'
  /** A transfer to an IBAN. Paid to `iban`. */
  | 'IBAN'
  /** A domestic bank transfer: account number, account name and bank name. Paid to `localBank`. */
  | 'LOCAL_BANK_TRANSFER'
  /** A mobile money wallet, for EGP, SLE, SSP, TZS, UGX, XAF and XOF. Paid to `mobileMoney`. */
  | 'MOBILE_MONEY'
  /** Nigeria's NIBSS Instant Payment, for NGN. Paid to `localBank`. */
  | 'NIP'
  /** The Philippines' PESONet, for PHP. Paid to `localBank`. */
  | 'PESONET'
  /** Brazil's Pix, for BRL. Paid to `pix`. */
  | 'PIX'
  /** A transfer to a RIB (relevé d'identité bancaire), used for MAD, XAF and XOF. Paid to `rib`. */
  | 'RIB'
  /** A SEPA credit transfer, for EUR. Paid to `sepa`. */
  | 'SEPA'
  /** An international SWIFT transfer. Paid to `swift`. */
  | 'SWIFT'
  /**
   * A payment method the provider answered that this gateway does not know. The provider's text is in
   * the sibling `paymentMethodRaw` field. The provider's spellings of the methods above ("Local Bank
   * Transfer", "Mobile Money", "PESONet") are read as them.
   */
  | 'UNKNOWN';

/**
 * The account that receives the fiat: exactly one member, one of the currency's payment methods (see
 * `rateQuote.offrampPaymentMethods`; each `PaymentMethod` value names its member). Where the provider's
 * two tables differ the gateway takes both: EUR `iban` or `sepa`; GBP `localBank`, `iban` or `swift`;
 * MAD `rib` or `swift`; XAF and XOF `rib` or `mobileMoney`; EGP `iban` or `mobileMoney`; SLE, SSP, TZS
 * and UGX `localBank` or `mobileMoney`; AED, AOA and TRY `iban` or `swift`; CDF, DZD, LYD, MWK, MZN and
 * SGD `localBank` or `swift`.
 */
export type PayoutAccountInput =
  /** An ACH account, for USD. */
  { ach: AchAccountInput; cnaps?: never; iban?: never; localBank?: never; mobileMoney?: never; pix?: never; rib?: never; sepa?: never; swift?: never; }
  |  /** A Chinese bank account paid through CNAPS, for CNY. */
  { ach?: never; cnaps: CnapsAccountInput; iban?: never; localBank?: never; mobileMoney?: never; pix?: never; rib?: never; sepa?: never; swift?: never; }
  |  /** An IBAN account, for AED, AOA, EGP, EUR, GBP and TRY. */
  { ach?: never; cnaps?: never; iban: IbanAccountInput; localBank?: never; mobileMoney?: never; pix?: never; rib?: never; sepa?: never; swift?: never; }
  |  /**
   * A domestic bank account, for NGN (also as NIP), GHS (also as GIP), PHP (PESONet), BIF, CDF, DZD, ETB,
   * GBP, LYD, MUR, MWK, MZN, SGD, SLE, SSP, TZS and UGX.
   */
  { ach?: never; cnaps?: never; iban?: never; localBank: LocalBankAccountInput; mobileMoney?: never; pix?: never; rib?: never; sepa?: never; swift?: never; }
  |  /** A mobile money wallet, for EGP, SLE, SSP, TZS, UGX, XAF and XOF. */
  { ach?: never; cnaps?: never; iban?: never; localBank?: never; mobileMoney: MobileMoneyAccountInput; pix?: never; rib?: never; sepa?: never; swift?: never; }
  |  /** A Pix key, for BRL. */
  { ach?: never; cnaps?: never; iban?: never; localBank?: never; mobileMoney?: never; pix: PixAccountInput; rib?: never; sepa?: never; swift?: never; }
  |  /** A RIB account, for MAD, XAF and XOF. */
  { ach?: never; cnaps?: never; iban?: never; localBank?: never; mobileMoney?: never; pix?: never; rib: RibAccountInput; sepa?: never; swift?: never; }
  |  /** A SEPA account, for EUR. */
  { ach?: never; cnaps?: never; iban?: never; localBank?: never; mobileMoney?: never; pix?: never; rib?: never; sepa: SepaAccountInput; swift?: never; }
  |  /** A bank account paid by SWIFT, for AED, AOA, CAD, CDF, DZD, GBP, HKD, IDR, LYD, MAD, MWK, MZN, SGD and TRY. */
  { ach?: never; cnaps?: never; iban?: never; localBank?: never; mobileMoney?: never; pix?: never; rib?: never; sepa?: never; swift: SwiftAccountInput; };

/** A Pix key that receives BRL. */
export type PixAccountInput = {
  /** The name of the key's holder; at most 140 characters. */
  accountHolder: Scalars['String']['input'];
  /**
   * The Pix key, one of the five kinds: a CPF (11 digits) or CNPJ (14 characters: 12 digits or, since
   * July 2026, upper-case letters, then 2 check digits), dots, slash and hyphen allowed, with valid
   * check digits; an e-mail address; a Brazilian phone number in international form
   * (`+55 11 98765-4321`); or a random key (a UUID). Anything else is INVALID_PIX_KEY. Sent as the
   * DICT stores it (without punctuation, E.164, a random key in lower case).
   */
  pixKey: Scalars['String']['input'];
};

/** Reads: quotes, ESP transactions, business customers and the caller's own key. */
export type Query = {
  __typename?: 'Query';
  /**
   * The minimum, maximum and fraction digits of an operation's amount in a currency. A currency the
   * operation does not offer is `BAD_USER_INPUT` (the message lists those it offers). Answered by the
   * gateway from the provider's published rules, with no provider call of its own.
   */
  amountLimits: AmountLimits;
  /**
   * A business customer by id, with its current verification status (and a fresh link while PENDING);
   * null when there is none.
   */
  businessCustomer?: Maybe<BusinessCustomer>;
  /**
   * The caller's ESP transactions, newest first, as a Relay connection. Paging stays correct when
   * transactions are created between two page requests. The newest 3: `first: 3`; the next (older)
   * page: `first: 3, after: pageInfo.endCursor`; the previous (newer) page: `last: 3, before:
   * pageInfo.startCursor`; `last: 3` alone: the 3 oldest.
   */
  espTransactions: EspTransactionConnection;
  /**
   * The event log: the status changes of the resources the caller's key created or read through this
   * gateway, in its data set, in the order the gateway accepted them, for 30 days. The first 20:
   * `events`; the next page: `events(after: pageInfo.endCursor)`. A cursor is opaque and valid for the
   * caller's data set only; one that is not a cursor of this log is BAD_USER_INPUT.
   */
  events: StatusEventConnection;
  /**
   * Where a request sent with this caller's key, `operation` and `idempotencyKey` stands. An unknown
   * outcome (OUTCOME_UNKNOWN) of an ESP or B2B off-ramp becomes CANDIDATE when the caller's listing,
   * or a webhook naming the caller's business, matches it alone (same data set, amount, currency and
   * account, or stablecoin and network, created while the request ran): the provider echoes nothing
   * that tells this request's payout from an identical one made with the same key elsewhere, so only
   * the caller can say (`confirmMutationOutcome`). An unknown `submitOfframpTransactionHash` becomes
   * CREATED once its off-ramp is seen PROCESSING or COMPLETED.
   */
  mutationOutcome: MutationOutcome;
  /**
   * The object with this id, read as its own query reads it: an `Offramp` as `offramp(id:)` (its last
   * known state), an `Onramp` as `onramp(id:)`, a `BusinessCustomer` as `businessCustomer(id:)`. Null when there is none, or when
   * the id is of no type that implements `Node`.
   */
  node?: Maybe<Node>;
  /**
   * The last known state of a B2B off-ramp created through this gateway with the caller's key, kept up to
   * date by the provider's webhooks; null when the gateway has not seen it (the provider has no endpoint
   * to read one back). For a business customer's current status, see `businessCustomer`.
   */
  offramp?: Maybe<Offramp>;
  /**
   * The last known state of a B2B on-ramp created through this gateway with the caller's key, its
   * settlement account included, kept up to date by the provider's webhooks; null when the gateway has not
   * seen it with this key.
   */
  onramp?: Maybe<Onramp>;
  /** The provider's rate for a currency. Identical quotes asked for in one operation are fetched once. */
  rateQuote: RateQuote;
  /** The API key this request is made with: whether it reads and writes test or live data. */
  viewer: Viewer;
};


/** Reads: quotes, ESP transactions, business customers and the caller's own key. */
export type QueryAmountLimitsArgs = {
  currency: Currency;
  operation: AmountOperation;
};


/** Reads: quotes, ESP transactions, business customers and the caller's own key. */
export type QueryBusinessCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** Reads: quotes, ESP transactions, business customers and the caller's own key. */
export type QueryEspTransactionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<EspTransactionFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads: quotes, ESP transactions, business customers and the caller's own key. */
export type QueryEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<StatusEventFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads: quotes, ESP transactions, business customers and the caller's own key. */
export type QueryMutationOutcomeArgs = {
  idempotencyKey: Scalars['String']['input'];
  operation: IdempotentOperation;
};


/** Reads: quotes, ESP transactions, business customers and the caller's own key. */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** Reads: quotes, ESP transactions, business customers and the caller's own key. */
export type QueryOfframpArgs = {
  id: Scalars['ID']['input'];
};


/** Reads: quotes, ESP transactions, business customers and the caller's own key. */
export type QueryOnrampArgs = {
  id: Scalars['ID']['input'];
};


/** Reads: quotes, ESP transactions, business customers and the caller's own key. */
export type QueryRateQuoteArgs = {
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  currency: Currency;
  direction?: InputMaybe<TransactionDirection>;
};

/** The provider's current rate for a currency, and the payment method the currency pays out by. */
export type RateQuote = {
  __typename?: 'RateQuote';
  /** The amount the quote was asked for: the stablecoin sent for an off-ramp, the fiat paid for an on-ramp. */
  amount: Scalars['Decimal']['output'];
  /** The fiat currency quoted: the one asked for. */
  currency: Currency;
  /** Whether this is an on-ramp or an off-ramp rate. */
  direction: TransactionDirection;
  /**
   * The payment methods a B2B off-ramp in this currency takes, by this quote's `paymentMethod`: what
   * `createOfframp` accepts, so a form that offers the `PayoutAccountInput` members these name (each
   * value's description names its member) never meets `WRONG_PAYMENT_METHOD`. Where the provider's two
   * tables differ, both: EUR takes `IBAN` and `SEPA`, NGN `LOCAL_BANK_TRANSFER` and `NIP` (both
   * `localBank`), GBP `LOCAL_BANK_TRANSFER`, `IBAN` and `SWIFT`. Empty for an on-ramp quote and for a
   * currency B2B off-ramps do not pay out in.
   */
  offrampPaymentMethods: Array<PaymentMethod>;
  /**
   * The payment method of the currency, as the provider's quote names it: the kind of payout account a
   * B2B off-ramp in it takes, or, quoted with `direction: ONRAMP`, of the paying account `createOnramp`
   * takes. `UNKNOWN` when the provider named a method this gateway does not know (see
   * `paymentMethodRaw`); `createOfframp` then takes the payout accounts its currency's tables give
   * (`offrampPaymentMethods`), `createOnramp` those of the on-ramp's tables.
   */
  paymentMethod: PaymentMethod;
  /** The payment method as the provider wrote it (e.g. `"Local Bank Transfer"`, `"NIP"`); null when it wrote none. */
  paymentMethodRaw?: Maybe<Scalars['String']['output']>;
  /** `amount` × `rate` in the fiat currency, as the provider quotes it; rounded half-even to 2 places where it gives none. */
  payoutAmount: Scalars['Decimal']['output'];
  /** Units of the fiat currency per unit of stablecoin. */
  rate: Scalars['Decimal']['output'];
};

/** A wallet to register for BRL on-ramps: the provider sends the stablecoin bought there, on Polygon. */
export type RegisterBrlWalletInput = {
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input returns the first result without reaching the provider again, or the same `OUTCOME_UNKNOWN`
   * error; the same key with other input is the user error IDEMPOTENCY_KEY_REUSED; a request arriving while
   * the first is still running waits for it, or gets IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the
   * gateway makes one per request, which cannot be replayed.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The name of the wallet's owner; at most 140 characters. */
  userName: Scalars['String']['input'];
  /** The receiving wallet's Polygon address: `0x` + 40 hex digits, its EIP-55 checksum checked when the case is mixed. */
  walletAddress: Scalars['String']['input'];
};

/** The result of `registerBrlWallet`. */
export type RegisterBrlWalletPayload = {
  __typename?: 'RegisterBrlWalletPayload';
  /** What the caller must fix; empty on success. */
  userErrors: Array<UserError>;
  /** The provider's id of the wallet, for `createBrlOnrampTicket`'s `walletId`; null when `userErrors` is not empty. */
  walletId?: Maybe<Scalars['String']['output']>;
};

/** A bank account identified by its RIB. */
export type RibAccountInput = {
  /** The name on the account. */
  accountName: Scalars['String']['input'];
  /** The bank's name. */
  bankName: Scalars['String']['input'];
  /** The RIB: for MAD 24 digits with a valid 2-digit key; for XAF and XOF 23 or 24 letters and digits. */
  rib: Scalars['String']['input'];
};

/** A bank account in the SEPA area paid by a SEPA credit transfer. */
export type SepaAccountInput = {
  /** The bank's name; at most 140 characters. */
  bankName: Scalars['String']['input'];
  /** The beneficiary: the name on the account; at most 140 characters. */
  beneficiaryName: Scalars['String']['input'];
  /**
   * The IBAN (ISO 13616) of a SEPA country; spaces are allowed and its mod-97 checksum is checked.
   * Anything else is INVALID_IBAN.
   */
  iban: Scalars['String']['input'];
};

/**
 * The provider's bank account an on-ramp's fiat is sent to, as its `banking_details_received` webhook
 * gave it. Each field is null when the provider did not write it readably.
 */
export type SettlementAccount = {
  __typename?: 'SettlementAccount';
  /** The name on the account. */
  accountName?: Maybe<Scalars['String']['output']>;
  /** The account number (or IBAN) to send the fiat to. */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** The bank's name. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** What the transfer must carry to be matched to the on-ramp (its reference, unless the provider says otherwise). */
  reference?: Maybe<Scalars['String']['output']>;
};

/** A stablecoin that the provider accepts. */
export type Stablecoin =
  /** USD Coin (6 decimals). */
  | 'USDC'
  /** Tether USD (6 decimals). */
  | 'USDT';

/**
 * One status change the gateway accepted (by webhook, by reading the provider, or a resource's first
 * status when it was created or first read through the gateway), in the event log. Events are kept 30
 * days. An event is history: it names its resource (`kind`, `resourceId`) and the statuses of that
 * moment (`previousStatus`, `status`), never the resource object itself, so reading history cannot
 * overwrite a client's cached resource with an older state. The resource as it is now:
 * `offramp(id:)`, `node(id:)`, `businessCustomer(id:)`, `espTransactions`, or its subscription.
 */
export type StatusEvent = {
  __typename?: 'StatusEvent';
  /** Where this event lies in the log: opaque; pass it as `after` to `events` or `statusEvents` to get what followed. The same as its edge's cursor. */
  cursor: Scalars['String']['output'];
  /** The event's identity, for clients' caches (events never change): the same text as `cursor`. */
  id: Scalars['ID']['output'];
  /** The kind of resource that changed. */
  kind: StatusEventKind;
  /** When the gateway accepted the change. */
  occurredAt: Scalars['DateTime']['output'];
  /** The status before the change, as the resource's status enum names it (`PENDING`); null for the first status the gateway knew. */
  previousStatus?: Maybe<Scalars['String']['output']>;
  /** The resource's id at the provider. */
  resourceId: Scalars['ID']['output'];
  /** How the gateway learnt of the change. A `PROVIDER_READ` event may follow a status the resource held between two reads without ever being seen. */
  source: StatusEventSource;
  /** The status after the change, as the resource's status enum names it (`PROCESSING`). */
  status: Scalars['String']['output'];
};

/** A page of the event log, oldest first (newest last). */
export type StatusEventConnection = {
  __typename?: 'StatusEventConnection';
  /** The events of this page, in the order they were accepted. */
  edges: Array<StatusEventEdge>;
  /**
   * Where this page lies. The log pages forward only: `hasPreviousPage` is always false. `hasNextPage`:
   * events follow this page (`first: 0` included). `endCursor`: where to continue, as `after`: the last
   * edge's; on an empty page, the `after` given, or without one the log's start (never null): it names nothing of other keys' events.
   */
  pageInfo: PageInfo;
};

/** A status event and its place in the log. */
export type StatusEventEdge = {
  __typename?: 'StatusEventEdge';
  /** Pass it as `after` to continue after this event. */
  cursor: Scalars['String']['output'];
  /** The event. */
  node: StatusEvent;
};

/** Which status events to receive. Every field given narrows; none given passes every event of the caller. */
export type StatusEventFilter = {
  /** Only events about resources of these kinds. */
  kinds?: InputMaybe<Array<StatusEventKind>>;
  /** Only events about these resources (at most as many as the largest page). */
  resourceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The kind of resource a status event is about. */
export type StatusEventKind =
  /** A BRL on-ramp quote ticket (`BrlTicketUpdate`). */
  | 'brl_ticket'
  /** A business customer's verification (`BusinessCustomer`). */
  | 'business_customer'
  /** An ESP on-ramp or off-ramp (`EspTransaction`). */
  | 'esp_transaction'
  /** A B2B off-ramp (`Offramp`). */
  | 'offramp'
  /** A B2B on-ramp (`Onramp`). */
  | 'onramp';

/**
 * How the gateway learnt of a status change. Only a webhook reports each change as it happens: a read
 * of the provider sees where a resource is when it is read, so a status held for less time than
 * between two reads may never be seen, and the next event then moves on from the one before it.
 */
export type StatusEventSource =
  /** The provider's answer to a mutation made through this gateway (a resource's first status, or a test-mode move). */
  | 'gateway_mutation'
  /** A read of the provider showed it: reconciliation, or a caller's query such as `espTransactions`. Statuses held between two reads are not seen. */
  | 'provider_read'
  /** Not recorded: the event was written before the gateway recorded how it learnt of changes. */
  | 'unrecorded'
  /** The provider's webhook reported it. */
  | 'webhook';

/** The proof that the stablecoin of a B2B off-ramp was sent: its transaction's hash. */
export type SubmitOfframpTransactionHashInput = {
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input returns the first result without reaching the provider again, or the same `OUTCOME_UNKNOWN`
   * error; the same key with other input is the user error IDEMPOTENCY_KEY_REUSED; a request arriving while
   * the first is still running waits for it, or gets IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the
   * gateway makes one per request, which cannot be replayed.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The off-ramp's id, as `createOfframp` answered it; it must have been created with this API key. */
  offrampId: Scalars['ID']['input'];
  /**
   * The hash of the transfer on the off-ramp's network, or an https page of it on that network's block
   * explorer: EVM networks `0x` + 64 hex digits (Etherscan, BscScan, PolygonScan, BaseScan); TRON 64 hex
   * digits (Tronscan); Solana a base58 signature of 64 bytes (Solscan, explorer.solana.com, solana.fm);
   * Stellar 64 hex digits (stellar.expert, stellarchain.io). At most 512 characters. Anything else is the
   * user error INVALID_TRANSACTION_HASH at `["input", "transactionHash"]`.
   */
  transactionHash: Scalars['String']['input'];
};

/** The result of `submitOfframpTransactionHash`. */
export type SubmitOfframpTransactionHashPayload = {
  __typename?: 'SubmitOfframpTransactionHashPayload';
  /** The off-ramp as the provider's answer leaves it (PROCESSING); null when `userErrors` is not empty. */
  offramp?: Maybe<Offramp>;
  /** What the caller must fix; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * Live status, pushed over WebSocket (graphql-ws protocol) on the same `/graphql` path. Send the provider
 * key in `connectionParams` as `{ "ngnc-sec-key": "<key>" }` (or `authorization: "Bearer …"`); a
 * connection without a valid key is refused. A test key only ever receives test data, and a caller only
 * receives resources its key created or read through this gateway (business customers are also checked
 * with the provider). Each subscription to one resource first yields the last state the gateway knows,
 * when it knows one, then every later change once, in order.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** Status changes of one BRL on-ramp quote ticket. */
  brlTicketUpdated: BrlTicketUpdate;
  /** Verification status changes of one business customer. */
  businessCustomerUpdated: BusinessCustomer;
  /** Changes of the caller's ESP transactions (on-ramps and off-ramps created or listed through the gateway). */
  espTransactionUpdated: EspTransaction;
  /** Status changes of one B2B off-ramp. */
  offrampUpdated: Offramp;
  /** Status changes of one B2B on-ramp, the settlement account's arrival among them (AWAITING_PAYMENT). */
  onrampUpdated: Onramp;
  /**
   * The event log, live. With `after`, first every event after that cursor (from the gateway's store,
   * so those missed while disconnected, on any instance, arrive once, in order), then each new one as it
   * is accepted; without it, only events from now on. Resume after a lost connection by passing the
   * cursor of the last event received.
   */
  statusEvents: StatusEvent;
};


/**
 * Live status, pushed over WebSocket (graphql-ws protocol) on the same `/graphql` path. Send the provider
 * key in `connectionParams` as `{ "ngnc-sec-key": "<key>" }` (or `authorization: "Bearer …"`); a
 * connection without a valid key is refused. A test key only ever receives test data, and a caller only
 * receives resources its key created or read through this gateway (business customers are also checked
 * with the provider). Each subscription to one resource first yields the last state the gateway knows,
 * when it knows one, then every later change once, in order.
 */
export type SubscriptionBrlTicketUpdatedArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Live status, pushed over WebSocket (graphql-ws protocol) on the same `/graphql` path. Send the provider
 * key in `connectionParams` as `{ "ngnc-sec-key": "<key>" }` (or `authorization: "Bearer …"`); a
 * connection without a valid key is refused. A test key only ever receives test data, and a caller only
 * receives resources its key created or read through this gateway (business customers are also checked
 * with the provider). Each subscription to one resource first yields the last state the gateway knows,
 * when it knows one, then every later change once, in order.
 */
export type SubscriptionBusinessCustomerUpdatedArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Live status, pushed over WebSocket (graphql-ws protocol) on the same `/graphql` path. Send the provider
 * key in `connectionParams` as `{ "ngnc-sec-key": "<key>" }` (or `authorization: "Bearer …"`); a
 * connection without a valid key is refused. A test key only ever receives test data, and a caller only
 * receives resources its key created or read through this gateway (business customers are also checked
 * with the provider). Each subscription to one resource first yields the last state the gateway knows,
 * when it knows one, then every later change once, in order.
 */
export type SubscriptionEspTransactionUpdatedArgs = {
  filter?: InputMaybe<EspTransactionUpdateFilter>;
};


/**
 * Live status, pushed over WebSocket (graphql-ws protocol) on the same `/graphql` path. Send the provider
 * key in `connectionParams` as `{ "ngnc-sec-key": "<key>" }` (or `authorization: "Bearer …"`); a
 * connection without a valid key is refused. A test key only ever receives test data, and a caller only
 * receives resources its key created or read through this gateway (business customers are also checked
 * with the provider). Each subscription to one resource first yields the last state the gateway knows,
 * when it knows one, then every later change once, in order.
 */
export type SubscriptionOfframpUpdatedArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Live status, pushed over WebSocket (graphql-ws protocol) on the same `/graphql` path. Send the provider
 * key in `connectionParams` as `{ "ngnc-sec-key": "<key>" }` (or `authorization: "Bearer …"`); a
 * connection without a valid key is refused. A test key only ever receives test data, and a caller only
 * receives resources its key created or read through this gateway (business customers are also checked
 * with the provider). Each subscription to one resource first yields the last state the gateway knows,
 * when it knows one, then every later change once, in order.
 */
export type SubscriptionOnrampUpdatedArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Live status, pushed over WebSocket (graphql-ws protocol) on the same `/graphql` path. Send the provider
 * key in `connectionParams` as `{ "ngnc-sec-key": "<key>" }` (or `authorization: "Bearer …"`); a
 * connection without a valid key is refused. A test key only ever receives test data, and a caller only
 * receives resources its key created or read through this gateway (business customers are also checked
 * with the provider). Each subscription to one resource first yields the last state the gateway knows,
 * when it knows one, then every later change once, in order.
 */
export type SubscriptionStatusEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<StatusEventFilter>;
};

/** A bank account paid by an international SWIFT transfer. */
export type SwiftAccountInput = {
  /** The name on the account; at most 140 characters. */
  accountName: Scalars['String']['input'];
  /** The account number; 1 to 34 characters. */
  accountNumber: Scalars['String']['input'];
  /** The bank's name; at most 140 characters. */
  bankName: Scalars['String']['input'];
  /**
   * The bank's BIC (ISO 9362), 8 or 11 letters and digits: bank, an assigned ISO 3166-1 country code,
   * location and an optional branch; case aside. Anything else is INVALID_SWIFT_CODE.
   */
  swiftCode: Scalars['String']['input'];
};

/** A test BRL on-ramp ticket. */
export type TestBrlTicketInput = {
  /** The ticket id. */
  id: Scalars['ID']['input'];
};

/** The result of `testPayBrlTicket` and `testExpireBrlTicket`. */
export type TestBrlTicketPayload = {
  __typename?: 'TestBrlTicketPayload';
  /** The ticket's new state; null when `userErrors` is not empty. */
  ticket?: Maybe<BrlTicketUpdate>;
  /** Why it could not be changed; empty on success. */
  userErrors: Array<UserError>;
};

/** Decides the KYB review of a test business customer. */
export type TestDecideKybReviewInput = {
  /** The outcome of the review. */
  decision: KybDecision;
  /** The provider's customer id. */
  id: Scalars['ID']['input'];
};

/** The result of `testDecideKybReview`. */
export type TestDecideKybReviewPayload = {
  __typename?: 'TestDecideKybReviewPayload';
  /** The customer with its new verification status; null when `userErrors` is not empty. */
  businessCustomer?: Maybe<BusinessCustomer>;
  /** Why it could not be decided; empty on success. */
  userErrors: Array<UserError>;
};

/** Moves a test ESP on-ramp or off-ramp. */
export type TestMoveEspTransactionInput = {
  /** The transaction id. */
  id: Scalars['ID']['input'];
  /** The status to move it to: COMPLETED, FAILED or CANCELLED. */
  status: EspTransactionStatus;
};

/** The result of `testMoveEspTransaction`. */
export type TestMoveEspTransactionPayload = {
  __typename?: 'TestMoveEspTransactionPayload';
  /** The transaction in its new status; null when `userErrors` is not empty. */
  transaction?: Maybe<EspTransaction>;
  /** Why it could not be moved; empty on success. */
  userErrors: Array<UserError>;
};

/** Moves a test B2B off-ramp. */
export type TestMoveOfframpInput = {
  /** The off-ramp's transaction id. */
  id: Scalars['ID']['input'];
  /** The status to move it to: PROCESSING, COMPLETED or FAILED. */
  status: OfframpStatus;
};

/** The result of `testMoveOfframp`. */
export type TestMoveOfframpPayload = {
  __typename?: 'TestMoveOfframpPayload';
  /** The off-ramp in its new status; null when `userErrors` is not empty. */
  offramp?: Maybe<Offramp>;
  /** Why it could not be moved; empty on success. */
  userErrors: Array<UserError>;
};

/** The direction of a ramp: into or out of fiat. */
export type TransactionDirection =
  /** Digital asset in, fiat out. */
  | 'offramp'
  /** Fiat in, digital asset out. */
  | 'onramp';

/** The proof that the fiat of a B2B on-ramp was sent: the transfer's receipt, as a file. */
export type UploadOnrampProofOfPaymentInput = {
  /**
   * The receipt: a JPEG, PNG, GIF or PDF file of at most 3 MB, sent in a multipart request
   * (`docs/clients.md`, "Uploading a file"). Its content decides its type, not its name or declared
   * type: anything else is the user error INVALID_FILE_TYPE, a larger file FILE_TOO_LARGE (refused as it
   * arrives, never held whole), a name over 255 characters INVALID, at `["input", "file"]`. The gateway
   * keeps nothing of it.
   */
  file: Scalars['Upload']['input'];
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input (the same file, by its content) returns the first result without reaching the provider
   * again, or the same `OUTCOME_UNKNOWN` error; the same key with other input is the user error
   * IDEMPOTENCY_KEY_REUSED; a request arriving while the first is still running waits for it, or gets
   * IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the gateway makes one per request, which cannot be replayed.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The on-ramp's id, as `createOnramp` answered it; it must have been created with this API key. */
  onrampId: Scalars['ID']['input'];
};

/** The result of `uploadOnrampProofOfPayment`. */
export type UploadOnrampProofOfPaymentPayload = {
  __typename?: 'UploadOnrampProofOfPaymentPayload';
  /** The on-ramp as the provider's answer leaves it (PROCESSING); null when `userErrors` is not empty. */
  onramp?: Maybe<Onramp>;
  /** What the caller must fix; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * A problem with the input that the caller can fix. Mutations return these instead of
 * GraphQL errors; GraphQL errors are kept for failures the caller cannot fix.
 */
export type UserError = {
  __typename?: 'UserError';
  /** What is wrong, as a stable machine-readable code. */
  code: UserErrorCode;
  /**
   * Path from the mutation's arguments to the input field at fault,
   * e.g. `["input", "payoutAccount", "ach", "routingNumber"]`. Empty when no single field is at fault.
   */
  field: Array<Scalars['String']['output']>;
  /** What is wrong, in a sentence for a person. */
  message: Scalars['String']['output'];
};

/** Machine-readable kinds of user error. */
export type UserErrorCode =
  /**
   * `confirmMutationOutcome`: the candidate was already decided the other way (by another call,
   * perhaps at the same moment); the message names the decision that stands, and `mutationOutcome`
   * says where the request is now.
   */
  | 'ALREADY_DECIDED'
  /** The amount is below the minimum or above the maximum of the operation (`amountLimits`): checked by the gateway before the provider is asked, and by the provider (its refusal reads the same). */
  | 'AMOUNT_OUT_OF_RANGE'
  /**
   * The provider refused the request as conflicting with another request (its HTTP 409); the message
   * is the provider's. Nothing was created by this request: the idempotency key is free again.
   */
  | 'CONFLICT'
  /** The file is larger than the field takes (a proof of payment: 3 MB); it was refused as it arrived. */
  | 'FILE_TOO_LARGE'
  /** The idempotency key was already used with different input (for the same operation and API key). */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** A request with this idempotency key is still being processed; retry shortly with the same key. */
  | 'IDEMPOTENCY_REQUEST_IN_PROGRESS'
  /**
   * Test mode: the resource cannot reach the asked status from the one it is in (statuses never move
   * backwards or out of a final state).
   */
  | 'ILLEGAL_TRANSITION'
  /** The provider refused the value for a reason not listed above; the message says why. */
  | 'INVALID'
  /** The amount is not a positive decimal, or has more fraction digits than the asset allows. */
  | 'INVALID_AMOUNT'
  /** The CNAPS code is not 12 digits. */
  | 'INVALID_CNAPS_CODE'
  /** The country is not an officially assigned ISO 3166-1 code (alpha-3 or alpha-2). */
  | 'INVALID_COUNTRY'
  /** The date range is not valid (for example `from` after `to`). */
  | 'INVALID_DATE'
  /** The e-mail address is not valid. */
  | 'INVALID_EMAIL'
  /** The ESP card number is not 16 digits with a valid Luhn check digit. */
  | 'INVALID_ESP_CARD'
  /**
   * The file is not of a type the field takes (a proof of payment: JPEG, PNG, GIF or PDF), as its
   * content shows, whatever its name or declared type.
   */
  | 'INVALID_FILE_TYPE'
  /** The value is not of the expected form (length, characters, checksum). */
  | 'INVALID_FORMAT'
  /** The IBAN fails its ISO 13616 check. */
  | 'INVALID_IBAN'
  /**
   * The phone number is not an international number: `+`, country code and number, 7 to 15 digits
   * in all (spaces, hyphens, dots and parentheses aside), no letters; for Mobile Money, not one of a
   * country that uses the currency (the message lists their calling codes).
   */
  | 'INVALID_PHONE'
  /**
   * The Pix key is none of the five kinds: a CPF or CNPJ with valid check digits, an e-mail address,
   * a Brazilian phone number in international form (+55), or a random key (UUID).
   */
  | 'INVALID_PIX_KEY'
  /** The RIB has the wrong length, characters or key for the currency. */
  | 'INVALID_RIB'
  /** The ABA routing number fails its checksum. */
  | 'INVALID_ROUTING_NUMBER'
  /**
   * The SWIFT code is not a BIC (ISO 9362): 4 letters of the bank, an assigned ISO 3166-1 country code,
   * 2 letters or digits of the location, and optionally 3 of the branch.
   */
  | 'INVALID_SWIFT_CODE'
  /** The transaction hash is not a hash, or a block explorer page of one, of the off-ramp's network. */
  | 'INVALID_TRANSACTION_HASH'
  /** The wallet address is not valid for the network. */
  | 'INVALID_WALLET_ADDRESS'
  /**
   * No resource with this id that this API key may use (in test mode: none in the test data of this key,
   * or the provider offers no test-control endpoint).
   */
  | 'NOT_FOUND'
  /**
   * The off-ramp no longer waits for its stablecoin, or the on-ramp for its proof of payment (it is past
   * PENDING, or the provider already holds another proof for it).
   */
  | 'NOT_PENDING'
  /**
   * The provider refused the request although its parameters were valid (its HTTP 402, "the request
   * failed"); the message is the provider's. Nothing was created: the idempotency key is free again.
   */
  | 'REFUSED'
  /** The value is empty or missing. */
  | 'REQUIRED'
  /** The Mobile Money provider is not an operator of the currency's countries; the message lists them. */
  | 'UNKNOWN_MOBILE_MONEY_PROVIDER'
  /** The currency is not offered by this operation. */
  | 'UNSUPPORTED_CURRENCY'
  /** The stablecoin cannot be sent on this network. */
  | 'UNSUPPORTED_NETWORK'
  /** The payout account is of a payment method that the currency does not use. */
  | 'WRONG_PAYMENT_METHOD';

/**
 * The state of a business customer's verification (KYB). PENDING → IN_REVIEW → APPROVED, REJECTED or
 * MORE_INFO; MORE_INFO → IN_REVIEW.
 */
export type VerificationStatus =
  /** Verified. Final. */
  | 'approved'
  /** The form was submitted; the provider is reviewing it. */
  | 'in_review'
  /** The provider needs more information; the customer submits the form again. */
  | 'more_info'
  /** Created; the hosted verification form has not been submitted. */
  | 'pending'
  /** Refused. Final. */
  | 'rejected'
  /**
   * The provider answered a status that is none of the above; its text is in
   * `BusinessCustomer.verificationStatusRaw`. Read the customer again later.
   */
  | 'unknown';

/** The API key this request is made with. The key itself is never shown. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Whether the caller sent the key or the gateway supplied its own. */
  keySource: KeySource;
  /**
   * True only when `mode` is LIVE. False for TEST and also for UNKNOWN, whose key may still move
   * real money: read `mode` to tell those apart.
   */
  livemode: Scalars['Boolean']['output'];
  /** Whether the key is a test key, a live key, or of a data set the gateway is not told (UNKNOWN). */
  mode: KeyMode;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Node:
    | ( KnownBusinessCustomerModel )
    | ( OfframpModel )
    | ( OnrampModel )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AchAccountInput: AchAccountInput;
  AmountLimits: ResolverTypeWrapper<AmountLimits>;
  AmountOperation: AmountOperation;
  AmountUnit: AmountUnit;
  BankingDetails: ResolverTypeWrapper<BankingDetailsModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BrlOnrampTicket: ResolverTypeWrapper<BrlOnrampTicketModel>;
  BrlTicketStatus: null;
  BrlTicketUpdate: ResolverTypeWrapper<BrlTicketUpdate>;
  BusinessCustomer: ResolverTypeWrapper<KnownBusinessCustomerModel>;
  CandidateDecision: CandidateDecision;
  CnapsAccountInput: CnapsAccountInput;
  ConfirmMutationOutcomeInput: ConfirmMutationOutcomeInput;
  ConfirmMutationOutcomePayload: ResolverTypeWrapper<ConfirmMutationOutcomePayload>;
  CountryCodeAlpha3: ResolverTypeWrapper<Scalars['CountryCodeAlpha3']['output']>;
  CreateBrlOnrampTicketInput: CreateBrlOnrampTicketInput;
  CreateBrlOnrampTicketPayload: ResolverTypeWrapper<Omit<CreateBrlOnrampTicketPayload, 'ticket'> & { ticket?: Maybe<ResolversTypes['BrlOnrampTicket']> }>;
  CreateBusinessCustomerInput: CreateBusinessCustomerInput;
  CreateBusinessCustomerPayload: ResolverTypeWrapper<Omit<CreateBusinessCustomerPayload, 'businessCustomer'> & { businessCustomer?: Maybe<ResolversTypes['BusinessCustomer']> }>;
  CreateEspOfframpInput: CreateEspOfframpInput;
  CreateEspOfframpPayload: ResolverTypeWrapper<Omit<CreateEspOfframpPayload, 'transaction'> & { transaction?: Maybe<ResolversTypes['EspTransaction']> }>;
  CreateEspOnrampInput: CreateEspOnrampInput;
  CreateEspOnrampPayload: ResolverTypeWrapper<Omit<CreateEspOnrampPayload, 'bankingDetails' | 'transaction'> & { bankingDetails?: Maybe<ResolversTypes['BankingDetails']>, transaction?: Maybe<ResolversTypes['EspTransaction']> }>;
  CreateOfframpInput: CreateOfframpInput;
  CreateOfframpPayload: ResolverTypeWrapper<Omit<CreateOfframpPayload, 'offramp'> & { offramp?: Maybe<ResolversTypes['Offramp']> }>;
  CreateOnrampInput: CreateOnrampInput;
  CreateOnrampPayload: ResolverTypeWrapper<Omit<CreateOnrampPayload, 'onramp'> & { onramp?: Maybe<ResolversTypes['Onramp']> }>;
  Currency: Currency;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  EspAccount: ResolverTypeWrapper<EspAccountModel>;
  EspAccountInput: EspAccountInput;
  EspTransaction: ResolverTypeWrapper<EspTransactionModel>;
  EspTransactionConnection: ResolverTypeWrapper<EspTransactionPageModel>;
  EspTransactionEdge: ResolverTypeWrapper<Omit<EspTransactionEdge, 'node'> & { node: ResolversTypes['EspTransaction'] }>;
  EspTransactionFilter: EspTransactionFilter;
  EspTransactionStatus: null;
  EspTransactionSummary: ResolverTypeWrapper<EspTransactionSummaryModel>;
  EspTransactionUpdateFilter: EspTransactionUpdateFilter;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IbanAccountInput: IbanAccountInput;
  IdempotentOperation: IdempotentOperation;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KeyMode: KeyMode;
  KeySource: KeySource;
  KybDecision: KybDecision;
  LocalBankAccountInput: LocalBankAccountInput;
  MobileMoneyAccountInput: MobileMoneyAccountInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationOutcome: ResolverTypeWrapper<MutationOutcome>;
  MutationOutcomeState: MutationOutcomeState;
  Network: Network;
  Node: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Node']>;
  Offramp: ResolverTypeWrapper<OfframpModel>;
  OfframpStatus: null;
  Onramp: ResolverTypeWrapper<OnrampModel>;
  OnrampStatus: null;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentMethod: null;
  PayoutAccountInput: PayoutAccountInput;
  PhoneNumber: ResolverTypeWrapper<Scalars['PhoneNumber']['output']>;
  PixAccountInput: PixAccountInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateQuote: ResolverTypeWrapper<RateQuoteModel>;
  RegisterBrlWalletInput: RegisterBrlWalletInput;
  RegisterBrlWalletPayload: ResolverTypeWrapper<RegisterBrlWalletPayload>;
  RibAccountInput: RibAccountInput;
  SepaAccountInput: SepaAccountInput;
  SettlementAccount: ResolverTypeWrapper<SettlementAccount>;
  Stablecoin: Stablecoin;
  StatusEvent: ResolverTypeWrapper<StatusEventModel>;
  StatusEventConnection: ResolverTypeWrapper<Omit<StatusEventConnection, 'edges'> & { edges: Array<ResolversTypes['StatusEventEdge']> }>;
  StatusEventEdge: ResolverTypeWrapper<Omit<StatusEventEdge, 'node'> & { node: ResolversTypes['StatusEvent'] }>;
  StatusEventFilter: StatusEventFilter;
  StatusEventKind: null;
  StatusEventSource: null;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitOfframpTransactionHashInput: SubmitOfframpTransactionHashInput;
  SubmitOfframpTransactionHashPayload: ResolverTypeWrapper<Omit<SubmitOfframpTransactionHashPayload, 'offramp'> & { offramp?: Maybe<ResolversTypes['Offramp']> }>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SwiftAccountInput: SwiftAccountInput;
  TestBrlTicketInput: TestBrlTicketInput;
  TestBrlTicketPayload: ResolverTypeWrapper<TestBrlTicketPayload>;
  TestDecideKybReviewInput: TestDecideKybReviewInput;
  TestDecideKybReviewPayload: ResolverTypeWrapper<Omit<TestDecideKybReviewPayload, 'businessCustomer'> & { businessCustomer?: Maybe<ResolversTypes['BusinessCustomer']> }>;
  TestMoveEspTransactionInput: TestMoveEspTransactionInput;
  TestMoveEspTransactionPayload: ResolverTypeWrapper<Omit<TestMoveEspTransactionPayload, 'transaction'> & { transaction?: Maybe<ResolversTypes['EspTransaction']> }>;
  TestMoveOfframpInput: TestMoveOfframpInput;
  TestMoveOfframpPayload: ResolverTypeWrapper<Omit<TestMoveOfframpPayload, 'offramp'> & { offramp?: Maybe<ResolversTypes['Offramp']> }>;
  TransactionDirection: null;
  URL: ResolverTypeWrapper<Scalars['URL']['output']>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadOnrampProofOfPaymentInput: UploadOnrampProofOfPaymentInput;
  UploadOnrampProofOfPaymentPayload: ResolverTypeWrapper<Omit<UploadOnrampProofOfPaymentPayload, 'onramp'> & { onramp?: Maybe<ResolversTypes['Onramp']> }>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  VerificationStatus: null;
  Viewer: ResolverTypeWrapper<ViewerModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AchAccountInput: AchAccountInput;
  AmountLimits: AmountLimits;
  BankingDetails: BankingDetailsModel;
  Boolean: Scalars['Boolean']['output'];
  BrlOnrampTicket: BrlOnrampTicketModel;
  BrlTicketUpdate: BrlTicketUpdate;
  BusinessCustomer: KnownBusinessCustomerModel;
  CnapsAccountInput: CnapsAccountInput;
  ConfirmMutationOutcomeInput: ConfirmMutationOutcomeInput;
  ConfirmMutationOutcomePayload: ConfirmMutationOutcomePayload;
  CountryCodeAlpha3: Scalars['CountryCodeAlpha3']['output'];
  CreateBrlOnrampTicketInput: CreateBrlOnrampTicketInput;
  CreateBrlOnrampTicketPayload: Omit<CreateBrlOnrampTicketPayload, 'ticket'> & { ticket?: Maybe<ResolversParentTypes['BrlOnrampTicket']> };
  CreateBusinessCustomerInput: CreateBusinessCustomerInput;
  CreateBusinessCustomerPayload: Omit<CreateBusinessCustomerPayload, 'businessCustomer'> & { businessCustomer?: Maybe<ResolversParentTypes['BusinessCustomer']> };
  CreateEspOfframpInput: CreateEspOfframpInput;
  CreateEspOfframpPayload: Omit<CreateEspOfframpPayload, 'transaction'> & { transaction?: Maybe<ResolversParentTypes['EspTransaction']> };
  CreateEspOnrampInput: CreateEspOnrampInput;
  CreateEspOnrampPayload: Omit<CreateEspOnrampPayload, 'bankingDetails' | 'transaction'> & { bankingDetails?: Maybe<ResolversParentTypes['BankingDetails']>, transaction?: Maybe<ResolversParentTypes['EspTransaction']> };
  CreateOfframpInput: CreateOfframpInput;
  CreateOfframpPayload: Omit<CreateOfframpPayload, 'offramp'> & { offramp?: Maybe<ResolversParentTypes['Offramp']> };
  CreateOnrampInput: CreateOnrampInput;
  CreateOnrampPayload: Omit<CreateOnrampPayload, 'onramp'> & { onramp?: Maybe<ResolversParentTypes['Onramp']> };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  EmailAddress: Scalars['EmailAddress']['output'];
  EspAccount: EspAccountModel;
  EspAccountInput: EspAccountInput;
  EspTransaction: EspTransactionModel;
  EspTransactionConnection: EspTransactionPageModel;
  EspTransactionEdge: Omit<EspTransactionEdge, 'node'> & { node: ResolversParentTypes['EspTransaction'] };
  EspTransactionFilter: EspTransactionFilter;
  EspTransactionSummary: EspTransactionSummaryModel;
  EspTransactionUpdateFilter: EspTransactionUpdateFilter;
  ID: Scalars['ID']['output'];
  IbanAccountInput: IbanAccountInput;
  Int: Scalars['Int']['output'];
  LocalBankAccountInput: LocalBankAccountInput;
  MobileMoneyAccountInput: MobileMoneyAccountInput;
  Mutation: Record<PropertyKey, never>;
  MutationOutcome: MutationOutcome;
  Node: ResolversInterfaceTypes<ResolversParentTypes>['Node'];
  Offramp: OfframpModel;
  Onramp: OnrampModel;
  PageInfo: PageInfo;
  PayoutAccountInput: PayoutAccountInput;
  PhoneNumber: Scalars['PhoneNumber']['output'];
  PixAccountInput: PixAccountInput;
  Query: Record<PropertyKey, never>;
  RateQuote: RateQuoteModel;
  RegisterBrlWalletInput: RegisterBrlWalletInput;
  RegisterBrlWalletPayload: RegisterBrlWalletPayload;
  RibAccountInput: RibAccountInput;
  SepaAccountInput: SepaAccountInput;
  SettlementAccount: SettlementAccount;
  StatusEvent: StatusEventModel;
  StatusEventConnection: Omit<StatusEventConnection, 'edges'> & { edges: Array<ResolversParentTypes['StatusEventEdge']> };
  StatusEventEdge: Omit<StatusEventEdge, 'node'> & { node: ResolversParentTypes['StatusEvent'] };
  StatusEventFilter: StatusEventFilter;
  String: Scalars['String']['output'];
  SubmitOfframpTransactionHashInput: SubmitOfframpTransactionHashInput;
  SubmitOfframpTransactionHashPayload: Omit<SubmitOfframpTransactionHashPayload, 'offramp'> & { offramp?: Maybe<ResolversParentTypes['Offramp']> };
  Subscription: Record<PropertyKey, never>;
  SwiftAccountInput: SwiftAccountInput;
  TestBrlTicketInput: TestBrlTicketInput;
  TestBrlTicketPayload: TestBrlTicketPayload;
  TestDecideKybReviewInput: TestDecideKybReviewInput;
  TestDecideKybReviewPayload: Omit<TestDecideKybReviewPayload, 'businessCustomer'> & { businessCustomer?: Maybe<ResolversParentTypes['BusinessCustomer']> };
  TestMoveEspTransactionInput: TestMoveEspTransactionInput;
  TestMoveEspTransactionPayload: Omit<TestMoveEspTransactionPayload, 'transaction'> & { transaction?: Maybe<ResolversParentTypes['EspTransaction']> };
  TestMoveOfframpInput: TestMoveOfframpInput;
  TestMoveOfframpPayload: Omit<TestMoveOfframpPayload, 'offramp'> & { offramp?: Maybe<ResolversParentTypes['Offramp']> };
  URL: Scalars['URL']['output'];
  Upload: Scalars['Upload']['output'];
  UploadOnrampProofOfPaymentInput: UploadOnrampProofOfPaymentInput;
  UploadOnrampProofOfPaymentPayload: Omit<UploadOnrampProofOfPaymentPayload, 'onramp'> & { onramp?: Maybe<ResolversParentTypes['Onramp']> };
  UserError: UserError;
  Viewer: ViewerModel;
};

export type AmountLimitsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AmountLimits'] = ResolversParentTypes['AmountLimits']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  decimals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maximum?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  minimum?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['AmountOperation'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['AmountUnit'], ParentType, ContextType>;
};

export type BankingDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankingDetails'] = ResolversParentTypes['BankingDetails']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrlOnrampTicketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrlOnrampTicket'] = ResolversParentTypes['BrlOnrampTicket']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  brlAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCodeDataUrl?: Resolver<ResolversTypes['URL'], ParentType, ContextType>;
  stablecoin?: Resolver<ResolversTypes['Stablecoin'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BrlTicketStatus'], ParentType, ContextType>;
  validity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  walletId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrlTicketStatusResolvers = { ACTIVE: 'active', EXPIRED: 'expired', PAID: 'paid' };

export type BrlTicketUpdateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrlTicketUpdate'] = ResolversParentTypes['BrlTicketUpdate']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BrlTicketStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BusinessCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BusinessCustomer'] = ResolversParentTypes['BusinessCustomer']> = {
  email?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kybLink?: Resolver<Maybe<ResolversTypes['URL']>, ParentType, ContextType>;
  kybLinkExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['PhoneNumber'], ParentType, ContextType>;
  registeredAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registeredCountry?: Resolver<Maybe<ResolversTypes['CountryCodeAlpha3']>, ParentType, ContextType>;
  registeredCountryRaw?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verificationStatus?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
  verificationStatusRaw?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfirmMutationOutcomePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmMutationOutcomePayload'] = ResolversParentTypes['ConfirmMutationOutcomePayload']> = {
  outcome?: Resolver<Maybe<ResolversTypes['MutationOutcome']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export interface CountryCodeAlpha3ScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['CountryCodeAlpha3'], any> {
  name: 'CountryCodeAlpha3';
}

export type CreateBrlOnrampTicketPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateBrlOnrampTicketPayload'] = ResolversParentTypes['CreateBrlOnrampTicketPayload']> = {
  ticket?: Resolver<Maybe<ResolversTypes['BrlOnrampTicket']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateBusinessCustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateBusinessCustomerPayload'] = ResolversParentTypes['CreateBusinessCustomerPayload']> = {
  businessCustomer?: Resolver<Maybe<ResolversTypes['BusinessCustomer']>, ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateEspOfframpPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateEspOfframpPayload'] = ResolversParentTypes['CreateEspOfframpPayload']> = {
  transaction?: Resolver<Maybe<ResolversTypes['EspTransaction']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateEspOnrampPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateEspOnrampPayload'] = ResolversParentTypes['CreateEspOnrampPayload']> = {
  bankingDetails?: Resolver<Maybe<ResolversTypes['BankingDetails']>, ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['EspTransaction']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateOfframpPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateOfframpPayload'] = ResolversParentTypes['CreateOfframpPayload']> = {
  offramp?: Resolver<Maybe<ResolversTypes['Offramp']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateOnrampPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateOnrampPayload'] = ResolversParentTypes['CreateOnrampPayload']> = {
  onramp?: Resolver<Maybe<ResolversTypes['Onramp']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export type EspAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EspAccount'] = ResolversParentTypes['EspAccount']> = {
  chatUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailAddress?: Resolver<Maybe<ResolversTypes['EmailAddress']>, ParentType, ContextType>;
  espCard?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  walletAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EspTransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EspTransaction'] = ResolversParentTypes['EspTransaction']> = {
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  asset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  currencyRaw?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['TransactionDirection'], ParentType, ContextType>;
  espAccount?: Resolver<ResolversTypes['EspAccount'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payoutAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EspTransactionStatus'], ParentType, ContextType>;
};

export type EspTransactionConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EspTransactionConnection'] = ResolversParentTypes['EspTransactionConnection']> = {
  edges?: Resolver<Array<ResolversTypes['EspTransactionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['EspTransactionSummary'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EspTransactionEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EspTransactionEdge'] = ResolversParentTypes['EspTransactionEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['EspTransaction'], ParentType, ContextType>;
};

export type EspTransactionStatusResolvers = { CANCELLED: 'Cancelled', COMPLETED: 'Completed', FAILED: 'Failed', PENDING: 'Pending' };

export type EspTransactionSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EspTransactionSummary'] = ResolversParentTypes['EspTransactionSummary']> = {
  totalOfframps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalOnramps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTransactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  confirmMutationOutcome?: Resolver<ResolversTypes['ConfirmMutationOutcomePayload'], ParentType, ContextType, RequireFields<MutationConfirmMutationOutcomeArgs, 'input'>>;
  createBrlOnrampTicket?: Resolver<ResolversTypes['CreateBrlOnrampTicketPayload'], ParentType, ContextType, RequireFields<MutationCreateBrlOnrampTicketArgs, 'input'>>;
  createBusinessCustomer?: Resolver<ResolversTypes['CreateBusinessCustomerPayload'], ParentType, ContextType, RequireFields<MutationCreateBusinessCustomerArgs, 'input'>>;
  createEspOfframp?: Resolver<ResolversTypes['CreateEspOfframpPayload'], ParentType, ContextType, RequireFields<MutationCreateEspOfframpArgs, 'input'>>;
  createEspOnramp?: Resolver<ResolversTypes['CreateEspOnrampPayload'], ParentType, ContextType, RequireFields<MutationCreateEspOnrampArgs, 'input'>>;
  createOfframp?: Resolver<ResolversTypes['CreateOfframpPayload'], ParentType, ContextType, RequireFields<MutationCreateOfframpArgs, 'input'>>;
  createOnramp?: Resolver<ResolversTypes['CreateOnrampPayload'], ParentType, ContextType, RequireFields<MutationCreateOnrampArgs, 'input'>>;
  registerBrlWallet?: Resolver<ResolversTypes['RegisterBrlWalletPayload'], ParentType, ContextType, RequireFields<MutationRegisterBrlWalletArgs, 'input'>>;
  submitOfframpTransactionHash?: Resolver<ResolversTypes['SubmitOfframpTransactionHashPayload'], ParentType, ContextType, RequireFields<MutationSubmitOfframpTransactionHashArgs, 'input'>>;
  testDecideKybReview?: Resolver<ResolversTypes['TestDecideKybReviewPayload'], ParentType, ContextType, RequireFields<MutationTestDecideKybReviewArgs, 'input'>>;
  testExpireBrlTicket?: Resolver<ResolversTypes['TestBrlTicketPayload'], ParentType, ContextType, RequireFields<MutationTestExpireBrlTicketArgs, 'input'>>;
  testMoveEspTransaction?: Resolver<ResolversTypes['TestMoveEspTransactionPayload'], ParentType, ContextType, RequireFields<MutationTestMoveEspTransactionArgs, 'input'>>;
  testMoveOfframp?: Resolver<ResolversTypes['TestMoveOfframpPayload'], ParentType, ContextType, RequireFields<MutationTestMoveOfframpArgs, 'input'>>;
  testPayBrlTicket?: Resolver<ResolversTypes['TestBrlTicketPayload'], ParentType, ContextType, RequireFields<MutationTestPayBrlTicketArgs, 'input'>>;
  uploadOnrampProofOfPayment?: Resolver<ResolversTypes['UploadOnrampProofOfPaymentPayload'], ParentType, ContextType, RequireFields<MutationUploadOnrampProofOfPaymentArgs, 'input'>>;
};

export type MutationOutcomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MutationOutcome'] = ResolversParentTypes['MutationOutcome']> = {
  candidateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resourceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MutationOutcomeState'], ParentType, ContextType>;
};

export type NodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Node'] = ResolversParentTypes['Node']> = {
  __resolveType: TypeResolveFn<'BusinessCustomer' | 'Offramp' | 'Onramp', ParentType, ContextType>;
};

export type OfframpResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Offramp'] = ResolversParentTypes['Offramp']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  currencyRaw?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  depositAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  network?: Resolver<Maybe<ResolversTypes['Network']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentMethodRaw?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payoutAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stablecoin?: Resolver<ResolversTypes['Stablecoin'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OfframpStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OfframpStatusResolvers = { COMPLETED: 'completed', FAILED: 'failed', PENDING: 'pending', PROCESSING: 'processing' };

export type OnrampResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Onramp'] = ResolversParentTypes['Onramp']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  currencyRaw?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  network?: Resolver<Maybe<ResolversTypes['Network']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentMethodRaw?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payoutAmount?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settlementAccount?: Resolver<Maybe<ResolversTypes['SettlementAccount']>, ParentType, ContextType>;
  stablecoin?: Resolver<ResolversTypes['Stablecoin'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OnrampStatus'], ParentType, ContextType>;
  walletAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OnrampStatusResolvers = { AWAITING_PAYMENT: 'awaiting_payment', COMPLETED: 'completed', FAILED: 'failed', PENDING: 'pending', PROCESSING: 'processing' };

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentMethodResolvers = { ACH: 'ACH', CNAPS: 'CNAPS', GIP: 'GIP', IBAN: 'IBAN', LOCAL_BANK_TRANSFER: 'LOCAL_BANK_TRANSFER', MOBILE_MONEY: 'MOBILE_MONEY', NIP: 'NIP', PESONET: 'PESONET', PIX: 'PIX', RIB: 'RIB', SEPA: 'SEPA', SWIFT: 'SWIFT', UNKNOWN: 'UNKNOWN' };

export interface PhoneNumberScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PhoneNumber'], any> {
  name: 'PhoneNumber';
}

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  amountLimits?: Resolver<ResolversTypes['AmountLimits'], ParentType, ContextType, RequireFields<QueryAmountLimitsArgs, 'currency' | 'operation'>>;
  businessCustomer?: Resolver<Maybe<ResolversTypes['BusinessCustomer']>, ParentType, ContextType, RequireFields<QueryBusinessCustomerArgs, 'id'>>;
  espTransactions?: Resolver<ResolversTypes['EspTransactionConnection'], ParentType, ContextType, Partial<QueryEspTransactionsArgs>>;
  events?: Resolver<ResolversTypes['StatusEventConnection'], ParentType, ContextType, Partial<QueryEventsArgs>>;
  mutationOutcome?: Resolver<ResolversTypes['MutationOutcome'], ParentType, ContextType, RequireFields<QueryMutationOutcomeArgs, 'idempotencyKey' | 'operation'>>;
  node?: Resolver<Maybe<ResolversTypes['Node']>, ParentType, ContextType, RequireFields<QueryNodeArgs, 'id'>>;
  offramp?: Resolver<Maybe<ResolversTypes['Offramp']>, ParentType, ContextType, RequireFields<QueryOfframpArgs, 'id'>>;
  onramp?: Resolver<Maybe<ResolversTypes['Onramp']>, ParentType, ContextType, RequireFields<QueryOnrampArgs, 'id'>>;
  rateQuote?: Resolver<ResolversTypes['RateQuote'], ParentType, ContextType, RequireFields<QueryRateQuoteArgs, 'amount' | 'currency' | 'direction'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type RateQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RateQuote'] = ResolversParentTypes['RateQuote']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['TransactionDirection'], ParentType, ContextType>;
  offrampPaymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentMethodRaw?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payoutAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type RegisterBrlWalletPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterBrlWalletPayload'] = ResolversParentTypes['RegisterBrlWalletPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  walletId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SettlementAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SettlementAccount'] = ResolversParentTypes['SettlementAccount']> = {
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StatusEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatusEvent'] = ResolversParentTypes['StatusEvent']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StatusEventKind'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  previousStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['StatusEventSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatusEventConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatusEventConnection'] = ResolversParentTypes['StatusEventConnection']> = {
  edges?: Resolver<Array<ResolversTypes['StatusEventEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type StatusEventEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatusEventEdge'] = ResolversParentTypes['StatusEventEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['StatusEvent'], ParentType, ContextType>;
};

export type StatusEventKindResolvers = { BRL_TICKET: 'brl_ticket', BUSINESS_CUSTOMER: 'business_customer', ESP_TRANSACTION: 'esp_transaction', OFFRAMP: 'offramp', ONRAMP: 'onramp' };

export type StatusEventSourceResolvers = { GATEWAY_MUTATION: 'gateway_mutation', PROVIDER_READ: 'provider_read', UNRECORDED: 'unrecorded', WEBHOOK: 'webhook' };

export type SubmitOfframpTransactionHashPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubmitOfframpTransactionHashPayload'] = ResolversParentTypes['SubmitOfframpTransactionHashPayload']> = {
  offramp?: Resolver<Maybe<ResolversTypes['Offramp']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  brlTicketUpdated?: SubscriptionResolver<ResolversTypes['BrlTicketUpdate'], "brlTicketUpdated", ParentType, ContextType, RequireFields<SubscriptionBrlTicketUpdatedArgs, 'id'>>;
  businessCustomerUpdated?: SubscriptionResolver<ResolversTypes['BusinessCustomer'], "businessCustomerUpdated", ParentType, ContextType, RequireFields<SubscriptionBusinessCustomerUpdatedArgs, 'id'>>;
  espTransactionUpdated?: SubscriptionResolver<ResolversTypes['EspTransaction'], "espTransactionUpdated", ParentType, ContextType, Partial<SubscriptionEspTransactionUpdatedArgs>>;
  offrampUpdated?: SubscriptionResolver<ResolversTypes['Offramp'], "offrampUpdated", ParentType, ContextType, RequireFields<SubscriptionOfframpUpdatedArgs, 'id'>>;
  onrampUpdated?: SubscriptionResolver<ResolversTypes['Onramp'], "onrampUpdated", ParentType, ContextType, RequireFields<SubscriptionOnrampUpdatedArgs, 'id'>>;
  statusEvents?: SubscriptionResolver<ResolversTypes['StatusEvent'], "statusEvents", ParentType, ContextType, Partial<SubscriptionStatusEventsArgs>>;
};

export type TestBrlTicketPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TestBrlTicketPayload'] = ResolversParentTypes['TestBrlTicketPayload']> = {
  ticket?: Resolver<Maybe<ResolversTypes['BrlTicketUpdate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type TestDecideKybReviewPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TestDecideKybReviewPayload'] = ResolversParentTypes['TestDecideKybReviewPayload']> = {
  businessCustomer?: Resolver<Maybe<ResolversTypes['BusinessCustomer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type TestMoveEspTransactionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TestMoveEspTransactionPayload'] = ResolversParentTypes['TestMoveEspTransactionPayload']> = {
  transaction?: Resolver<Maybe<ResolversTypes['EspTransaction']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type TestMoveOfframpPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TestMoveOfframpPayload'] = ResolversParentTypes['TestMoveOfframpPayload']> = {
  offramp?: Resolver<Maybe<ResolversTypes['Offramp']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type TransactionDirectionResolvers = { OFFRAMP: 'offramp', ONRAMP: 'onramp' };

export interface UrlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['URL'], any> {
  name: 'URL';
}

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UploadOnrampProofOfPaymentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadOnrampProofOfPaymentPayload'] = ResolversParentTypes['UploadOnrampProofOfPaymentPayload']> = {
  onramp?: Resolver<Maybe<ResolversTypes['Onramp']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VerificationStatusResolvers = { APPROVED: 'approved', IN_REVIEW: 'in_review', MORE_INFO: 'more_info', PENDING: 'pending', REJECTED: 'rejected', UNKNOWN: 'unknown' };

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  keySource?: Resolver<ResolversTypes['KeySource'], ParentType, ContextType>;
  livemode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['KeyMode'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AmountLimits?: AmountLimitsResolvers<ContextType>;
  BankingDetails?: BankingDetailsResolvers<ContextType>;
  BrlOnrampTicket?: BrlOnrampTicketResolvers<ContextType>;
  BrlTicketStatus?: BrlTicketStatusResolvers;
  BrlTicketUpdate?: BrlTicketUpdateResolvers<ContextType>;
  BusinessCustomer?: BusinessCustomerResolvers<ContextType>;
  ConfirmMutationOutcomePayload?: ConfirmMutationOutcomePayloadResolvers<ContextType>;
  CountryCodeAlpha3?: GraphQLScalarType;
  CreateBrlOnrampTicketPayload?: CreateBrlOnrampTicketPayloadResolvers<ContextType>;
  CreateBusinessCustomerPayload?: CreateBusinessCustomerPayloadResolvers<ContextType>;
  CreateEspOfframpPayload?: CreateEspOfframpPayloadResolvers<ContextType>;
  CreateEspOnrampPayload?: CreateEspOnrampPayloadResolvers<ContextType>;
  CreateOfframpPayload?: CreateOfframpPayloadResolvers<ContextType>;
  CreateOnrampPayload?: CreateOnrampPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  EmailAddress?: GraphQLScalarType;
  EspAccount?: EspAccountResolvers<ContextType>;
  EspTransaction?: EspTransactionResolvers<ContextType>;
  EspTransactionConnection?: EspTransactionConnectionResolvers<ContextType>;
  EspTransactionEdge?: EspTransactionEdgeResolvers<ContextType>;
  EspTransactionStatus?: EspTransactionStatusResolvers;
  EspTransactionSummary?: EspTransactionSummaryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationOutcome?: MutationOutcomeResolvers<ContextType>;
  Node?: NodeResolvers<ContextType>;
  Offramp?: OfframpResolvers<ContextType>;
  OfframpStatus?: OfframpStatusResolvers;
  Onramp?: OnrampResolvers<ContextType>;
  OnrampStatus?: OnrampStatusResolvers;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers;
  PhoneNumber?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  RateQuote?: RateQuoteResolvers<ContextType>;
  RegisterBrlWalletPayload?: RegisterBrlWalletPayloadResolvers<ContextType>;
  SettlementAccount?: SettlementAccountResolvers<ContextType>;
  StatusEvent?: StatusEventResolvers<ContextType>;
  StatusEventConnection?: StatusEventConnectionResolvers<ContextType>;
  StatusEventEdge?: StatusEventEdgeResolvers<ContextType>;
  StatusEventKind?: StatusEventKindResolvers;
  StatusEventSource?: StatusEventSourceResolvers;
  SubmitOfframpTransactionHashPayload?: SubmitOfframpTransactionHashPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TestBrlTicketPayload?: TestBrlTicketPayloadResolvers<ContextType>;
  TestDecideKybReviewPayload?: TestDecideKybReviewPayloadResolvers<ContextType>;
  TestMoveEspTransactionPayload?: TestMoveEspTransactionPayloadResolvers<ContextType>;
  TestMoveOfframpPayload?: TestMoveOfframpPayloadResolvers<ContextType>;
  TransactionDirection?: TransactionDirectionResolvers;
  URL?: GraphQLScalarType;
  Upload?: GraphQLScalarType;
  UploadOnrampProofOfPaymentPayload?: UploadOnrampProofOfPaymentPayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  VerificationStatus?: VerificationStatusResolvers;
  Viewer?: ViewerResolvers<ContextType>;
};

