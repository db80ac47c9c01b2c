// Reading the fields of a provider record tolerantly (issue 19, docs/contract.md "Tolerant reads"):
// the provider's documentation writes the same value several ways ("Local Bank Transfer" and
// LOCAL_BANK_TRANSFER, "Pending" and pending, "May 11, 2023" and ISO dates, numbers as JSON
// numbers or strings) and may answer values beyond our lists ("NIP", "SEPA", a new currency).
// A value we cannot place is kept as UNKNOWN with its text, or read as null, and named in
// `unread` for the caller to log; it never fails the record. What the gateway answers stays typed.
import { z } from 'zod';
import { isDecimalString } from '../domain/money.js';

export const UNKNOWN = 'UNKNOWN';

/** One of our enum's values, or UNKNOWN; `raw` is the provider's own text, null when it wrote none. */
export interface KnownOrUnknown<T extends string> {
  value: T | typeof UNKNOWN;
  raw: string | null;
}

// Rates and amounts are exact decimals; 18 fraction digits is far beyond any the provider sends.
const MAX_FRACTION_DIGITS = 18;

/** Upper case, with each run of spaces, hyphens and underscores as one underscore: "Local Bank Transfer" → LOCAL_BANK_TRANSFER. */
export function enumKey(text: string): string {
  return text.trim().toUpperCase().replace(/[\s_-]+/g, '_');
}

/** The one of `values` that `text` spells, compared by `enumKey` ("Local Bank Transfer" is LOCAL_BANK_TRANSFER); undefined for none. */
export function matchingValue<T extends string>(values: readonly T[], text: string): T | undefined {
  const exact = values.find((value) => value === text);
  if (exact !== undefined) return exact;
  const key = enumKey(text);
  return values.find((known) => enumKey(known) === key);
}

/** `text` as one of `values` (`matchingValue`), or UNKNOWN; `raw` keeps the text. */
export function knownOrUnknown<T extends string>(values: readonly T[], text: string): KnownOrUnknown<T> {
  const raw = text.trim();
  return { value: matchingValue(values, raw) ?? UNKNOWN, raw };
}

/** A provider id: non-empty text, or a JSON number (which arrives as its text). */
export const providerId = z.string().trim().min(1).max(200);

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** 1 to 12 for a month's English name or its three-letter abbreviation; 0 for anything else. */
function monthOf(name: string): number {
  const lower = name.toLowerCase();
  return MONTHS.findIndex((full) => full === lower || full.slice(0, 3) === lower) + 1;
}

// The docs' "May 11, 2023" and the listing's "November 05, 2026 14:03:22" (UTC).
const TEXT_DATE = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})(?:,? (\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
// ISO 8601 without an offset ("2023-05-11", "2023-05-11T10:00:00", "2023-05-11 10:00:00.123"): UTC, as the listing's text dates are.
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;
const isoWithOffset = z.iso.datetime({ offset: true, local: false });

function utc(year: number, month: number, day: number, hour: number, minute: number, second: number, ms = 0): Date | null {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  const exact =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && date.getUTCHours() === hour && date.getUTCMinutes() === minute;
  return exact && second < 60 ? date : null;
}

/** A date as the provider writes one: ISO 8601 (with an offset, or without one as UTC) or its text forms, in UTC. Null otherwise. */
export function readProviderDate(text: string): Date | null {
  const trimmed = text.trim();
  if (isoWithOffset.safeParse(trimmed).success) return new Date(trimmed);
  const iso = ISO_LOCAL.exec(trimmed);
  if (iso !== null) {
    const [, y, mo, d, h, mi, s, fraction] = iso;
    const ms = fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000);
    return utc(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), ms);
  }
  const match = TEXT_DATE.exec(trimmed);
  if (match === null) return null;
  const [, monthName, d, y, h, mi, s] = match;
  const month = monthOf(monthName!);
  if (month === 0) return null;
  return utc(Number(y), month, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
}

/**
 * The fields of one provider record, each read tolerantly. Missing, null and empty values are
 * null; a present value that cannot be read is null (or UNKNOWN) too, and its field is named in `unread`.
 */
export class TolerantRecord {
  readonly unread: string[] = [];

  constructor(private readonly record: Readonly<Record<string, unknown>>) {}

  /** The first of `names` present in the record (a field the docs spell two ways). */
  private value(names: readonly string[]): { name: string; value: unknown } | null {
    for (const name of names) {
      const value = this.record[name];
      if (value !== undefined && value !== null && value !== '') return { name, value };
    }
    return null;
  }

  private unreadable<T>(name: string): T | null {
    this.unread.push(name);
    return null;
  }

  text(...names: string[]): string | null {
    const found = this.value(names);
    if (found === null) return null;
    if (typeof found.value !== 'string') return this.unreadable(found.name);
    const trimmed = found.value.trim();
    return trimmed === '' ? null : trimmed;
  }

  /** A plain non-negative decimal, from a JSON number or a string, kept as its exact text. */
  decimal(...names: string[]): string | null {
    const found = this.value(names);
    if (found === null) return null;
    const text = typeof found.value === 'string' ? found.value.trim() : '';
    return isDecimalString(text, MAX_FRACTION_DIGITS) ? text : this.unreadable(found.name);
  }

  date(...names: string[]): Date | null {
    const found = this.value(names);
    if (found === null) return null;
    const date = typeof found.value === 'string' ? readProviderDate(found.value) : null;
    return date ?? this.unreadable(found.name);
  }

  /** One of `values`, compared by `enumKey` (case, spaces, hyphens and underscores aside); null when missing or not one of them. */
  status<T extends string>(values: readonly T[], ...names: string[]): T | null {
    const found = this.value(names);
    if (found === null) return null;
    const key = typeof found.value === 'string' ? enumKey(found.value) : null;
    return values.find((value) => enumKey(value) === key) ?? this.unreadable(found.name);
  }

  /** One of `values`, compared by `enumKey` ("Local Bank Transfer" is LOCAL_BANK_TRANSFER), or UNKNOWN with the provider's text. */
  oneOf<T extends string>(values: readonly T[], ...names: string[]): KnownOrUnknown<T> {
    const found = this.value(names);
    if (found === null) return { value: UNKNOWN, raw: null };
    if (typeof found.value !== 'string') {
      this.unread.push(found.name);
      return { value: UNKNOWN, raw: null };
    }
    const read = knownOrUnknown(values, found.value);
    if (read.value === UNKNOWN) this.unread.push(found.name);
    return read;
  }
}

/**
 * The record inside the `{code, status, message, data}` envelope, or the body itself when its
 * `data` is no object. The envelope's other fields are not read: whatever they hold, a body whose
 * record has the resource's id is that resource (a creation is proven by its id).
 */
export function withOrWithoutEnvelope<T extends z.ZodType>(data: T) {
  return z
    .preprocess((body) => ({ data: isObject(body) && isObject(body.data) ? body.data : body }), z.object({ data }))
    // zod checked `data` against T above; TypeScript cannot name a generic shape's key.
    .transform((body) => (body as { data: z.output<T> }).data);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
