import type { Database } from 'better-sqlite3';
import type { EspStatus } from '../../src/domain/state-machines.js';
import { formatTransactionDate } from '../../src/domain/transaction-date.js';
import { livemodeFlag, type DataSet } from '../data-set.js';

export type EspDirection = 'onramp' | 'offramp';

export interface EspMethod {
  walletAddress: string | null;
  chatUsername: string | null;
  espCard: string | null;
  emailAddress: string | null;
}

export interface BankingDetails {
  bank_name: string;
  account_name: string;
  account_number: string;
  currency: string;
  amount: string;
  reference: string;
  expires_at: string;
}

export interface EspTransactionRow {
  id: string;
  business_id: string;
  livemode: number;
  reference: string;
  type: EspDirection;
  currency: string;
  amount: string;
  payout_amount: string;
  rate: string;
  bank_name: string;
  account_name: string | null;
  account_number: string;
  esp_method: string;
  banking_details: string | null;
  status: EspStatus;
  created_at: string;
  updated_at: string;
}

/** The ESP transaction record of seed 2.7. Amounts and rate are JSON numbers there; stored exactly as text. */
export function espTransactionRecord(row: EspTransactionRow) {
  const method = JSON.parse(row.esp_method) as EspMethod;
  return {
    transaction_id: row.id,
    transaction_reference: row.reference,
    transaction_type: row.type,
    stable: 'ESP' as const,
    currency: row.currency,
    amount: Number(row.amount),
    payout_amount: Number(row.payout_amount),
    rate: Number(row.rate),
    bank_name: row.bank_name,
    account_name: row.account_name,
    account_number: row.account_number,
    esp_method: {
      chatUsername: method.chatUsername,
      espCard: method.espCard,
      emailAddress: method.emailAddress,
      walletAddress: method.walletAddress,
    },
    transaction_status: row.status,
    transaction_date: formatTransactionDate(new Date(row.created_at)),
  };
}

export interface EspListingFilter {
  type?: EspDirection | undefined;
  status?: EspStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export interface EspListingPage {
  rows: EspTransactionRow[];
  total: number;
  summary: { total_transactions: number; total_onramps: number; total_offramps: number };
}

export class EspTransactionRepository {
  constructor(private readonly db: Database) {}

  insert(row: EspTransactionRow): void {
    this.db
      .prepare(
        `INSERT INTO esp_transactions (id, business_id, livemode, reference, type, currency, amount, payout_amount, rate,
           bank_name, account_name, account_number, esp_method, banking_details, status, created_at, updated_at)
         VALUES (@id, @business_id, @livemode, @reference, @type, @currency, @amount, @payout_amount, @rate,
           @bank_name, @account_name, @account_number, @esp_method, @banking_details, @status, @created_at, @updated_at)`,
      )
      .run(row);
  }

  byId(id: string): EspTransactionRow | null {
    return (this.db.prepare('SELECT * FROM esp_transactions WHERE id = ?').get(id) as EspTransactionRow | undefined) ?? null;
  }

  setStatus(id: string, status: EspStatus, at: string): void {
    this.db.prepare('UPDATE esp_transactions SET status = ?, updated_at = ? WHERE id = ?').run(status, at, id);
  }

  /**
   * One page, newest first with ties broken by id so pages never overlap. The
   * summary applies every filter except `type` (seed 4.5).
   */
  list(dataSet: DataSet, filter: EspListingFilter, page: number, limit: number): EspListingPage {
    const conditions = ['business_id = @businessId', 'livemode = @livemode'];
    const params: Record<string, string | number> = { businessId: dataSet.businessId, livemode: livemodeFlag(dataSet) };
    if (filter.status) {
      conditions.push('status = @status');
      params.status = filter.status;
    }
    if (filter.from) {
      conditions.push('created_at >= @from');
      params.from = filter.from.toISOString();
    }
    if (filter.to) {
      conditions.push('created_at <= @to');
      params.to = filter.to.toISOString();
    }
    const withoutType = conditions.join(' AND ');
    const summaryRow = this.db
      .prepare(
        `SELECT COUNT(*) AS total,
           COALESCE(SUM(type = 'onramp'), 0) AS onramps,
           COALESCE(SUM(type = 'offramp'), 0) AS offramps
         FROM esp_transactions WHERE ${withoutType}`,
      )
      .get(params) as { total: number; onramps: number; offramps: number };

    const withType = filter.type ? `${withoutType} AND type = @type` : withoutType;
    if (filter.type) params.type = filter.type;
    const { total } = this.db.prepare(`SELECT COUNT(*) AS total FROM esp_transactions WHERE ${withType}`).get(params) as {
      total: number;
    };
    const rows = this.db
      .prepare(
        `SELECT * FROM esp_transactions WHERE ${withType}
         ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit, offset: (page - 1) * limit }) as EspTransactionRow[];
    return {
      rows,
      total,
      summary: { total_transactions: summaryRow.total, total_onramps: summaryRow.onramps, total_offramps: summaryRow.offramps },
    };
  }
}
