// The provider's wire vocabulary in zod (contract.md): the values every endpoint's schema is made
// of, the response envelope, the error body, and the schemas of the endpoints the per-request
// loaders call (the rate quote, the ESP listing and its transaction record). Each endpoint a
// module calls is defined in that module's endpoints.ts from these.
// Bodies are parsed with every JSON number kept as its source text (domain/exact-json.ts).
import { z } from 'zod';
import { PAYMENT_METHODS } from '../domain/currencies.js';
import { FIAT_DECIMALS, isDecimalString, padDecimal } from '../domain/money.js';
import { RATED_CURRENCIES } from '../domain/reference-rates.js';
import { ESP_STATUSES } from '../domain/state-machines.js';
import { parseTransactionDate } from '../domain/transaction-date.js';

// Rates and amounts are exact decimals; 18 fraction digits is far beyond any the provider sends.
const MAX_WIRE_FRACTION_DIGITS = 18;

/** A JSON number or string holding a plain non-negative decimal, kept as its text. */
export const decimal = z
  .string()
  .refine((text) => isDecimalString(text, MAX_WIRE_FRACTION_DIGITS), { error: 'expected a plain decimal' });

/** A fiat amount in its canonical 2-place form ("100.5" → "100.50"); more precise text is kept as sent. */
export const fiatAmount = decimal.transform((text) => padDecimal(text, FIAT_DECIMALS) ?? text);

/** A JSON integer, which arrives as its text. */
export const integer = z
  .string()
  .regex(/^\d+$/, 'expected a non-negative integer')
  .transform((text) => Number(text));

export const currency = z.enum(RATED_CURRENCIES as [RatedCurrencyTuple[number], ...RatedCurrencyTuple]);
type RatedCurrencyTuple = typeof RATED_CURRENCIES;

export const isoDateTime = z.iso.datetime({ offset: true }).transform((text) => new Date(text));

/** The listing's `November 05, 2026 14:03:22` (UTC) form. */
export const transactionDate = z.string().transform((text, ctx) => {
  const date = parseTransactionDate(text);
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: 'expected a date like "November 05, 2026 14:03:22"' });
    return z.NEVER;
  }
  return date;
});

export const optionalText = z
  .string()
  .nullish()
  .transform((text) => (text === undefined || text === null || text === '' ? null : text));

export function envelope<T extends z.ZodType>(data: T) {
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
