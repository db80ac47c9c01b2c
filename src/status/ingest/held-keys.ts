// The API keys this instance may read the provider with for reconciliation. The gateway never
// stores a raw key durably (only fingerprints), so reading a resource needs its owner's key in
// memory: held while a subscription with it is open here, for `holdMs` after a caller with it
// recorded a resource that can still move or met an unknown outcome, and for the process's life
// when it is the server's own key (RAMP_API_KEY). A resource whose key no instance holds waits
// until the key comes back (docs/live-status.md, "Reconciliation").

import { heldKeyFingerprint, type KeyHolder } from '../../platform/key-fingerprint.js';
import type { DataSet } from './webhook-envelope.js';
import type { KeyKeeper } from '../ledger/status-ledger.js';

export interface HeldKey {
  /** Never logged, never stored. */
  apiKey: string;
  fingerprint: string;
  dataSet: DataSet;
}

interface Hold extends HeldKey {
  /** Epoch ms until which the last use keeps it. */
  until: number;
  /** Epoch ms of the last use. */
  touchedAt: number;
  subscriptions: number;
  always: boolean;
}

export class HeldKeys implements KeyKeeper {
  private readonly holds = new Map<string, Hold>();

  constructor(
    private readonly holdMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  keep(holder: KeyHolder, dataSet: DataSet): void {
    const hold = this.holdOf(holder, dataSet);
    hold.touchedAt = this.now();
    hold.until = Math.max(hold.until, hold.touchedAt + this.holdMs);
  }

  keepWhile(apiKey: string, dataSet: DataSet): () => void {
    const hold = this.holdOf({ apiKey }, dataSet);
    hold.subscriptions += 1;
    hold.touchedAt = this.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      hold.subscriptions -= 1;
      // A subscriber that just left may come back: its resources stay read for a while.
      hold.until = Math.max(hold.until, this.now() + this.holdMs);
    };
  }

  /** The server's own key, held as long as the process runs. */
  keepAlways(apiKey: string, dataSet: DataSet): void {
    this.holdOf({ apiKey }, dataSet).always = true;
  }

  /** Every key held now; those whose hold ran out are forgotten. */
  held(): HeldKey[] {
    const now = this.now();
    const keys: HeldKey[] = [];
    for (const [fingerprint, hold] of this.holds) {
      if (hold.always || hold.subscriptions > 0 || hold.until > now) keys.push({ apiKey: hold.apiKey, fingerprint, dataSet: hold.dataSet });
      else this.holds.delete(fingerprint);
    }
    return keys;
  }

  /**
   * A pass found nothing this key waits on: it is let go, unless a subscription holds it, it is
   * the server's key, or it was used since `since` (a resource recorded while the pass looked).
   */
  release(fingerprint: string, since: number): void {
    const hold = this.holds.get(fingerprint);
    if (hold && !hold.always && hold.subscriptions === 0 && hold.touchedAt < since) this.holds.delete(fingerprint);
  }

  get size(): number {
    return this.holds.size;
  }

  /** `holder`: a request's credentials, whose fingerprint the request may have hashed already (src/platform/key-fingerprint.ts). */
  private holdOf(holder: KeyHolder, dataSet: DataSet): Hold {
    const fingerprint = heldKeyFingerprint(holder);
    let hold = this.holds.get(fingerprint);
    if (hold === undefined) {
      hold = { apiKey: holder.apiKey, fingerprint, dataSet, until: 0, touchedAt: 0, subscriptions: 0, always: false };
      this.holds.set(fingerprint, hold);
    }
    return hold;
  }
}
