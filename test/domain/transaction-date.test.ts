import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatTransactionDate,
  parseIsoDate,
  parseIsoDateEndOfDay,
  parseTransactionDate,
} from '../../src/domain/transaction-date.js';

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
