import type { Database } from 'better-sqlite3';
import type { ProviderOnrampStatus } from '../../src/domain/state-machines.js';
import { livemodeFlag, type DataSet } from '../data-set.js';

/** Where the business sends the fiat: the `banking_details_received` webhook's account [ours]. */
export interface SettlementAccount {
  bank_name: string;
  account_name: string;
  account_number: string;
  currency: string;
  amount: string;
  reference: string;
}

export interface OnrampRow {
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
  /** JSON of a SettlementAccount; null until the banking details are sent. */
  settlement_account: string | null;
  status: ProviderOnrampStatus;
  created_at: string;
  updated_at: string;
}

export function settlementAccountOf(row: OnrampRow): SettlementAccount | null {
  return row.settlement_account === null ? null : (JSON.parse(row.settlement_account) as SettlementAccount);
}

/** The B2B on-ramp as the contract's API and webhooks show it: the docs' answer plus the wallet and the settlement account. */
export function onrampRecord(row: OnrampRow) {
  return {
    transaction_id: row.id,
    reference: row.reference,
    type: 'onramp' as const,
    customer_id: row.customer_id,
    stables: row.stables,
    network: row.network,
    wallet_address: row.wallet_address,
    amount: row.amount,
    currency: row.currency,
    payout_amount: row.payout_amount,
    rate: Number(row.rate),
    transaction_status: row.status,
    payment_method: row.payment_method,
    banking_details: settlementAccountOf(row),
    date_created: row.created_at,
  };
}

export class OnrampRepository {
  constructor(private readonly db: Database) {}

  insert(row: OnrampRow): void {
    this.db
      .prepare(
        `INSERT INTO onramps (id, business_id, livemode, reference, customer_id, stables, network, wallet_address,
           amount, currency, payout_amount, rate, payment_method, payment_details, settlement_account, status, created_at, updated_at)
         VALUES (@id, @business_id, @livemode, @reference, @customer_id, @stables, @network, @wallet_address,
           @amount, @currency, @payout_amount, @rate, @payment_method, @payment_details, @settlement_account, @status, @created_at, @updated_at)`,
      )
      .run(row);
  }

  byId(id: string): OnrampRow | null {
    return (this.db.prepare('SELECT * FROM onramps WHERE id = ?').get(id) as OnrampRow | undefined) ?? null;
  }

  inDataSet(dataSet: DataSet, id: string): OnrampRow | null {
    const row = this.byId(id);
    return row && row.business_id === dataSet.businessId && row.livemode === livemodeFlag(dataSet) ? row : null;
  }

  /** The on-ramp a proof of payment names by its reference, in the caller's data set. */
  byReference(dataSet: DataSet, reference: string): OnrampRow | null {
    return (
      (this.db
        .prepare('SELECT * FROM onramps WHERE business_id = ? AND livemode = ? AND reference = ?')
        .get(dataSet.businessId, livemodeFlag(dataSet), reference) as OnrampRow | undefined) ?? null
    );
  }

  setStatus(id: string, status: ProviderOnrampStatus, at: string): void {
    this.db.prepare('UPDATE onramps SET status = ?, updated_at = ? WHERE id = ?').run(status, at, id);
  }

  setSettlementAccount(id: string, account: SettlementAccount, at: string): void {
    this.db.prepare('UPDATE onramps SET settlement_account = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(account), at, id);
  }
}
