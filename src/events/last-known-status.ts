// The last status the gateway has seen of each resource, so that a subscription opened
// after a change still starts from the truth, and a query can answer "where is it now".
//
// Every applied change gets a version that only grows; a subscriber that yielded the
// snapshot at version v drops any queued message at v or below, so the race between
// "subscribe" and "read the snapshot" can neither lose nor repeat an update.

import type { Redis } from 'ioredis';
import type { ResourceKind } from '../domain/state-machines.js';
import { statusesBefore } from './status-order.js';
import { TtlMap } from './ttl-map.js';
import type { DataSet, StatusObservation } from './webhook-envelope.js';

export interface KnownStatus {
  status: string;
  version: number;
  /** The record as JSON (dates as ISO text), the same from memory and from Redis. */
  record: Record<string, unknown>;
  updatedAt: string;
}

export interface AdvanceResult {
  /** False when the observation was not ahead of what is stored (a repeat or a late arrival). */
  applied: boolean;
  current: KnownStatus;
}

export interface LastKnownStatusStore {
  get(dataSet: DataSet, kind: ResourceKind, id: string): Promise<KnownStatus | undefined>;
  /** Stores the observation if its status lies ahead of the stored one (or none is stored). */
  advance(observation: StatusObservation): Promise<AdvanceResult>;
}

function statusKey(dataSet: DataSet, kind: ResourceKind, id: string): string {
  return `status:${dataSet}:${kind}:${id}`;
}

/**
 * Versions start from the clock rather than from 1, so an entry that expired and comes
 * back still outranks what a long-lived subscriber saw before the expiry.
 */
function nextVersion(previous: number | undefined, nowMs: number): number {
  return Math.max((previous ?? 0) + 1, nowMs);
}

export class MemoryLastKnownStatusStore implements LastKnownStatusStore {
  private readonly entries: TtlMap<KnownStatus>;

  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new TtlMap(now);
  }

  async get(dataSet: DataSet, kind: ResourceKind, id: string): Promise<KnownStatus | undefined> {
    return this.entries.get(statusKey(dataSet, kind, id));
  }

  async advance(o: StatusObservation): Promise<AdvanceResult> {
    const key = statusKey(o.dataSet, o.kind, o.id);
    const stored = this.entries.get(key);
    if (stored && !statusesBefore(o.kind, o.status).includes(stored.status)) return { applied: false, current: stored };
    const nowMs = this.now();
    const current: KnownStatus = {
      status: o.status,
      version: nextVersion(stored?.version, nowMs),
      record: JSON.parse(JSON.stringify(o.record)) as Record<string, unknown>,
      updatedAt: new Date(nowMs).toISOString(),
    };
    this.entries.set(key, current, this.ttlSeconds);
    return { applied: true, current };
  }
}

// Compare and set in one round trip, so two instances applying changes of one resource at
// once cannot interleave. ARGV: status, record JSON, ttl, now (ms), updatedAt, then the
// statuses the new one may replace.
const ADVANCE_SCRIPT = `
local current = redis.call('HGET', KEYS[1], 'status')
local allowed = (current == false)
if not allowed then
  for i = 6, #ARGV do
    if ARGV[i] == current then allowed = true break end
  end
end
if allowed then
  local previous = tonumber(redis.call('HGET', KEYS[1], 'version') or '0')
  local version = math.max(previous + 1, tonumber(ARGV[4]))
  redis.call('HSET', KEYS[1], 'status', ARGV[1], 'record', ARGV[2], 'version', tostring(version), 'updatedAt', ARGV[5])
  redis.call('EXPIRE', KEYS[1], ARGV[3])
end
local stored = redis.call('HMGET', KEYS[1], 'status', 'version', 'record', 'updatedAt')
return { allowed and 1 or 0, stored[1], stored[2], stored[3], stored[4] }
`;

export class RedisLastKnownStatusStore implements LastKnownStatusStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(dataSet: DataSet, kind: ResourceKind, id: string): Promise<KnownStatus | undefined> {
    const [status, version, record, updatedAt] = await this.redis.hmget(
      this.prefix + statusKey(dataSet, kind, id),
      'status',
      'version',
      'record',
      'updatedAt',
    );
    return toKnownStatus(status, version, record, updatedAt);
  }

  async advance(o: StatusObservation): Promise<AdvanceResult> {
    const nowMs = this.now();
    const reply = (await this.redis.eval(
      ADVANCE_SCRIPT,
      1,
      this.prefix + statusKey(o.dataSet, o.kind, o.id),
      o.status,
      JSON.stringify(o.record),
      String(this.ttlSeconds),
      String(nowMs),
      new Date(nowMs).toISOString(),
      ...statusesBefore(o.kind, o.status),
    )) as [number, string | null, string | null, string | null, string | null];
    const current = toKnownStatus(reply[1], reply[2], reply[3], reply[4]);
    if (!current) throw new Error('last-known status missing right after it was written');
    return { applied: reply[0] === 1, current };
  }
}

function toKnownStatus(
  status: string | null | undefined,
  version: string | null | undefined,
  record: string | null | undefined,
  updatedAt: string | null | undefined,
): KnownStatus | undefined {
  if (status == null || version == null || record == null || updatedAt == null) return undefined;
  return { status, version: Number(version), record: JSON.parse(record) as Record<string, unknown>, updatedAt };
}
