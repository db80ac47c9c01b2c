import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FIAT_DECIMALS,
  STABLECOIN_DECIMALS,
  compareDecimal,
  convertAtRate,
  decimalString,
  formatDecimal,
  isDecimalInRange,
  isDecimalString,
  padDecimal,
  parseDecimal,
} from '../../src/domain/money.js';

/** Decimal text built from parts, so properties cover texts the parser must accept. */
const decimalText = (maxFractionDigits: number) =>
  fc
    .tuple(
      fc.bigInt({ min: 0n, max: 10n ** 15n }),
      fc.integer({ min: 0, max: maxFractionDigits }),
      fc.bigInt({ min: 0n, max: 10n ** 18n }),
    )
    .map(([integer, digits, fraction]) =>
      digits === 0 ? integer.toString() : `${integer}.${(fraction % 10n ** BigInt(digits)).toString().padStart(digits, '0')}`,
    );

describe('parseDecimal', () => {
  it('scales plain decimal text to integer units', () => {
    expect(parseDecimal('20', 6)).toBe(20_000_000n);
    expect(parseDecimal('20.5', 6)).toBe(20_500_000n);
    expect(parseDecimal('0.000001', 6)).toBe(1n);
    expect(parseDecimal('0', 2)).toBe(0n);
    expect(parseDecimal('1250.00', 2)).toBe(125_000n);
    expect(parseDecimal('12345678901234567890.123456', 6)).toBe(12345678901234567890123456n);
  });

  it.each(['', '-1', '+1', '1e3', ' 1', '1 ', '20.', '.5', '020', '00.5', '1,5', '1.2.3', 'NaN', 'Infinity', '0x10', '١٢'])(
    'rejects malformed text %j',
    (text) => {
      expect(parseDecimal(text, 6)).toBeNull();
    },
  );

  it('rejects more fraction digits than allowed instead of rounding', () => {
    expect(parseDecimal('0.0000001', STABLECOIN_DECIMALS)).toBeNull();
    expect(parseDecimal('1.005', FIAT_DECIMALS)).toBeNull();
    expect(parseDecimal('1.5', 0)).toBeNull();
    expect(parseDecimal('15', 0)).toBe(15n);
  });

  it('round-trips through formatDecimal for any units and precision', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 12 }), (units, digits) => {
        expect(parseDecimal(formatDecimal(units, digits), digits)).toBe(units);
      }),
    );
  });

  it('formats parsed text canonically without changing its value', () => {
    fc.assert(
      fc.property(decimalText(6), (text) => {
        const units = parseDecimal(text, 6);
        expect(units).not.toBeNull();
        expect(compareDecimal(formatDecimal(units!, 6), text)).toBe(0);
      }),
    );
  });
});

describe('isDecimalString and padDecimal', () => {
  it('accept exactly plain decimal text: digits, no leading zero but that of 0 and 0.x, an optional dot and digits', () => {
    const plain = /^(0|[1-9]\d*)(?:\.(\d+))?$/;
    const nearDecimal = fc.string({ unit: fc.constantFrom('0', '1', '9', '.', '-', '+', 'e', ' ', '\n', '٣'), maxLength: 8 });
    fc.assert(
      fc.property(nearDecimal, (text) => {
        expect(isDecimalString(text, 8)).toBe(plain.test(text));
      }),
      { numRuns: 2000 },
    );
    expect(isDecimalString('1\n', 8)).toBe(false);
  });

  const anyText = fc.oneof(decimalText(8), fc.string({ maxLength: 12 }), fc.constantFrom('020', '00.5', '20.', '.5', '1e3', '-1'));

  it('accept exactly what parseDecimal accepts, and pad to the canonical form formatDecimal writes', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 6 }), (text, digits) => {
        const units = parseDecimal(text, digits);
        expect(isDecimalString(text, digits)).toBe(units !== null);
        expect(padDecimal(text, digits)).toBe(units === null ? null : formatDecimal(units, digits));
      }),
    );
    expect(padDecimal('100.5', 2)).toBe('100.50');
    expect(padDecimal('7', 2)).toBe('7.00');
    expect(padDecimal('1.005', 2)).toBeNull();
  });
});

describe('formatDecimal', () => {
  it('writes exactly the requested fraction digits', () => {
    expect(formatDecimal(125_000n, 2)).toBe('1250.00');
    expect(formatDecimal(1n, 6)).toBe('0.000001');
    expect(formatDecimal(0n, 2)).toBe('0.00');
    expect(formatDecimal(42n, 0)).toBe('42');
    expect(formatDecimal(-5n, 2)).toBe('-0.05');
  });
});

