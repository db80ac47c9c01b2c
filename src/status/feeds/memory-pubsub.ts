import { AsyncQueue, ROOM_WAIT_MS } from './async-queue.js';
import { deepFreeze, type JsonMessage, type PubSub } from './pubsub.js';

/** Pub/sub inside one process. */
export class InMemoryPubSub<M extends object = JsonMessage> implements PubSub<M> {
  private readonly subscribers = new Map<string, Set<AsyncQueue<M>>>();
  private open = 0;

  async publish(topic: string, message: M): Promise<void> {
    this.push(topic, message);
  }

  async deliverLocally(topic: string, message: M): Promise<void> {
    await Promise.all(this.push(topic, message).map((queue) => queue.room(ROOM_WAIT_MS)));
  }

  private push(topic: string, message: M): AsyncQueue<M>[] {
    const queues = this.subscribers.get(topic);
    if (queues === undefined) return [];
    // A copy, as Redis would make one: subscribers never share the publisher's object.
    const shared = deepFreeze(structuredClone(message));
    for (const queue of queues) queue.push(shared);
    return [...queues];
  }

  async subscribe(topic: string): Promise<AsyncIterableIterator<M>> {
    const set = this.subscribers.get(topic) ?? new Set();
    this.subscribers.set(topic, set);
    const queue: AsyncQueue<M> = new AsyncQueue(() => {
      this.open -= 1;
      set.delete(queue);
      if (set.size === 0 && this.subscribers.get(topic) === set) this.subscribers.delete(topic);
    });
    set.add(queue);
    this.open += 1;
    return queue;
  }

  /** Nothing to lose in one process: the listener is never called. */
  onResubscribed(): void {}

  openSubscriptions(): number {
    return this.open;
  }

  /** Number of live subscriptions of a topic; lets tests see that return() cleaned up. */
  subscriberCount(topic: string): number {
    return this.subscribers.get(topic)?.size ?? 0;
  }

  async close(): Promise<void> {
    for (const set of [...this.subscribers.values()]) for (const queue of [...set]) queue.end();
  }
}
