import type { Database } from 'better-sqlite3';
import { livemodeFlag, type DataSet } from '../data-set.js';

/** The columns the offramps and onramps tables share: a B2B ramp's request, its price and its status. */
export interface OtcRampRow<Status extends string> {
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
  status: Status;
  created_at: string;
  updated_at: string;
}

const SHARED_COLUMNS = [
  'id', 'business_id', 'livemode', 'reference', 'customer_id', 'stables', 'network', 'wallet_address',
  'amount', 'currency', 'payout_amount', 'rate', 'payment_method', 'payment_details', 'status', 'created_at', 'updated_at',
] as const satisfies readonly (keyof OtcRampRow<string>)[];

/** The fields a B2B ramp's record shows in either direction, as the contract's API and webhooks show them. */
export function otcRampRecord<Type extends 'offramp' | 'onramp'>(row: OtcRampRow<string>, type: Type) {
  return {
    transaction_id: row.id,
    reference: row.reference,
    type,
    customer_id: row.customer_id,
    stables: row.stables,
    network: row.network,
    wallet_address: row.wallet_address,
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

/** The reads and writes both ramp tables answer; a direction's repository adds its own columns' and lookups. */
export class OtcRampRepository<Row extends OtcRampRow<string>> {
  private readonly insertSql: string;

  constructor(
    protected readonly db: Database,
    private readonly table: 'offramps' | 'onramps',
    extraColumns: readonly Exclude<keyof Row & string, keyof OtcRampRow<string>>[] = [],
  ) {
    const columns = [...SHARED_COLUMNS, ...extraColumns];
    this.insertSql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`;
  }

  insert(row: Row): void {
    this.db.prepare(this.insertSql).run(row);
  }

  byId(id: string): Row | null {
    return (this.db.prepare(`SELECT * FROM ${this.table} WHERE id = ?`).get(id) as Row | undefined) ?? null;
  }

  inDataSet(dataSet: DataSet, id: string): Row | null {
    const row = this.byId(id);
    return row && row.business_id === dataSet.businessId && row.livemode === livemodeFlag(dataSet) ? row : null;
  }

  setStatus(id: string, status: Row['status'], at: string): void {
    this.db.prepare(`UPDATE ${this.table} SET status = ?, updated_at = ? WHERE id = ?`).run(status, at, id);
  }
}
