// The idempotency store shared by every gateway instance: SET NX PX claims a key, and small Lua
// scripts settle or release it only while it is still the caller's own claim, so an instance
// whose lease was taken over cannot overwrite what the next one recorded.

import type { Redis } from 'ioredis';
import { idempotencyRecord, type ClaimResult, type IdempotencyRecord, type IdempotencyStore, type InProgressRecord } from './idempotency-store.js';

const HELD_BY_TOKEN = `
local current = redis.call('GET', KEYS[1])
if not current then return 0 end
local ok, record = pcall(cjson.decode, current)
if not ok or record.state ~= 'in_progress' or record.token ~= ARGV[1] then return 0 end
`;

const SETTLE = `${HELD_BY_TOKEN}
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

const RELEASE = `${HELD_BY_TOKEN}
redis.call('DEL', KEYS[1])
return 1`;

export class RedisIdempotencyStore implements IdempotencyStore {
  readonly kind = 'redis';

  constructor(private readonly redis: Redis, private readonly close_: () => Promise<void> = async () => {}) {}

  async claim(key: string, record: InProgressRecord, ttlMs: number): Promise<ClaimResult> {
    // A record can expire between a failed SET NX and the GET; then claiming again is right.
    for (;;) {
      const set = await this.redis.set(key, JSON.stringify(record), 'PX', ttlMs, 'NX');
      if (set === 'OK') return { claimed: true };
      const existing = await this.get(key);
      if (existing !== undefined) return { claimed: false, existing };
    }
  }

  async get(key: string): Promise<IdempotencyRecord | undefined> {
    const text = await this.redis.get(key);
    if (text === null) return undefined;
    const parsed = idempotencyRecord.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`idempotency record ${key} has an unexpected shape`);
    return parsed.data;
  }

  async settle(key: string, token: string, record: IdempotencyRecord, ttlMs: number): Promise<boolean> {
    return (await this.redis.eval(SETTLE, 1, key, token, JSON.stringify(record), String(ttlMs))) === 1;
  }

  async release(key: string, token: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, key, token);
  }

  close(): Promise<void> {
    return this.close_();
  }
}
