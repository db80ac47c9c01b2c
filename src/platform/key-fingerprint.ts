// API keys never reach the store; a one-way fingerprint of a key is enough to tell
// whether two requests were made with the same key. Computed each time rather than memoised by
// key: a memo would keep raw keys in memory for no better reason than saving a hash.

import { createHash } from 'node:crypto';

export function keyFingerprint(apiKey: string): string {
  return createHash('sha256').update(`ramp-gateway:key:${apiKey}`).digest('hex');
}
