// API keys never reach the store; a one-way fingerprint of a key is enough to tell
// whether two requests were made with the same key.

import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

// A listing records each of its items under the caller's key: remember the last keys' hashes
// rather than hashing the same key twenty times a request. Bounded, so many keys cannot grow it.
const MAX_REMEMBERED_KEYS = 1_000;
const remembered = new LRUCache<string, string>({ max: MAX_REMEMBERED_KEYS });

export function keyFingerprint(apiKey: string): string {
  let fingerprint = remembered.get(apiKey);
  if (fingerprint === undefined) {
    fingerprint = createHash('sha256').update(`ramp-gateway:key:${apiKey}`).digest('hex');
    remembered.set(apiKey, fingerprint);
  }
  return fingerprint;
}
