// Resource owners in the gateway's database: one row per (resource, key fingerprint), its
// expiry pushed back when the key sees the resource again. A listing grants every item it shows
// in one statement; a grant renewed less than a tenth of the time to live ago is left as it is,
// so a listing shown again writes no row, on whichever instance it is shown. A grant that is new
// or revived is marked as owing the key its resource's current status (events_owed) until it is copied.
// Each instance also remembers the grants it found fresh and paid, for that tenth of the time to
// live: a listing shown again on it sends no statement at all. Forgetting one (another instance,
// a restart, the memory full) costs only the statement; a remembered grant is at least nine tenths
// of its time to live from expiring whenever the memory skips it.

import { z } from 'zod';
import { FreshGrants } from './fresh-grants.js';
import { dataSetSchema } from '../../domain/data-sets.js';
import { RESOURCE_KINDS } from '../../domain/state-machines.js';
import { resourceKey, type ResourceOwners, type ResourceRef } from './resource-owners.js';
import type { Database, Queryable, SqlValue } from '../../store/database.js';
import { distinctSorted, matchingResources, resourcePlaceholders } from './sql-resource-refs.js';

/**
 * How far another instance's clock may run ahead of this one's: an append there takes a grant for
 * expired this much before it expires here, so a grant renewed within it is revived owing events.
 */
const CLOCK_SKEW_MARGIN_MS = 60_000;
/** How many (key, resource) grants an instance remembers as fresh. */
const REMEMBERED_GRANTS = 50_000;

const refRow = z.object({ data_set: dataSetSchema, kind: z.enum(RESOURCE_KINDS), resource_id: z.string() });
const owedRow = z.object({ events_owed: z.coerce.number() });
const grantedRow = refRow.extend(owedRow.shape);

export class SqlResourceOwners implements ResourceOwners {
  /** Until when (this store's clock) a grant is known fresh and paid, by key fingerprint and resource. */
  private readonly freshUntil = new FreshGrants(REMEMBERED_GRANTS);

