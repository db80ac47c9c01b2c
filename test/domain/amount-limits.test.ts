import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  brlOnrampAmountInRange,
  fiatAmountInRange,
  fiatAmountLimits,
  offrampAmountInRange,
} from '../../src/domain/amount-limits.js';
import { B2B_CURRENCIES, ESP_ONRAMP_CURRENCIES } from '../../src/domain/currencies.js';
import { RATED_CURRENCIES, isRatedCurrency, referenceRate } from '../../src/domain/reference-rates.js';
import { compareDecimal, convertAtRate, decimalFromJsonNumber, parseDecimal } from '../../src/domain/money.js';

describe('reference rates', () => {
  it('has a positive decimal rate for every B2B and ESP on-ramp currency', () => {
    for (const currency of [...B2B_CURRENCIES, ...ESP_ONRAMP_CURRENCIES]) {
      expect(isRatedCurrency(currency)).toBe(true);
      const rate = referenceRate(currency);
      expect(parseDecimal(rate, 4)).not.toBeNull();
      expect(compareDecimal(rate, '0')).toBe(1);
    }
    expect(referenceRate('USD')).toBe('1.0000');
    expect(isRatedCurrency('XYZ')).toBe(false);
    expect(isRatedCurrency('toString')).toBe(false);
  });

  it('keeps the euro peg of the CFA francs', () => {
    expect(referenceRate('XAF')).toBe(referenceRate('XOF'));
    // 655.957 XAF per EUR, so XAF per USD ≈ 655.957 × EUR per USD.
    const implied = convertAtRate('655.957', referenceRate('EUR'), 1);
    expect(Math.abs(Number(implied) - Number(referenceRate('XAF')))).toBeLessThan(1);
  });
});

describe('amount limits', () => {
  it('bounds off-ramps to 20..1,000,000 inclusive in the stablecoin unit', () => {
    expect(offrampAmountInRange('20')).toBe(true);
    expect(offrampAmountInRange('20.000000')).toBe(true);
    expect(offrampAmountInRange('19.999999')).toBe(false);
    expect(offrampAmountInRange('1000000')).toBe(true);
    expect(offrampAmountInRange('1000000.000001')).toBe(false);
    expect(brlOnrampAmountInRange('19.99')).toBe(false);
    expect(brlOnrampAmountInRange('500')).toBe(true);
  });

  it('bounds fiat on-ramps by their USD equivalent', () => {
    expect(fiatAmountInRange('USD', '20.00')).toBe(true);
    expect(fiatAmountInRange('USD', '19.99')).toBe(false);
    // 20 USD is 29,300 NGN at 1465 NGN per USD.
    expect(fiatAmountInRange('NGN', '29300')).toBe(true);
    expect(fiatAmountInRange('NGN', '29299.99')).toBe(false);
    expect(fiatAmountInRange('NGN', '1465000000')).toBe(true);
    expect(fiatAmountInRange('NGN', '1465000000.01')).toBe(false);
    expect(fiatAmountLimits('NGN')).toEqual({ min: '29300.00', max: '1465000000.00' });
    // 20 × 0.865 EUR = 17.30 EUR.
    expect(fiatAmountLimits('EUR')).toEqual({ min: '17.30', max: '865000.00' });
  });

  it('shows limits that themselves pass, for every currency', () => {
    for (const currency of RATED_CURRENCIES) {
      const { min, max } = fiatAmountLimits(currency);
      expect(fiatAmountInRange(currency, min)).toBe(true);
      expect(fiatAmountInRange(currency, max)).toBe(true);
    }
  });

  it('agrees with converting the amount back to USD', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RATED_CURRENCIES), fc.bigInt({ min: 0n, max: 10n ** 13n }), (currency, cents) => {
        const amount = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
        // amount / rate within [20, 1e6]  <=>  amount within [20 × rate, 1e6 × rate]
        const rateUnits = parseDecimal(referenceRate(currency), 4)!;
        const inside = cents * 10n ** 4n >= 20n * rateUnits * 100n && cents * 10n ** 4n <= 1_000_000n * rateUnits * 100n;
        expect(fiatAmountInRange(currency, amount)).toBe(inside);
      }),
    );
  });
});

describe('decimalFromJsonNumber', () => {
  it('keeps the decimal text of JSON numbers and refuses what is not plain decimal', () => {
    expect(decimalFromJsonNumber(20.1, 2)).toBe('20.1');
    expect(decimalFromJsonNumber(1500, 2)).toBe('1500');
    expect(decimalFromJsonNumber(0, 2)).toBe('0');
    expect(decimalFromJsonNumber(20.123, 2)).toBeNull();
    expect(decimalFromJsonNumber(-5, 2)).toBeNull();
    expect(decimalFromJsonNumber(1e21, 2)).toBeNull();
    expect(decimalFromJsonNumber(Number.NaN, 2)).toBeNull();
    expect(decimalFromJsonNumber(Number.POSITIVE_INFINITY, 2)).toBeNull();
  });
});
