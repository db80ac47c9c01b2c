// A push-to-pull bridge: producers push messages, one consumer pulls them with
// `for await`. Pub/sub implementations hand one to each subscriber.

export class QueueOverflowError extends Error {
  constructor(limit: number) {
    super(`subscriber fell more than ${limit} messages behind`);
    this.name = 'QueueOverflowError';
  }
}

/** How long a catch-up waits for a subscriber to make room before ending it (AsyncQueue.room). */
export const ROOM_WAIT_MS = 5_000;

export class AsyncQueue<T> implements AsyncIterableIterator<T> {
  private readonly buffered: T[] = [];
  private readonly waiting: Array<{ resolve: (r: IteratorResult<T>) => void; reject: (e: unknown) => void }> = [];
  private readonly roomWaiters: Array<() => void> = [];
  private done = false;
  private failure: unknown;

  /** `onClose` runs once, however the queue ends: return(), throw(), end() or overflow. */
  constructor(
    private readonly onClose: () => void = () => {},
    private readonly limit = 1000,
  ) {}

  push(value: T): void {
    if (this.done) return;
    const waiter = this.waiting.shift();
    if (waiter) {
      waiter.resolve({ value, done: false });
      return;
    }
    // A consumer that never reads must not grow memory without bound: end it with an error instead.
    if (this.buffered.length >= this.limit) {
      this.fail(new QueueOverflowError(this.limit));
      return;
    }
    this.buffered.push(value);
  }

  /** Ends the stream after what is buffered. */
  end(): void {
    this.finish();
  }

  fail(error: unknown): void {
    if (this.done) return;
    this.failure = error;
    this.buffered.length = 0;
    this.finish();
  }

  /**
   * Settles once at most half the limit waits to be read, or the queue has ended: a producer with a
   * backlog of its own (a catch-up) waits on it instead of overflowing a consumer that keeps reading.
   * A consumer that makes no room within `waitMs` (a WebSocket client that stopped reading) is ended
   * as overflowed, so it cannot hold the producer, and every other consumer, up for ever.
   */
  room(waitMs: number): Promise<void> {
    if (this.done || this.buffered.length <= this.limit / 2) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.fail(new QueueOverflowError(this.limit)), waitMs);
      this.roomWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  next(): Promise<IteratorResult<T>> {
    if (this.buffered.length > 0) {
      const value = this.buffered.shift() as T;
      if (this.buffered.length <= this.limit / 2) for (const resolve of this.roomWaiters.splice(0)) resolve();
      return Promise.resolve({ value, done: false });
    }
    if (this.done) {
      if (this.failure !== undefined) {
        const error = this.failure;
        this.failure = undefined;
        return Promise.reject(error);
      }
      return Promise.resolve({ value: undefined, done: true });
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  return(): Promise<IteratorResult<T>> {
    this.buffered.length = 0;
    this.finish();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<T>> {
    this.buffered.length = 0;
    this.finish();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private finish(): void {
    if (this.done) return;
    this.done = true;
    for (const resolve of this.roomWaiters.splice(0)) resolve();
    for (const waiter of this.waiting.splice(0)) {
      if (this.failure !== undefined) {
        waiter.reject(this.failure);
        this.failure = undefined;
      } else {
        waiter.resolve({ value: undefined, done: true });
      }
    }
    this.onClose();
  }
}
