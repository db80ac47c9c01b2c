import { checkedText } from './text-fields.js';

/** USDC and USDT carry 6 decimals on every network we support. */
export const STABLECOIN_DECIMALS = 6;
/** Fiat amounts travel with at most 2 fraction digits (contract, "Amounts"). */
export const FIAT_DECIMALS = 2;
/**
 * Far beyond any amount (a quadrillion with 18 decimals is 35 characters): a longer text is not
 * an amount, and is refused before it is parsed or reaches the provider.
 */
export const MAX_DECIMAL_LENGTH = 40;

const ZERO = 48;
const NINE = 57;
const DOT = 46;

const isDigit = (code: number): boolean => code >= ZERO && code <= NINE;

/**
 * Where the dot of plain decimal text is (the text's length when it has no fraction), or -1 when
 * the text is not plain decimal: digits with no leading zero but the single zero of "0" and "0.x",
 * then optionally a dot and at least one digit; no sign, exponent or spaces. Scanned rather than
 * matched: every listed amount and rate is read several times (its schema, its model, its output),
 * and each match's array and captures were garbage.
 */
function decimalPoint(text: string): number {
  const length = text.length;
  let point = 0;
  while (point < length && isDigit(text.charCodeAt(point))) point += 1;
  if (point === 0 || (point > 1 && text.charCodeAt(0) === ZERO)) return -1;
  if (point === length) return point;
  if (text.charCodeAt(point) !== DOT || point + 1 === length) return -1;
  for (let index = point + 1; index < length; index++) if (!isDigit(text.charCodeAt(index))) return -1;
  return point;
}

/** The fraction digits of plain decimal text whose dot is at `point`. */
function fractionLength(text: string, point: number): number {
  return point === text.length ? 0 : text.length - point - 1;
}

interface ExactDecimal {
  /** The value times 10^scale. */
  readonly units: bigint;
  readonly scale: number;
}

function parseExact(text: string): ExactDecimal | null {
  const point = decimalPoint(text);
  if (point < 0) return null;
  const fraction = text.slice(point + 1);
  return { units: BigInt(text.slice(0, point) + fraction), scale: fraction.length };
}

function parseExactOrThrow(text: string, what: string): ExactDecimal {
  const exact = parseExact(text);
  if (exact === null) throw new RangeError(`${what} is not a plain decimal string`);
  return exact;
}

// Every listed amount is scaled: a table of the powers in use beats a BigInt power each time.
const POWERS_OF_TEN = Array.from({ length: 40 }, (_, exponent) => 10n ** BigInt(exponent));

function pow10(exponent: number): bigint {
  return POWERS_OF_TEN[exponent] ?? 10n ** BigInt(exponent);
}

/**
 * Parses plain decimal text ("20", "20.5", "0.000001") to integer units scaled by
 * 10^maxFractionDigits. Null when the text is malformed or carries more fraction
 * digits than allowed: amounts are rejected, never silently rounded.
 */
export function parseDecimal(text: string, maxFractionDigits: number): bigint | null {
  const exact = parseExact(text);
  if (exact === null || exact.scale > maxFractionDigits) return null;
  return exact.units * pow10(maxFractionDigits - exact.scale);
}

/** Canonical text with exactly `fractionDigits` fraction digits: 125000n, 2 → "1250.00". */
export function formatDecimal(units: bigint, fractionDigits: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(fractionDigits + 1, '0');
  const cut = digits.length - fractionDigits;
  const text = fractionDigits === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return negative ? `-${text}` : text;
}

/** Divides a non-negative numerator, rounding half to even (banker's rounding). */
function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const twiceRemainder = (numerator % denominator) * 2n;
  if (twiceRemainder > denominator) return quotient + 1n;
  if (twiceRemainder === denominator && quotient % 2n === 1n) return quotient + 1n;
  return quotient;
}

/**
 * amount × rate, computed exactly and rounded half-even to `fractionDigits`.
 * Both inputs are decimal strings of any precision; malformed input throws,
 * since callers validate amounts before converting them.
 */
