// One interface, two implementations: in memory for a single gateway process, Redis
// when several gateway instances must see each other's webhooks (chosen by REDIS_URL).

export type JsonMessage = Record<string, unknown>;

export interface PubSub {
  /**
   * Every subscriber of the topic on an instance receives the same message object, deeply
   * frozen so none can change what the others see: one copy per event, not per subscriber,
   * is what lets a burst fan out to thousands (and lets their results be shared).
   */
  publish(topic: string, message: JsonMessage): Promise<void>;
  /**
   * Resolves once messages published from now on are sure to reach the iterator, which is
   * what lets a caller read a snapshot afterwards without losing an update in between.
   * Calling return() on the iterator unsubscribes.
   */
  subscribe(topic: string): Promise<AsyncIterableIterator<JsonMessage>>;
  /** Hands a message to this instance's subscribers of the topic only: a catch-up after a reconnect. */
  deliverLocally(topic: string, message: JsonMessage): void;
  /**
   * Calls `listener` with the time (epoch ms) the subscriptions were lost, each time they are
   * back after a lost connection: what was published meanwhile never reached this instance.
   */
  onResubscribed(listener: (lostAt: number) => void): void;
  /** Subscriptions open on this instance, whatever their topic (a metric). */
  openSubscriptions(): number;
  close(): Promise<void>;
}

/** The one copy of a message its subscribers share: parsed from its JSON text, frozen throughout. */
export function sharedMessage(text: string): JsonMessage {
  return deepFreeze(JSON.parse(text) as JsonMessage);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
