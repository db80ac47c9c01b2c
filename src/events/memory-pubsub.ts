import { AsyncQueue } from './async-queue.js';
import type { JsonMessage, PubSub } from './pubsub.js';

/** Pub/sub inside one process. */
export class InMemoryPubSub implements PubSub {
  private readonly subscribers = new Map<string, Set<AsyncQueue<JsonMessage>>>();

  async publish(topic: string, message: JsonMessage): Promise<void> {
    // A JSON round trip gives every subscriber its own copy, as Redis would.
    const text = JSON.stringify(message);
    for (const queue of this.subscribers.get(topic) ?? []) queue.push(JSON.parse(text) as JsonMessage);
  }

  async subscribe(topic: string): Promise<AsyncIterableIterator<JsonMessage>> {
    const set = this.subscribers.get(topic) ?? new Set();
    this.subscribers.set(topic, set);
    const queue: AsyncQueue<JsonMessage> = new AsyncQueue(() => {
      set.delete(queue);
      if (set.size === 0 && this.subscribers.get(topic) === set) this.subscribers.delete(topic);
    });
    set.add(queue);
    return queue;
  }

  /** Number of live subscriptions of a topic; lets tests see that return() cleaned up. */
  subscriberCount(topic: string): number {
    return this.subscribers.get(topic)?.size ?? 0;
  }

  async close(): Promise<void> {
    for (const set of [...this.subscribers.values()]) for (const queue of [...set]) queue.end();
  }
}
