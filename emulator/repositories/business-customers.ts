import type { Database } from 'better-sqlite3';
import type { VerificationStatus } from '../../src/domain/state-machines.js';
import { livemodeFlag, type DataSet } from '../data-set.js';

/** The decision the emulated reviewer reaches after `in_review`. */
export type ReviewOutcome = 'approved' | 'rejected' | 'more_info';

export interface BusinessCustomerRow {
  id: string;
  business_id: string;
  livemode: number;
  business_name: string;
  business_email: string;
  phone_number: string;
  registered_address: string;
  registered_country: string;
  status: VerificationStatus;
  review_outcome: ReviewOutcome | null;
  kyb_submission: string | null;
  created_at: string;
  updated_at: string;
}

export interface KybLinkRow {
  token: string;
  customer_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export class BusinessCustomerRepository {
  constructor(private readonly db: Database) {}

  insert(row: BusinessCustomerRow): void {
    this.db
      .prepare(
        `INSERT INTO business_customers (id, business_id, livemode, business_name, business_email, phone_number,
           registered_address, registered_country, status, review_outcome, kyb_submission, created_at, updated_at)
         VALUES (@id, @business_id, @livemode, @business_name, @business_email, @phone_number,
           @registered_address, @registered_country, @status, @review_outcome, @kyb_submission, @created_at, @updated_at)`,
      )
      .run(row);
  }

  byId(id: string): BusinessCustomerRow | null {
    return (
      (this.db.prepare('SELECT * FROM business_customers WHERE id = ?').get(id) as BusinessCustomerRow | undefined) ?? null
    );
  }

  inDataSet(dataSet: DataSet, id: string): BusinessCustomerRow | null {
    const row = this.byId(id);
    return row && row.business_id === dataSet.businessId && row.livemode === livemodeFlag(dataSet) ? row : null;
  }

  setStatus(id: string, status: VerificationStatus, at: string): void {
    this.db.prepare('UPDATE business_customers SET status = ?, updated_at = ? WHERE id = ?').run(status, at, id);
  }

  recordSubmission(id: string, submission: Record<string, string>, outcome: ReviewOutcome): void {
    this.db
      .prepare('UPDATE business_customers SET kyb_submission = ?, review_outcome = ? WHERE id = ?')
      .run(JSON.stringify(submission), outcome, id);
  }

  insertLink(link: KybLinkRow): void {
    this.db
      .prepare('INSERT INTO kyb_links (token, customer_id, expires_at, used_at, created_at) VALUES (@token, @customer_id, @expires_at, @used_at, @created_at)')
      .run(link);
  }

  link(token: string): KybLinkRow | null {
    return (this.db.prepare('SELECT * FROM kyb_links WHERE token = ?').get(token) as KybLinkRow | undefined) ?? null;
  }

  latestLink(customerId: string): KybLinkRow | null {
    return (
      (this.db
        .prepare('SELECT * FROM kyb_links WHERE customer_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
        .get(customerId) as KybLinkRow | undefined) ?? null
    );
  }

  /** Marks the link used unless it already was; false when another submission won. */
  useLink(token: string, at: string): boolean {
    return this.db.prepare('UPDATE kyb_links SET used_at = ? WHERE token = ? AND used_at IS NULL').run(at, token).changes === 1;
  }
}
