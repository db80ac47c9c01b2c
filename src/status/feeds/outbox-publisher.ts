// Publishes the status outbox to pub/sub, oldest first, and deletes each row once pub/sub took
// it. Kicked right after a change is stored, and every `intervalMs` to retry what failed (Redis
// down). One publisher runs at a time across instances (a lock in the database), so changes
// leave in the order they were stored; a row published twice (a crash before its delete) is
// dropped by subscribers, which keep only versions newer than the last they yielded. A kick may
// hand over what its transaction queued, committed: a pass then reads only the ids of the rows
// waiting, and the rows of those it was not handed (another instance's, a crash's, or one
// forgotten); forgetting a handed one costs only reading it.

import type { Database } from '../../store/database.js';
import type { PubSub } from './pubsub.js';
import type { StatusChange } from '../ledger/status-change.js';
import type { Publication, StatusOutbox } from '../ledger/status-outbox.js';

const BATCH = 100;
/** How many handed publications are kept while they wait (pub/sub down): past it, the oldest are read again instead. */
const HANDED_AT_MOST = 10 * BATCH;
const LOCK_NAME = 'status-outbox';
export const DEFAULT_PUBLISH_INTERVAL_MS = 500;

export class OutboxPublisher {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  /** Publications queued by this instance's committed transactions and not published yet, by id. */
  private readonly handed = new Map<number, Publication>();

  constructor(
    private readonly db: Database,
    private readonly outbox: StatusOutbox,
    private readonly pubsub: PubSub<StatusChange>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(intervalMs = DEFAULT_PUBLISH_INTERVAL_MS): void {
    this.timer ??= setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
  }

  /**
   * Publishes what is pending; resolves when this pass ended (published, or failed and left for the
   * next). `committed`: publications whose transaction committed, not read back from the outbox.
   */
  kick(committed: readonly Publication[] = []): Promise<void> {
    for (const publication of committed) this.handed.set(publication.id, publication);
    for (const id of this.handed.keys()) {
      if (this.handed.size <= HANDED_AT_MOST) break;
      this.handed.delete(id);
    }
    if (this.running !== undefined) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.drain();
      } while (this.again);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async drain(): Promise<void> {
    try {
      await this.db.withLockIfFree(LOCK_NAME, async () => {
        for (;;) {
          const handedBefore = [...this.handed.keys()];
          const batch = await this.outbox.pending(BATCH, this.handed);
          // Handed ones below the last row read, or all when the batch was not full, that it did
          // not show were published by another instance.
          const shown = new Set(batch.map((publication) => publication.id));
          const readThrough = batch.length < BATCH ? Infinity : (batch.at(-1)?.id ?? Infinity);
          for (const id of handedBefore) if (id < readThrough && !shown.has(id)) this.handed.delete(id);
          // One DELETE for what pub/sub took, not one per row; when a publish fails, what went
          // out before it is removed and the rest stays queued, in order.
          const published: number[] = [];
          try {
            for (const publication of batch) {
              for (const topic of publication.topics) await this.pubsub.publish(topic, publication.message);
              published.push(publication.id);
            }
          } finally {
            await this.outbox.done(published);
            for (const id of published) this.handed.delete(id);
          }
          if (batch.length < BATCH) return;
        }
      });
    } catch (error) {
      // Left in the outbox: the next pass publishes it.
      this.onError(error);
    }
  }
}