describe('convertAtRate', () => {
  it('rounds half to even', () => {
    expect(convertAtRate('0.125', '1', 2)).toBe('0.12');
    expect(convertAtRate('0.135', '1', 2)).toBe('0.14');
    expect(convertAtRate('0.145', '1', 2)).toBe('0.14');
    expect(convertAtRate('0.1251', '1', 2)).toBe('0.13');
    expect(convertAtRate('2.5', '1', 0)).toBe('2');
    expect(convertAtRate('3.5', '1', 0)).toBe('4');
  });

  it('multiplies exactly before rounding', () => {
    expect(convertAtRate('100', '1550.25', 2)).toBe('155025.00');
    expect(convertAtRate('20.000001', '0.92', 2)).toBe('18.40');
    expect(convertAtRate('0.1', '0.2', 2)).toBe('0.02');
    expect(convertAtRate('1000000', '1', 6)).toBe('1000000.000000');
    // 0.1 × 3 is not 0.30000000000000004 here.
    expect(convertAtRate('0.1', '3', 17)).toBe('0.30000000000000000');
  });

  it('throws on malformed input rather than guessing', () => {
    expect(() => convertAtRate('1e3', '1', 2)).toThrow(RangeError);
    expect(() => convertAtRate('1', '-1', 2)).toThrow(RangeError);
  });

  it('matches exact rational rounding for any amount and rate', () => {
    fc.assert(
      fc.property(decimalText(6), decimalText(8), fc.integer({ min: 0, max: 6 }), (amount, rate, digits) => {
        // Reference: value = a/10^sa × r/10^sr; result units = round(value × 10^digits).
        const [ai, af = ''] = amount.split('.');
        const [ri, rf = ''] = rate.split('.');
        const numerator = BigInt(ai! + af) * BigInt(ri! + rf) * 10n ** BigInt(digits);
        const denominator = 10n ** BigInt(af.length + rf.length);
        const floor = numerator / denominator;
        const remainder = numerator - floor * denominator;
        let expected = floor;
        if (remainder * 2n > denominator || (remainder * 2n === denominator && floor % 2n === 1n)) expected += 1n;
        expect(convertAtRate(amount, rate, digits)).toBe(formatDecimal(expected, digits));
      }),
    );
  });

  it('is off from the exact product by at most half a unit of the last digit', () => {
    fc.assert(
      fc.property(decimalText(6), decimalText(6), (amount, rate) => {
        const result = convertAtRate(amount, rate, 2);
        const exact = convertAtRate(amount, rate, 12);
        const diff = parseDecimal(result, 12)! - parseDecimal(exact, 12)!;
        expect(diff <= 5n * 10n ** 9n && diff >= -5n * 10n ** 9n).toBe(true);
      }),
    );
  });
});

describe('compareDecimal and isDecimalInRange', () => {
  it('compares numerically across precisions', () => {
    expect(compareDecimal('20', '20.000000')).toBe(0);
    expect(compareDecimal('19.999999', '20')).toBe(-1);
    expect(compareDecimal('100', '99.99')).toBe(1);
    expect(compareDecimal('0.5', '0.45')).toBe(1);
  });

  it('agrees with bigint comparison of scaled units', () => {
    fc.assert(
      fc.property(decimalText(6), decimalText(6), (a, b) => {
        const x = parseDecimal(a, 6)!;
        const y = parseDecimal(b, 6)!;
        expect(compareDecimal(a, b)).toBe(x < y ? -1 : x > y ? 1 : 0);
        expect(compareDecimal(b, a)).toBe(-compareDecimal(a, b) || 0);
      }),
    );
  });

  it('includes both bounds', () => {
    expect(isDecimalInRange('20', '20', '1000000')).toBe(true);
    expect(isDecimalInRange('1000000.00', '20', '1000000')).toBe(true);
    expect(isDecimalInRange('19.99', '20', '1000000')).toBe(false);
    expect(isDecimalInRange('1000000.000001', '20', '1000000')).toBe(false);
  });
});

describe('decimalString', () => {
  it('accepts what parseDecimal accepts and explains what it rejects', () => {
    const schema = decimalString(2);
    expect(schema.safeParse('12.34').success).toBe(true);
    const result = schema.safeParse('12.345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be a decimal string with at most 2 fraction digits');
    expect(schema.safeParse(12.34).error?.issues[0]?.message).toBe('must be a string');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('is required');
  });

  it('agrees with parseDecimal on arbitrary text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), decimalText(8)), (text) => {
        expect(decimalString(6).safeParse(text).success).toBe(parseDecimal(text, 6) !== null);
      }),
    );
  });
});
