// A subscription to the event log: every event after a position, read from the store, then each
// later one as it is committed. The store is the truth and pub/sub only says "something was
// committed": the caller subscribes to the wake-ups before this stream's first read, and each
// wake-up makes it read the store after the last position it yielded. So nothing committed
// between the replay and the live part is missed, nothing is yielded twice (positions only grow,
// and are handed out in commit order), and it holds across instances and restarts, since the
// position is the store's. A lost wake-up delays an event (until the next one, or the outbox's
// retry), it never loses it.

import type { ResourceKind } from '../domain/state-machines.js';
import type { StatusChange } from './status-change.js';
import type { StatusEvent, StatusEventLog } from './status-event-log.js';
import type { DataSet } from './webhook-envelope.js';

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

  constructor(
    private readonly log: StatusEventLog,
    private readonly scope: StatusEventStreamScope,
    /** Already subscribed: what was committed after this stream was made wakes it. */
    private readonly wakeUps: AsyncIterator<StatusChange>,
  ) {
    this.after = scope.after;
  }

  async next(): Promise<IteratorResult<StatusEvent>> {
    for (;;) {
      const event = this.buffered.shift();
      if (event !== undefined) {
        this.after = event.position;
        return { value: event, done: false };
      }
      if (this.finished) return { value: undefined, done: true };
      const { filter } = this.scope;
      const read = await this.log.read({ ...this.scope, ...filter, after: this.after, limit: READ_BATCH });
      if (this.finished) return { value: undefined, done: true };
      this.buffered = read;
      if (read.length > 0) continue;
      // Up to date: wait for the next commit that may concern this reader.
      let woken = false;
      while (!woken) {
        const wakeUp = await this.wakeUps.next();
        if (wakeUp.done === true || this.finished) return this.end();
        woken = this.concerns(wakeUp.value);
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

  /** Whether a committed change may be one of this reader's events (ownership is the store's to say). */
  private concerns(change: StatusChange): boolean {
    const { kinds, resourceIds } = this.scope.filter;
    return (kinds === undefined || kinds.includes(change.kind)) && (resourceIds === undefined || resourceIds.includes(change.id));
  }

  private async end(): Promise<IteratorResult<StatusEvent>> {
    this.finished = true;
    this.buffered = [];
    await this.wakeUps.return?.();
    return { value: undefined, done: true };
  }
}
