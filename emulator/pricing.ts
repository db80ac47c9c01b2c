import { FIAT_DECIMALS, convertAtRate, formatDecimal, parseDecimal } from '../src/domain/money.js';
import { referenceRate, type RatedCurrency } from '../src/domain/reference-rates.js';

const ONRAMP_RATE_DIGITS = 8;
const REFERENCE_RATE_DIGITS = 4;

export type TradeDirection = 'onramp' | 'offramp';

/**
 * The rate the emulator quotes. Off-ramp: fiat units per 1 stablecoin (the
 * reference rate). On-ramp: stablecoin per 1 fiat unit, the reference rate's
 * inverse rounded half-even to 8 places. Either way payout = amount × rate.
 */
export function quotedRate(currency: RatedCurrency, direction: TradeDirection): string {
  const reference = referenceRate(currency);
  if (direction === 'offramp') return reference;
  const units = parseDecimal(reference, REFERENCE_RATE_DIGITS);
  if (units === null || units === 0n) throw new RangeError(`no reference rate for ${currency}`);
  const numerator = 10n ** BigInt(ONRAMP_RATE_DIGITS + REFERENCE_RATE_DIGITS);
  const quotient = numerator / units;
  const twiceRemainder = (numerator % units) * 2n;
  const roundUp = twiceRemainder > units || (twiceRemainder === units && quotient % 2n === 1n);
  return formatDecimal(roundUp ? quotient + 1n : quotient, ONRAMP_RATE_DIGITS);
}

/** amount × rate, half-even to 2 places (contract, rate quote). */
export function payoutAmount(amount: string, rate: string): string {
  return convertAtRate(amount, rate, FIAT_DECIMALS);
}
