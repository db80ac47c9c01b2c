import type { Database } from 'better-sqlite3';
import type { DataSet } from '../data-set.js';

export interface WebhookTarget {
  url: string | null;
  secret: string;
  /** Also send the secret itself in `bridge-webhook-secret` (the provider's legacy mode); off unless asked for. */
  legacySecretHeader?: boolean | undefined;
}

export interface KeyOwner extends DataSet {
  active: boolean;
}

/** The businesses, their API keys and their webhook target. */
export class BusinessRepository {
  constructor(private readonly db: Database) {}

  /**
   * Creates the business if needed and (re)binds its keys, so a restart with
   * other configured keys replaces the old ones rather than adding to them.
   */
  seed(business: { id: string; name: string }, keys: { test: string; live: string; moreTest?: readonly string[] }, target: WebhookTarget): void {
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO businesses (id, name) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET name = excluded.name')
        .run(business.id, business.name);
      this.db.prepare('DELETE FROM api_keys WHERE business_id = ?').run(business.id);
      const insertKey = this.db.prepare('INSERT INTO api_keys (key, business_id, livemode) VALUES (?, ?, ?)');
      insertKey.run(keys.test, business.id, 0);
      insertKey.run(keys.live, business.id, 1);
      for (const key of keys.moreTest ?? []) insertKey.run(key, business.id, 0);
      this.db
        .prepare(
          'INSERT INTO webhook_targets (business_id, url, secret, legacy_secret_header) VALUES (?, ?, ?, ?) ON CONFLICT(business_id) DO NOTHING',
        )
        .run(business.id, target.url, target.secret, target.legacySecretHeader ? 1 : 0);
    })();
  }

  ownerOfKey(key: string): KeyOwner | null {
    const row = this.db
      .prepare(
        `SELECT k.business_id AS businessId, k.livemode AS livemode, b.active AS active
         FROM api_keys k JOIN businesses b ON b.id = k.business_id WHERE k.key = ?`,
      )
      .get(key) as { businessId: string; livemode: number; active: number } | undefined;
    if (!row) return null;
    return { businessId: row.businessId, livemode: row.livemode === 1, active: row.active === 1 };
  }

  nameOf(businessId: string): string {
    const row = this.db.prepare('SELECT name FROM businesses WHERE id = ?').get(businessId) as { name: string } | undefined;
    return row?.name ?? businessId;
  }

  setActive(businessId: string, active: boolean): void {
    this.db.prepare('UPDATE businesses SET active = ? WHERE id = ?').run(active ? 1 : 0, businessId);
  }

  webhookTarget(businessId: string): WebhookTarget | null {
    const row = this.db
      .prepare('SELECT url, secret, legacy_secret_header AS legacySecretHeader FROM webhook_targets WHERE business_id = ?')
      .get(businessId) as { url: string | null; secret: string; legacySecretHeader: number } | undefined;
    return row ? { ...row, legacySecretHeader: row.legacySecretHeader === 1 } : null;
  }

  setWebhookTarget(businessId: string, target: WebhookTarget): void {
    this.db
      .prepare(
        `INSERT INTO webhook_targets (business_id, url, secret, legacy_secret_header) VALUES (?, ?, ?, ?)
         ON CONFLICT(business_id) DO UPDATE SET url = excluded.url, secret = excluded.secret,
           legacy_secret_header = excluded.legacy_secret_header`,
      )
      .run(businessId, target.url, target.secret, target.legacySecretHeader ? 1 : 0);
  }
}
