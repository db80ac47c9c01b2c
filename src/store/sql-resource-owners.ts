// Resource owners in the gateway's database: one row per (resource, key fingerprint), its
// expiry pushed back when the key sees the resource again. A listing grants every item it shows
// in one statement; a grant renewed less than a tenth of the time to live ago is left as it is,
// so a listing shown again writes no row, on whichever instance it is shown.

import { z } from 'zod';
import type { ResourceOwners, ResourceRef } from '../events/resource-owners.js';
import type { Database, SqlValue } from './database.js';

export class SqlResourceOwners implements ResourceOwners {
  constructor(
    private readonly db: Database,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async grant(fingerprint: string, resources: readonly ResourceRef[]): Promise<void> {
    if (resources.length === 0) return;
    const ttlMs = this.ttlSeconds * 1000;
    const expiresAt = this.now() + ttlMs;
    const params: SqlValue[] = [fingerprint, expiresAt, expiresAt - ttlMs / 10];
    // One row per resource (PostgreSQL refuses an upsert that would touch the same row twice), in
    // resource order, so the same key's grants on two instances lock their rows in the same order.
    const distinct = new Map<string, ResourceRef>();
    for (const r of resources) distinct.set(`${r.dataSet}\u0000${r.kind}\u0000${r.id}`, r);
    const values: string[] = [];
    for (const key of [...distinct.keys()].sort()) {
      const r = distinct.get(key)!;
      params.push(r.dataSet, r.kind, r.id);
      const n = params.length;
      values.push(`($${n - 2}, $${n - 1}, $${n})`);
    }
    // Fresh grants are left out by a plain read before the upsert: PostgreSQL locks every row an
    // upsert meets, even one its WHERE leaves alone, and identical listings would wait on each other.
    await this.db.query(
      `INSERT INTO resource_owners (data_set, kind, resource_id, key_fingerprint, expires_at)
       SELECT column1, column2, column3, CAST($1 AS TEXT), CAST($2 AS BIGINT) FROM (VALUES ${values.join(', ')}) AS page
       WHERE NOT EXISTS (SELECT 1 FROM resource_owners AS granted WHERE granted.data_set = page.column1 AND granted.kind = page.column2
         AND granted.resource_id = page.column3 AND granted.key_fingerprint = $1 AND granted.expires_at >= $3)
       ON CONFLICT (data_set, kind, resource_id, key_fingerprint) DO UPDATE SET expires_at = excluded.expires_at
       WHERE resource_owners.expires_at < $3`,
      params,
    );
  }

  async ownersOf(r: ResourceRef): Promise<string[]> {
    const { rows } = await this.db.query(
      'SELECT key_fingerprint FROM resource_owners WHERE data_set = $1 AND kind = $2 AND resource_id = $3 AND expires_at > $4',
      [r.dataSet, r.kind, r.id, this.now()],
    );
    return rows.map((row) => z.string().parse(row.key_fingerprint));
  }

  async isOwner(r: ResourceRef, fingerprint: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 AS owner FROM resource_owners WHERE data_set = $1 AND kind = $2 AND resource_id = $3 AND key_fingerprint = $4 AND expires_at > $5',
      [r.dataSet, r.kind, r.id, fingerprint, this.now()],
    );
    return rows.length > 0;
  }
}
