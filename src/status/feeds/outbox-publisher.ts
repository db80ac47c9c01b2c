// Publishes the status outbox to pub/sub, oldest first, and deletes each row once pub/sub took
// it. Kicked right after a change is stored, and every `intervalMs` to retry what failed (Redis
// down). One publisher runs at a time across instances (a lock in the database), so changes
// leave in the order they were stored; a row published twice (a crash before its delete) is
// dropped by subscribers, which keep only versions newer than the last they yielded.

import type { Database } from '../../store/database.js';
import type { PubSub } from './pubsub.js';
import type { StatusChange } from '../ledger/status-change.js';
import type { StatusOutbox } from '../ledger/status-outbox.js';

const BATCH = 100;
const LOCK_NAME = 'status-outbox';
export const DEFAULT_PUBLISH_INTERVAL_MS = 500;

export class OutboxPublisher {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

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

  /** Publishes what is pending; resolves when this pass ended (published, or failed and left for the next). */
  kick(): Promise<void> {
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
          const batch = await this.outbox.pending(BATCH);
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
