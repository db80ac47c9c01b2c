// The event log in the gateway's database (src/status/ledger/status-event-log.ts).
//
// Why positions come from a counter row and not from a BIGSERIAL: a sequence hands out numbers
// when rows are inserted, not when they commit, so on PostgreSQL a reader can see position 11
// before 10 commits, move its cursor past 11 and never see 10. Here each append takes the next
// positions by updating the one row of status_event_head inside the transaction that stores the
// changes: the row stays locked until that transaction ends, so the next append gets its positions
// only after this one committed (or rolled back, giving them back). Positions are therefore
// handed out in commit order, without gaps, and a reader that sees position n sees everything
// before it. The price is that appends of all instances take turns for the rest of their
// transaction, which is why the counter is the last lock a ledger transaction takes
// (src/status/ledger/lock-order.ts). SQLite has a single writer anyway.
//
// Who sees an event is fixed when it is written: the keys owning the resource then (copied into
// status_event_owners, kept as long as the event, since ownership itself expires sooner). A key
// that becomes an owner later (a webhook accepted before the creating mutation recorded its owner,
// a listing showing a resource another key created, an unknown outcome settled) is given one copy:
// of the event that brought the resource to its current status, unless it has that one already,
// at a new position taken from the same counter row (copyTo). A reader whose cursor is already
// past the original still gets it, once, after it; earlier statuses it never saw are not replayed
// (the copy's previousStatus still says what the resource moved from); and `events` and
// `statusEvents` always agree, since neither asks who owns the resource now.

import { z } from 'zod';
import { readStatusChange, type StatusChange } from './status-change.js';
import { STATUS_SOURCES, type StatusSource } from './status-source.js';
import { resourceKey, type ResourceRef } from './resource-owners.js';
import { STATUS_EVENT_RETENTION_MS, type AcceptedChange, type AppendedChange, type StatusEvent, type StatusEventLog, type StatusEventQuery } from './status-event-log.js';
import type { Database, Queryable, SqlValue } from '../../store/database.js';
import { matchingResources } from './sql-resource-refs.js';
import { statusEventsPurgedThrough } from './status-event-purge.js';

const eventRow = z.object({
  position: z.coerce.number(),
  previous_status: z.string().nullable(),
  message: z.string(),
  source: z.enum(STATUS_SOURCES).nullable(),
});
const resourceOfRow = z.object({ data_set: z.string(), kind: z.string(), resource_id: z.string() }).transform((row) => ({ dataSet: row.data_set, kind: row.kind, id: row.resource_id }));
const givenRow = z.object({ given: z.coerce.number() });
const headRow = z.object({ position: z.coerce.number() });
const changedRow = z.object({ position: z.coerce.number(), message: z.string() });
const ownerRow = z.object({ key_fingerprint: z.string() });
const copiedRow = z.object({
  position: z.coerce.number(),
  previous_status: z.string().nullable(),
  status: z.string(),
  message: z.string(),
  source: z.enum(STATUS_SOURCES).nullable(),
  occurred_at: z.coerce.number(),
  expires_at: z.coerce.number(),
});

