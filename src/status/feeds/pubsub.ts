// One interface, two implementations: in memory for a single gateway process, Redis
// when several gateway instances must see each other's webhooks (chosen by REDIS_URL).

export type JsonMessage = Record<string, unknown>;

/** Reads a message that arrives as JSON from outside the process; throws when it is not a message. */
export type MessageReader<M> = (value: unknown) => M;

export interface PubSub<M extends object> {
  /**
   * Every subscriber of the topic on an instance receives the same message object, deeply
   * frozen so none can change what the others see: one copy per event, not per subscriber,
   * is what lets a burst fan out to thousands (and lets their results be shared).
   */
  publish(topic: string, message: M): Promise<void>;
  /**
   * Resolves once messages published from now on are sure to reach the iterator, which is
   * what lets a caller read a snapshot afterwards without losing an update in between.
   * Calling return() on the iterator unsubscribes.
   */
  subscribe(topic: string): Promise<AsyncIterableIterator<M>>;
  /**
   * Hands a message to this instance's subscribers of the topic only: a catch-up after a reconnect.
   * Settles once each of them has room for more (AsyncQueue.room), so a long catch-up goes at its
   * subscribers' pace instead of overflowing them.
   */
  deliverLocally(topic: string, message: M): Promise<void>;
  /**
   * Calls `listener` with the time (epoch ms) the subscriptions were lost, each time they are
   * back after a lost connection: what was published meanwhile never reached this instance.
   */
  onResubscribed(listener: (lostAt: number) => void): void;
  /** Subscriptions open on this instance, whatever their topic (a metric). */
  openSubscriptions(): number;
  close(): Promise<void>;
}

/** Any JSON object: the reader of a pub/sub whose messages are not checked further. */
export const readJsonObject: MessageReader<JsonMessage> = (value) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new TypeError('a message must be a JSON object');
  return { ...value };
};

/** The one copy of a message its subscribers share, frozen throughout. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
