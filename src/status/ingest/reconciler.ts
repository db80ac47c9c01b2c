// Reconciliation: reads the provider for the resources someone waits on, because a webhook can be
// lost for good (the provider retries twice, then never) and test transactions send none. What a
// key waits on is durable (its owned resources whose last known status can still move, its open
// unknown outcomes: `ReconcileStore.work`); the key itself is only in memory (held-keys.ts). What
// is read goes through StatusLedger.observe, the same ordered, forward-only, de-duplicated path as a
// listing's items and a webhook's status, so a change learnt both ways is published once.
//
// One pass every interval (with jitter) visits each held key under a database lock named after
// its fingerprint (pg_try_advisory_lock with PostgreSQL), so one instance at a time reconciles a
// key; inside it the key's ledger row says whether a pass is due (another instance may have just
// made one) and how many provider calls are left in its minute. Each kind is read by its module's
// reader (src/resolvers/*/reconcile.ts), wired by the composition root.

import { ROOT_CONTEXT } from '@opentelemetry/api';
import { LRUCache } from 'lru-cache';
import type { ResourceKind } from '../../domain/state-machines.js';
import type { Database } from '../../store/database.js';
import type { HeldKey, HeldKeys } from './held-keys.js';
import type { StatusLedger } from '../ledger/status-ledger.js';
import type { DataSet, StatusObservation } from './webhook-envelope.js';
import { inSpan, markFailed } from '../../platform/tracing.js';

/** A resource this key owns whose last known status can still move. */
export interface PendingResource {
  kind: ResourceKind;
  id: string;
  status: string;
  /** The model as JSON, as live status stored it. */
  record: Record<string, unknown>;
}

/** Where a key's work was cut off by the limit: the last resource given, in the store's order. */
export interface WorkPosition {
  updatedAt: string;
  kind: ResourceKind;
  id: string;
}

export interface KeyWork {
  pending: PendingResource[];
  /** Set when `limit` resources were given: the next pass asks for those after it. */
  continueAfter?: WorkPosition | undefined;
  /** Per kind, the earliest time (epoch ms) a resource this key may have created is unseen: its open unknown outcomes' windows. */
  unseenSince: Map<ResourceKind, number>;
}

export interface PassAllowance {
  /** Provider calls left in the key's current minute. */
  remaining: number;
  /** Epoch ms of the key's previous pass, on any instance; undefined for its first. */
  previousPassAt: number | undefined;
}

/** The durable side of reconciliation (src/status/ingest/sql-reconcile-store.ts). */
export interface ReconcileStore {
  /**
   * Called under the key's lock: undefined when a pass ran less than `minGapMs` ago (on any
   * instance); otherwise marks this pass begun at `nowMs` and says what it may spend.
   */
  beginPass(fingerprint: string, nowMs: number, minGapMs: number, callsPerMinute: number): Promise<PassAllowance | undefined>;
  /** Counts `calls` against the key's minute. */
  spend(fingerprint: string, calls: number): Promise<void>;
  /** What the key waits on, of the kinds given, at most `limit` resources (least recently changed first, after `after` when given). */
  work(fingerprint: string, dataSet: DataSet, kinds: readonly ResourceKind[], nowMs: number, limit: number, after?: WorkPosition): Promise<KeyWork>;
}

export type ReadOutcome = 'ok' | 'no_read' | 'error';

/** What a reader is given for one pass of one key. */
export interface ReadSession {
  /** Asks for one provider call; false once the pass's calls are spent (the rest waits for a later pass). */
  take(): boolean;
  /** How a call went; `id` names the resource read, when the call read one. */
  outcome(outcome: ReadOutcome, id?: string): void;
  /** Where the key's previous pass on this instance left this kind's listing (a page), to go on from; undefined to start at its beginning. */
  readonly resumeAt: number | undefined;
  /** Where the next pass goes on from: the listing's first page not read yet, or undefined once it was read past what is waited on. */
  leaveAt(position: number | undefined): void;
}

export interface KindWork {
  dataSet: DataSet;
  /** Least recently read first. */
  pending: readonly PendingResource[];
  unseenSince: number | undefined;
}

/** Reads one kind of resource at the provider with one key (a module's reader bound to a client). */
export interface KindReader {
  readonly kind: ResourceKind;
  /** The resources as the provider has them now; throws when the provider fails (the kind is tried again next pass). */
  read(work: KindWork, session: ReadSession): Promise<StatusObservation[]>;
}

/** Metrics (src/observability/metrics.ts). */
export interface ReconcileObserver {
  pass(outcome: 'ran' | 'idle' | 'not_due' | 'locked' | 'failed'): void;
  read(kind: ResourceKind, outcome: ReadOutcome): void;
  budgetSpent(kind: ResourceKind): void;
  /** A status change reconciliation found: from the read's answer to its publication, and since the key's previous pass. */
  changed(kind: ResourceKind, publishLagMs: number, sincePreviousPassMs: number | undefined): void;
}

export interface ReconcileSettings {
  intervalMs: number;
  callsPerKeyPerMinute: number;
  /** How long a key stays held after the use that made it wait. */
  keyHoldMs: number;
  /** Resources asked of the store per key and pass (WORK_LIMIT unless given). */
  workLimit?: number | undefined;
}

