// Amount limits of the contract ("Amounts"): off-ramps are bounded in the
// stablecoin/ESP unit, on-ramps paid in fiat by the USD equivalent at the
// reference rate. Bounds are inclusive and compared exactly.

import { FIAT_DECIMALS, convertAtRate, formatDecimal, isDecimalInRange, parseDecimal } from './money.js';
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
