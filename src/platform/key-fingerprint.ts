// API keys never reach the store; a one-way fingerprint of a key is enough to tell
// whether two requests were made with the same key. Never memoised by the key itself: a memo would
// keep raw keys in memory for no better reason than saving a hash.

import { createHash } from 'node:crypto';

export function keyFingerprint(apiKey: string): string {
  return createHash('sha256').update(`ramp-gateway:key:${apiKey}`).digest('hex');
}

/** What holds one request's key: its credentials, one object per request. */
export interface KeyHolder {
  readonly apiKey: string;
}

// A request asks for its key's fingerprint several times (its budget, whether the provider
// accepted the key, the provider's answer to it). Each request's credentials remember theirs,
// weakly: forgotten with the request.
const heldFingerprints = new WeakMap<KeyHolder, string>();

/** The fingerprint of the key `holder` holds, hashed once per holder. */
export function heldKeyFingerprint(holder: KeyHolder): string {
  let fingerprint = heldFingerprints.get(holder);
  if (fingerprint === undefined) {
    fingerprint = keyFingerprint(holder.apiKey);
    heldFingerprints.set(holder, fingerprint);
  }
  return fingerprint;
}
