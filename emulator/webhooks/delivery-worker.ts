import type { BusinessRepository } from '../repositories/businesses.js';
import type { OutboxRow, WebhookOutboxRepository } from '../repositories/webhook-outbox.js';
import { WakeableTimer } from '../lifecycle/wakeable-timer.js';
import { contractProfile } from '../profiles/contract.js';
import type { ProviderProfile } from '../profiles/profile.js';

const MAX_CONCURRENT_DELIVERIES = 8;

export interface DeliveryWorkerOptions {
  retryScheduleMs: readonly number[];
  timeoutMs: number;
  now: () => number;
  /** The headers that authenticate a delivery (the profile's); the contract's signature unless given. */
  headers?: ProviderProfile['webhookHeaders'];
}

/**
 * Sends outbox events to the business's webhook target, at least once: an
 * event leaves the outbox only after a 2xx, or when its retry schedule is
 * spent. One delivery per resource is in flight at a time, so a resource's
 * events arrive in order. Everything it needs is in the database, so after a
 * restart it simply carries on.
 */
export class DeliveryWorker {
  private readonly timer: WakeableTimer;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly aborts = new Set<AbortController>();
  private stopped = false;

  constructor(
    private readonly outbox: WebhookOutboxRepository,
    private readonly businesses: BusinessRepository,
    private readonly options: DeliveryWorkerOptions,
  ) {
    this.timer = new WakeableTimer(
      () => this.tick(),
      // At full concurrency the next finished delivery wakes the worker.
      () => (this.inFlight.size >= MAX_CONCURRENT_DELIVERIES ? null : this.outbox.nextDueAtMs([...this.inFlight.keys()])),
      options.now,
    );
  }

  start(): void {
    this.timer.wake();
  }

  /** Call after writing an event or changing a target, so delivery does not wait for the next timer. */
  wake(): void {
    if (!this.stopped) this.timer.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer.stop();
    for (const abort of this.aborts) abort.abort();
    await Promise.allSettled([...this.inFlight.values()]);
  }

  private tick(): void {
    if (this.stopped) return;
    const free = MAX_CONCURRENT_DELIVERIES - this.inFlight.size;
    if (free <= 0) return;
    const rows = this.outbox.ready(this.options.now(), [...this.inFlight.keys()], free);
    for (const row of rows) {
      const delivery = this.deliver(row)
        .catch((error: unknown) => console.error('emulator: webhook delivery failed', error))
        .finally(() => {
          this.inFlight.delete(row.resource_key);
          this.wake();
        });
      this.inFlight.set(row.resource_key, delivery);
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const target = this.businesses.webhookTarget(row.business_id);
    if (!target?.url) {
      this.outbox.markNoTarget(row.id);
      return;
    }
    const abort = new AbortController();
    this.aborts.add(abort);
    const timeout = setTimeout(() => abort.abort(), this.options.timeoutMs);
    const unixSeconds = Math.floor(this.options.now() / 1000);
    let responseStatus: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ramp-emulator-webhooks/1',
          ...(this.options.headers ?? contractProfile.webhookHeaders)(target, row.body, unixSeconds),
        },
        body: row.body,
        signal: abort.signal,
        redirect: 'manual',
      });
      responseStatus = response.status;
      await response.body?.cancel();
      if (response.status < 200 || response.status > 299) error = `receiver answered HTTP ${response.status}`;
    } catch (cause) {
      error = abort.signal.aborted ? 'timed out or stopped' : `request failed: ${(cause as Error).message}`;
    } finally {
      clearTimeout(timeout);
      this.aborts.delete(abort);
    }
    // A delivery cut short by stop() stays pending unchanged: it is sent again after the restart.
    if (this.stopped && error !== null) return;
    const at = new Date(this.options.now()).toISOString();
    if (error === null) {
      this.outbox.markDelivered(row.id, at, responseStatus ?? 0);
      return;
    }
    const delay = this.options.retryScheduleMs[row.attempts];
    const next = delay === undefined ? null : this.options.now() + delay;
    this.outbox.markAttemptFailed(row.id, at, responseStatus, error, next);
  }
}
