import type { Database } from 'better-sqlite3';
import type { OfframpStatus } from '../../src/domain/state-machines.js';
import { depositAddress } from '../deposit-address.js';
import { OtcRampRepository, otcRampRecord, type OtcRampRow } from './otc-ramps.js';

export type OfframpRow = OtcRampRow<OfframpStatus>;

/** The B2B off-ramp result of seed 2.3, plus where to send the stablecoin, as the contract's API and webhooks show it. */
export function offrampRecord(row: OfframpRow) {
  return { ...otcRampRecord(row, 'offramp'), deposit_address: depositAddress(row.network, row.id) };
}

export class OfframpRepository extends OtcRampRepository<OfframpRow> {
  constructor(db: Database) {
    super(db, 'offramps');
  }
}
