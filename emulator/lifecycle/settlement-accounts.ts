import type { OnrampRow, SettlementAccount } from '../repositories/onramps.js';

const COLLECTIONS_BANK = { bank_name: 'Emulator Settlement Bank', account_name: 'Ramp Emulator OTC Collections' } as const;

/**
 * The account an on-ramp's fiat is paid into [ours: the docs name the webhook, not its fields]:
 * derived from the on-ramp's id so reads and restarts agree, with the reference the transfer
 * must carry to be matched.
 */
export function settlementAccountFor(row: OnrampRow): SettlementAccount {
  return {
    ...COLLECTIONS_BANK,
    account_number: (BigInt(`0x${row.id.slice(-10)}`) % 10_000_000_000n).toString().padStart(10, '0'),
    currency: row.currency,
    amount: row.amount,
    reference: row.reference,
  };
}
