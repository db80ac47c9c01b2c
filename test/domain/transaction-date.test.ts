import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatTransactionDate,
  parseIsoDate,
  parseIsoDateEndOfDay,
  parseTransactionDate,
} from '../../src/domain/transaction-date.js';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

describe('transaction date text', () => {
  it('formats in UTC with the full month name and two-digit day', () => {
    expect(formatTransactionDate(new Date('2026-11-05T14:03:22.789Z'))).toBe('November 05, 2026 14:03:22');
    expect(formatTransactionDate(new Date('2027-01-01T00:00:00Z'))).toBe('January 01, 2027 00:00:00');
    expect(() => formatTransactionDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('parses its own text back to the same second', () => {
    expect(parseTransactionDate('November 05, 2026 14:03:22')?.toISOString()).toBe('2026-11-05T14:03:22.000Z');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const parsed = parseTransactionDate(formatTransactionDate(date));
          expect(parsed?.getTime()).toBe(Math.floor(date.getTime() / 1000) * 1000);
        },
      ),
    );
  });

  it('accepts exactly the parts that name a real instant, as Date itself rolls them, years 0000 to 0099 and leap days included', () => {
    const pad = (value: number, width: number) => String(value).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 61 }),
        fc.integer({ min: 0, max: 61 }),
        (year, month, day, hour, minute, second) => {
          const rolled = new Date(0);
          rolled.setUTCFullYear(year, month - 1, day);
          rolled.setUTCHours(hour, minute, second, 0);
          const real = rolled.getUTCFullYear() === year && rolled.getUTCMonth() === month - 1 && rolled.getUTCDate() === day &&
            rolled.getUTCHours() === hour && rolled.getUTCMinutes() === minute && rolled.getUTCSeconds() === second;
          const text = `${MONTH_NAMES[month - 1]} ${pad(day, 2)}, ${pad(year, 4)} ${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}`;
          expect(parseTransactionDate(text)?.getTime() ?? null, text).toBe(real ? rolled.getTime() : null);
        },
      ),
      { numRuns: 5000, examples: [[0, 2, 29, 0, 0, 0], [4, 2, 29, 1, 2, 3], [1900, 2, 29, 0, 0, 0], [2000, 2, 29, 23, 59, 59], [99, 12, 31, 23, 59, 59]] },
    );
  });

  it('reads exactly the texts of the documented form, digit by digit', () => {
    const form = new RegExp(`^(${MONTH_NAMES.join('|')}) (\\d{2}), (\\d{4}) (\\d{2}):(\\d{2}):(\\d{2})$`);
    const month = fc.constantFrom(...MONTH_NAMES, 'november', 'Nov', 'Mayo', '');
    const rest = fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', ' ', ',', ':', '٣', 'x'), minLength: 16, maxLength: 20 });
    const plausible = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 39 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
      .map(([year, day, hour, minute, second]) => {
        const two = (n: number) => String(n).padStart(2, '0');
        return ` ${two(day)}, ${String(year).padStart(4, '0')} ${two(hour)}:${two(minute)}:${two(second)}`;
      });
    const oneOff = fc
      .tuple(plausible, fc.nat(), fc.constantFrom('0', '9', ' ', ',', ':', '/', '٣', 'x', ''))
      .map(([tail, at, character]) => tail.slice(0, at % tail.length) + character + tail.slice((at % tail.length) + 1));
    fc.assert(
      fc.property(month, fc.oneof(rest, plausible, oneOff), (name, tail) => {
        const text = name + tail;
        const parsed = parseTransactionDate(text);
        if (!form.test(text)) expect(parsed, text).toBeNull();
        else if (parsed !== null) expect(formatTransactionDate(parsed), text).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    'November 5, 2026 14:03:22',
    'Nov 05, 2026 14:03:22',
    'november 05, 2026 14:03:22',
    'February 30, 2026 10:00:00',
    'November 05, 2026 24:00:00',
    'November 05, 2026 14:60:00',
    'November 05 2026 14:03:22',
    '2026-11-05T14:03:22Z',
  ])('rejects %j', (text) => {
    expect(parseTransactionDate(text)).toBeNull();
  });
});

describe('ISO dates of the listing filters', () => {
  it('parses real calendar dates to midnight UTC', () => {
    expect(parseIsoDate('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIsoDateEndOfDay('2026-11-05')?.toISOString()).toBe('2026-11-05T23:59:59.999Z');
  });

  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-1-05', '2026-01-05T00:00:00Z', '20260105', 'yesterday', ''])(
    'rejects %j',
    (text) => {
      expect(parseIsoDate(text)).toBeNull();
      expect(parseIsoDateEndOfDay(text)).toBeNull();
    },
  );

  it('round-trips every date of the Date range', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        expect(parseIsoDate(day)?.toISOString().slice(0, 10)).toBe(day);
      }),
    );
  });
});
