// The idempotency store of a single gateway process. Every method runs to completion without
// awaiting, so claim and settle are atomic within the process.

import type { ClaimResult, IdempotencyRecord, IdempotencyStore, InProgressRecord } from './idempotency-store.js';

interface Entry {
  record: IdempotencyRecord;
  expiresAt: number;
}

const SWEEP_EVERY = 1_000;

export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();
  private writes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async claim(key: string, record: InProgressRecord, ttlMs: number): Promise<ClaimResult> {
    const existing = this.live(key);
    if (existing !== undefined) return { claimed: false, existing };
    this.put(key, record, ttlMs);
    return { claimed: true };
  }

  async get(key: string): Promise<IdempotencyRecord | undefined> {
    return this.live(key);
  }

  async settle(key: string, token: string, record: IdempotencyRecord, ttlMs: number): Promise<boolean> {
    if (!this.heldBy(key, token)) return false;
    this.put(key, record, ttlMs);
    return true;
  }

  async release(key: string, token: string): Promise<void> {
    if (this.heldBy(key, token)) this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private heldBy(key: string, token: string): boolean {
    const current = this.live(key);
    return current?.state === 'in_progress' && current.token === token;
  }

  private live(key: string): IdempotencyRecord | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.record;
  }

  private put(key: string, record: IdempotencyRecord, ttlMs: number): void {
    this.entries.set(key, { record, expiresAt: this.now() + ttlMs });
    // Expired entries nobody asks for again are dropped now and then, so memory stays bounded by the TTL.
    this.writes += 1;
    if (this.writes % SWEEP_EVERY === 0) {
      const now = this.now();
      for (const [name, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(name);
    }
  }
}
