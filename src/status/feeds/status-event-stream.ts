// A subscription to the event log: every event after a position, read from the store, then each
// later one as it is committed. The store is the truth and pub/sub only says "something was
// committed": the caller subscribes to the wake-ups before this stream's first read, and each
// wake-up makes it read the store after the last position it yielded. So nothing committed
// between the replay and the live part is missed, nothing is yielded twice (positions only grow,
// and are handed out in commit order), and it holds across instances and restarts, since the
// position is the store's. A lost wake-up delays an event (until the next one, or the outbox's
// retry), it never loses it. Wake-ups are taken as they come and kept as a flag, so a burst of
// changes while a slow client replays costs one more read, not a queue that overflows. The
// wake-ups come on the reader's key's own topic (topics.ts), so other keys' events cost it nothing.
// A replay from a cursor the purge passes while it reads ends with EVENT_CURSOR_EXPIRED
// (event-cursor-expiry.ts).

import type { ResourceKind } from '../../domain/state-machines.js';
import { assertEventsKeptAfter } from './event-cursor-expiry.js';
import type { StatusChange } from '../ledger/status-change.js';
import type { StatusEvent, StatusEventLog } from '../ledger/status-event-log.js';
import type { DataSet } from '../../domain/data-sets.js';

/** Events read from the store at once, during a replay. */
const READ_BATCH = 100;

export interface StatusEventFilter {
  kinds?: readonly ResourceKind[] | undefined;
  resourceIds?: readonly string[] | undefined;
}

export interface StatusEventStreamScope {
  dataSet: DataSet;
  fingerprint: string;
  /** Yields only events after this position. */
  after: number;
  filter: StatusEventFilter;
}

export class StatusEventStream implements AsyncIterableIterator<StatusEvent> {
  private buffered: StatusEvent[] = [];
  private after: number;
  private finished = false;
  /** Wake-ups are taken from pub/sub as they come and kept as one flag: a burst never piles up in the subscriber's queue. */
  private woken = false;
  private wakeUpsEnded = false;
  private wakeUpsFailure: unknown;
  private waiter: (() => void) | undefined;
  /** Until the first read that reached the log's end: a purge may pass a replay that reads old events. */
  private replaying = true;

  constructor(
    private readonly log: StatusEventLog,
    private readonly scope: StatusEventStreamScope,
    /** Already subscribed: what was committed after this stream was made wakes it. */
    private readonly wakeUps: AsyncIterator<StatusChange>,
    /** Told once when the stream ends, however it ends. */
    private readonly onEnd: () => void = () => {},
  ) {
    this.after = scope.after;
    this.takeWakeUps();
  }

  async next(): Promise<IteratorResult<StatusEvent>> {
    for (;;) {
      const event = this.buffered.shift();
      if (event !== undefined) {
        this.after = event.position;
        return { value: event, done: false };
      }
      if (this.finished) return { value: undefined, done: true };
      // Cleared before the read: a commit the read may miss wakes the loop again.
      this.woken = false;
      const { filter } = this.scope;
      let read: StatusEvent[];
      try {
        const after = this.after;
        read = await this.log.read({ ...this.scope, ...filter, after, limit: READ_BATCH });
        if (this.replaying) await assertEventsKeptAfter(this.log, after);
        if (read.length < READ_BATCH) this.replaying = false;
      } catch (error) {
        // The subscription ends with the error; its wake-ups (and the key kept for it) are let go.
        await this.end();
        throw error;
      }
      if (this.finished) return { value: undefined, done: true };
      this.buffered = read;
      if (read.length > 0) continue;
      // Up to date: wait for the next commit that may concern this reader.
      while (!this.woken && !this.wakeUpsEnded && !this.finished) await new Promise<void>((resolve) => (this.waiter = resolve));
      if (this.finished) return { value: undefined, done: true };
      if (this.wakeUpsEnded && !this.woken) {
        await this.end();
        if (this.wakeUpsFailure !== undefined) throw this.wakeUpsFailure;
        return { value: undefined, done: true };
      }
    }
  }

  async return(): Promise<IteratorResult<StatusEvent>> {
    await this.end();
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<StatusEvent>> {
    await this.end();
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  /** Wakes the stream to read the store once more (after wake-ups may have been lost). */
  nudge(): void {
    this.woken = true;
    this.wake();
  }

  private takeWakeUps(): void {
    this.wakeUps.next().then(
      (result) => {
        if (result.done === true) this.wakeUpsEnded = true;
        else if (this.concerns(result.value)) this.woken = true;
        this.wake();
        if (!this.wakeUpsEnded && !this.finished) this.takeWakeUps();
      },
      (error: unknown) => {
        this.wakeUpsEnded = true;
        this.wakeUpsFailure = error;
        this.wake();
      },
    );
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.();
  }

  /** Whether a committed change may be one of this reader's events (ownership is the store's to say). */
  private concerns(change: StatusChange): boolean {
    const { kinds, resourceIds } = this.scope.filter;
    return (kinds === undefined || kinds.includes(change.kind)) && (resourceIds === undefined || resourceIds.includes(change.id));
  }

  private async end(): Promise<void> {
    if (!this.finished) this.onEnd();
    this.finished = true;
    this.buffered = [];
    this.wake();
    await this.wakeUps.return?.();
  }
}
