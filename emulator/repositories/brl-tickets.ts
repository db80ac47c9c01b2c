import type { Database } from 'better-sqlite3';
import type { BrlTicketStatus } from '../../src/domain/state-machines.js';
import { livemodeFlag, type DataSet } from '../data-set.js';

export interface BrlTicketRow {
  id: string;
  business_id: string;
  livemode: number;
  amount: string;
  brl_amount: string;
  rate: string;
  stables: string;
  wallet_id: string;
  payment_code: string;
  status: BrlTicketStatus;
  expires_at: string;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What the emulator shows of a ticket outside its creation response (control API, webhooks). */
export function brlTicketRecord(row: BrlTicketRow) {
  return {
    ticket_id: row.id,
    status: row.status,
    stables: row.stables,
    amount: row.amount,
    brl_amount: row.brl_amount,
    paid_amount: row.status === 'paid' ? row.brl_amount : null,
    wallet_id: row.wallet_id,
    payment_code: row.payment_code,
    expires_at: row.expires_at,
    paid_at: row.paid_at,
  };
}

export class BrlTicketRepository {
  constructor(private readonly db: Database) {}

  insert(row: BrlTicketRow): void {
    this.db
      .prepare(
        `INSERT INTO brl_tickets (id, business_id, livemode, amount, brl_amount, rate, stables, wallet_id, payment_code,
           status, expires_at, paid_at, created_at, updated_at)
         VALUES (@id, @business_id, @livemode, @amount, @brl_amount, @rate, @stables, @wallet_id, @payment_code,
           @status, @expires_at, @paid_at, @created_at, @updated_at)`,
      )
      .run(row);
  }

  byId(id: string): BrlTicketRow | null {
    return (this.db.prepare('SELECT * FROM brl_tickets WHERE id = ?').get(id) as BrlTicketRow | undefined) ?? null;
  }

  inDataSet(dataSet: DataSet, id: string): BrlTicketRow | null {
    const row = this.byId(id);
    return row && row.business_id === dataSet.businessId && row.livemode === livemodeFlag(dataSet) ? row : null;
  }

  setStatus(id: string, status: BrlTicketStatus, at: string): void {
    this.db
      .prepare(`UPDATE brl_tickets SET status = ?, updated_at = ?, paid_at = CASE WHEN ? = 'paid' THEN ? ELSE paid_at END WHERE id = ?`)
      .run(status, at, status, at, id);
  }
}
