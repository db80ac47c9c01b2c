// Keys' businesses in the gateway's database: one row per key fingerprint, kept for good (a key
// never changes business). A second, different business makes the row conflicting (NULL); the
// first business stays in first_business_id, never changed, for the records made under it.

import { z } from 'zod';
import type { KeyBusinesses, LearntBusiness } from '../idempotency/key-businesses.js';
import type { Database } from './database.js';

const businessRow = z.object({ business_id: z.string().nullable() });
const learntRow = z.object({ business_id: z.string().nullable(), first_business_id: z.string().nullable() });

export class SqlKeyBusinesses implements KeyBusinesses {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async learn(fingerprints: readonly string[], business: string): Promise<void> {
    for (const fingerprint of new Set(fingerprints)) {
      await this.db.query(
        `INSERT INTO key_businesses (key_fingerprint, business_id, first_business_id, learnt_at) VALUES ($1, $2, $2, $3)
         ON CONFLICT (key_fingerprint) DO UPDATE SET business_id = NULL, learnt_at = excluded.learnt_at
         WHERE key_businesses.business_id IS NOT NULL AND key_businesses.business_id <> excluded.business_id`,
        [fingerprint, business, this.now()],
      );
    }
  }

  async businessOf(fingerprint: string): Promise<string | undefined> {
    const { rows } = await this.db.query('SELECT business_id FROM key_businesses WHERE key_fingerprint = $1', [fingerprint]);
    return rows.length === 0 ? undefined : (businessRow.parse(rows[0]).business_id ?? undefined);
  }

  async learntOf(fingerprint: string): Promise<LearntBusiness> {
    const { rows } = await this.db.query('SELECT business_id, first_business_id FROM key_businesses WHERE key_fingerprint = $1', [fingerprint]);
    if (rows.length === 0) return { business: undefined, first: undefined };
    const row = learntRow.parse(rows[0]);
    return { business: row.business_id ?? undefined, first: row.first_business_id ?? undefined };
  }
}
