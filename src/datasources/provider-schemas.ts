// The provider's wire vocabulary in zod (contract.md): the values every endpoint's schema is made
// of and the error body; the response envelope, read with or without it, is in tolerant-fields.ts.
// Each endpoint a domain calls is defined in src/datasources/<domain>/endpoints.ts from these.
// Bodies are parsed with every JSON number kept as its source text (domain/exact-json.ts).
import { z } from 'zod';
import { FIAT_DECIMALS, isDecimalString, padDecimal } from '../domain/money.js';
import { RATED_CURRENCIES } from '../domain/reference-rates.js';
import { parseTransactionDate } from '../domain/transaction-date.js';
import { matchingValue, readProviderDate } from './tolerant-fields.js';

// Rates and amounts are exact decimals; 18 fraction digits is far beyond any the provider sends.
const MAX_WIRE_FRACTION_DIGITS = 18;

/** A JSON number or string holding a plain non-negative decimal, kept as its text. */
export const decimal = z
  .string()
  .refine((text) => isDecimalString(text, MAX_WIRE_FRACTION_DIGITS), { error: 'expected a plain decimal' });

/** A fiat amount in its canonical 2-place form ("100.5" → "100.50"); more precise text is kept as sent. */
export const canonicalFiatAmount = (text: string): string => padDecimal(text, FIAT_DECIMALS) ?? text;

/** A JSON integer, which arrives as its text. */
export const integer = z
  .string()
  .regex(/^\d+$/, 'expected a non-negative integer')
  .transform((text) => Number(text));

export const currency = z.enum(RATED_CURRENCIES as [RatedCurrencyTuple[number], ...RatedCurrencyTuple]);
type RatedCurrencyTuple = typeof RATED_CURRENCIES;

export const isoDateTime = z.iso.datetime({ offset: true }).transform((text) => new Date(text));

/** The listing's `November 05, 2026 14:03:22` (UTC) form, or any other form the provider writes dates in (tolerant-fields.ts). */
export const transactionDate = z.string().transform((text, ctx) => {
  const date = parseTransactionDate(text) ?? readProviderDate(text);
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: 'expected a date like "November 05, 2026 14:03:22"' });
    return z.NEVER;
  }
  return date;
});

/** One of `values`, however the provider cases or spaces it ("pending", "PENDING" → "Pending"). */
export function tolerantEnum<const T extends string>(values: readonly T[]) {
  return z.string().transform((text, ctx): T => {
    const value = matchingValue(values, text);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: `expected one of ${values.join(', ')}` });
      return z.NEVER;
    }
    return value;
  });
}

/** Text that may be missing; the record's model reads it with `textOrNull`. */
export const nullableText = z.string().nullish();

/** Missing, null and empty text are all no text. */
export const textOrNull = (text: string | null | undefined): string | null => (text === undefined || text === null || text === '' ? null : text);

/** The contract's error body; the docs show none, so each part may be missing (a `{message}` alone). */
export const providerErrorBody = z.object({
  code: z.string().nullish().transform((code) => code ?? null),
  status: z.string().nullish(),
  message: z.string().nullish().transform((message) => message ?? null),
  errors: z.array(z.object({ field: z.string().nullish(), message: z.string() })).nullish().catch(null),
});
