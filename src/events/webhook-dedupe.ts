// De-duplication of webhook deliveries by event id. Delivery is at least once, so the
// same event can arrive twice, even at two gateway instances at the same moment.
//
// A plain "mark as seen" would lose an event whenever processing fails after the mark
// (the provider's retry would be taken for a duplicate), so an id is first claimed for a
// short time, then either completed (remembered for the full TTL) or released.

import type { Redis } from 'ioredis';
import { TtlMap } from './ttl-map.js';

export type ClaimResult = 'claimed' | 'in_progress' | 'done';

export interface WebhookDedupe {
  claim(eventId: string): Promise<ClaimResult>;
  complete(eventId: string): Promise<void>;
  release(eventId: string): Promise<void>;
}

export interface DedupeTtls {
  /** How long a completed event id is remembered; longer than the provider's retry schedule. */
  seenSeconds: number;
  /** How long a claim blocks other deliveries of the same id if its holder dies mid-way. */
  claimSeconds: number;
}

export const DEFAULT_DEDUPE_TTLS: DedupeTtls = { seenSeconds: 3 * 24 * 3600, claimSeconds: 60 };

export class MemoryWebhookDedupe implements WebhookDedupe {
  private readonly ids: TtlMap<'processing' | 'done'>;

  constructor(
    private readonly ttls: DedupeTtls = DEFAULT_DEDUPE_TTLS,
    now?: () => number,
  ) {
    this.ids = new TtlMap(now);
  }

  async claim(eventId: string): Promise<ClaimResult> {
    const state = this.ids.get(eventId);
    if (state === 'done') return 'done';
    if (state === 'processing') return 'in_progress';
    this.ids.set(eventId, 'processing', this.ttls.claimSeconds);
    return 'claimed';
  }

  async complete(eventId: string): Promise<void> {
    this.ids.set(eventId, 'done', this.ttls.seenSeconds);
  }

  async release(eventId: string): Promise<void> {
    this.ids.delete(eventId);
  }
}

export class RedisWebhookDedupe implements WebhookDedupe {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttls: DedupeTtls = DEFAULT_DEDUPE_TTLS,
  ) {}

  async claim(eventId: string): Promise<ClaimResult> {
    const key = this.key(eventId);
    // SET NX is atomic: of two instances receiving the same event, exactly one claims it.
    const set = await this.redis.set(key, 'processing', 'EX', this.ttls.claimSeconds, 'NX');
    if (set === 'OK') return 'claimed';
    return (await this.redis.get(key)) === 'done' ? 'done' : 'in_progress';
  }

  async complete(eventId: string): Promise<void> {
    await this.redis.set(this.key(eventId), 'done', 'EX', this.ttls.seenSeconds);
  }

  async release(eventId: string): Promise<void> {
    await this.redis.del(this.key(eventId));
  }

  private key(eventId: string): string {
    return `${this.prefix}webhook:${eventId}`;
  }
}
