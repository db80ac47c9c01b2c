// The event log's purge, apart from the other tables': it deletes the expired events up to the
// oldest one still kept, with their readers, and records, in the same transaction, the last
// position it deleted. What is kept is thus always every position after the mark: a cursor before
// the mark may have lost events to the purge, so it no longer resumes
// (src/status/feeds/event-cursor-expiry.ts); one at or after it has lost none. An expired event after
// one still kept (a late owner's copy keeps its original's expiry) waits for it: deleting it would
// move the mark past every cursor before it, of every key.

import { z } from 'zod';
import type { Database } from '../../store/database.js';

const purgeRow = z.object({ position: z.coerce.number().nullable() });

/**
 * Deletes the expired events below the oldest one kept, with their readers, and moves the purge
 * mark to the last of them; answers how many were deleted.
 */
export async function purgeStatusEvents(db: Database, nowMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    // A later position cannot be committed before an earlier one (the log's turn), so neither
    // bound moves under this transaction: appends and copies only add positions above both.
    const { rows } = await tx.query(
      `SELECT COALESCE((SELECT MIN(position) - 1 FROM status_events WHERE expires_at > $1), (SELECT MAX(position) FROM status_events)) AS position`,
      [nowMs],
    );
    const through = purgeRow.parse(rows[0]).position;
    if (through === null) return 0;
    // Taken first, this row makes purges of several instances take turns.
    const { rowCount: moved } = await tx.query('UPDATE status_event_purged SET position = $1 WHERE id = 1 AND position < $1', [through]);
    if (moved === 0) return 0;
    // Who could read an event goes with it, in this transaction: an event left without its readers
    // would be skipped by a read before the mark says it is gone.
    await tx.query('DELETE FROM status_event_owners WHERE position <= $1', [through]);
    return (await tx.query('DELETE FROM status_events WHERE position <= $1', [through])).rowCount;
  });
}

/** The largest position the purge deleted (0 when none): a cursor before it may have missed events. */
export async function statusEventsPurgedThrough(db: Database): Promise<number> {
  const { rows } = await db.query('SELECT position FROM status_event_purged WHERE id = 1');
  return z.object({ position: z.coerce.number() }).parse(rows[0]).position;
}
