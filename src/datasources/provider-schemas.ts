// zod schemas of every provider response, per endpoint (contract.md). Each one both checks
// the body at run time and, through z.output, gives the models the resolvers work on.
// Bodies are parsed with every JSON number kept as its source text (domain/exact-json.ts).
import { z } from 'zod';
import { PAYMENT_METHODS } from '../domain/currencies.js';
import { FIAT_DECIMALS, isDecimalString, padDecimal } from '../domain/money.js';
import { STABLECOINS } from '../domain/networks.js';
import { RATED_CURRENCIES } from '../domain/reference-rates.js';
import { ESP_STATUSES, OFFRAMP_STATUSES, VERIFICATION_STATUSES } from '../domain/state-machines.js';
import { parseTransactionDate } from '../domain/transaction-date.js';

// Rates and amounts are exact decimals; 18 fraction digits is far beyond any the provider sends.
const MAX_WIRE_FRACTION_DIGITS = 18;

/** A JSON number or string holding a plain non-negative decimal, kept as its text. */
const decimal = z
  .string()
  .refine((text) => isDecimalString(text, MAX_WIRE_FRACTION_DIGITS), { error: 'expected a plain decimal' });

/** A fiat amount in its canonical 2-place form ("100.5" → "100.50"); more precise text is kept as sent. */
const fiatAmount = decimal.transform((text) => padDecimal(text, FIAT_DECIMALS) ?? text);

/** A JSON integer, which arrives as its text. */
const integer = z
  .string()
  .regex(/^\d+$/, 'expected a non-negative integer')
  .transform((text) => Number(text));

const currency = z.enum(RATED_CURRENCIES as [RatedCurrencyTuple[number], ...RatedCurrencyTuple]);
type RatedCurrencyTuple = typeof RATED_CURRENCIES;

const isoDateTime = z.iso.datetime({ offset: true }).transform((text) => new Date(text));

/** The listing's `November 05, 2026 14:03:22` (UTC) form. */
const transactionDate = z.string().transform((text, ctx) => {
  const date = parseTransactionDate(text);
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: 'expected a date like "November 05, 2026 14:03:22"' });
    return z.NEVER;
  }
  return date;
});

const optionalText = z
  .string()
  .nullish()
  .transform((text) => (text === undefined || text === null || text === '' ? null : text));

function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.string(), status: z.literal('Success'), message: z.string(), data });
}

export const providerErrorBody = z.object({
  code: z.string(),
  status: z.string().optional(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string().nullish(), message: z.string() })).optional(),
});

export const rateQuoteResponse = envelope(
  z
    .object({ currency, rate: decimal, payout_amount: decimal, paymentMethod: z.enum(PAYMENT_METHODS) })
    .transform((quote) => ({
      currency: quote.currency,
      rate: quote.rate,
      payoutAmount: quote.payout_amount,
      paymentMethod: quote.paymentMethod,
    })),
);

export const offrampResponse = envelope(
  z
    .object({
      transaction_id: z.string(),
      reference: z.string(),
      type: z.literal('offramp'),
      stables: z.enum(STABLECOINS),
      amount: decimal,
      currency,
      payout_amount: decimal,
      rate: decimal,
      transaction_status: z.enum(OFFRAMP_STATUSES),
      payment_method: z.enum(PAYMENT_METHODS),
      date_created: isoDateTime,
    })
    .transform((record) => ({
      id: record.transaction_id,
      reference: record.reference,
      stablecoin: record.stables,
      amount: record.amount,
      currency: record.currency,
      payoutAmount: record.payout_amount,
      rate: record.rate,
      status: record.transaction_status,
      paymentMethod: record.payment_method,
      createdAt: record.date_created,
    })),
);

const espMethod = z
  .object({ walletAddress: optionalText, chatUsername: optionalText, espCard: optionalText, emailAddress: optionalText })
  .partial()
  .nullish()
  .transform((method) => ({
    walletAddress: method?.walletAddress ?? null,
    chatUsername: method?.chatUsername ?? null,
    espCard: method?.espCard ?? null,
    emailAddress: method?.emailAddress ?? null,
  }));

