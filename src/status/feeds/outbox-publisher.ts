// Publishes the status outbox to pub/sub, oldest first, and deletes each row once pub/sub took
// it. Kicked right after a change is stored, and every `intervalMs` to retry what failed (Redis
// down). One publisher runs at a time across instances (a lock in the database), so changes
// leave in the order they were stored; a row published twice (a crash before its delete) is
// dropped by subscribers, which keep only versions newer than the last they yielded.
//
// Each ledger transaction hands over what it queued as it commits (handOver), so a pass need not
// read it back: it reads only the ids of the rows waiting, and the rows of those it was not handed
// (another instance's, a crash's, one forgotten). With a sole writer (SQLite), whose transactions
// hand over in commit order, which is the outbox's order, a pass that found nothing but handed
// rows waiting publishes what it is handed next without reading the outbox, until the periodic
// pass reads it again, or a handed row is forgotten (the memory full). Forgetting costs a read.

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
  /** Publications queued by this instance's committed transactions and not published yet, by id, in commit order. */
  private readonly handed = new Map<number, Publication>();
  /** With a sole writer: every row waiting was handed over, so a pass may publish without reading. */
  private onlyHanded = false;
  /** The next pass reads the outbox (the first, and the periodic one). */
  private readNext = true;

  constructor(
    private readonly db: Database,
    private readonly outbox: StatusOutbox,
    private readonly pubsub: PubSub<StatusChange>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(intervalMs = DEFAULT_PUBLISH_INTERVAL_MS): void {
    this.timer ??= setInterval(() => {
      this.readNext = true;
      void this.kick();
    }, intervalMs);
    this.timer.unref();
  }

  /** Publications a transaction queued, as it committed; called in commit order with a sole writer. */
  handOver(committed: readonly Publication[]): void {
    for (const publication of committed) this.handed.set(publication.id, publication);
    for (const id of this.handed.keys()) {
      if (this.handed.size <= HANDED_AT_MOST) break;
      this.handed.delete(id);
      this.onlyHanded = false;
    }
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

  /** The oldest rows waiting; a handed one the read does not show (up to where it read) was published by another instance. */
  private async readBatch(): Promise<Publication[]> {
    const handedBefore = [...this.handed.keys()];
    const batch = await this.outbox.pending(BATCH, this.handed);
    const shown = new Set(batch.map((publication) => publication.id));
    const readThrough = batch.length < BATCH ? Infinity : (batch.at(-1)?.id ?? Infinity);
    for (const id of handedBefore) if (id < readThrough && !shown.has(id)) this.handed.delete(id);
    return batch;
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
          const read = this.readNext || !this.onlyHanded || !this.db.dialect.soleWriter;
          this.readNext = false;
          const batch = read ? await this.readBatch() : [...this.handed.values()].slice(0, BATCH);
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
          if (batch.length < BATCH) {
            // Read to its end and all of it published: whatever waits from now on is handed over.
            if (read) this.onlyHanded = true;
            return;
          }
        }
      });
    } catch (error) {
      // Left in the outbox: the next pass publishes it.
      this.onError(error);
    }
  }
}
