// What stands in for a secret wherever one is blanked, and the blanking of one known value by
// plain string replacement (never a pattern: the value may be a caller's, and nothing a caller
// sends may become an expression run over anyone's text).

export const REDACTED = '[redacted]';

/** The spellings a value takes in text, longest first: as is, JSON-escaped, URL-encoded. */
export function spellingsOf(value: string): string[] {
  return [...new Set([value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)])].sort((a, b) => b.length - a.length);
}

/** `text` with every spelling of `value` replaced. */
export function withoutValue(text: string, value: string): string {
  let cleaned = text;
  for (const spelling of spellingsOf(value)) cleaned = cleaned.replaceAll(spelling, REDACTED);
  return cleaned;
}

/**
 * A JSON-shaped value with `clean` applied to every string in it, keys included. Cleaning each
 * string rather than the serialized text keeps the structure whatever a replacement spans.
 */
export function mapStrings(value: unknown, clean: (text: string) => string): unknown {
  if (typeof value === 'string') return clean(value);
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, clean));
  if (value === null || typeof value !== 'object') return value;
  return mapRecord(Object.fromEntries(Object.entries(value)), clean);
}

export function mapRecord(record: Readonly<Record<string, unknown>>, clean: (text: string) => string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [clean(key), mapStrings(item, clean)]));
}
