// Where a request's idempotency record lives, so that every key of one business shares it: a
// retry under a rotated key replays the first outcome instead of paying again. A record is kept
// under the caller's business and data set when the gateway knows the business, configured by the
// operator (RAMP_KEY_BUSINESSES) or learnt from the provider (key-businesses.ts), else under the
// caller's key fingerprint. A record made before a key's business was known stays where it was
// made, so a request first looks there: under its own key and under every other key the operator
// listed for its business in its data set (a learnt key's data set is not known, and a business's
// test and live keys must never share a record). A key whose learnt business turned conflicting
// belongs to none, yet still finds what it recorded under its first business.

import { createHash } from 'node:crypto';
import type { DataSet } from '../domain/data-sets.js';
import { heldKeyFingerprint, keyFingerprint } from '../platform/key-fingerprint.js';
import type { IdempotencyStore } from './idempotency-store.js';
import type { KeyBusinesses } from './key-businesses.js';

/** A key the operator listed: its business, and the data set its prefix gives it. */
export interface ConfiguredKey {
  business: string;
  dataSet: DataSet;
}

/** Keys' businesses: the operator's word first, then what the provider taught. */
export class BusinessDirectory {
  constructor(
    /** Key fingerprint → its business and data set, from RAMP_KEY_BUSINESSES. */
    private readonly configured: ReadonlyMap<string, ConfiguredKey>,
    private readonly learnt: KeyBusinesses | undefined,
  ) {}

  async businessOf(fingerprint: string): Promise<string | undefined> {
    return this.configured.get(fingerprint)?.business ?? (await this.learnt?.businessOf(fingerprint));
  }

  /**
   * The key's business, and, for a key of none, the business it was learnt to belong to before a
   * second business made it conflicting: it belongs to none now, but the records it made meanwhile
   * are still under that first business. One read of what was learnt answers both.
   */
  async standingOf(fingerprint: string): Promise<{ business: string | undefined; former: string | undefined }> {
    const configured = this.configured.get(fingerprint)?.business;
    if (configured !== undefined) return { business: configured, former: undefined };
    const learnt = await this.learnt?.learntOf(fingerprint);
    if (learnt?.business !== undefined) return { business: learnt.business, former: undefined };
    return { business: undefined, former: learnt?.first };
  }

  /** The business and data set the operator listed the key with (RAMP_KEY_BUSINESSES); never a learnt one. */
  listed(fingerprint: string): ConfiguredKey | undefined {
    return this.configured.get(fingerprint);
  }

  /** The fingerprints of the keys the operator listed for `business` in `dataSet`. */
  listedKeys(business: string, dataSet: DataSet): string[] {
    return [...this.configured].filter(([, key]) => key.business === business && key.dataSet === dataSet).map(([fingerprint]) => fingerprint);
  }
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** The record of one caller key, operation and idempotency key (the key less surrounding white space). */
export function idempotencyRecordKey(apiKey: string, operation: string, idempotencyKey: string): string {
  return keyScopedRecordKey(keyFingerprint(apiKey), operation, idempotencyKey);
}

function keyScopedRecordKey(fingerprint: string, operation: string, idempotencyKey: string): string {
  return `${fingerprint}:${operation}:${hashOf(idempotencyKey.trim())}`;
}

/**
 * The record of one business in one data set: a business's test and live keys never share one,
 * and the business id is hashed, so no id can make the key of another business or of a key's record.
 */
function businessRecordKey(dataSet: DataSet, business: string, operation: string, idempotencyKey: string): string {
  return `business-${dataSet}-${hashOf(business)}:${operation}:${hashOf(idempotencyKey.trim())}`;
}

export interface RecordCaller {
  apiKey: string;
  dataSet: DataSet;
}

/**
 * Where this request's record is: the first of the keys' own records that holds one (its own key,
 * then the others listed for its business), else its home: the business's, or its own key's. A
 * refusal is no record to keep: the key is free, and the next claim goes home.
 */
export async function locateRecord(
  store: Pick<IdempotencyStore, 'get'>,
  businesses: BusinessDirectory,
  caller: RecordCaller,
  operation: string,
  idempotencyKey: string,
): Promise<string> {
  const fingerprint = heldKeyFingerprint(caller);
  if (caller.dataSet === 'unknown') return keyScopedRecordKey(fingerprint, operation, idempotencyKey);
  const { business, former } = await businesses.standingOf(fingerprint);
  if (business === undefined) return conflictingKeyRecord(store, former, fingerprint, caller.dataSet, operation, idempotencyKey);
  for (const key of new Set([fingerprint, ...businesses.listedKeys(business, caller.dataSet)])) {
    const recordKey = keyScopedRecordKey(key, operation, idempotencyKey);
    if (await isKept(store, recordKey)) return recordKey;
  }
  return businessRecordKey(caller.dataSet, business, operation, idempotencyKey);
}

/**
 * A key of no known business is its own caller, but one whose learnt business turned conflicting
 * may have made records under that first business while it was its own: a retry must still find
 * them, or it would pay again. Its new records stay under its own key (it belongs to no business).
 */
async function conflictingKeyRecord(
  store: Pick<IdempotencyStore, 'get'>,
  former: string | undefined,
  fingerprint: string,
  dataSet: DataSet,
  operation: string,
  idempotencyKey: string,
): Promise<string> {
  const own = keyScopedRecordKey(fingerprint, operation, idempotencyKey);
  if (former === undefined || (await isKept(store, own))) return own;
  const formerRecord = businessRecordKey(dataSet, former, operation, idempotencyKey);
  return (await isKept(store, formerRecord)) ? formerRecord : own;
}

/** Whether a record is there to answer from (a refusal frees its key). */
async function isKept(store: Pick<IdempotencyStore, 'get'>, recordKey: string): Promise<boolean> {
  const record = await store.get(recordKey);
  return record !== undefined && record.state !== 'refused';
}
