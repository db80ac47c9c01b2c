// One interface, two implementations: in memory for a single gateway process, Redis
// when several gateway instances must see each other's webhooks (chosen by REDIS_URL).

export type JsonMessage = Record<string, unknown>;

export interface PubSub {
  publish(topic: string, message: JsonMessage): Promise<void>;
  /**
   * Resolves once messages published from now on are sure to reach the iterator, which is
   * what lets a caller read a snapshot afterwards without losing an update in between.
   * Calling return() on the iterator unsubscribes.
   */
  subscribe(topic: string): Promise<AsyncIterableIterator<JsonMessage>>;
  close(): Promise<void>;
}
