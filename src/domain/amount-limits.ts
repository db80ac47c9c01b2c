// Amount limits of the contract ("Amounts"): off-ramps are bounded in the
// stablecoin/ESP unit, on-ramps paid in fiat by the USD equivalent at the
// reference rate. Bounds are inclusive and compared exactly.

import { FIAT_DECIMALS, STABLECOIN_DECIMALS, convertAtRate, formatDecimal, isDecimalInRange, parseDecimal } from './money.js';
import { referenceRate, type RatedCurrency } from './reference-rates.js';

export const MIN_AMOUNT = '20';
export const MAX_AMOUNT = '1000000';

export interface AmountLimits {
  readonly min: string;
  readonly max: string;
}

/** Limits in the stablecoin/ESP unit (B2B off-ramp, ESP off-ramp, BRL on-ramp's stablecoin amount). */
export const STABLECOIN_LIMITS: AmountLimits = { min: MIN_AMOUNT, max: MAX_AMOUNT };

// Rates carry at most 4 fraction digits, so these products are exact.
const EXACT_DIGITS = 8;

function exactFiatBound(usd: string, currency: RatedCurrency): string {
  return convertAtRate(usd, referenceRate(currency), EXACT_DIGITS);
}

/** B2B and ESP off-ramp: 20 to 1,000,000 of the stablecoin or ESP unit. */
export function offrampAmountInRange(amount: string): boolean {
  return isDecimalInRange(amount, MIN_AMOUNT, MAX_AMOUNT);
}

/** BRL on-ramp: its `amount` is the stablecoin bought, worth 20 to 1,000,000 USD. */
export function brlOnrampAmountInRange(amount: string): boolean {
  return isDecimalInRange(amount, MIN_AMOUNT, MAX_AMOUNT);
}

/** A fiat amount (ESP on-ramp) worth 20 to 1,000,000 USD at the reference rate. */
export function fiatAmountInRange(currency: RatedCurrency, amount: string): boolean {
  return isDecimalInRange(amount, exactFiatBound(MIN_AMOUNT, currency), exactFiatBound(MAX_AMOUNT, currency));
}

/**
 * The fiat limits of a currency at 2 fraction digits, for error messages: the
 * minimum rounded up and the maximum rounded down, so both shown bounds pass
 * `fiatAmountInRange`.
 */
export function fiatAmountLimits(currency: RatedCurrency): AmountLimits {
  const scale = 10n ** BigInt(EXACT_DIGITS - FIAT_DECIMALS);
  const min = parseDecimal(exactFiatBound(MIN_AMOUNT, currency), EXACT_DIGITS) ?? 0n;
  const max = parseDecimal(exactFiatBound(MAX_AMOUNT, currency), EXACT_DIGITS) ?? 0n;
  return {
    min: formatDecimal((min + scale - 1n) / scale, FIAT_DECIMALS),
    max: formatDecimal(max / scale, FIAT_DECIMALS),
  };
}

/**
 * What an operation's amount must be, for checking it before the provider is asked: its
 * fraction digits and unit, and its limits when the operation offers the currency.
 */
export interface AmountRule {
  readonly decimals: number;
  /** What the amount is counted in, as messages name it: USDC, USDT, ESP or the fiat currency. */
  readonly unit: string;
  readonly limits?: AmountLimits & { inRange(amount: string): boolean };
}

/** A stablecoin or ESP amount: 6 fraction digits, 20 to 1,000,000 of the unit. */
export function stablecoinAmountRule(unit: 'USDC' | 'USDT' | 'ESP'): AmountRule {
  return { decimals: STABLECOIN_DECIMALS, unit, limits: { ...STABLECOIN_LIMITS, inRange: offrampAmountInRange } };
}

/**
 * A fiat amount (ESP on-ramp): 2 fraction digits, worth 20 to 1,000,000 USD at the reference
 * rate; without a currency the operation offers, only its digits are known.
 */
export function fiatAmountRule(currency: RatedCurrency | undefined): AmountRule {
  if (currency === undefined) return { decimals: FIAT_DECIMALS, unit: 'the currency' };
  return { decimals: FIAT_DECIMALS, unit: currency, limits: { ...fiatAmountLimits(currency), inRange: (amount) => fiatAmountInRange(currency, amount) } };
}
