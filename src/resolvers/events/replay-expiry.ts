// A statusEvents replay that the purge passes ends with EVENT_CURSOR_EXPIRED as its last result,
// not as a failure of the stream: each transport reports a failing source its own way (graphql-ws
// an `error` message, SSE a dropped connection, multipart a masked INTERNAL_SERVER_ERROR), while a
// result with errors reaches every client the same, as the refusal at the start does.

import { EventCursorExpiredError } from '../../status/feeds/event-cursor-expiry.js';
import type { StatusEvent } from '../../status/ledger/status-event-log.js';

export type ReplayItem = StatusEvent | EventCursorExpiredError;

class ExpiryAsLastItem implements AsyncIterableIterator<ReplayItem> {
  private expired = false;

  constructor(private readonly events: AsyncIterableIterator<StatusEvent>) {}

  async next(): Promise<IteratorResult<ReplayItem>> {
    if (this.expired) return { value: undefined, done: true };
    try {
      return await this.events.next();
    } catch (error) {
      // The stream has ended itself (its wake-ups let go); the refusal is its last item.
      if (!(error instanceof EventCursorExpiredError)) throw error;
      this.expired = true;
      return { value: error, done: false };
    }
  }

  async return(): Promise<IteratorResult<ReplayItem>> {
    this.expired = true;
    await this.events.return?.();
    return { value: undefined, done: true };
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

export function expiryAsLastItem(events: AsyncIterableIterator<StatusEvent>): AsyncIterableIterator<ReplayItem> {
  return new ExpiryAsLastItem(events);
}

/** The field's value for one item: the refusal is raised here, inside the result. */
export function eventOrRefusal(item: ReplayItem): StatusEvent {
  if (item instanceof EventCursorExpiredError) throw item;
  return item;
}
