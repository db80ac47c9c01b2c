import type { Redis } from 'ioredis';
import { AsyncQueue, ROOM_WAIT_MS } from './async-queue.js';
import { deepFreeze, type MessageReader, type PubSub } from './pubsub.js';

interface Channel<M> {
  queues: Set<AsyncQueue<M>>;
  ready: Promise<unknown>;
}

/**
 * Pub/sub over Redis channels, so a webhook received by one gateway instance reaches
 * subscribers connected to any instance. A connection in subscriber mode cannot send
 * other commands, hence a second connection, shared by every subscription of this process.
 */
export class RedisPubSub<M extends object> implements PubSub<M> {
  private readonly subscriber: Redis;
  private readonly channels = new Map<string, Channel<M>>();
  private readonly resubscribed: Array<(lostAt: number) => void> = [];
  private lostAt: number | undefined;
  private open = 0;

  constructor(
    private readonly publisher: Redis,
    private readonly prefix: string,
    /** Reads each message arriving from Redis: the one place a message's type is checked. */
    private readonly read: MessageReader<M>,
    onError: (error: Error) => void = () => {},
  ) {
    // No ready check (INFO) on this connection: SUBSCRIBEs queued while it connects would put it
    // in subscriber mode first and the INFO would be refused (ioredis 5.8.2+, redis/ioredis#2037).
    this.subscriber = publisher.duplicate({ enableReadyCheck: false });
    this.subscriber.on('message', (channel: string, text: string) => this.deliver(channel, text));
    // ioredis re-subscribes by itself after a reconnect; the error only needs reporting.
    this.subscriber.on('error', onError);
    this.subscriber.on('close', () => {
      this.lostAt ??= Date.now();
    });
    this.subscriber.on('ready', () => void this.announceResubscribed());
  }

  async publish(topic: string, message: M): Promise<void> {
    await this.publisher.publish(this.prefix + topic, JSON.stringify(message));
  }

  async subscribe(topic: string): Promise<AsyncIterableIterator<M>> {
    const name = this.prefix + topic;
    let channel = this.channels.get(name);
    if (!channel) {
      const created: Channel<M> = { queues: new Set(), ready: this.subscriber.subscribe(name) };
      // A failed SUBSCRIBE must not stay cached: the next subscriber tries again.
      created.ready.catch(() => {
        if (this.channels.get(name) === created) this.channels.delete(name);
      });
      channel = created;
      this.channels.set(name, channel);
    }
    const current = channel;
    const queue: AsyncQueue<M> = new AsyncQueue(() => {
      this.open -= 1;
      this.leave(name, current, queue);
    });
    current.queues.add(queue);
    this.open += 1;
    try {
      await current.ready;
    } catch (error) {
      await queue.return();
      throw error;
    }
    return queue;
  }

  async deliverLocally(topic: string, message: M): Promise<void> {
    await Promise.all(this.deliver(this.prefix + topic, JSON.stringify(message)).map((queue) => queue.room(ROOM_WAIT_MS)));
  }

  onResubscribed(listener: (lostAt: number) => void): void {
    this.resubscribed.push(listener);
  }

  openSubscriptions(): number {
    return this.open;
  }

  async close(): Promise<void> {
    for (const channel of [...this.channels.values()]) for (const queue of [...channel.queues]) queue.end();
    this.channels.clear();
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }

  private leave(name: string, channel: Channel<M>, queue: AsyncQueue<M>): void {
    channel.queues.delete(queue);
    if (channel.queues.size > 0 || this.channels.get(name) !== channel) return;
    this.channels.delete(name);
    // Commands on one connection run in order, so a SUBSCRIBE sent after this UNSUBSCRIBE still wins.
    this.subscriber.unsubscribe(name).catch(() => {});
  }

  private async announceResubscribed(): Promise<void> {
    const lostAt = this.lostAt;
    if (lostAt === undefined) return;
    this.lostAt = undefined;
    // ioredis emits 'ready' before it sends the SUBSCRIBEs again: once a PING sent after them is
    // answered, every later publication reaches this instance, so a catch-up read from then misses nothing.
    await new Promise((resolve) => setImmediate(resolve));
    await this.subscriber.ping().catch(() => {});
    for (const listener of this.resubscribed) listener(lostAt);
  }

  /** Answers the queues given the message. */
  private deliver(name: string, text: string): AsyncQueue<M>[] {
    const channel = this.channels.get(name);
    if (!channel) return [];
    let message: M;
    try {
      message = deepFreeze(this.read(JSON.parse(text)));
    } catch {
      // Not JSON, or not a message of this channel (another deployment sharing the prefix, a
      // hand-made PUBLISH): nobody could use it.
      return [];
    }
    for (const queue of channel.queues) queue.push(message);
    return [...channel.queues];
  }
}
