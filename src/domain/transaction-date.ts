// The ESP listing shows dates as text ("November 05, 2026 14:03:22", UTC),
// and its filters take strict ISO calendar dates (YYYY-MM-DD).

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

const MONTH_NUMBERS: ReadonlyMap<string, number> = new Map(MONTHS.map((name, index) => [name, index + 1]));
// What follows the month's name, character by character: `d` is an ASCII digit, any other
// character stands for itself.
const AFTER_MONTH = ' dd, dddd dd:dd:dd';
const DIGIT_MARK = 'd'.charCodeAt(0);
const ZERO = 48;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, width: number): string {
  return value.toString().padStart(width, '0');
}

/**
 * Builds a UTC date from its parts, or null when the parts do not name a real
 * instant (February 30th, hour 24). Date.UTC would silently roll such values
 * over, so the parts are checked against the calendar first.
 */
function utcDate(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) return null;
  if (year >= 100) return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date;
}

/** The proleptic Gregorian calendar's, as Date counts. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** `November 05, 2026 14:03:22`, in UTC; milliseconds are dropped. Throws on an invalid Date. */
export function formatTransactionDate(date: Date): string {
  const month = MONTHS[date.getUTCMonth()];
  if (month === undefined) throw new RangeError('cannot format an invalid Date');
  return (
    `${month} ${pad(date.getUTCDate(), 2)}, ${pad(date.getUTCFullYear(), 4)} ` +
    `${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}:${pad(date.getUTCSeconds(), 2)}`
  );
}

/** Inverse of `formatTransactionDate`; null for any other text or an impossible date. */
export function parseTransactionDate(text: string): Date | null {
  // Read by place rather than by a pattern: every listed item's date comes here, and a match's
  // array and its six captures were garbage each time.
  const space = text.indexOf(' ');
  const month = space < 0 ? undefined : MONTH_NUMBERS.get(text.slice(0, space));
  if (month === undefined || text.length !== space + AFTER_MONTH.length) return null;
  for (let index = 0; index < AFTER_MONTH.length; index++) {
    const expected = AFTER_MONTH.charCodeAt(index);
    const code = text.charCodeAt(space + index);
    if (expected === DIGIT_MARK ? code < ZERO || code > ZERO + 9 : code !== expected) return null;
  }
  const at = (offset: number, digits: number) => digitsValue(text, space + offset, digits);
  return utcDate(at(5, 4), month, at(1, 2), at(10, 2), at(13, 2), at(16, 2));
}

/** The value of the `count` ASCII digits of `text` from `start`. */
function digitsValue(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index++) value = value * 10 + text.charCodeAt(index) - ZERO;
  return value;
}

/** Midnight UTC of a strict `YYYY-MM-DD` calendar date; null when malformed or not a real date. */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE_PATTERN.exec(text);
  if (match === null) return null;
  const [, year, month, day] = match;
  return utcDate(Number(year), Number(month), Number(day));
}

/**
 * The last millisecond (23:59:59.999 UTC) of a `YYYY-MM-DD` date: the listing's
 * `to` filter covers the whole day. Null when the text is not a real date.
 */
export function parseIsoDateEndOfDay(text: string): Date | null {
  const start = parseIsoDate(text);
  return start === null ? null : new Date(start.getTime() + 86_400_000 - 1);
}
