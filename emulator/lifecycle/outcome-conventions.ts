import { parseDecimal } from '../../src/domain/money.js';

/**
 * Demo and test conventions that make the clock's outcome deterministic
 * (documented in docs/contract.md): the cents of the amount pick the ending.
 *   .13 → the transaction fails after processing (ESP: Failed)
 *   .14 → B2B: no funds arrive, pending → failed; ESP: Cancelled
 * Every other amount succeeds.
 */
export type ScriptedOutcome = 'succeed' | 'fail' | 'no_funds_or_cancel';

export function scriptedOutcome(amount: string): ScriptedOutcome {
  const units = parseDecimal(amount, 6);
  if (units === null) return 'succeed';
  const cents = (units / 10_000n) % 100n;
  if (cents === 13n) return 'fail';
  if (cents === 14n) return 'no_funds_or_cancel';
  return 'succeed';
}