export interface ReconcilerOptions {
  db: Database;
  store: ReconcileStore;
  /** Where what a read found is written. */
  ledger: StatusLedger;
  /** Publishes what the ledger queued now (the outbox publisher's kick), so a change's delay is measured to its publication. */
  publish: () => Promise<void>;
  settings: ReconcileSettings;
  /** The keys it reads with, built before live status, which keeps the keys of callers waiting in them. */
  keys: HeldKeys;
  /** The readers of one key, bound to a provider client with that key. */
  readersFor: (key: HeldKey) => readonly KindReader[];
  /** The kinds the readers read (so work is asked only for those). */
  kinds: readonly ResourceKind[];
  observer?: ReconcileObserver | undefined;
  log?: { warn(details: object, message: string): void } | undefined;
}

/** A pass due this much before the interval is over still runs, so jitter does not skip a whole interval. */
const DUE_SLACK = 0.1;
/** Each tick waits the interval plus or minus this share of it, so instances started together drift apart. */
const JITTER = 0.1;
/** Resources asked of the store per key and pass. */
const WORK_LIMIT = 1_000;
/** A resource without a read is tried again after the interval, then twice as long each time, up to this. */
const NO_READ_MAX_BACKOFF_MS = 60 * 60_000;
const MINUTE_MS = 60_000;
/** Entries of each per-instance memory (last reads, turns, back-offs); the least recently used go first. */
const REMEMBERED = 100_000;

interface Backoff {
  until: number;
  delayMs: number;
}

export class Reconciler {
  readonly keys: HeldKeys;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  private stopping = false;
  /** Per key and resource (or kind, for a listing): when it was last read here. */
  private readonly lastRead = new LRUCache<string, number>({ max: REMEMBERED });
  /** Per key and kind: when its reader last had its turn here, so no kind starves another of the budget. */
  private readonly lastServed = new LRUCache<string, number>({ max: REMEMBERED });
  private readonly backoffs = new LRUCache<string, Backoff>({ max: REMEMBERED });
  /**
   * Per key: where its last pass's work was cut off by the limit, so the next asks for what follows
   * (and then starts again from the least recently changed): a key waiting on more than the limit
   * has every resource read in turn, not only the oldest for as long as they do not move.
   */
  private readonly workFrom = new LRUCache<string, WorkPosition>({ max: REMEMBERED });
  /** Per key and kind: where a listing read ran out of calls, so the next pass reads on from there. */
  private readonly resumeAt = new LRUCache<string, number>({ max: REMEMBERED });

