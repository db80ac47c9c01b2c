/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A US bank account paid by ACH. */
export type AchAccountInput = {
  /** The name on the account; at most 140 characters. */
  accountName: string;
  /** The account number: 4 to 17 digits. */
  accountNumber: string;
  /** The bank's name; at most 140 characters. */
  bankName?: string | null | undefined;
  /** The 9-digit ABA routing number; its checksum is checked. */
  routingNumber: string;
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

/** The state of a BRL on-ramp quote ticket. ACTIVE → PAID, or → EXPIRED when its validity runs out. */
export type BrlTicketStatus =
  /** Waiting for the Pix payment. */
  | 'ACTIVE'
  /** Not paid in time. Final. */
  | 'EXPIRED'
  /** Paid. Final. */
  | 'PAID';

/** The caller's answer about a candidate (`MutationOutcomeState.CANDIDATE`). */
export type CandidateDecision =
  /** The candidate is this request's creation: the key becomes CREATED with it and answers it from then on. */
  | 'CREATED_BY_THIS_REQUEST'
  /** The candidate is not this request's creation: the key stays UNKNOWN, and that resource is never offered to it again. */
  | 'NOT_THIS_REQUEST';

/** A Chinese bank account paid through CNAPS. */
export type CnapsAccountInput = {
  /** The name on the account; at most 140 characters. */
  accountName: string;
  /** The account number; 1 to 34 characters. */
  accountNumber: string;
  /** The bank's name; at most 140 characters. */
  bankName: string;
  /** The bank's 12-digit CNAPS code. Anything else is INVALID_CNAPS_CODE. */
  cnapsCode: string;
};

/** A decision on the candidate of an unknown outcome. */
export type ConfirmMutationOutcomeInput = {
  /** Whether the candidate is this request's creation. */
  decision: CandidateDecision;
  /** The key, as sent in `input.idempotencyKey` or the `idempotency-key` header. */
  idempotencyKey: string;
  /** The mutation the key was sent with. */
  operation: IdempotentOperation;
  /** The candidate, as `mutationOutcome` named it in `candidateId`. */
  resourceId: string | number;
};

/** A request to buy a stablecoin with BRL through Pix. */
export type CreateBrlOnrampTicketInput = {
  /**
   * The stablecoin amount to buy, as a form writes it: a positive decimal such as `"150.25"` (at most
   * 6 fraction digits, at most 40 characters, spaces around it dropped), 20 to 1,000,000. Below or
   * above is the user error AMOUNT_OUT_OF_RANGE, anything else INVALID_AMOUNT, at `["input", "amount"]`.
   */
  amount: string;
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input returns the first result without reaching the provider again, or the same `OUTCOME_UNKNOWN`
   * error; the same key with other input is the user error IDEMPOTENCY_KEY_REUSED; a request arriving while
   * the first is still running waits for it, or gets IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the
   * gateway makes one per request, which cannot be replayed.
   */
  idempotencyKey?: string | null | undefined;
  /** The stablecoin to buy; only USDC is offered. */
  stablecoin?: Stablecoin;
  /**
   * The wallet that receives the stablecoin: the `walletId` that `registerBrlWallet` answered for it (the
   * provider's `wallet_id` of `POST /transactions/v2/reg_wallet_address`); 1 to 128 characters.
   */
  walletId: string;
};

/** A business to register as a customer of the caller's platform. */
export type CreateBusinessCustomerInput = {
  /**
   * The business's e-mail address, at most 254 characters, e.g. `finance@acme.example` (surrounding spaces are ignored);
   * anything else is the user error INVALID_EMAIL.
   */
  email: string;
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input returns the first result without reaching the provider again, or the same `OUTCOME_UNKNOWN`
   * error; the same key with other input is the user error IDEMPOTENCY_KEY_REUSED; a request arriving while
   * the first is still running waits for it, or gets IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the
   * gateway makes one per request, which cannot be replayed. The provider receives the same key.
   */
  idempotencyKey?: string | null | undefined;
  /** The business's registered name: at most 140 characters, no control characters (surrounding spaces are ignored). */
  name: string;
  /**
   * The business's phone number in international form: `+`, a country code not starting with 0 and
   * the number, 7 to 15 digits in all, e.g. `"+2348012345678"`, `"+1-555-0123"` or `"+49 30 1234567"`.
   * Spaces, hyphens, dots and parentheses are ignored, and so is a trunk prefix written `(0)`; the
   * provider receives the E.164 form (`"+15550123"`). Letters or another count of digits are the user
   * error INVALID_PHONE.
   */
  phoneNumber: string;
  /**
   * The business's registered address: at most 500 characters; line breaks are allowed, other
   * control characters are not (surrounding spaces are ignored).
   */
  registeredAddress: string;
  /**
   * The country of registration: an officially assigned ISO 3166-1 code, alpha-3 (`"NGA"`, `"USA"`)
   * or alpha-2 (`"NG"`, `"US"`), in either case (surrounding spaces are ignored); the provider
   * receives the alpha-3 code. Anything else is the user error INVALID_COUNTRY.
   */
  registeredCountry: string;
};

/** An ESP-to-fiat conversion paid into a bank account. */
export type CreateEspOfframpInput = {
  /** The name on the receiving account; at most 140 characters (left blank, it is not sent). */
  accountName?: string | null | undefined;
  /** The account number that receives the fiat; 1 to 34 characters. */
  accountNumber: string;
  /**
   * The ESP amount to convert, as a form writes it: a positive decimal such as `"150.25"` (at most 6
   * fraction digits, at most 40 characters, spaces around it dropped), 20 to 1,000,000. Below or
   * above is the user error AMOUNT_OUT_OF_RANGE, anything else INVALID_AMOUNT, at `["input", "amount"]`.
   */
  amount: string;
  /** The name of the bank that receives the fiat; at most 140 characters. */
  bankName: string;
  /** The fiat currency to pay out. */
  currency: Currency;
  /** The ESP account the ESP comes from. */
  espAccount?: EspAccountInput | null | undefined;
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input returns the first result without reaching the provider again, or the same `OUTCOME_UNKNOWN`
   * error; the same key with other input is the user error IDEMPOTENCY_KEY_REUSED; a request arriving while
   * the first is still running waits for it, or gets IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the
   * gateway makes one per request, which cannot be replayed.
   */
  idempotencyKey?: string | null | undefined;
};

/** A fiat-to-ESP conversion: the user pays fiat from their bank account, the ESP account is credited. */
export type CreateEspOnrampInput = {
  /** The account number the user pays from; 1 to 34 characters. */
  accountNumber: string;
  /**
   * The fiat amount to convert, as a form writes it: a positive decimal such as `"1500.25"` (at most 2
   * fraction digits, at most 40 characters, spaces around it dropped; anything else is the user error
   * INVALID_AMOUNT), worth 20 to 1,000,000 USD at the provider's reference rate for the currency
   * (`amountLimits`; outside them the user error AMOUNT_OUT_OF_RANGE names the bounds in the currency).
   */
  amount: string;
  /** The name of the bank the user pays from; at most 140 characters. */
  bankName: string;
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
  idempotencyKey?: string | null | undefined;
};

/** A stablecoin-to-fiat payout into the caller's own settlement account. */
export type CreateOfframpInput = {
  /**
   * The stablecoin amount sent, as a form writes it: a positive decimal such as `"150.25"` (digits,
   * an optional `.` and at most 6 fraction digits, at most 40 characters; spaces around it are
   * dropped), 20 to 1,000,000. Below or above is the user error AMOUNT_OUT_OF_RANGE, anything else
   * INVALID_AMOUNT, at `["input", "amount"]`, before the provider is asked.
   */
  amount: string;
  /** The fiat currency to receive. */
  currency: Currency;
  /** The caller platform's own identifier of its customer for this transaction; 1 to 128 characters. */
  customerId: string;
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input returns the first result without reaching the provider again, or the same `OUTCOME_UNKNOWN`
   * error; the same key with other input is the user error IDEMPOTENCY_KEY_REUSED; a request arriving while
   * the first is still running waits for it, or gets IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the
   * gateway makes one per request, which cannot be replayed.
   */
  idempotencyKey?: string | null | undefined;
  /** The network the stablecoin is sent on; must be permitted for the stablecoin. */
  network: Network;
  /** The settlement account that receives the fiat; its kind must match the currency's payment method. */
  payoutAccount: PayoutAccountInput;
  /** The stablecoin sent. */
  stablecoin: Stablecoin;
  /** The wallet address that sends the stablecoin; must be valid for the network. */
  walletAddress: string;
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
  amount: string;
  /** The fiat currency paid. */
  currency: Currency;
  /** The caller platform's own identifier of its customer for this transaction; 1 to 128 characters. */
  customerId: string;
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input returns the first result without reaching the provider again, or the same `OUTCOME_UNKNOWN`
   * error; the same key with other input is the user error IDEMPOTENCY_KEY_REUSED; a request arriving while
   * the first is still running waits for it, or gets IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the
   * gateway makes one per request, which cannot be replayed.
   */
  idempotencyKey?: string | null | undefined;
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
  walletAddress: string;
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

/** The ESP account of a user, identified in exactly one way. */
export type EspAccountInput =
  {   /** The messaging-app username linked to the ESP account: 5 to 32 letters, digits or underscores, with or without a leading `@` (e.g. `@alice_w`). */
  chatUsername: string; emailAddress?: never; espCard?: never; walletAddress?: never; }
  |  { chatUsername?: never;   /**
   * The e-mail address registered with the ESP account, e.g. `alice@example.com` (surrounding spaces
   * are ignored); anything else is the user error INVALID_EMAIL.
   */
  emailAddress: string; espCard?: never; walletAddress?: never; }
  |  { chatUsername?: never; emailAddress?: never;   /** The 16-digit ESP card number; its Luhn check digit is checked. */
  espCard: string; walletAddress?: never; }
  |  { chatUsername?: never; emailAddress?: never; espCard?: never;   /**
   * The ESP wallet address, in the format of any network the provider settles on, checksum included:
   * EVM (`0x` and 40 hex digits; a mixed-case address must match its EIP-55 checksum), TRON (`T…`,
   * base58check), Solana (base58 of 32 bytes) or Stellar (`G…`, StrKey).
   */
  walletAddress: string; };

/** Which ESP transactions to list. Every field narrows the list; none given lists all. */
export type EspTransactionFilter = {
  /** Only on-ramps or only off-ramps. */
  direction?: TransactionDirection | null | undefined;
  /** Created on or after this day (UTC). */
  from?: string | null | undefined;
  /** Only transactions in this state. */
  status?: EspTransactionStatus | null | undefined;
  /** Created on or before this day (UTC), the whole day included. */
  to?: string | null | undefined;
};

/** The state of an ESP transaction. PENDING → COMPLETED, FAILED or CANCELLED; those three are final. */
export type EspTransactionStatus =
  /** Cancelled before settling. Final. */
  | 'CANCELLED'
  /** Settled. Final. */
  | 'COMPLETED'
  /** Did not settle. Final. */
  | 'FAILED'
  /** Created; waiting for funds. */
  | 'PENDING';

/** Which ESP transaction changes to receive. */
export type EspTransactionUpdateFilter = {
  /** Only on-ramps or only off-ramps. */
  direction?: TransactionDirection | null | undefined;
  /** Only changes into this state. */
  status?: EspTransactionStatus | null | undefined;
};

/** A bank account identified by its IBAN. */
export type IbanAccountInput = {
  /** The name on the account. */
  accountName: string;
  /** The bank's name. */
  bankName: string;
  /** The IBAN (ISO 13616); spaces are allowed and its mod-97 checksum is checked. */
  iban: string;
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
  accountName: string;
  /** The account number; 1 to 34 characters. */
  accountNumber: string;
  /** The bank's name; at most 140 characters. */
  bankName: string;
  /** A sort code, branch or bank code, where the country uses one; at most 34 characters. */
  routingNumber?: string | null | undefined;
};

/** A mobile money wallet. */
export type MobileMoneyAccountInput = {
  /** The name on the wallet; at most 140 characters. */
  accountName: string;
  /**
   * The wallet's phone number in international form, of a country that uses the currency (e.g. `+256`
   * for UGX; XAF and XOF any country of their zone); spaces, hyphens and dots allowed. Anything else is
   * INVALID_PHONE. Sent in E.164.
   */
  phoneNumber: string;
  /**
   * The wallet's operator, one of the currency's countries' (e.g. "MTN MoMo", "Orange Money", "M-Pesa",
   * "Airtel Money"; case, spaces and punctuation aside, and common other names such as "MTN" are read).
   * Anything else is UNKNOWN_MOBILE_MONEY_PROVIDER, whose message lists the currency's operators. Sent by
   * the operator's name.
   */
  provider: string;
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

/** The state of a B2B off-ramp. PENDING → PROCESSING → COMPLETED or FAILED; PENDING → FAILED when no funds arrive. */
export type OfframpStatus =
  /** The fiat has been paid out. Final. */
  | 'COMPLETED'
  /** The off-ramp did not complete. Final. */
  | 'FAILED'
  /** Created; waiting for the stablecoin to arrive on chain. */
  | 'PENDING'
  /** The stablecoin has arrived; the fiat payout is under way. */
  | 'PROCESSING';

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
  | 'AWAITING_PAYMENT'
  /** The stablecoin has been sent to `walletAddress`. Final. */
  | 'COMPLETED'
  /** The on-ramp did not complete. Final. */
  | 'FAILED'
  /** Created; the provider has not yet said where to send the fiat (`settlementAccount` is null). */
  | 'PENDING'
  /** The fiat (or its proof of payment) has arrived; the stablecoin is being sent. */
  | 'PROCESSING';

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
  {   /** An ACH account, for USD. */
  ach: AchAccountInput; cnaps?: never; iban?: never; localBank?: never; mobileMoney?: never; pix?: never; rib?: never; sepa?: never; swift?: never; }
  |  { ach?: never;   /** A Chinese bank account paid through CNAPS, for CNY. */
  cnaps: CnapsAccountInput; iban?: never; localBank?: never; mobileMoney?: never; pix?: never; rib?: never; sepa?: never; swift?: never; }
  |  { ach?: never; cnaps?: never;   /** An IBAN account, for AED, AOA, EGP, EUR, GBP and TRY. */
  iban: IbanAccountInput; localBank?: never; mobileMoney?: never; pix?: never; rib?: never; sepa?: never; swift?: never; }
  |  { ach?: never; cnaps?: never; iban?: never;   /**
   * A domestic bank account, for NGN (also as NIP), GHS (also as GIP), PHP (PESONet), BIF, CDF, DZD, ETB,
   * GBP, LYD, MUR, MWK, MZN, SGD, SLE, SSP, TZS and UGX.
   */
  localBank: LocalBankAccountInput; mobileMoney?: never; pix?: never; rib?: never; sepa?: never; swift?: never; }
  |  { ach?: never; cnaps?: never; iban?: never; localBank?: never;   /** A mobile money wallet, for EGP, SLE, SSP, TZS, UGX, XAF and XOF. */
  mobileMoney: MobileMoneyAccountInput; pix?: never; rib?: never; sepa?: never; swift?: never; }
  |  { ach?: never; cnaps?: never; iban?: never; localBank?: never; mobileMoney?: never;   /** A Pix key, for BRL. */
  pix: PixAccountInput; rib?: never; sepa?: never; swift?: never; }
  |  { ach?: never; cnaps?: never; iban?: never; localBank?: never; mobileMoney?: never; pix?: never;   /** A RIB account, for MAD, XAF and XOF. */
  rib: RibAccountInput; sepa?: never; swift?: never; }
  |  { ach?: never; cnaps?: never; iban?: never; localBank?: never; mobileMoney?: never; pix?: never; rib?: never;   /** A SEPA account, for EUR. */
  sepa: SepaAccountInput; swift?: never; }
  |  { ach?: never; cnaps?: never; iban?: never; localBank?: never; mobileMoney?: never; pix?: never; rib?: never; sepa?: never;   /** A bank account paid by SWIFT, for AED, AOA, CAD, CDF, DZD, GBP, HKD, IDR, LYD, MAD, MWK, MZN, SGD and TRY. */
  swift: SwiftAccountInput; };

/** A Pix key that receives BRL. */
export type PixAccountInput = {
  /** The name of the key's holder; at most 140 characters. */
  accountHolder: string;
  /**
   * The Pix key, one of the five kinds: a CPF (11 digits) or CNPJ (14 characters: 12 digits or, since
   * July 2026, upper-case letters, then 2 check digits), dots, slash and hyphen allowed, with valid
   * check digits; an e-mail address; a Brazilian phone number in international form
   * (`+55 11 98765-4321`); or a random key (a UUID). Anything else is INVALID_PIX_KEY. Sent as the
   * DICT stores it (without punctuation, E.164, a random key in lower case).
   */
  pixKey: string;
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
  idempotencyKey?: string | null | undefined;
  /** The name of the wallet's owner; at most 140 characters. */
  userName: string;
  /** The receiving wallet's Polygon address: `0x` + 40 hex digits, its EIP-55 checksum checked when the case is mixed. */
  walletAddress: string;
};

/** A bank account identified by its RIB. */
export type RibAccountInput = {
  /** The name on the account. */
  accountName: string;
  /** The bank's name. */
  bankName: string;
  /** The RIB: for MAD 24 digits with a valid 2-digit key; for XAF and XOF 23 or 24 letters and digits. */
  rib: string;
};

/** A bank account in the SEPA area paid by a SEPA credit transfer. */
export type SepaAccountInput = {
  /** The bank's name; at most 140 characters. */
  bankName: string;
  /** The beneficiary: the name on the account; at most 140 characters. */
  beneficiaryName: string;
  /**
   * The IBAN (ISO 13616) of a SEPA country; spaces are allowed and its mod-97 checksum is checked.
   * Anything else is INVALID_IBAN.
   */
  iban: string;
};

/** A stablecoin that the provider accepts. */
export type Stablecoin =
  /** USD Coin (6 decimals). */
  | 'USDC'
  /** Tether USD (6 decimals). */
  | 'USDT';

/** Which status events to receive. Every field given narrows; none given passes every event of the caller. */
export type StatusEventFilter = {
  /** Only events about resources of these kinds. */
  kinds?: Array<StatusEventKind> | null | undefined;
  /** Only events about these resources (at most as many as the largest page). */
  resourceIds?: Array<string | number> | null | undefined;
};

/** The kind of resource a status event is about. */
export type StatusEventKind =
  /** A BRL on-ramp quote ticket (`BrlTicketUpdate`). */
  | 'BRL_TICKET'
  /** A business customer's verification (`BusinessCustomer`). */
  | 'BUSINESS_CUSTOMER'
  /** An ESP on-ramp or off-ramp (`EspTransaction`). */
  | 'ESP_TRANSACTION'
  /** A B2B off-ramp (`Offramp`). */
  | 'OFFRAMP'
  /** A B2B on-ramp (`Onramp`). */
  | 'ONRAMP';

/**
 * How the gateway learnt of a status change. Only a webhook reports each change as it happens: a read
 * of the provider sees where a resource is when it is read, so a status held for less time than
 * between two reads may never be seen, and the next event then moves on from the one before it.
 */
export type StatusEventSource =
  /** The provider's answer to a mutation made through this gateway (a resource's first status, or a test-mode move). */
  | 'GATEWAY_MUTATION'
  /** A read of the provider showed it: reconciliation, or a caller's query such as `espTransactions`. Statuses held between two reads are not seen. */
  | 'PROVIDER_READ'
  /** Not recorded: the event was written before the gateway recorded how it learnt of changes. */
  | 'UNRECORDED'
  /** The provider's webhook reported it. */
  | 'WEBHOOK';

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
  idempotencyKey?: string | null | undefined;
  /** The off-ramp's id, as `createOfframp` answered it; it must have been created with this API key. */
  offrampId: string | number;
  /**
   * The hash of the transfer on the off-ramp's network, or an https page of it on that network's block
   * explorer: EVM networks `0x` + 64 hex digits (Etherscan, BscScan, PolygonScan, BaseScan); TRON 64 hex
   * digits (Tronscan); Solana a base58 signature of 64 bytes (Solscan, explorer.solana.com, solana.fm);
   * Stellar 64 hex digits (stellar.expert, stellarchain.io). At most 512 characters. Anything else is the
   * user error INVALID_TRANSACTION_HASH at `["input", "transactionHash"]`.
   */
  transactionHash: string;
};

/** A bank account paid by an international SWIFT transfer. */
export type SwiftAccountInput = {
  /** The name on the account; at most 140 characters. */
  accountName: string;
  /** The account number; 1 to 34 characters. */
  accountNumber: string;
  /** The bank's name; at most 140 characters. */
  bankName: string;
  /**
   * The bank's BIC (ISO 9362), 8 or 11 letters and digits: bank, an assigned ISO 3166-1 country code,
   * location and an optional branch; case aside. Anything else is INVALID_SWIFT_CODE.
   */
  swiftCode: string;
};

/** A test BRL on-ramp ticket. */
export type TestBrlTicketInput = {
  /** The ticket id. */
  id: string | number;
};

/** Decides the KYB review of a test business customer. */
export type TestDecideKybReviewInput = {
  /** The outcome of the review. */
  decision: KybDecision;
  /** The provider's customer id. */
  id: string | number;
};

/** Moves a test ESP on-ramp or off-ramp. */
export type TestMoveEspTransactionInput = {
  /** The transaction id. */
  id: string | number;
  /** The status to move it to: COMPLETED, FAILED or CANCELLED. */
  status: EspTransactionStatus;
};

/** Moves a test B2B off-ramp. */
export type TestMoveOfframpInput = {
  /** The off-ramp's transaction id. */
  id: string | number;
  /** The status to move it to: PROCESSING, COMPLETED or FAILED. */
  status: OfframpStatus;
};

/** The direction of a ramp: into or out of fiat. */
export type TransactionDirection =
  /** Digital asset in, fiat out. */
  | 'OFFRAMP'
  /** Fiat in, digital asset out. */
  | 'ONRAMP';

/** The proof that the fiat of a B2B on-ramp was sent: the transfer's receipt, as a file. */
export type UploadOnrampProofOfPaymentInput = {
  /**
   * The receipt: a JPEG, PNG, GIF or PDF file of at most 3 MB, sent in a multipart request
   * (`docs/clients.md`, "Uploading a file"). Its content decides its type, not its name or declared
   * type: anything else is the user error INVALID_FILE_TYPE, a larger file FILE_TOO_LARGE (refused as it
   * arrives, never held whole), a name over 255 characters INVALID, at `["input", "file"]`. The gateway
   * keeps nothing of it.
   */
  file: Blob;
  /**
   * Makes this request safe to send again: a key unique to this request (e.g. a UUID), at most 255
   * characters, or send it in the `idempotency-key` header instead. For 24 hours, the same key with the
   * same input (the same file, by its content) returns the first result without reaching the provider
   * again, or the same `OUTCOME_UNKNOWN` error; the same key with other input is the user error
   * IDEMPOTENCY_KEY_REUSED; a request arriving while the first is still running waits for it, or gets
   * IDEMPOTENCY_REQUEST_IN_PROGRESS. Without a key the gateway makes one per request, which cannot be replayed.
   */
  idempotencyKey?: string | null | undefined;
  /** The on-ramp's id, as `createOnramp` answered it; it must have been created with this API key. */
  onrampId: string | number;
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
  | 'APPROVED'
  /** The form was submitted; the provider is reviewing it. */
  | 'IN_REVIEW'
  /** The provider needs more information; the customer submits the form again. */
  | 'MORE_INFO'
  /** Created; the hosted verification form has not been submitted. */
  | 'PENDING'
  /** Refused. Final. */
  | 'REJECTED'
  /**
   * The provider answered a status that is none of the above; its text is in
   * `BusinessCustomer.verificationStatusRaw`. Read the customer again later.
   */
  | 'UNKNOWN';

export type AmountLimitsQueryVariables = Exact<{
  operation: AmountOperation;
  currency: Currency;
}>;


export type AmountLimitsQuery = { amountLimits: { operation: AmountOperation, currency: Currency, unit: AmountUnit, minimum: string, maximum: string, decimals: number } };

export type CreateBrlOnrampTicketMutationVariables = Exact<{
  input: CreateBrlOnrampTicketInput;
}>;


export type CreateBrlOnrampTicketMutation = { createBrlOnrampTicket: { ticket: { id: string, status: BrlTicketStatus, message: string, paymentCode: string, brlAmount: string, qrCodeDataUrl: string, validity: string, expiresAt: string, amount: string, stablecoin: Stablecoin, walletId: string } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type RegisterBrlWalletMutationVariables = Exact<{
  input: RegisterBrlWalletInput;
}>;


export type RegisterBrlWalletMutation = { registerBrlWallet: { walletId: string | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type BusinessCustomerFieldsFragment = { id: string, name: string, email: string, phoneNumber: string, registeredAddress: string, registeredCountry: string | null, registeredCountryRaw: string | null, verificationStatusRaw: string | null, verificationStatus: VerificationStatus, kybLink: string | null, kybLinkExpiresAt: string | null };

export type CreateBusinessCustomerMutationVariables = Exact<{
  input: CreateBusinessCustomerInput;
}>;


export type CreateBusinessCustomerMutation = { createBusinessCustomer: { replayed: boolean, businessCustomer: { id: string, name: string, email: string, phoneNumber: string, registeredAddress: string, registeredCountry: string | null, registeredCountryRaw: string | null, verificationStatusRaw: string | null, verificationStatus: VerificationStatus, kybLink: string | null, kybLinkExpiresAt: string | null } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type BusinessCustomerQueryVariables = Exact<{
  id: string | number;
}>;


export type BusinessCustomerQuery = { businessCustomer: { id: string, name: string, email: string, phoneNumber: string, registeredAddress: string, registeredCountry: string | null, registeredCountryRaw: string | null, verificationStatusRaw: string | null, verificationStatus: VerificationStatus, kybLink: string | null, kybLinkExpiresAt: string | null } | null };

export type CreateOfframpMutationVariables = Exact<{
  input: CreateOfframpInput;
}>;


export type CreateOfframpMutation = { createOfframp: { offramp: { id: string, reference: string | null, stablecoin: Stablecoin, amount: string, currency: Currency, payoutAmount: string | null, rate: string | null, status: OfframpStatus, paymentMethod: PaymentMethod, createdAt: string | null } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type DocumentedCreateOfframpMutationVariables = Exact<{
  input: CreateOfframpInput;
}>;


export type DocumentedCreateOfframpMutation = { createOfframp: { offramp: { id: string, reference: string | null, depositAddress: string | null, stablecoin: Stablecoin, amount: string, currency: Currency, currencyRaw: string | null, payoutAmount: string | null, rate: string | null, status: OfframpStatus, paymentMethod: PaymentMethod, paymentMethodRaw: string | null, createdAt: string | null } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type DocumentedRateQuoteQueryVariables = Exact<{
  currency: Currency;
  amount?: string | null | undefined;
}>;


export type DocumentedRateQuoteQuery = { rateQuote: { currency: Currency, amount: string, rate: string, payoutAmount: string, paymentMethod: PaymentMethod, paymentMethodRaw: string | null, direction: TransactionDirection } };

export type DocumentedViewerAndQuoteQueryVariables = Exact<{
  currency: Currency;
}>;


export type DocumentedViewerAndQuoteQuery = { viewer: { mode: KeyMode }, rateQuote: { rate: string, paymentMethod: PaymentMethod } };

export type DocumentedCreateEspOfframpMutationVariables = Exact<{
  input: CreateEspOfframpInput;
}>;


export type DocumentedCreateEspOfframpMutation = { createEspOfframp: { transaction: { id: string, direction: TransactionDirection, currency: Currency, currencyRaw: string | null, amount: string, status: EspTransactionStatus, createdAt: string } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type EspTransactionFieldsFragment = { id: string, reference: string, direction: TransactionDirection, asset: string, currency: Currency, amount: string, payoutAmount: string, rate: string, bankName: string, accountName: string | null, accountNumber: string, status: EspTransactionStatus, createdAt: string, espAccount: { walletAddress: string | null, chatUsername: string | null, espCard: string | null, emailAddress: string | null } };

export type CreateEspOnrampMutationVariables = Exact<{
  input: CreateEspOnrampInput;
}>;


export type CreateEspOnrampMutation = { createEspOnramp: { transaction: { id: string, reference: string, direction: TransactionDirection, asset: string, currency: Currency, amount: string, payoutAmount: string, rate: string, bankName: string, accountName: string | null, accountNumber: string, status: EspTransactionStatus, createdAt: string, espAccount: { walletAddress: string | null, chatUsername: string | null, espCard: string | null, emailAddress: string | null } } | null, bankingDetails: { bankName: string, accountName: string, accountNumber: string, currency: Currency, amount: string, reference: string, expiresAt: string | null } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type CreateEspOfframpMutationVariables = Exact<{
  input: CreateEspOfframpInput;
}>;


export type CreateEspOfframpMutation = { createEspOfframp: { transaction: { id: string, reference: string, direction: TransactionDirection, asset: string, currency: Currency, amount: string, payoutAmount: string, rate: string, bankName: string, accountName: string | null, accountNumber: string, status: EspTransactionStatus, createdAt: string, espAccount: { walletAddress: string | null, chatUsername: string | null, espCard: string | null, emailAddress: string | null } } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type EspTransactionsQueryVariables = Exact<{
  filter?: EspTransactionFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type EspTransactionsQuery = { espTransactions: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, direction: TransactionDirection, status: EspTransactionStatus, amount: string, createdAt: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, summary: { totalTransactions: number, totalOnramps: number, totalOfframps: number } } };

export type TwoEspTransactionPagesQueryVariables = Exact<{
  filter?: EspTransactionFilter | null | undefined;
}>;


export type TwoEspTransactionPagesQuery = { recent: { edges: Array<{ node: { id: string } }> }, more: { totalCount: number, edges: Array<{ node: { id: string } }> } };

export type EventSourcesQueryVariables = Exact<{
  filter?: StatusEventFilter | null | undefined;
}>;


export type EventSourcesQuery = { events: { edges: Array<{ node: { resourceId: string, status: string, source: StatusEventSource } }> } };

export type EventFieldsFragment = { id: string, cursor: string, occurredAt: string, kind: StatusEventKind, resourceId: string, previousStatus: string | null, status: string };

export type EventLogQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: StatusEventFilter | null | undefined;
}>;


export type EventLogQuery = { events: { edges: Array<{ cursor: string, node: { id: string, cursor: string, occurredAt: string, kind: StatusEventKind, resourceId: string, previousStatus: string | null, status: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type LiveStatusEventsSubscriptionVariables = Exact<{
  after?: string | null | undefined;
  filter?: StatusEventFilter | null | undefined;
}>;


export type LiveStatusEventsSubscription = { statusEvents: { id: string, cursor: string, occurredAt: string, kind: StatusEventKind, resourceId: string, previousStatus: string | null, status: string } };

export type ListingTotalQueryVariables = Exact<{ [key: string]: never; }>;


export type ListingTotalQuery = { espTransactions: { totalCount: number } };

export type NodeQueryVariables = Exact<{
  id: string | number;
}>;


export type NodeQuery = { node:
    | { __typename: 'BusinessCustomer', name: string, verificationStatus: VerificationStatus, id: string }
    | { __typename: 'Offramp', reference: string | null, status: OfframpStatus, id: string }
    | { __typename: 'Onramp', id: string }
   | null };

export type SubmitOfframpTransactionHashMutationVariables = Exact<{
  input: SubmitOfframpTransactionHashInput;
}>;


export type SubmitOfframpTransactionHashMutation = { submitOfframpTransactionHash: { offramp: { id: string, reference: string | null, status: OfframpStatus, network: Network | null, depositAddress: string | null } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type CreateOfframpForNextStepMutationVariables = Exact<{
  input: CreateOfframpInput;
}>;


export type CreateOfframpForNextStepMutation = { createOfframp: { offramp: { id: string, reference: string | null, status: OfframpStatus, network: Network | null, depositAddress: string | null } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type UploadOnrampProofOfPaymentMutationVariables = Exact<{
  input: UploadOnrampProofOfPaymentInput;
}>;


export type UploadOnrampProofOfPaymentMutation = { uploadOnrampProofOfPayment: { onramp: { id: string, reference: string | null, status: OnrampStatus } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type CreateOnrampForProofMutationVariables = Exact<{
  input: CreateOnrampInput;
}>;


export type CreateOnrampForProofMutation = { createOnramp: { onramp: { id: string, reference: string | null, status: OnrampStatus } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type OnrampProofUpdatedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type OnrampProofUpdatedSubscription = { onrampUpdated: { id: string, status: OnrampStatus } };

export type OnrampFieldsFragment = { id: string, reference: string | null, status: OnrampStatus, currency: Currency, amount: string, stablecoin: Stablecoin, payoutAmount: string | null, rate: string | null, network: Network | null, walletAddress: string | null, paymentMethod: PaymentMethod, createdAt: string | null, settlementAccount: { bankName: string | null, accountName: string | null, accountNumber: string | null, reference: string | null } | null };

export type CreateOnrampMutationVariables = Exact<{
  input: CreateOnrampInput;
}>;


export type CreateOnrampMutation = { createOnramp: { onramp: { id: string, reference: string | null, status: OnrampStatus, currency: Currency, amount: string, stablecoin: Stablecoin, payoutAmount: string | null, rate: string | null, network: Network | null, walletAddress: string | null, paymentMethod: PaymentMethod, createdAt: string | null, settlementAccount: { bankName: string | null, accountName: string | null, accountNumber: string | null, reference: string | null } | null } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type OnrampStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type OnrampStatusQuery = { onramp: { id: string, reference: string | null, status: OnrampStatus, currency: Currency, amount: string, stablecoin: Stablecoin, payoutAmount: string | null, rate: string | null, network: Network | null, walletAddress: string | null, paymentMethod: PaymentMethod, createdAt: string | null, settlementAccount: { bankName: string | null, accountName: string | null, accountNumber: string | null, reference: string | null } | null } | null };

export type OnrampNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type OnrampNodeQuery = { node:
    | { __typename: 'BusinessCustomer', id: string }
    | { __typename: 'Offramp', id: string }
    | { __typename: 'Onramp', status: OnrampStatus, walletAddress: string | null, id: string }
   | null };

export type LiveOnrampSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LiveOnrampSubscription = { onrampUpdated: { id: string, reference: string | null, status: OnrampStatus, currency: Currency, amount: string, stablecoin: Stablecoin, payoutAmount: string | null, rate: string | null, network: Network | null, walletAddress: string | null, paymentMethod: PaymentMethod, createdAt: string | null, settlementAccount: { bankName: string | null, accountName: string | null, accountNumber: string | null, reference: string | null } | null } };

export type RateQuoteQueryVariables = Exact<{
  currency: Currency;
  amount?: string | null | undefined;
  direction?: TransactionDirection | null | undefined;
}>;


export type RateQuoteQuery = { rateQuote: { currency: Currency, amount: string, rate: string, payoutAmount: string, paymentMethod: PaymentMethod, direction: TransactionDirection } };

export type OfframpPaymentMethodsQueryVariables = Exact<{
  currency: Currency;
  amount?: string | null | undefined;
  direction?: TransactionDirection | null | undefined;
}>;


export type OfframpPaymentMethodsQuery = { rateQuote: { paymentMethod: PaymentMethod, offrampPaymentMethods: Array<PaymentMethod> } };

export type ThreeRateQuotesQueryVariables = Exact<{
  amount?: string | null | undefined;
  otherAmount?: string | null | undefined;
}>;


export type ThreeRateQuotesQuery = { a: { rate: string, payoutAmount: string }, b: { paymentMethod: PaymentMethod }, c: { payoutAmount: string } };

export type SafetyEspOfframpMutationVariables = Exact<{
  input: CreateEspOfframpInput;
}>;


export type SafetyEspOfframpMutation = { createEspOfframp: { transaction: { id: string, status: EspTransactionStatus, amount: string, accountNumber: string } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type SafetyBusinessCustomerMutationVariables = Exact<{
  input: CreateBusinessCustomerInput;
}>;


export type SafetyBusinessCustomerMutation = { createBusinessCustomer: { replayed: boolean, businessCustomer: { id: string } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type SafetyOfframpMutationVariables = Exact<{
  input: CreateOfframpInput;
}>;


export type SafetyOfframpMutation = { createOfframp: { offramp: { id: string, createdAt: string | null } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type SafetyMutationOutcomeQueryVariables = Exact<{
  operation: IdempotentOperation;
  idempotencyKey: string;
}>;


export type SafetyMutationOutcomeQuery = { mutationOutcome: { state: MutationOutcomeState, resourceId: string | null, message: string | null } };

export type SafetyMutationCandidateQueryVariables = Exact<{
  operation: IdempotentOperation;
  idempotencyKey: string;
}>;


export type SafetyMutationCandidateQuery = { mutationOutcome: { state: MutationOutcomeState, resourceId: string | null, candidateId: string | null, message: string | null } };

export type SafetyConfirmMutationOutcomeMutationVariables = Exact<{
  input: ConfirmMutationOutcomeInput;
}>;


export type SafetyConfirmMutationOutcomeMutation = { confirmMutationOutcome: { outcome: { state: MutationOutcomeState, resourceId: string | null, candidateId: string | null } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type SafetyEspOfframpsQueryVariables = Exact<{
  first: number;
}>;


export type SafetyEspOfframpsQuery = { espTransactions: { edges: Array<{ node: { id: string, accountNumber: string } }> } };

export type LiveSetupOfframpMutationVariables = Exact<{
  input: CreateOfframpInput;
}>;


export type LiveSetupOfframpMutation = { createOfframp: { offramp: { id: string, status: OfframpStatus } | null, userErrors: Array<{ code: UserErrorCode, message: string }> } };

export type LiveSetupEspOnrampMutationVariables = Exact<{
  input: CreateEspOnrampInput;
}>;


export type LiveSetupEspOnrampMutation = { createEspOnramp: { transaction: { id: string, status: EspTransactionStatus } | null, userErrors: Array<{ code: UserErrorCode, message: string }> } };

export type LiveSetupEspOfframpMutationVariables = Exact<{
  input: CreateEspOfframpInput;
}>;


export type LiveSetupEspOfframpMutation = { createEspOfframp: { transaction: { id: string, status: EspTransactionStatus } | null, userErrors: Array<{ code: UserErrorCode, message: string }> } };

export type LiveSetupBrlTicketMutationVariables = Exact<{
  input: CreateBrlOnrampTicketInput;
}>;


export type LiveSetupBrlTicketMutation = { createBrlOnrampTicket: { ticket: { id: string, status: BrlTicketStatus } | null, userErrors: Array<{ code: UserErrorCode, message: string }> } };

export type LiveSetupBusinessCustomerMutationVariables = Exact<{
  input: CreateBusinessCustomerInput;
}>;


export type LiveSetupBusinessCustomerMutation = { createBusinessCustomer: { businessCustomer: { id: string, verificationStatus: VerificationStatus, kybLink: string | null } | null, userErrors: Array<{ code: UserErrorCode, message: string }> } };

export type LiveSetupEspListingQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveSetupEspListingQuery = { espTransactions: { edges: Array<{ node: { id: string, status: EspTransactionStatus } }> } };

export type LiveOfframpSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LiveOfframpSubscription = { offrampUpdated: { id: string, status: OfframpStatus, amount: string, createdAt: string | null } };

export type LiveEspTransactionsSubscriptionVariables = Exact<{
  filter?: EspTransactionUpdateFilter | null | undefined;
}>;


export type LiveEspTransactionsSubscription = { espTransactionUpdated: { id: string, direction: TransactionDirection, status: EspTransactionStatus, amount: string } };

export type LiveBusinessCustomerSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LiveBusinessCustomerSubscription = { businessCustomerUpdated: { id: string, verificationStatus: VerificationStatus } };

export type LiveBrlTicketSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type LiveBrlTicketSubscription = { brlTicketUpdated: { id: string, status: BrlTicketStatus, paidAmount: string | null, updatedAt: string } };

export type LiveOfframpStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type LiveOfframpStatusQuery = { offramp: { id: string, status: OfframpStatus } | null };

export type TestMoveOfframpMutationVariables = Exact<{
  input: TestMoveOfframpInput;
}>;


export type TestMoveOfframpMutation = { testMoveOfframp: { offramp: { id: string, status: OfframpStatus, amount: string, payoutAmount: string | null } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type TestMoveEspTransactionMutationVariables = Exact<{
  input: TestMoveEspTransactionInput;
}>;


export type TestMoveEspTransactionMutation = { testMoveEspTransaction: { transaction: { id: string, direction: TransactionDirection, status: EspTransactionStatus, amount: string, payoutAmount: string } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type TestPayBrlTicketMutationVariables = Exact<{
  input: TestBrlTicketInput;
}>;


export type TestPayBrlTicketMutation = { testPayBrlTicket: { ticket: { id: string, status: BrlTicketStatus, paidAmount: string | null } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type TestExpireBrlTicketMutationVariables = Exact<{
  input: TestBrlTicketInput;
}>;


export type TestExpireBrlTicketMutation = { testExpireBrlTicket: { ticket: { id: string, status: BrlTicketStatus, paidAmount: string | null } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type TestDecideKybReviewMutationVariables = Exact<{
  input: TestDecideKybReviewInput;
}>;


export type TestDecideKybReviewMutation = { testDecideKybReview: { businessCustomer: { id: string, verificationStatus: VerificationStatus, kybLink: string | null } | null, userErrors: Array<{ field: Array<string>, code: UserErrorCode, message: string }> } };

export type UserErrorFieldsFragment = { field: Array<string>, code: UserErrorCode, message: string };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { mode: KeyMode, livemode: boolean, keySource: KeySource } };

export const BusinessCustomerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"registeredCountry"}},{"kind":"Field","name":{"kind":"Name","value":"registeredCountryRaw"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"kybLink"}},{"kind":"Field","name":{"kind":"Name","value":"kybLinkExpiresAt"}}]}}]} as unknown as DocumentNode<BusinessCustomerFieldsFragment, unknown>;
export const EspTransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EspTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EspTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"asset"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"espAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chatUsername"}},{"kind":"Field","name":{"kind":"Name","value":"espCard"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<EspTransactionFieldsFragment, unknown>;
export const EventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<EventFieldsFragment, unknown>;
export const OnrampFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnrampFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Onramp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"stablecoin"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<OnrampFieldsFragment, unknown>;
export const UserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UserErrorFieldsFragment, unknown>;
export const AmountLimitsDocument = {"__meta__":{"hash":"sha256:ffae69e0d9f20fadccb73c75af02b9161c874afd7bba1a01a98d730d4f900c70"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AmountLimits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AmountOperation"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountLimits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"operation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operation"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"minimum"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"decimals"}}]}}]}}]} as unknown as DocumentNode<AmountLimitsQuery, AmountLimitsQueryVariables>;
export const CreateBrlOnrampTicketDocument = {"__meta__":{"hash":"sha256:61953063cd5f34eccf95b6e016d8ae58ff324f70428e278c2defbe25917c9718"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBrlOnrampTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBrlOnrampTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBrlOnrampTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCode"}},{"kind":"Field","name":{"kind":"Name","value":"brlAmount"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validity"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"stablecoin"}},{"kind":"Field","name":{"kind":"Name","value":"walletId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateBrlOnrampTicketMutation, CreateBrlOnrampTicketMutationVariables>;
export const RegisterBrlWalletDocument = {"__meta__":{"hash":"sha256:073169ee8ad2f2859c681bac30171ff1468ad80308855bcae1775104bd71fd2a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterBrlWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterBrlWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerBrlWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<RegisterBrlWalletMutation, RegisterBrlWalletMutationVariables>;
export const CreateBusinessCustomerDocument = {"__meta__":{"hash":"sha256:1fd9f768f466ed4d3c35c09a15fdff8494ff51e271fce87dd62751ce71bf1a0e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBusinessCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBusinessCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBusinessCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessCustomerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"registeredCountry"}},{"kind":"Field","name":{"kind":"Name","value":"registeredCountryRaw"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"kybLink"}},{"kind":"Field","name":{"kind":"Name","value":"kybLinkExpiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateBusinessCustomerMutation, CreateBusinessCustomerMutationVariables>;
export const BusinessCustomerDocument = {"__meta__":{"hash":"sha256:1382273ce3ea846dbbbab2c389ac12f738075d13b89d5c02b3ce48ef71cea66a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessCustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"registeredCountry"}},{"kind":"Field","name":{"kind":"Name","value":"registeredCountryRaw"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatusRaw"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"kybLink"}},{"kind":"Field","name":{"kind":"Name","value":"kybLinkExpiresAt"}}]}}]} as unknown as DocumentNode<BusinessCustomerQuery, BusinessCustomerQueryVariables>;
export const CreateOfframpDocument = {"__meta__":{"hash":"sha256:b276f8c37b21a2166d05a29d7644e3dad92376ff369024cdc6996f92a6c6d930"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOfframp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOfframpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOfframp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"stablecoin"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateOfframpMutation, CreateOfframpMutationVariables>;
export const DocumentedCreateOfframpDocument = {"__meta__":{"hash":"sha256:941839f3b9838027c994472f65502d2f3d24562318ca6fe7211271a17850dd98"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DocumentedCreateOfframp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOfframpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOfframp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}},{"kind":"Field","name":{"kind":"Name","value":"stablecoin"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyRaw"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodRaw"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DocumentedCreateOfframpMutation, DocumentedCreateOfframpMutationVariables>;
export const DocumentedRateQuoteDocument = {"__meta__":{"hash":"sha256:d5f17655e04b583ec3c66d5f72fdea030e42d48443357b7f11482122877b784f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentedRateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodRaw"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}}]}}]} as unknown as DocumentNode<DocumentedRateQuoteQuery, DocumentedRateQuoteQueryVariables>;
export const DocumentedViewerAndQuoteDocument = {"__meta__":{"hash":"sha256:3ae5adcc6f2870c7776d918496b1eb8cf665314c5827ac0ba1d3ce6597772ff2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentedViewerAndQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}}]}}]}}]} as unknown as DocumentNode<DocumentedViewerAndQuoteQuery, DocumentedViewerAndQuoteQueryVariables>;
export const DocumentedCreateEspOfframpDocument = {"__meta__":{"hash":"sha256:da8540009bafc3916f2c539bdec9ace6bf22a74c6a7eacc60059bc97e2abc4ed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DocumentedCreateEspOfframp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEspOfframpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEspOfframp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyRaw"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DocumentedCreateEspOfframpMutation, DocumentedCreateEspOfframpMutationVariables>;
export const CreateEspOnrampDocument = {"__meta__":{"hash":"sha256:6ef64860cec334fbce3cf984a4696338b8d44a9c70484e66d3d07727ca922f9d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEspOnramp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEspOnrampInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEspOnramp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EspTransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EspTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EspTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"asset"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"espAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chatUsername"}},{"kind":"Field","name":{"kind":"Name","value":"espCard"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateEspOnrampMutation, CreateEspOnrampMutationVariables>;
export const CreateEspOfframpDocument = {"__meta__":{"hash":"sha256:62f7c591f5cf9fcf1ebc4e086e56c2b526e38f9f6edcdd62ff7deffc6e2a581f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEspOfframp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEspOfframpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEspOfframp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EspTransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EspTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EspTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"asset"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"espAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"chatUsername"}},{"kind":"Field","name":{"kind":"Name","value":"espCard"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateEspOfframpMutation, CreateEspOfframpMutationVariables>;
export const EspTransactionsDocument = {"__meta__":{"hash":"sha256:5ab347591494e1d47372650f0a78809808fa434c2002474591320f8aee2ef841"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EspTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EspTransactionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"espTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalTransactions"}},{"kind":"Field","name":{"kind":"Name","value":"totalOnramps"}},{"kind":"Field","name":{"kind":"Name","value":"totalOfframps"}}]}}]}}]}}]} as unknown as DocumentNode<EspTransactionsQuery, EspTransactionsQueryVariables>;
export const TwoEspTransactionPagesDocument = {"__meta__":{"hash":"sha256:c76000a6b04907db538879d08653995c67ee397a2806ca6e442df2a6a72ac95f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoEspTransactionPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EspTransactionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"recent"},"name":{"kind":"Name","value":"espTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"more"},"name":{"kind":"Name","value":"espTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<TwoEspTransactionPagesQuery, TwoEspTransactionPagesQueryVariables>;
export const EventSourcesDocument = {"__meta__":{"hash":"sha256:6082d203b1d766b832f2140a12175b3a0f34c8c3a328e896f5695c63e7723f76"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventSources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatusEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventSourcesQuery, EventSourcesQueryVariables>;
export const EventLogDocument = {"__meta__":{"hash":"sha256:5af54ff955bebb88e6e45d5365f018a7604a398f3660576ce8df0903fad9deb5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatusEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<EventLogQuery, EventLogQueryVariables>;
export const LiveStatusEventsDocument = {"__meta__":{"hash":"sha256:0fd29a9afbd1935f0280c3f01e4a60f24ba5ebcd6176972b21df4579141197d3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveStatusEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatusEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatusEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<LiveStatusEventsSubscription, LiveStatusEventsSubscriptionVariables>;
export const ListingTotalDocument = {"__meta__":{"hash":"sha256:06bcbf749b4f1c29df4e034ea25562afcd731c4330d4f38142439649f031c85c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListingTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"espTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<ListingTotalQuery, ListingTotalQueryVariables>;
export const NodeDocument = {"__meta__":{"hash":"sha256:2fa89b880cd2fbd1827055061a3e5cf5d2fc498b417021b91b258da3a655632f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Node"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offramp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}}]}}]}}]}}]} as unknown as DocumentNode<NodeQuery, NodeQueryVariables>;
export const SubmitOfframpTransactionHashDocument = {"__meta__":{"hash":"sha256:5527885008ba3df4c9f0b9368932db0a9ff35778da0b3acd10c9d08bfdfef0ab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitOfframpTransactionHash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitOfframpTransactionHashInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitOfframpTransactionHash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<SubmitOfframpTransactionHashMutation, SubmitOfframpTransactionHashMutationVariables>;
export const CreateOfframpForNextStepDocument = {"__meta__":{"hash":"sha256:b6f991ed3bbbda87948022a2092e985d7e0a7bb61a793fda083a826b31ae38ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOfframpForNextStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOfframpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOfframp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"depositAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateOfframpForNextStepMutation, CreateOfframpForNextStepMutationVariables>;
export const UploadOnrampProofOfPaymentDocument = {"__meta__":{"hash":"sha256:6bbbdb1f95ff050a829d2506381e462c4c254e5533a16dece3e770bff12457f8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadOnrampProofOfPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadOnrampProofOfPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadOnrampProofOfPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<UploadOnrampProofOfPaymentMutation, UploadOnrampProofOfPaymentMutationVariables>;
export const CreateOnrampForProofDocument = {"__meta__":{"hash":"sha256:5855bfd1ff80f407aaea06082c5047bc221c752d15afa183a0fe2cf0cf122dd9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOnrampForProof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOnrampInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOnramp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateOnrampForProofMutation, CreateOnrampForProofMutationVariables>;
export const OnrampProofUpdatedDocument = {"__meta__":{"hash":"sha256:dee0e347aca899cfb2649089438af098bc5c008d29ef628f0cee644c0bdf4668"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnrampProofUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onrampUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OnrampProofUpdatedSubscription, OnrampProofUpdatedSubscriptionVariables>;
export const CreateOnrampDocument = {"__meta__":{"hash":"sha256:986892e1d6c16c60690a1fb7c29fc4e1b07f687e608f81e767ed8a23605d2a3f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOnramp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOnrampInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOnramp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnrampFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnrampFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Onramp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"stablecoin"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CreateOnrampMutation, CreateOnrampMutationVariables>;
export const OnrampStatusDocument = {"__meta__":{"hash":"sha256:193d7d0849e243979af37a5244a5a599d590010a5a33a3dd5787f29c5dbc79fb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnrampStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onramp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnrampFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnrampFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Onramp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"stablecoin"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<OnrampStatusQuery, OnrampStatusQueryVariables>;
export const OnrampNodeDocument = {"__meta__":{"hash":"sha256:d106b4128dcbfe472bfc633fbbb6550b315b6caa095652a99837e1c902764bad"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnrampNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Onramp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}}]}}]}}]}}]} as unknown as DocumentNode<OnrampNodeQuery, OnrampNodeQueryVariables>;
export const LiveOnrampDocument = {"__meta__":{"hash":"sha256:6d76f889d9c062458afb8151fe55dc02810b947aa955c5de9bf869a4a6dc5afd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveOnramp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onrampUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnrampFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnrampFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Onramp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"stablecoin"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<LiveOnrampSubscription, LiveOnrampSubscriptionVariables>;
export const RateQuoteDocument = {"__meta__":{"hash":"sha256:a54d126cbc6ea4f88d97ba17c6dc8b0347dbd416f9ac5ae0e50182aaad82bcac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}}]}}]}}]} as unknown as DocumentNode<RateQuoteQuery, RateQuoteQueryVariables>;
export const OfframpPaymentMethodsDocument = {"__meta__":{"hash":"sha256:51e17dc383745492bc25e4a5e1170fcdaa95b41e6f3535ad69fa649a47829fc1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfframpPaymentMethods"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"offrampPaymentMethods"}}]}}]}}]} as unknown as DocumentNode<OfframpPaymentMethodsQuery, OfframpPaymentMethodsQueryVariables>;
export const ThreeRateQuotesDocument = {"__meta__":{"hash":"sha256:459bc85cff1ba84a8ed2732d4d95e97c5ee9d6bd4909569ceca7b24c6f2d2039"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThreeRateQuotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otherAmount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"rateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"rateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"c"},"name":{"kind":"Name","value":"rateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otherAmount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}}]}}]}}]} as unknown as DocumentNode<ThreeRateQuotesQuery, ThreeRateQuotesQueryVariables>;
export const SafetyEspOfframpDocument = {"__meta__":{"hash":"sha256:e0cf4b3618385481f86ad1c806799a878f809ac2f7a424faa1d523ab2abf8a19"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SafetyEspOfframp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEspOfframpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEspOfframp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SafetyEspOfframpMutation, SafetyEspOfframpMutationVariables>;
export const SafetyBusinessCustomerDocument = {"__meta__":{"hash":"sha256:b67db13e2b2b55b7e984792fbb69a82f2dcf9f4f107ec7e130135b1b10d55490"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SafetyBusinessCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBusinessCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBusinessCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SafetyBusinessCustomerMutation, SafetyBusinessCustomerMutationVariables>;
export const SafetyOfframpDocument = {"__meta__":{"hash":"sha256:50c8fba15c8f0623758f4f4958718381eca9c2d8507852f051aff98e457b29d7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SafetyOfframp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOfframpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOfframp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SafetyOfframpMutation, SafetyOfframpMutationVariables>;
export const SafetyMutationOutcomeDocument = {"__meta__":{"hash":"sha256:1dfd24232e6e88a918f44977b4f3cc258701587c6bedcabfe7de486ab2c05bef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SafetyMutationOutcome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotentOperation"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mutationOutcome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"operation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operation"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SafetyMutationOutcomeQuery, SafetyMutationOutcomeQueryVariables>;
export const SafetyMutationCandidateDocument = {"__meta__":{"hash":"sha256:22e9118de5898be61802346b56eabd2660782d90b3c807283b9aceb9ce187008"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SafetyMutationCandidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdempotentOperation"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mutationOutcome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"operation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operation"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"candidateId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SafetyMutationCandidateQuery, SafetyMutationCandidateQueryVariables>;
export const SafetyConfirmMutationOutcomeDocument = {"__meta__":{"hash":"sha256:c0c8ffb4d7c80f9ead111ed5ab59b72ea560f785f8d718795b5ffc7dd3ba7687"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SafetyConfirmMutationOutcome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmMutationOutcomeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMutationOutcome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"}},{"kind":"Field","name":{"kind":"Name","value":"candidateId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SafetyConfirmMutationOutcomeMutation, SafetyConfirmMutationOutcomeMutationVariables>;
export const SafetyEspOfframpsDocument = {"__meta__":{"hash":"sha256:5d4aa92719710d7b427a001f0a59a6b87f012987c5263fbe26cfed589218fc4d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SafetyEspOfframps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"espTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"OFFRAMP"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SafetyEspOfframpsQuery, SafetyEspOfframpsQueryVariables>;
export const LiveSetupOfframpDocument = {"__meta__":{"hash":"sha256:69cdbfbf5f0bb833c473be216b8e633ab6c9531a71af186caf05e66c6efd5f2d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveSetupOfframp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOfframpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOfframp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LiveSetupOfframpMutation, LiveSetupOfframpMutationVariables>;
export const LiveSetupEspOnrampDocument = {"__meta__":{"hash":"sha256:d2ead55184c6f44266f25ded5593cbe502876d5c487df11320c2b445f46a957c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveSetupEspOnramp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEspOnrampInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEspOnramp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LiveSetupEspOnrampMutation, LiveSetupEspOnrampMutationVariables>;
export const LiveSetupEspOfframpDocument = {"__meta__":{"hash":"sha256:8a9d7f129f0bf79ecffa57579ab7f043c09f7af786fdbdee55455c07384f8c01"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveSetupEspOfframp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEspOfframpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEspOfframp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LiveSetupEspOfframpMutation, LiveSetupEspOfframpMutationVariables>;
export const LiveSetupBrlTicketDocument = {"__meta__":{"hash":"sha256:fa6783e980fea69057807836f5d4f31e178dff87a0c175b044def6ab2689b10c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveSetupBrlTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBrlOnrampTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBrlOnrampTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LiveSetupBrlTicketMutation, LiveSetupBrlTicketMutationVariables>;
export const LiveSetupBusinessCustomerDocument = {"__meta__":{"hash":"sha256:2baa553d3184c98f06dbe95cc83f0a4343156a4dff2d1fd60668d4fa77e9fbc8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveSetupBusinessCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBusinessCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBusinessCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"kybLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LiveSetupBusinessCustomerMutation, LiveSetupBusinessCustomerMutationVariables>;
export const LiveSetupEspListingDocument = {"__meta__":{"hash":"sha256:add25bed6725a4bef94d6cd845963ea314098ddc0f26f8418e820e2f4eaa43c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveSetupEspListing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"espTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LiveSetupEspListingQuery, LiveSetupEspListingQueryVariables>;
export const LiveOfframpDocument = {"__meta__":{"hash":"sha256:7a65d2317d4d7e936584660f4241552edef414023884bf28df3c096249e8c767"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveOfframp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offrampUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<LiveOfframpSubscription, LiveOfframpSubscriptionVariables>;
export const LiveEspTransactionsDocument = {"__meta__":{"hash":"sha256:6dc9284f877e427d28fdc0597e2c96d81d7bb1d0af8590fc31782b987f30fa14"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveEspTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EspTransactionUpdateFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"espTransactionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<LiveEspTransactionsSubscription, LiveEspTransactionsSubscriptionVariables>;
export const LiveBusinessCustomerDocument = {"__meta__":{"hash":"sha256:fba09ec006c4acdb95d05c5838a2cadcdc591a8d2c2ab81b3289c9cbdbb1dd98"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveBusinessCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessCustomerUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}}]}}]}}]} as unknown as DocumentNode<LiveBusinessCustomerSubscription, LiveBusinessCustomerSubscriptionVariables>;
export const LiveBrlTicketDocument = {"__meta__":{"hash":"sha256:04ee1fbc5ff885caac4b3900ca0a547041ed3fe7cc07186232cfe7b64d47a863"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveBrlTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brlTicketUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<LiveBrlTicketSubscription, LiveBrlTicketSubscriptionVariables>;
export const LiveOfframpStatusDocument = {"__meta__":{"hash":"sha256:757eea914c2ff2ebd519e6a858bb97c7d5c5da484f309ddd629a462992f5550b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveOfframpStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offramp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LiveOfframpStatusQuery, LiveOfframpStatusQueryVariables>;
export const TestMoveOfframpDocument = {"__meta__":{"hash":"sha256:92e26995667881b838ca0d6de5bbae4d9c77e3c0bc90c8c93eacb2f1e72e2401"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMoveOfframp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestMoveOfframpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testMoveOfframp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestMoveOfframpMutation, TestMoveOfframpMutationVariables>;
export const TestMoveEspTransactionDocument = {"__meta__":{"hash":"sha256:055c997dfc4d083bb27186684a6705b79239d9cf0675425a5c04ee8dddc72399"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMoveEspTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestMoveEspTransactionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testMoveEspTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestMoveEspTransactionMutation, TestMoveEspTransactionMutationVariables>;
export const TestPayBrlTicketDocument = {"__meta__":{"hash":"sha256:312ef5441b9d1f4e8e7250efd8fb90646842f45e15c8454005496800e524436f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestPayBrlTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestBrlTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testPayBrlTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestPayBrlTicketMutation, TestPayBrlTicketMutationVariables>;
export const TestExpireBrlTicketDocument = {"__meta__":{"hash":"sha256:e2046086e45743adf48f4b21a93b3a7c3f42393372a491424a2fecf413f0c2f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestExpireBrlTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestBrlTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testExpireBrlTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestExpireBrlTicketMutation, TestExpireBrlTicketMutationVariables>;
export const TestDecideKybReviewDocument = {"__meta__":{"hash":"sha256:6c5264c5c0826b0b03b9182e7c661d5e6ea92054f474163fbdfb5ff62e77ff91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDecideKybReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestDecideKybReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testDecideKybReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"kybLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TestDecideKybReviewMutation, TestDecideKybReviewMutationVariables>;
export const ViewerDocument = {"__meta__":{"hash":"sha256:1e67c7bf31906408fe89feda17f89bc8213623df6dadeabb9b87086ffbafd570"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"livemode"}},{"kind":"Field","name":{"kind":"Name","value":"keySource"}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;