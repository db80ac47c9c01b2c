// Where request counts live: Redis when `REDIS_URL` is set, so every gateway instance counts
// against the same budget, memory otherwise. A fixed window that starts at a caller's first
// request: the count and its expiry are set in one Lua call, so concurrent instances can
// neither lose an increment nor leave a counter without expiry.
import { Redis } from 'ioredis';
import { DEFAULT_KEY_PREFIX } from '../events/event-backend.js';

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Until the window ends. */
  resetInMs: number;
}

export interface RateLimitStore {
  kind: 'memory' | 'redis';
  hit(identity: string, windowMs: number): Promise<WindowCount>;
  close(): Promise<void>;
}

const SWEEP_EVERY_HITS = 1000;

export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory';
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private hitsSinceSweep = 0;

  async hit(identity: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    if (++this.hitsSinceSweep >= SWEEP_EVERY_HITS) this.sweep(now);
    let window = this.windows.get(identity);
    if (window === undefined || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(identity, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  private sweep(now: number): void {
    this.hitsSinceSweep = 0;
    for (const [identity, window] of this.windows) if (window.endsAt <= now) this.windows.delete(identity);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  async hit(identity: string, windowMs: number): Promise<WindowCount> {
    // While ioredis reconnects it queues commands: fail now (the limiter lets the request
    // through) rather than hold every request until Redis is back.
    if (this.redis.status !== 'ready') throw new Error(`redis is ${this.redis.status}`);
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, `${this.keyPrefix}${identity}`, windowMs)) as [number, number];
    return { count, resetInMs: ttl };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export interface RateLimitStoreOptions {
  redisUrl?: string | undefined;
  keyPrefix?: string | undefined;
  onError?: (error: Error) => void;
}

export async function createRateLimitStore(options: RateLimitStoreOptions = {}): Promise<RateLimitStore> {
  if (!options.redisUrl) return new MemoryRateLimitStore();
  // Connect before serving: a wrong REDIS_URL stops the start instead of silently limiting per instance.
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', options.onError ?? (() => {}));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return new RedisRateLimitStore(redis, `${options.keyPrefix ?? DEFAULT_KEY_PREFIX}rate-limit:`);
}
