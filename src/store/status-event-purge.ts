// The event log's purge, apart from the other tables': it deletes the expired events and their
// readers and records, in the same transaction, the largest position it deleted. A cursor before
// that position may have lost events to the purge, so it no longer resumes
// (src/events/event-cursor-expiry.ts); one at or after it has lost none. The largest deleted position, not the oldest kept: events expire by their
// own expires_at, which need not follow positions.

import { z } from 'zod';
import type { Database } from './database.js';

const purgeRow = z.object({ position: z.coerce.number().nullable() });

/** Deletes the events expired at `nowMs` and moves the purge mark; answers how many were deleted. */
export async function purgeStatusEvents(db: Database, nowMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT MAX(position) AS position FROM status_events WHERE expires_at <= $1', [nowMs]);
    const through = purgeRow.parse(rows[0]).position;
    if (through === null) return 0;
    // Taken first, this row makes purges of several instances take turns; bounded by `through`,
    // the delete removes no row the mark does not cover.
    await tx.query('UPDATE status_event_purged SET position = $1 WHERE id = 1 AND position < $1', [through]);
    // Who could read an event goes with it (they expire together), in this transaction: an event
    // left without its readers would be skipped by a read before the mark says it is gone.
    await tx.query('DELETE FROM status_event_owners WHERE expires_at <= $1 AND position <= $2', [nowMs, through]);
    return (await tx.query('DELETE FROM status_events WHERE expires_at <= $1 AND position <= $2', [nowMs, through])).rowCount;
  });
}

/** The largest position the purge deleted (0 when none): a cursor before it may have missed events. */
export async function statusEventsPurgedThrough(db: Database): Promise<number> {
  const { rows } = await db.query('SELECT position FROM status_event_purged WHERE id = 1');
  return z.object({ position: z.coerce.number() }).parse(rows[0]).position;
}
