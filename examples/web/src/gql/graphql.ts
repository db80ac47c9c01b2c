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

/** A bank account identified by its IBAN. */
export type IbanAccountInput = {
  /** The name on the account. */
  accountName: string;
  /** The bank's name. */
  bankName: string;
  /** The IBAN (ISO 13616); spaces are allowed and its mod-97 checksum is checked. */
  iban: string;
};

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
  file: File;
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

export type OfframpPayoutMethodsQueryVariables = Exact<{
  currency: Currency;
}>;


export type OfframpPayoutMethodsQuery = { rateQuote: { __typename: 'RateQuote', currency: Currency, offrampPaymentMethods: Array<PaymentMethod> } };

export type CreateOfframpMutationVariables = Exact<{
  input: CreateOfframpInput;
}>;


export type CreateOfframpMutation = { createOfframp: { __typename: 'CreateOfframpPayload', offramp: { __typename: 'Offramp', id: string, reference: string | null, amount: string, stablecoin: Stablecoin, currency: Currency, payoutAmount: string | null, status: OfframpStatus } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string>, code: UserErrorCode, message: string }> } };

export type OnrampPaymentMethodQueryVariables = Exact<{
  currency: Currency;
}>;


export type OnrampPaymentMethodQuery = { rateQuote: { __typename: 'RateQuote', currency: Currency, paymentMethod: PaymentMethod } };

export type CreateOnrampMutationVariables = Exact<{
  input: CreateOnrampInput;
}>;


export type CreateOnrampMutation = { createOnramp: { __typename: 'CreateOnrampPayload', onramp: { __typename: 'Onramp', id: string, reference: string | null, amount: string, currency: Currency, stablecoin: Stablecoin, status: OnrampStatus } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string>, code: UserErrorCode, message: string }> } };

export type EspTransactionsQueryVariables = Exact<{
  filter?: EspTransactionFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type EspTransactionsQuery = { espTransactions: { __typename: 'EspTransactionConnection', totalCount: number, edges: Array<{ __typename: 'EspTransactionEdge', node: { __typename: 'EspTransaction', id: string, reference: string, direction: TransactionDirection, currency: Currency, amount: string, status: EspTransactionStatus, createdAt: string } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type EspTransactionUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type EspTransactionUpdatesSubscription = { espTransactionUpdated: { __typename: 'EspTransaction', id: string, status: EspTransactionStatus } };

export type OfframpEventsQueryVariables = Exact<{
  filter: StatusEventFilter;
  after?: string | null | undefined;
}>;


export type OfframpEventsQuery = { events: { __typename: 'StatusEventConnection', edges: Array<{ __typename: 'StatusEventEdge', node: { __typename: 'StatusEvent', cursor: string, occurredAt: string, previousStatus: string | null, status: string } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type OfframpStatusEventsSubscriptionVariables = Exact<{
  after?: string | null | undefined;
  filter: StatusEventFilter;
}>;


export type OfframpStatusEventsSubscription = { statusEvents: { __typename: 'StatusEvent', cursor: string, occurredAt: string, previousStatus: string | null, status: string } };

export type OfframpUpdatesSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type OfframpUpdatesSubscription = { offrampUpdated: { __typename: 'Offramp', id: string, status: OfframpStatus, payoutAmount: string | null } };

export type OnrampUpdatesSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type OnrampUpdatesSubscription = { onrampUpdated: { __typename: 'Onramp', id: string, status: OnrampStatus, settlementAccount: { __typename: 'SettlementAccount', bankName: string | null, accountName: string | null, accountNumber: string | null, reference: string | null } | null } };

export type UploadOnrampReceiptMutationVariables = Exact<{
  input: UploadOnrampProofOfPaymentInput;
}>;


export type UploadOnrampReceiptMutation = { uploadOnrampProofOfPayment: { __typename: 'UploadOnrampProofOfPaymentPayload', onramp: { __typename: 'Onramp', id: string, status: OnrampStatus } | null, userErrors: Array<{ __typename: 'UserError', field: Array<string>, code: UserErrorCode, message: string }> } };


export const OfframpPayoutMethodsDocument = {"__meta__":{"hash":"sha256:f373e06c058bafd163dce586882aaaaa20fa1f01d607fef1cf5bc1b4dce2fb8e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfframpPayoutMethods"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"OFFRAMP"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"offrampPaymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfframpPayoutMethodsQuery, OfframpPayoutMethodsQueryVariables>;
export const CreateOfframpDocument = {"__meta__":{"hash":"sha256:249edc72382f949aef2628026a682ab6d0cc92d02020a2128de7ac51fe925aab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOfframp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOfframpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOfframp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"stablecoin"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreateOfframpMutation, CreateOfframpMutationVariables>;
export const OnrampPaymentMethodDocument = {"__meta__":{"hash":"sha256:29cd8e2bdfb8c7d2ad9f6548bf2c4d63bba20ee4cacfcc3597de8ed31f03e715"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnrampPaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"ONRAMP"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OnrampPaymentMethodQuery, OnrampPaymentMethodQueryVariables>;
export const CreateOnrampDocument = {"__meta__":{"hash":"sha256:0e10212c48606c162cf676f71e36a01f17774903dcf70771a8db30c19b631586"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOnramp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOnrampInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOnramp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"stablecoin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreateOnrampMutation, CreateOnrampMutationVariables>;
export const EspTransactionsDocument = {"__meta__":{"hash":"sha256:5cd9bc3a7370471422a4b93b6e2b51a1ce0d7a66b56931a88e99ababe7f5685c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EspTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EspTransactionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"espTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<EspTransactionsQuery, EspTransactionsQueryVariables>;
export const EspTransactionUpdatesDocument = {"__meta__":{"hash":"sha256:eb5ad7920af9f3675a98595aff077924066772bf5bf53d7f9d3d8ad0841b3306"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EspTransactionUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"espTransactionUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<EspTransactionUpdatesSubscription, EspTransactionUpdatesSubscriptionVariables>;
export const OfframpEventsDocument = {"__meta__":{"hash":"sha256:bb2684533cd2d37ab88dc745ec2714f879430c3236d4b4771fc360fa9f50803c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfframpEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatusEventFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfframpEventsQuery, OfframpEventsQueryVariables>;
export const OfframpStatusEventsDocument = {"__meta__":{"hash":"sha256:adc59321362c2aca2b5bbeb82af2d2583e2ca354d904f90f5459c3fac6ae965a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OfframpStatusEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatusEventFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfframpStatusEventsSubscription, OfframpStatusEventsSubscriptionVariables>;
export const OfframpUpdatesDocument = {"__meta__":{"hash":"sha256:c74e3ac21de8e3964f08ff1684bdfd95448dad4bfd9f69aa91b9370ee9f50a83"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OfframpUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offrampUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payoutAmount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OfframpUpdatesSubscription, OfframpUpdatesSubscriptionVariables>;
export const OnrampUpdatesDocument = {"__meta__":{"hash":"sha256:f42f33f9600991a537427f0a4fa88d37631dbbb656e2cc4353d2e99b1d4e254b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnrampUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onrampUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settlementAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<OnrampUpdatesSubscription, OnrampUpdatesSubscriptionVariables>;
export const UploadOnrampReceiptDocument = {"__meta__":{"hash":"sha256:507346fb3b4e997d7b25e38718d0fd33c25e27e77c230d8aca5fa90006008238"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadOnrampReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadOnrampProofOfPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadOnrampProofOfPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onramp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UploadOnrampReceiptMutation, UploadOnrampReceiptMutationVariables>;