export const espTransactionRecord = z
  .object({
    transaction_id: z.string(),
    transaction_reference: z.string(),
    transaction_type: z.enum(['onramp', 'offramp']),
    stable: z.string(),
    currency,
    amount: fiatAmount,
    payout_amount: decimal,
    rate: decimal,
    bank_name: z.string(),
    account_name: optionalText,
    account_number: z.string(),
    esp_method: espMethod,
    transaction_status: z.enum(ESP_STATUSES),
    transaction_date: transactionDate,
  })
  .transform((record) => ({
    id: record.transaction_id,
    reference: record.transaction_reference,
    direction: record.transaction_type,
    asset: record.stable,
    currency: record.currency,
    amount: record.amount,
    payoutAmount: record.payout_amount,
    rate: record.rate,
    bankName: record.bank_name,
    accountName: record.account_name,
    accountNumber: record.account_number,
    espAccount: record.esp_method,
    status: record.transaction_status,
    createdAt: record.transaction_date,
  }));

const bankingDetails = z
  .object({
    bank_name: z.string(),
    account_name: z.string(),
    account_number: z.string(),
    currency,
    amount: decimal,
    reference: z.string(),
    expires_at: isoDateTime.nullish(),
  })
  .transform((details) => ({
    bankName: details.bank_name,
    accountName: details.account_name,
    accountNumber: details.account_number,
    currency: details.currency,
    amount: details.amount,
    reference: details.reference,
    expiresAt: details.expires_at ?? null,
  }));

export const espOnrampResponse = envelope(z.object({ transaction: espTransactionRecord, banking_details: bankingDetails }));

export const espOfframpResponse = envelope(espTransactionRecord);

export const espTransactionsResponse = z.object({
  code: z.string(),
  status: z.literal('Success'),
  message: z.string(),
  summary: z
    .object({ total_transactions: integer, total_onramps: integer, total_offramps: integer })
    .transform((summary) => ({
      totalTransactions: summary.total_transactions,
      totalOnramps: summary.total_onramps,
      totalOfframps: summary.total_offramps,
    })),
  transactions: z.array(espTransactionRecord),
  pagination: z.object({ total: integer, page: integer, limit: integer, total_pages: integer }),
});

export const brlTicketResponse = z.object({
  status: z.literal('Success'),
  message: z.string(),
  ticket_id: z.string(),
  payment_code: z.string().min(1),
  validity: z.string(),
  qrcode_url: z.string().startsWith('data:image/png;base64,'),
});

const businessCustomerRecord = z.object({
  customer_id: z.string(),
  business_name: z.string(),
  business_email: z.string(),
  phone_number: z.string(),
  registered_address: z.string(),
  registered_country: z.string(),
  verification_status: z.enum(VERIFICATION_STATUSES),
  kyb_link: z.url().nullish(),
  link_expires_at: isoDateTime.nullish(),
});

function toBusinessCustomer(record: z.output<typeof businessCustomerRecord>) {
  return {
    id: record.customer_id,
    name: record.business_name,
    email: record.business_email,
    phoneNumber: record.phone_number,
    registeredAddress: record.registered_address,
    registeredCountry: record.registered_country,
    verificationStatus: record.verification_status,
    kybLink: record.kyb_link ?? null,
    kybLinkExpiresAt: record.link_expires_at ?? null,
  };
}

/** The seed's creation response echoes only the id, status and link; the request supplies the rest. */
export const createBusinessCustomerResponse = z.object({
  status: z.literal('success'),
  customer_id: z.string(),
  verification_status: z.enum(VERIFICATION_STATUSES),
  kyb_link: z.url(),
  link_expires_at: isoDateTime,
});

export const businessCustomerResponse = businessCustomerRecord.transform(toBusinessCustomer);

