import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountDecimals } from '../../src/domain/currencies.js';
import { compareDecimal, formatAmount } from '../../src/domain/money.js';

describe('amountDecimals', () => {
  it('gives stablecoins and ESP 6 fraction digits and every fiat currency 2', () => {
    expect(['USDC', 'USDT', 'ESP'].map(amountDecimals)).toEqual([6, 6, 6]);
    expect(['NGN', 'USD', 'KES', 'UGX', 'XOF', 'LYD', 'BRL'].map(amountDecimals)).toEqual([2, 2, 2, 2, 2, 2, 2]);
  });
});

describe('formatAmount', () => {
  it('writes each amount with exactly the digits of its unit', () => {
    expect(formatAmount('3294.6', 2)).toBe('3294.60');
    expect(formatAmount('100', 6)).toBe('100.000000');
    expect(formatAmount('50000.00', 2)).toBe('50000.00');
    expect(formatAmount('25.5', 6)).toBe('25.500000');
    expect(formatAmount('0', 2)).toBe('0.00');
  });

  it('never rounds: extra significant digits stay, extra zeros go', () => {
    expect(formatAmount('12.345', 2)).toBe('12.345');
    expect(formatAmount('12.34500', 2)).toBe('12.345');
    expect(formatAmount('12.3000', 2)).toBe('12.30');
  });

  it('returns text that is not a plain decimal unchanged', () => {
    expect(formatAmount('1e3', 2)).toBe('1e3');
    expect(formatAmount('', 2)).toBe('');
  });

  it('keeps the value and is idempotent', () => {
    const text = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }), fc.bigInt({ min: 0n, max: 10n ** 8n }))
      .map(([i, d, f]) => (d === 0 ? `${i}` : `${i}.${(f % 10n ** BigInt(d)).toString().padStart(d, '0')}`));
    fc.assert(
      fc.property(text, fc.constantFrom(2, 6), (amount, digits) => {
        const formatted = formatAmount(amount, digits);
        expect(compareDecimal(formatted, amount)).toBe(0);
        expect(formatAmount(formatted, digits)).toBe(formatted);
        expect((formatted.split('.')[1] ?? '').length).toBeGreaterThanOrEqual(digits);
      }),
    );
  });
});
