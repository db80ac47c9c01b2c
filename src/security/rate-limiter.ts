// Per-caller request budgets (rate-limiter-flexible: a fixed window starting at a caller's first
// request; in Redis when `REDIS_URL` is set, so every instance counts against the same budget).
// Each key has a budget of its own, known only by fingerprint (the key never reaches Redis or a
// log). A key the provider has not accepted yet could be anyone's invention: every request with
// one also spends a small budget its address shares, until the key is accepted, and each provider
// check of a new key spends its address's budget of checks. A request without a key has its
// address's budget. When Redis cannot answer, each instance keeps counting in memory (the
// insurance limiter) rather than letting everything through.
import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Credentials } from '../context.js';
import { heldKeyFingerprint } from '../platform/key-fingerprint.js';
import { DEFAULT_KEY_PREFIX, closeRedis, connectRedis } from '../platform/redis.js';
import type { VerifiedKeys } from './verified-keys.js';

export interface RateLimitSettings {
  /** Requests per window of a verified key, or of an address sending no key; 0 turns every limit off. */
  requests: number;
  /** Requests per window of one address with keys the provider has not accepted yet. */
  unverifiedRequests: number;
  /** Provider checks of keys not yet accepted, per minute of one address; KEY_VERIFICATIONS_DEFAULT when absent. */
  keyVerifications?: number | undefined;
  /** graphql-ws `connection_init` messages per window of one address; 0 turns this budget off. */
  connectionInits: number;
  windowSeconds: number;
}

/** One budget a request is counted against. */
export interface RateLimitCharge {
  budget: 'caller' | 'unverified' | 'verification' | 'connectionInit';
  id: string;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const KEY_VERIFICATIONS_DEFAULT = 20;
const KEY_VERIFICATION_WINDOW_SECONDS = 60;

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The client a network address stands for in its budgets. An IPv6 host is given a whole /64 (the
 * smallest block a network hands out; a client may use any of its 2^64 addresses, so budgets per
 * address would be budgets per request): it is counted as its /64. IPv4 (also when a dual-stack
 * socket shows it IPv4-mapped, `::ffff:a.b.c.d`) by address.
 */
export function addressBucket(remoteAddress: string | undefined): string {
  if (remoteAddress === undefined) return 'unknown';
  const address = remoteAddress.split('%', 1)[0]!;
  if (!isIPv6(address)) return address;
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped !== null) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const groups = (text: string) => (text === '' ? [] : text.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])));
  const first = groups(head);
  const last = tail === undefined ? [] : groups(tail);
  const all = [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The budgets a request counts against: its key's (the server's own key is the operator's, not
 * a caller's invention), or its address's without a key. Every request without a key the provider
 * has accepted (none at all, or one not accepted yet) is first counted against its address's small
 * budget of unverified requests, as long as that lasts: a made-up key never stops costing, and a
 * caller with no key, who can only read the schema, cannot spend a whole caller's budget on
 * documents the gateway must parse and validate.
 */
export function rateLimitCharges(credentials: Pick<Credentials, 'apiKey' | 'source'> | null, remoteAddress: string | undefined, verified: Pick<VerifiedKeys, 'has'>): RateLimitCharge[] {
  const own: RateLimitCharge = { budget: 'caller', id: rateLimitIdentity(credentials, remoteAddress) };
  if (credentials !== null && (credentials.source === 'SERVER' || verified.has(credentials))) return [own];
  return [{ budget: 'unverified', id: `unverified:${addressBucket(remoteAddress)}` }, own];
}

/** The budget of provider checks of new keys of one address. */
export function keyVerificationCharge(remoteAddress: string | undefined): RateLimitCharge {
  return { budget: 'verification', id: `verify:address:${addressBucket(remoteAddress)}` };
}

/** Who a caller is for its own budget (and its WebSocket bounds): its key by fingerprint, or its address without one. */
export function rateLimitIdentity(credentials: Pick<Credentials, 'apiKey'> | null, remoteAddress: string | undefined): string {
  return credentials === null ? `address:${addressBucket(remoteAddress)}` : `key:${heldKeyFingerprint(credentials)}`;
}

/** The budget of graphql-ws `connection_init` messages of one address. */
export function connectionInitCharge(remoteAddress: string | undefined): RateLimitCharge {
  return { budget: 'connectionInit', id: `ws-init:address:${addressBucket(remoteAddress)}` };
}

export interface RateLimiterOptions {
  /** The instance's Redis client (src/platform/redis.ts), left open by close(): its owner closes it. */
  redis?: Redis | undefined;
  /** Or a URL to connect to, the limiter then owning the connection. */
  redisUrl?: string | undefined;
  keyPrefix?: string | undefined;
  onRedisError?: (error: Error) => void;
}

export class RateLimiter {
  private constructor(
    readonly settings: RateLimitSettings,
    private readonly budgets: Readonly<Record<RateLimitCharge['budget'], RateLimiterAbstract>>,
    private readonly owned: Redis | undefined,
  ) {}

  static async start(settings: RateLimitSettings, options: RateLimiterOptions = {}): Promise<RateLimiter> {
    const owned = options.redis === undefined && options.redisUrl ? await connectRedis(options.redisUrl, options.onRedisError ?? (() => {})) : undefined;
    const redis = options.redis ?? owned;
    const keyPrefix = `${options.keyPrefix ?? DEFAULT_KEY_PREFIX}rate-limit`;
    const budget = (points: number, duration = settings.windowSeconds) => {
      const memory = new RateLimiterMemory({ points, duration });
      if (redis === undefined) return memory;
      // Fail at once while ioredis reconnects (it would queue), and count in memory meanwhile.
      return new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      });
    };
    const budgets = {
      caller: budget(settings.requests),
      unverified: budget(settings.unverifiedRequests),
      verification: budget(settings.keyVerifications ?? KEY_VERIFICATIONS_DEFAULT, KEY_VERIFICATION_WINDOW_SECONDS),
      connectionInit: budget(settings.connectionInits),
    };
    return new RateLimiter(settings, budgets, owned);
  }

  get enabled(): boolean {
    return this.settings.requests > 0;
  }

  private budgetEnabled(budget: RateLimitCharge['budget']): boolean {
    return budget === 'connectionInit' ? this.settings.connectionInits > 0 : this.enabled;
  }

  /** Counts the request against each budget in turn; the first one spent refuses it. */
  async check(charges: readonly RateLimitCharge[]): Promise<RateLimitDecision> {
    for (const charge of charges) {
      if (!this.budgetEnabled(charge.budget)) continue;
      try {
        await this.budgets[charge.budget].consume(charge.id);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    }
    return { allowed: true };
  }

  async close(): Promise<void> {
    if (this.owned) await closeRedis(this.owned);
  }
}

/** The message and extensions of RATE_LIMITED, shaped like the provider's (src/datasources/provider-errors.ts). */
export function rateLimitedError(retryAfterSeconds: number) {
  return {
    message: `Too many requests from this caller (API key, or address when no key or a key not yet verified is sent); retry in ${retryAfterSeconds} s.`,
    extensions: { code: 'RATE_LIMITED' as const, retryAfterSeconds },
  };
}
