// Which API keys may read which resources. The webhook names a resource and its data set
// but not the business it belongs to, so the gateway remembers, for each resource it has
// seen created or read through it, the fingerprint of the key that did so. Only
// fingerprints are stored (see key-fingerprint.ts), never keys.

import type { Redis } from 'ioredis';
import type { ResourceKind } from '../domain/state-machines.js';
import { TtlMap } from './ttl-map.js';
import type { DataSet } from './webhook-envelope.js';

export interface ResourceOwners {
  grant(dataSet: DataSet, kind: ResourceKind, id: string, fingerprint: string): Promise<void>;
  isOwner(dataSet: DataSet, kind: ResourceKind, id: string, fingerprint: string): Promise<boolean>;
}

function ownerKey(dataSet: DataSet, kind: ResourceKind, id: string): string {
  return `owner:${dataSet}:${kind}:${id}`;
}

export class MemoryResourceOwners implements ResourceOwners {
  private readonly owners: TtlMap<Set<string>>;

  constructor(
    private readonly ttlSeconds: number,
    now?: () => number,
  ) {
    this.owners = new TtlMap(now);
  }

  async grant(dataSet: DataSet, kind: ResourceKind, id: string, fingerprint: string): Promise<void> {
    const key = ownerKey(dataSet, kind, id);
    const set = this.owners.get(key) ?? new Set();
    set.add(fingerprint);
    this.owners.set(key, set, this.ttlSeconds);
  }

  async isOwner(dataSet: DataSet, kind: ResourceKind, id: string, fingerprint: string): Promise<boolean> {
    return this.owners.get(ownerKey(dataSet, kind, id))?.has(fingerprint) ?? false;
  }
}

export class RedisResourceOwners implements ResourceOwners {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
  ) {}

  async grant(dataSet: DataSet, kind: ResourceKind, id: string, fingerprint: string): Promise<void> {
    const key = this.prefix + ownerKey(dataSet, kind, id);
    // A set rather than one value: a business may hold more than one key for a data set.
    await this.redis.multi().sadd(key, fingerprint).expire(key, this.ttlSeconds).exec();
  }

  async isOwner(dataSet: DataSet, kind: ResourceKind, id: string, fingerprint: string): Promise<boolean> {
    return (await this.redis.sismember(this.prefix + ownerKey(dataSet, kind, id), fingerprint)) === 1;
  }
}
