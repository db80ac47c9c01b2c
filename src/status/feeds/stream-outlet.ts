// Backpressure of the HTTP subscription streams (GraphQL over SSE, multipart): a client that does
// not read must cost the gateway a bounded amount of memory and give back its place. Node buffers
// whatever `res.write()` is given, however slow the client: so events are pulled from the
// subscription only while the socket takes what was written (below its high-water mark), and a
// stream is closed, its subscription ended, when its client takes nothing for the stall timeout
// or what is written and not taken passes the byte bound (heartbeats and one event never wait for
// the client, so they are what can pile up past the high-water mark).
//
// Events that arrive for a paused subscription wait in its pub/sub queue, shared by every
// subscriber of the topic and bounded by count (src/status/feeds/async-queue.ts); a statusEvents stream
// reads the store only when pulled, so a paused one reads nothing.

import type { ServerResponse } from 'node:http';
import type { StreamOverflowReason } from '../../security/websocket-metrics.js';

export interface StreamOutletBounds {
  /** Bytes written and not yet taken by the client, past which the stream is closed. */
  maxBufferedBytes: number;
  /** How long a paused stream waits for its client to take what was written before it is closed. */
  stallTimeoutMs: number;
}

export class StreamOutlet {
  private closed = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly bounds: StreamOutletBounds,
    /** Told once when the outlet closes the stream itself. */
    private readonly onOverflow: (reason: StreamOverflowReason) => void = () => {},
  ) {
    res.once('close', () => (this.closed = true));
  }

  /** Whether the stream can still be written to: its client is there and the outlet has not closed it. */
  get open(): boolean {
    return !this.closed && this.res.writable;
  }

  /** Writes a chunk; false when the stream is closed, by then or by this write passing the byte bound. */
  write(chunk: string): boolean {
    if (!this.open) return false;
    this.res.write(chunk);
    if (this.res.writableLength > this.bounds.maxBufferedBytes) {
      this.overflow('buffer');
      return false;
    }
    return true;
  }

  /**
   * Resolves true once the client has taken what was written (at once when it has), false once
   * the stream is closed; a client that takes nothing for the stall timeout closes it.
   */
  ready(): Promise<boolean> {
    if (!this.open) return Promise.resolve(false);
    if (!this.res.writableNeedDrain) return Promise.resolve(true);
    return new Promise((resolve) => {
      const settle = (ready: boolean) => {
        clearTimeout(stall);
        this.res.off('drain', drained);
        this.res.off('close', gone);
        resolve(ready);
      };
      const drained = () => settle(this.open);
      const gone = () => settle(false);
      const stall = setTimeout(() => {
        this.overflow('stalled');
        settle(false);
      }, this.bounds.stallTimeoutMs);
      this.res.once('drain', drained);
      this.res.once('close', gone);
    });
  }

  /**
   * The subscription's events, each pulled only once the client has taken what was written
   * before; once the stream is closed the subscription is ended (its pub/sub subscription and its
   * caller's place let go) and the events end.
   */
  paced<T>(events: AsyncIterator<T>): AsyncIterableIterator<T> {
    const end = async (): Promise<IteratorResult<T>> => {
      await events.return?.();
      return { value: undefined, done: true };
    };
    return {
      next: async () => ((await this.ready()) ? events.next() : end()),
      return: end,
      // graphql-sse ends only what looks like an async generator when its stream closes.
      throw: async (error: unknown) => {
        await end();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  /** Closes the stream as a lost connection would: its client reconnects, resuming where it left off if it can. */
  private overflow(reason: StreamOverflowReason): void {
    if (this.closed) return;
    this.closed = true;
    this.onOverflow(reason);
    this.res.destroy();
  }
}
