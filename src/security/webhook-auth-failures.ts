// Failed webhook authentications per client address (rate-limiter-flexible; in Redis when the
// instance has it, so every instance counts against one budget, in memory meanwhile). A sender
// guessing the secret is answered 429 once its failures in a window are spent, for the rest of
// the window, and for an hour once it spends three windows' worth within an hour.
// Only failures are answered 429: an authentic delivery from a waiting address is taken (behind a
// load balancer the provider shares its address with every guesser, src/status/ingest/webhook-receiver.ts).
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AuthFailureLimit } from '../status/ingest/webhook-receiver.js';
import { DEFAULT_KEY_PREFIX } from '../platform/redis.js';
import { addressBucket } from './rate-limiter.js';

export const DEFAULT_WEBHOOK_AUTH_FAILURES = 10;
export const DEFAULT_WEBHOOK_AUTH_WINDOW_SECONDS = 60;
/** The long window is this many short ones, and allows this many short windows' failures. */
const LONG_WINDOW_FACTOR = 60;
const LONG_BUDGET_FACTOR = 3;

export interface WebhookAuthFailureSettings {
  failures: number;
  windowSeconds: number;
}

export class WebhookAuthFailures implements AuthFailureLimit {
  private readonly tiers: readonly RateLimiterAbstract[];

  constructor(settings: WebhookAuthFailureSettings, options: { redis?: Redis | undefined; keyPrefix?: string | undefined } = {}) {
    const tier = (points: number, seconds: number, name: string): RateLimiterAbstract => {
      const common = { points, duration: seconds, blockDuration: seconds };
      const memory = new RateLimiterMemory({ ...common, keyPrefix: name });
      if (options.redis === undefined) return memory;
      return new RateLimiterRedis({
        ...common,
        storeClient: options.redis,
        keyPrefix: `${options.keyPrefix ?? DEFAULT_KEY_PREFIX}${name}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      });
    };
    this.tiers = [
      tier(settings.failures, settings.windowSeconds, 'webhook-auth'),
      tier(settings.failures * LONG_BUDGET_FACTOR, settings.windowSeconds * LONG_WINDOW_FACTOR, 'webhook-auth-long'),
    ];
  }

  async blocked(remoteAddress: string | undefined): Promise<number | undefined> {
    const id = addressBucket(remoteAddress);
    const states = await Promise.all(this.tiers.map(async (tier) => ({ tier, state: await tier.get(id) })));
    const waitMs = Math.max(0, ...states.map(({ tier, state }) => (state !== null && state.consumedPoints > tier.points ? state.msBeforeNext : 0)));
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : undefined;
  }

  async failed(remoteAddress: string | undefined): Promise<number | undefined> {
    const id = addressBucket(remoteAddress);
    let waitMs = 0;
    for (const tier of this.tiers) {
      try {
        await tier.consume(id);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        waitMs = Math.max(waitMs, refusal.msBeforeNext);
      }
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : undefined;
  }
}
