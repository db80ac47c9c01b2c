import type { Database } from 'better-sqlite3';
import type { OfframpStatus } from '../../src/domain/state-machines.js';
import { livemodeFlag, type DataSet } from '../data-set.js';
import { depositAddress } from '../deposit-address.js';

export interface OfframpRow {
  id: string;
  business_id: string;
  livemode: number;
  reference: string;
  customer_id: string;
  stables: string;
  network: string;
  wallet_address: string;
  amount: string;
  currency: string;
  payout_amount: string;
  rate: string;
  payment_method: string;
  payment_details: string;
  status: OfframpStatus;
  created_at: string;
  updated_at: string;
}

/** The B2B off-ramp result of seed 2.3, plus where to send the stablecoin, as the contract's API and webhooks show it. */
export function offrampRecord(row: OfframpRow) {
  return {
    transaction_id: row.id,
    reference: row.reference,
    type: 'offramp' as const,
    customer_id: row.customer_id,
    stables: row.stables,
    network: row.network,
    wallet_address: row.wallet_address,
    deposit_address: depositAddress(row.network, row.id),
    amount: row.amount,
    currency: row.currency,
    payout_amount: row.payout_amount,
    // The seed types the rate as a JSON number; it is stored exactly as text.
    rate: Number(row.rate),
    transaction_status: row.status,
    payment_method: row.payment_method,
    date_created: row.created_at,
  };
}

export class OfframpRepository {
  constructor(private readonly db: Database) {}

  insert(row: OfframpRow): void {
    this.db
      .prepare(
        `INSERT INTO offramps (id, business_id, livemode, reference, customer_id, stables, network, wallet_address,
           amount, currency, payout_amount, rate, payment_method, payment_details, status, created_at, updated_at)
         VALUES (@id, @business_id, @livemode, @reference, @customer_id, @stables, @network, @wallet_address,
           @amount, @currency, @payout_amount, @rate, @payment_method, @payment_details, @status, @created_at, @updated_at)`,
      )
      .run(row);
  }

  byId(id: string): OfframpRow | null {
    return (this.db.prepare('SELECT * FROM offramps WHERE id = ?').get(id) as OfframpRow | undefined) ?? null;
  }

  inDataSet(dataSet: DataSet, id: string): OfframpRow | null {
    const row = this.byId(id);
    return row && row.business_id === dataSet.businessId && row.livemode === livemodeFlag(dataSet) ? row : null;
  }

  setStatus(id: string, status: OfframpStatus, at: string): void {
    this.db.prepare('UPDATE offramps SET status = ?, updated_at = ? WHERE id = ?').run(status, at, id);
  }
}
