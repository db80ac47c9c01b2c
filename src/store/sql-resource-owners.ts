// Resource owners in the gateway's database: one row per (resource, key fingerprint), its
// expiry pushed back when the key sees the resource again. A listing grants every item it
// shows, so grants this instance made lately (within a tenth of the time to live) are not
// written again: the hot path of repeated listings then writes nothing.

import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { ownershipKey, type ResourceOwners, type ResourceRef } from '../events/resource-owners.js';
import type { Database, SqlValue } from './database.js';

/** Grants remembered as recently written; beyond this many the memory starts afresh. */
const REMEMBERED_GRANTS = 50_000;

export class SqlResourceOwners implements ResourceOwners {
  private readonly writtenAt = new LRUCache<string, number>({ max: REMEMBERED_GRANTS });

  constructor(
    private readonly db: Database,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async grant(fingerprint: string, resources: readonly ResourceRef[]): Promise<number> {
    // One row per resource: PostgreSQL refuses an upsert that would touch the same row twice.
    const now = this.now();
    const ttlMs = this.ttlSeconds * 1000;
    const renewAfter = now - ttlMs / 10;
    const distinct = new Map<string, ResourceRef>();
    let keptUntil = Infinity;
    for (const r of resources) {
      const key = ownershipKey(fingerprint, r);
      const written = this.writtenAt.get(key) ?? -Infinity;
      if (written <= renewAfter) distinct.set(key, r);
      else keptUntil = Math.min(keptUntil, written + ttlMs);
    }
    if (distinct.size === 0) return keptUntil;
    const expiresAt = now + ttlMs;
    const params: SqlValue[] = [fingerprint, expiresAt];
    const values: string[] = [];
    for (const r of distinct.values()) {
      params.push(r.dataSet, r.kind, r.id);
      const n = params.length;
      values.push(`($${n - 2}, $${n - 1}, $${n}, $1, $2)`);
    }
    await this.db.query(
      `INSERT INTO resource_owners (data_set, kind, resource_id, key_fingerprint, expires_at) VALUES ${values.join(', ')}
       ON CONFLICT (data_set, kind, resource_id, key_fingerprint) DO UPDATE SET expires_at = excluded.expires_at`,
      params,
    );
    for (const key of distinct.keys()) this.writtenAt.set(key, now);
    return Math.min(keptUntil, expiresAt);
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