  constructor(
    private readonly db: Database,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async grant(fingerprint: string, resources: readonly ResourceRef[]): Promise<ResourceRef[]> {
    const now = this.now();
    const unknown = resources.filter((r) => (this.freshUntil.get(fingerprint, r) ?? 0) <= now);
    if (unknown.length === 0) return [];
    const owed = await this.upsert(fingerprint, unknown, now);
    const owedKeys = new Set(owed.map((r) => resourceKey(r)));
    this.remember(fingerprint, unknown.filter((r) => !owedKeys.has(resourceKey(r))), now);
    return owed;
  }

  async grantLocked(tx: Queryable, fingerprint: string, resources: readonly ResourceRef[]): Promise<ResourceRef[]> {
    const now = this.now();
    const { expiresAt, renewBefore, reviveBefore } = this.grantBounds(now);
    const owed: ResourceRef[] = [];
    for (const r of distinctSorted(resources)) {
      if ((this.freshUntil.get(fingerprint, r) ?? 0) > now) continue;
      // A resource with no event yet has nothing to copy: its grant is written paid. One with events
      // (a webhook came first, or the key acted on a resource it did not own) owes, as a grant does
      // outside a transaction, and is paid in this one.
      const { rows } = await tx.query(
        `INSERT INTO resource_owners (data_set, kind, resource_id, key_fingerprint, expires_at, events_owed)
         VALUES ($1, $2, $3, $4, $5, CASE WHEN EXISTS (SELECT 1 FROM status_events e WHERE e.data_set = $1 AND e.kind = $2 AND e.resource_id = $3) THEN 1 ELSE 0 END)
         ON CONFLICT (data_set, kind, resource_id, key_fingerprint) DO UPDATE
         SET expires_at = CASE WHEN resource_owners.expires_at < $6 THEN excluded.expires_at ELSE resource_owners.expires_at END,
           events_owed = CASE WHEN resource_owners.expires_at <= $7 OR resource_owners.events_owed = 1 THEN excluded.events_owed ELSE 0 END
         WHERE resource_owners.expires_at < $6 OR resource_owners.events_owed = 1
         RETURNING events_owed`,
        [r.dataSet, r.kind, r.id, fingerprint, expiresAt, renewBefore, reviveBefore],
      );
      if (rows.some((row) => owedRow.parse(row).events_owed === 1)) owed.push(r);
    }
    return owed;
  }

  paid(fingerprint: string, resources: readonly ResourceRef[]): void {
    this.remember(fingerprint, resources, this.now());
  }

  /** `resources` granted to the key fresh and paid as of `now`: the statement may skip them for the renewal window. */
  private remember(fingerprint: string, resources: readonly ResourceRef[], now: number): void {
    const until = now + (this.ttlSeconds * 1000) / 10;
    for (const r of resources) this.freshUntil.set(fingerprint, r, until);
  }

  /**
   * A grant made `now`: until when it holds; before when an existing one is renewed (it was renewed
   * more than a tenth of the time to live ago); before when one counts as expired and is revived
   * owing events (another instance's clock may run ahead by up to the skew margin).
   */
  private grantBounds(now: number): { expiresAt: number; renewBefore: number; reviveBefore: number } {
    const ttlMs = this.ttlSeconds * 1000;
    return { expiresAt: now + ttlMs, renewBefore: now + ttlMs - ttlMs / 10, reviveBefore: now + Math.min(CLOCK_SKEW_MARGIN_MS, ttlMs / 10) };
  }

  private async upsert(fingerprint: string, resources: readonly ResourceRef[], now: number): Promise<ResourceRef[]> {
    const { expiresAt, renewBefore, reviveBefore } = this.grantBounds(now);
    const params: SqlValue[] = [fingerprint, expiresAt, renewBefore, reviveBefore];
    // One row per resource (PostgreSQL refuses an upsert that would touch the same row twice), in
    // resource order, so the same key's grants on two instances lock their rows in the same order.
    const values = distinctSorted(resources).map((r) => `(${resourcePlaceholders(params, r).join(', ')})`);
    // Fresh grants are left out by a plain read before the upsert: PostgreSQL locks every row an
    // upsert meets, even one its WHERE leaves alone, and identical listings would wait on each other.
    // A grant that had expired (or was about to, by another instance's clock) is revived owing
    // events: those written meanwhile may not name the key.
    const { rows } = await this.db.query(
      `INSERT INTO resource_owners (data_set, kind, resource_id, key_fingerprint, expires_at, events_owed)
       SELECT column1, column2, column3, CAST($1 AS TEXT), CAST($2 AS BIGINT), 1 FROM (VALUES ${values.join(', ')}) AS page
       WHERE NOT EXISTS (SELECT 1 FROM resource_owners AS granted WHERE granted.data_set = page.column1 AND granted.kind = page.column2
         AND granted.resource_id = page.column3 AND granted.key_fingerprint = $1 AND granted.expires_at >= $3 AND granted.events_owed = 0)
       ON CONFLICT (data_set, kind, resource_id, key_fingerprint) DO UPDATE
       SET expires_at = CASE WHEN resource_owners.expires_at < $3 THEN excluded.expires_at ELSE resource_owners.expires_at END,
         events_owed = CASE WHEN resource_owners.expires_at <= $4 THEN 1 ELSE resource_owners.events_owed END
       WHERE resource_owners.expires_at < $3 OR resource_owners.events_owed = 1
       RETURNING data_set, kind, resource_id, events_owed`,
      params,
    );
    return rows.map((row) => grantedRow.parse(row)).filter((row) => row.events_owed === 1).map(refOf);
  }

  async takeOwed(tx: Queryable, fingerprint: string, resources: readonly ResourceRef[]): Promise<ResourceRef[]> {
    if (resources.length === 0) return [];
    if (resources.length === 1) {
      // One row (a creation's grant): nothing to order, one statement.
      const [r] = resources as [ResourceRef];
      const { rows } = await tx.query(
        `UPDATE resource_owners SET events_owed = 0
         WHERE data_set = $1 AND kind = $2 AND resource_id = $3 AND key_fingerprint = $4 AND events_owed = 1
         RETURNING data_set, kind, resource_id`,
        [r.dataSet, r.kind, r.id, fingerprint],
      );
      return rows.map((row) => refOf(refRow.parse(row)));
    }
    const params: SqlValue[] = [fingerprint];
    const values = distinctSorted(resources).map((r, index) => `(${[...resourcePlaceholders(params, r), index].join(', ')})`);
    // Rows locked in the order grant's upsert locks them (the page's), so the two never wait on
    // each other in a circle; another instance paying the same grants waits, then finds them paid.
    const lock = this.db.dialect.name === 'postgres' ? ' FOR UPDATE OF o' : '';
    const { rows } = await tx.query(
      `SELECT o.data_set, o.kind, o.resource_id FROM (VALUES ${values.join(', ')}) AS page
       JOIN resource_owners o ON o.data_set = page.column1 AND o.kind = page.column2 AND o.resource_id = page.column3 AND o.key_fingerprint = $1
       WHERE o.events_owed = 1 ORDER BY page.column4${lock}`,
      params,
    );
    const owed = rows.map((row) => refOf(refRow.parse(row)));
    if (owed.length === 0) return [];
    const paid: SqlValue[] = [fingerprint];
    await tx.query(`UPDATE resource_owners SET events_owed = 0 WHERE key_fingerprint = $1 AND (${matchingResources(paid, owed)})`, paid);
    return owed;
  }

  async owedTo(fingerprint: string): Promise<ResourceRef[]> {
    const { rows } = await this.db.query('SELECT data_set, kind, resource_id FROM resource_owners WHERE key_fingerprint = $1 AND events_owed = 1', [fingerprint]);
    return rows.map((row) => refOf(refRow.parse(row)));
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

const refOf = (row: z.infer<typeof refRow>): ResourceRef => ({ dataSet: row.data_set, kind: row.kind, id: row.resource_id });