  constructor(private readonly options: ReconcilerOptions) {
    this.keys = options.keys;
  }

  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    this.schedule();
  }

  /** Stops the schedule and waits for a pass in flight to end; a pass stops between keys. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass over every held key now (the schedule calls it; tests may too). */
  pass(): Promise<void> {
    this.running ??= this.visitKeys().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private schedule(): void {
    const { intervalMs } = this.options.settings;
    const delay = Math.max(1, Math.round(intervalMs * (1 - JITTER + 2 * JITTER * Math.random())));
    this.timer = setTimeout(() => {
      void this.pass().finally(() => {
        if (!this.stopping) this.schedule();
      });
    }, delay);
    this.timer.unref();
  }

  private async visitKeys(): Promise<void> {
    for (const key of this.keys.held()) {
      if (this.stopping) return;
      try {
        const ran = await this.options.db.withLockIfFree(`reconcile:${key.fingerprint}`, () => this.reconcile(key));
        if (ran === undefined) this.options.observer?.pass('locked');
      } catch (error) {
        this.options.observer?.pass('failed');
        this.options.log?.warn({ err: error, key: key.fingerprint.slice(0, 12) }, 'reconciliation pass failed');
      }
    }
  }

  private async reconcile(key: HeldKey): Promise<true> {
    const { store, settings, observer } = this.options;
    const startedAt = Date.now();
    const allowance = await store.beginPass(key.fingerprint, startedAt, settings.intervalMs * (1 - DUE_SLACK), settings.callsPerKeyPerMinute);
    if (allowance === undefined) {
      observer?.pass('not_due');
      return true;
    }
    const workOf = (after?: WorkPosition) => store.work(key.fingerprint, key.dataSet, this.options.kinds, startedAt, settings.workLimit ?? WORK_LIMIT, after);
    const from = this.workFrom.get(key.fingerprint);
    let work = await workOf(from);
    // Nothing after where the last pass was cut off: the turn starts again from the beginning.
    if (from !== undefined && work.pending.length === 0) work = await workOf();
    if (work.continueAfter === undefined) this.workFrom.delete(key.fingerprint);
    else this.workFrom.set(key.fingerprint, work.continueAfter);
    if (work.pending.length === 0 && work.unseenSince.size === 0) {
      // A key used during the last interval may have a resource still being written: a later pass lets it go.
      this.keys.release(key.fingerprint, startedAt - settings.intervalMs);
      observer?.pass('idle');
      return true;
    }
    // The minute's calls are spread over its passes, so the first pass of a minute does not starve the rest.
    const share = Math.max(1, Math.ceil((settings.callsPerKeyPerMinute * settings.intervalMs) / MINUTE_MS));
    let left = Math.min(allowance.remaining, share);
    let used = 0;
    try {
      for (const reader of this.byTurn(key, this.options.readersFor(key))) {
        const kindWork = this.workOf(key, reader.kind, work);
        if (kindWork === undefined) continue;
        if (left <= 0) {
          observer?.budgetSpent(reader.kind);
          continue;
        }
        const served = `${key.fingerprint}\u0000${reader.kind}`;
        this.lastServed.set(served, Date.now());
        const session: ReadSession = {
          resumeAt: this.resumeAt.get(served),
          leaveAt: (position) => {
            if (position === undefined) this.resumeAt.delete(served);
            else this.resumeAt.set(served, position);
          },
          take: () => {
            if (left <= 0) {
              observer?.budgetSpent(reader.kind);
              return false;
            }
            left -= 1;
            used += 1;
            return true;
          },
          outcome: (outcome, id) => {
            observer?.read(reader.kind, outcome);
            const resourceKey = this.resourceKey(key, reader.kind, id);
            this.lastRead.set(resourceKey, Date.now());
            if (outcome === 'no_read') this.backOff(resourceKey);
            else if (outcome === 'ok') this.backoffs.delete(resourceKey);
          },
        };
        // A trace of its own: its provider calls, the statuses it stores and the unknown outcomes it
        // settles (linked to their mutations' traces) are its children.
        await inSpan('reconcile.read', { parent: ROOT_CONTEXT, attributes: { 'gateway.resource.kind': reader.kind } }, async (span) => {
          let observations: StatusObservation[];
          // Before the first request goes out: what it answers was true no earlier than this.
          const sentAt = Date.now();
          try {
            observations = await reader.read(kindWork, session);
          } catch (error) {
            markFailed(span, error);
            this.options.log?.warn({ err: error, kind: reader.kind }, 'reconciliation could not read the provider');
            return;
          }
          span.setAttribute('gateway.resources.read', observations.length);
          await this.record(key, kindWork, observations, sentAt, allowance.previousPassAt);
        });
      }
    } finally {
      if (used > 0) await store.spend(key.fingerprint, used);
    }
    observer?.pass('ran');
    return true;
  }

  /** Through the ledger as the key's own reads: ordered, forward only, published once; the key is not kept by it. */
  private async record(key: HeldKey, work: KindWork, observations: StatusObservation[], sentAt: number, previousPassAt: number | undefined): Promise<void> {
    if (observations.length === 0) return;
    const readAt = Date.now();
    const applied = await this.options.ledger.observe(key.apiKey, observations, { keepKey: false, learnt: { source: 'provider_read', at: sentAt } });
    // A change is a waited-on resource that moved; an item a listing shows for the first time is not one.
    const waited = new Set(work.pending.map((resource) => resource.id));
    const changed = applied.filter((o) => waited.has(o.id));
    if (changed.length === 0) return;
    await this.options.publish();
    const publishedAt = Date.now();
    for (const o of changed) {
      this.options.observer?.changed(o.kind, publishedAt - readAt, previousPassAt === undefined ? undefined : readAt - previousPassAt);
    }
  }

  /** The kind's share of the key's work, least recently read first, without resources backing off; undefined when none. */
  private workOf(key: HeldKey, kind: ResourceKind, work: KeyWork): KindWork | undefined {
    const now = Date.now();
    if (this.backingOff(this.resourceKey(key, kind, undefined), now)) return undefined;
    const pending = work.pending
      .filter((resource) => resource.kind === kind && !this.backingOff(this.resourceKey(key, kind, resource.id), now))
      .sort((a, b) => (this.lastRead.get(this.resourceKey(key, kind, a.id)) ?? 0) - (this.lastRead.get(this.resourceKey(key, kind, b.id)) ?? 0));
    const unseenSince = work.unseenSince.get(kind);
    if (pending.length === 0 && unseenSince === undefined) return undefined;
    return { dataSet: key.dataSet, pending, unseenSince };
  }

  private byTurn(key: HeldKey, readers: readonly KindReader[]): KindReader[] {
    const served = (reader: KindReader) => this.lastServed.get(`${key.fingerprint}\u0000${reader.kind}`) ?? 0;
    return [...readers].sort((a, b) => served(a) - served(b));
  }

  private resourceKey(key: HeldKey, kind: ResourceKind, id: string | undefined): string {
    return `${key.fingerprint}\u0000${kind}\u0000${id ?? ''}`;
  }

  private backingOff(resourceKey: string, now: number): boolean {
    const backoff = this.backoffs.get(resourceKey);
    return backoff !== undefined && backoff.until > now;
  }

  private backOff(resourceKey: string): void {
    const previous = this.backoffs.get(resourceKey);
    const delayMs = Math.min(NO_READ_MAX_BACKOFF_MS, previous === undefined ? this.options.settings.intervalMs : previous.delayMs * 2);
    this.backoffs.set(resourceKey, { until: Date.now() + delayMs, delayMs });
  }
}
