// The event log in the gateway's database (src/events/status-event-log.ts).
//
// Why positions come from a counter row and not from a BIGSERIAL: a sequence hands out numbers
// when rows are inserted, not when they commit, so on PostgreSQL a reader can see position 11
// before 10 commits, move its cursor past 11 and never see 10. Here each append takes the next
// positions by updating the one row of status_event_head inside the transaction that stores the
// changes: the row stays locked until that transaction ends, so the next append gets its positions
// only after this one committed (or rolled back, giving them back). Positions are therefore
// handed out in commit order, without gaps, and a reader that sees position n sees everything
// before it. The price is that appends of all instances take turns for the rest of their
// transaction; the append is the last write of it, so the turn lasts a commit, and no other lock
// is taken while it is held (which also keeps the lock out of any deadlock). SQLite has a single
// writer anyway.
//
// Who sees an event: the keys that owned the resource when it happened (copied into
// status_event_owners, kept as long as the event, since ownership itself expires sooner), and
// the keys that own it now (a resource found later to settle an unknown outcome).

import { z } from 'zod';
import { readStatusChange } from '../events/status-change.js';
import { STATUS_EVENT_RETENTION_MS, type AcceptedChange, type StatusEvent, type StatusEventLog, type StatusEventQuery } from '../events/status-event-log.js';
import type { Database, Queryable, SqlValue } from './database.js';
import { statusEventsPurgedThrough } from './status-event-purge.js';

const eventRow = z.object({
  position: z.coerce.number(),
  previous_status: z.string().nullable(),
  message: z.string(),
});
const headRow = z.object({ position: z.coerce.number() });

export class SqlStatusEventLog implements StatusEventLog {
  constructor(
    private readonly db: Database,
    private readonly retentionMs: number = STATUS_EVENT_RETENTION_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async append(tx: Queryable, changes: readonly AcceptedChange[]): Promise<void> {
    if (changes.length === 0) return;
    const { rows } = await tx.query('UPDATE status_event_head SET position = position + $1 WHERE id = 1 RETURNING position', [changes.length]);
    const last = headRow.parse(rows[0]).position;
    const now = this.now();
    const expiresAt = now + this.retentionMs;
    for (const [index, { change, previousStatus }] of changes.entries()) {
      const position = last - changes.length + 1 + index;
      await tx.query(
        `INSERT INTO status_events (position, data_set, kind, resource_id, previous_status, status, message, occurred_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [position, change.dataSet, change.kind, change.id, previousStatus, change.status, JSON.stringify(change), Date.parse(change.updatedAt), expiresAt],
      );
      await tx.query(
        `INSERT INTO status_event_owners (position, key_fingerprint, expires_at)
         SELECT $1, key_fingerprint, $2 FROM resource_owners WHERE data_set = $3 AND kind = $4 AND resource_id = $5 AND expires_at > $6`,
        [position, expiresAt, change.dataSet, change.kind, change.id, now],
      );
    }
  }

  async read(query: StatusEventQuery): Promise<StatusEvent[]> {
    const now = this.now();
    const params: SqlValue[] = [query.dataSet, query.after, query.fingerprint, now, query.limit];
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
      `SELECT e.position, e.previous_status, e.message FROM status_events e
       WHERE e.data_set = $1 AND e.position > $2 AND e.expires_at > $4${kinds}${ids}
         AND (EXISTS (SELECT 1 FROM status_event_owners eo WHERE eo.key_fingerprint = $3 AND eo.position = e.position)
           OR EXISTS (SELECT 1 FROM resource_owners o WHERE o.data_set = e.data_set AND o.kind = e.kind AND o.resource_id = e.resource_id
                        AND o.key_fingerprint = $3 AND o.expires_at > $4))
       ORDER BY e.position LIMIT $5`,
      params,
    );
    return rows.map((row) => {
      const parsed = eventRow.parse(row);
      const change = readStatusChange(JSON.parse(parsed.message));
      return { position: parsed.position, kind: change.kind, resourceId: change.id, occurredAt: change.updatedAt, previousStatus: parsed.previous_status, change };
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
