// Per-caller request budget. A caller is its provider key, known only by fingerprint (the key
// itself never reaches Redis or a log), or its network address when it sends no key. When the
// store cannot answer (Redis down), requests go through and the failure is logged: the
// provider's own limits still apply, and an outage of Redis should not become one of the API.
import type { Credentials } from '../context.js';
import { keyFingerprint } from '../events/key-fingerprint.js';
import type { RateLimitStore } from './rate-limit-store.js';

export interface RateLimitSettings {
  /** Requests per window; 0 turns the limit off. */
  requests: number;
  windowSeconds: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function rateLimitIdentity(credentials: Credentials | null, remoteAddress: string | undefined): string {
  return credentials === null ? `address:${remoteAddress ?? 'unknown'}` : `key:${keyFingerprint(credentials.apiKey)}`;
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    readonly settings: RateLimitSettings,
    private readonly onStoreError: (error: unknown) => void,
  ) {}

  get enabled(): boolean {
    return this.settings.requests > 0;
  }

  async check(identity: string): Promise<RateLimitDecision> {
    if (!this.enabled) return { allowed: true };
    let window;
    try {
      window = await this.store.hit(identity, this.settings.windowSeconds * 1000);
    } catch (error) {
      this.onStoreError(error);
      return { allowed: true };
    }
    if (window.count <= this.settings.requests) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(window.resetInMs / 1000)) };
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** The message and extensions of RATE_LIMITED, shaped like the provider's (src/datasources/provider-errors.ts). */
export function rateLimitedError(retryAfterSeconds: number) {
  return {
    message: `Too many requests from this caller (API key, or address when no key is sent); retry in ${retryAfterSeconds} s.`,
    extensions: { code: 'RATE_LIMITED' as const, retryAfterSeconds },
  };
}
