// A cursor the purge has passed: the events after it may be gone, some of them perhaps the
// caller's, so reading on from it would hand over a history with a hole in it as if it were whole.
// Such a reader is refused with EVENT_CURSOR_EXPIRED and starts again from the current state. The
// check is made after the read it guards: the purge moves its mark in the transaction that
// deletes, so a read that missed deleted events is followed by a check that sees the mark.

import { GraphQLError } from 'graphql';
import type { StatusEventLog } from '../ledger/status-event-log.js';

export const EVENT_CURSOR_EXPIRED = 'EVENT_CURSOR_EXPIRED';

export class EventCursorExpiredError extends GraphQLError {
  constructor(argument = 'after') {
    super(
      `The ${argument} cursor is older than what the event log keeps: events after it were purged, so some may be missing. Read the current state again, then start over from events without after.`,
      { extensions: { code: EVENT_CURSOR_EXPIRED, argumentName: argument } },
    );
  }
}

/**
 * The position before every event: the cursor of a page that found none of the caller's events, so
 * that a poller or a resumed stream starting from it misses nothing that follows. It asks for all
 * the log keeps, as a read without `after` does, so the purge never expires it.
 */
export const LOG_START = 0;

/** Throws EventCursorExpiredError when events after position `after` may have been purged. */
export async function assertEventsKeptAfter(log: StatusEventLog, after: number): Promise<void> {
  if (after !== LOG_START && after < (await log.purgedThrough())) throw new EventCursorExpiredError();
}