export function convertAtRate(amount: string, rate: string, fractionDigits: number): string {
  const a = parseExactOrThrow(amount, 'amount');
  const r = parseExactOrThrow(rate, 'rate');
  const product = a.units * r.units;
  const scale = a.scale + r.scale;
  const units =
    scale <= fractionDigits
      ? product * pow10(fractionDigits - scale)
      : divideHalfEven(product, pow10(scale - fractionDigits));
  return formatDecimal(units, fractionDigits);
}

/** Numeric comparison of two decimal strings of any precision; malformed input throws. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const x = parseExactOrThrow(a, 'left operand');
  const y = parseExactOrThrow(b, 'right operand');
  const scale = Math.max(x.scale, y.scale);
  const left = x.units * pow10(scale - x.scale);
  const right = y.units * pow10(scale - y.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** min <= amount <= max, compared exactly. */
export function isDecimalInRange(amount: string, min: string, max: string): boolean {
  return compareDecimal(amount, min) >= 0 && compareDecimal(amount, max) <= 0;
}

/** True when `text` is plain decimal text with at most `maxFractionDigits` fraction digits. */
export function isDecimalString(text: string, maxFractionDigits: number): boolean {
  // The same answer as parseDecimal(...) !== null without building a BigInt: every listed
  // amount and rate passes through here.
  const point = decimalPoint(text);
  return point >= 0 && fractionLength(text, point) <= maxFractionDigits;
}

/** The fraction digits of plain decimal text ("20.50" → 2, "20" → 0); null when it is not plain decimal text. */
export function fractionDigitsOf(text: string): number | null {
  const point = decimalPoint(text);
  return point < 0 ? null : fractionLength(text, point);
}

/**
 * Plain decimal text written with exactly `fractionDigits` fraction digits ("100.5", 2 →
 * "100.50"), the same as formatDecimal(parseDecimal(text, n), n) by string work alone; null when
 * the text is not a plain decimal or has more fraction digits.
 */
export function padDecimal(text: string, fractionDigits: number): string | null {
  const point = decimalPoint(text);
  if (point < 0) return null;
  const digits = fractionLength(text, point);
  if (digits > fractionDigits) return null;
  if (digits === fractionDigits) return text;
  return point === text.length ? `${text}.${'0'.repeat(fractionDigits)}` : text + '0'.repeat(fractionDigits - digits);
}

/**
 * A required zod string accepting the same texts as `parseDecimal(text, maxFractionDigits)`;
 * range checks are left to the caller (they answer 402, not 400).
 */
export function decimalString(maxFractionDigits: number) {
  return checkedText(
    (text) => isDecimalString(text, maxFractionDigits),
    `must be a decimal string with at most ${maxFractionDigits} fraction digits`,
  );
}

/**
 * The decimal text of a JSON number (the seed types some amounts as numbers),
 * taken from its shortest round-trip form so 20.1 stays "20.1". Null for
 * negative, non-finite or exponent-form values and for too many fraction digits.
 */
export function decimalFromJsonNumber(value: number, maxFractionDigits: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = Object.is(value, -0) ? '0' : String(value);
  return isDecimalString(text, maxFractionDigits) ? text : null;
}

/**
 * The one way the gateway writes an amount it outputs: exactly `fractionDigits` fraction digits
 * ("100" → "100.00", "3294.6" → "3294.60"). Never rounds: a value carrying more significant digits
 * keeps them (trailing zeros beyond `fractionDigits` are dropped), and text that is not a plain
 * decimal is returned as it is.
 */
export function formatAmount(text: string, fractionDigits: number): string {
  const padded = padDecimal(text, fractionDigits);
  if (padded !== null) return padded;
  const point = decimalPoint(text);
  if (point < 0) return text;
  const fraction = text.slice(point + 1).replace(/0+$/, '').padEnd(fractionDigits, '0');
  return fraction === '' ? text.slice(0, point) : `${text.slice(0, point)}.${fraction}`;
}