/** One row of the log: an appended event, or a late owner's copy of one. */
const INSERT_EVENT = `INSERT INTO status_events (position, data_set, kind, resource_id, previous_status, status, message, occurred_at, expires_at, source)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;

export class SqlStatusEventLog implements StatusEventLog {
  constructor(
    private readonly db: Database,
    private readonly retentionMs: number = STATUS_EVENT_RETENTION_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async append(tx: Queryable, changes: readonly AcceptedChange[]): Promise<AppendedChange[]> {
    if (changes.length === 0) return [];
    const { rows } = await tx.query('UPDATE status_event_head SET position = position + $1 WHERE id = 1 RETURNING position', [changes.length]);
    const last = headRow.parse(rows[0]).position;
    const now = this.now();
    const expiresAt = now + this.retentionMs;
    const appended: AppendedChange[] = [];
    for (const [index, { change, previousStatus, source }] of changes.entries()) {
      const position = last - changes.length + 1 + index;
      await tx.query(
        INSERT_EVENT,
        [position, change.dataSet, change.kind, change.id, previousStatus, change.status, JSON.stringify(change), Date.parse(change.updatedAt), expiresAt, source],
      );
      // A grant still owing copies is left out until they are paid: the payment, which waits for
      // this turn, then copies this event too, after the earlier ones the key missed, in order.
      const { rows: owners } = await tx.query(
        `INSERT INTO status_event_owners (position, key_fingerprint, expires_at)
         SELECT $1, key_fingerprint, $2 FROM resource_owners WHERE data_set = $3 AND kind = $4 AND resource_id = $5 AND expires_at > $6 AND events_owed = 0
         RETURNING key_fingerprint`,
        [position, expiresAt, change.dataSet, change.kind, change.id, now],
      );
      appended.push({ change, owners: owners.map((row) => ownerRow.parse(row).key_fingerprint) });
    }
    return appended;
  }

  async copyTo(tx: Queryable, fingerprint: string, resources: readonly ResourceRef[]): Promise<StatusEvent[]> {
    if (resources.length === 0) return [];
    // The turn first: an append that read the owners before this key was one commits before the
    // read below, which then sees its event (PostgreSQL reads each statement's own snapshot).
    const { rows: head } = await tx.query('UPDATE status_event_head SET position = position WHERE id = 1 RETURNING position');
    const last = headRow.parse(head[0]).position;
    // A copy expires with its original: copied again once that one is gone (its first owner's
    // entry with it), it would reach that owner a second time.
    const params: SqlValue[] = [fingerprint, this.now()];
    const matches = matchingResources(params, resources, 'e');
    // A copy carries its original's message, which no other original repeats (versions grow), so
    // the first row of each message is the original. A status may be reached twice (a business
    // customer back in review after more information), so it does not name an event: the latest
    // original of a resource carries its current status, and that one alone is copied, unless the
    // key was given it already (original or copy). A late owner learns where the resource is, not
    // its history again at new positions.
    const { rows: originals } = await tx.query(
      `SELECT e.data_set, e.kind, e.resource_id, e.position, e.previous_status, e.status, e.message, e.source, e.occurred_at, e.expires_at,
         CASE WHEN EXISTS (SELECT 1 FROM status_events given JOIN status_event_owners mine ON mine.position = given.position AND mine.key_fingerprint = $1
                           WHERE given.data_set = e.data_set AND given.kind = e.kind AND given.resource_id = e.resource_id AND given.message = e.message)
           THEN 1 ELSE 0 END AS given
       FROM status_events e
       WHERE (${matches}) AND e.expires_at > $2
         AND NOT EXISTS (SELECT 1 FROM status_events earlier WHERE earlier.data_set = e.data_set AND earlier.kind = e.kind
                           AND earlier.resource_id = e.resource_id AND earlier.message = e.message AND earlier.position < e.position)
       ORDER BY e.position`,
      params,
    );
    const latest = new Map<string, Record<string, unknown>>();
    for (const row of originals) latest.set(resourceKey(resourceOfRow.parse(row)), row);
    const rows = [...latest.values()].filter((row) => givenRow.parse(row).given === 0).sort((a, b) => copiedRow.parse(a).position - copiedRow.parse(b).position);
    const copies: StatusEvent[] = [];
    for (const [index, row] of rows.entries()) {
      const original = copiedRow.parse(row);
      const change = readStatusChange(JSON.parse(original.message));
      const position = last + 1 + index;
      await tx.query(
        INSERT_EVENT,
        [position, change.dataSet, change.kind, change.id, original.previous_status, original.status, original.message, original.occurred_at, original.expires_at, original.source],
      );
      await tx.query('INSERT INTO status_event_owners (position, key_fingerprint, expires_at) VALUES ($1, $2, $3)', [position, fingerprint, original.expires_at]);
      copies.push(eventAt(position, original.previous_status, original.source, change));
    }
    if (copies.length > 0) await tx.query('UPDATE status_event_head SET position = $1 WHERE id = 1', [last + copies.length]);
    return copies;
  }

  async read(query: StatusEventQuery): Promise<StatusEvent[]> {
    // Every event left is read, expired or not: one past its retention is shown until the purge
    // deletes it, which moves the mark in the same transaction, so a reader from before it either
    // gets it or is refused (EVENT_CURSOR_EXPIRED), never skips it.
    const params: SqlValue[] = [query.dataSet, query.after, query.fingerprint, query.limit];
    const list = (values: readonly string[]) =>
      values
        .map((value) => {
          params.push(value);
          return `$${params.length}`;
        })
        .join(', ');
    const kinds = query.kinds === undefined ? '' : ` AND e.kind IN (${query.kinds.length === 0 ? 'NULL' : list(query.kinds)})`;
    const ids = query.resourceIds === undefined ? '' : ` AND e.resource_id IN (${query.resourceIds.length === 0 ? 'NULL' : list(query.resourceIds)})`;
    const { rows } = await this.db.query(
      `SELECT e.position, e.previous_status, e.message, e.source FROM status_events e
       WHERE e.data_set = $1 AND e.position > $2${kinds}${ids}
         AND EXISTS (SELECT 1 FROM status_event_owners eo WHERE eo.key_fingerprint = $3 AND eo.position = e.position)
       ORDER BY e.position LIMIT $4`,
      params,
    );
    return rows.map((row) => {
      const parsed = eventRow.parse(row);
      return eventAt(parsed.position, parsed.previous_status, parsed.source, readStatusChange(JSON.parse(parsed.message)));
    });
  }

  async changedSince(sinceMs: number, after: number, limit: number): Promise<{ position: number; change: StatusChange }[]> {
    const { rows } = await this.db.query(
      `SELECT e.position, e.message FROM status_events e
       WHERE e.occurred_at >= $1 AND e.position > $2
         AND NOT EXISTS (SELECT 1 FROM status_events earlier WHERE earlier.data_set = e.data_set AND earlier.kind = e.kind
                           AND earlier.resource_id = e.resource_id AND earlier.message = e.message AND earlier.position < e.position)
       ORDER BY e.position LIMIT $3`,
      [sinceMs, after, limit],
    );
    return rows.map((row) => {
      const parsed = changedRow.parse(row);
      return { position: parsed.position, change: readStatusChange(JSON.parse(parsed.message)) };
    });
  }

  async head(): Promise<number> {
    const { rows } = await this.db.query('SELECT position FROM status_event_head WHERE id = 1');
    return headRow.parse(rows[0]).position;
  }

  purgedThrough(): Promise<number> {
    return statusEventsPurgedThrough(this.db);
  }
}

function eventAt(position: number, previousStatus: string | null, source: StatusSource | null, change: StatusChange): StatusEvent {
  return { position, kind: change.kind, resourceId: change.id, occurredAt: change.updatedAt, previousStatus, source: source ?? 'unrecorded', change };
}
