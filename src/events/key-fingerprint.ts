// API keys never reach the store; a one-way fingerprint of a key is enough to tell
// whether two requests were made with the same key.

import { createHash } from 'node:crypto';
import type { DataSet } from './webhook-envelope.js';

export function keyFingerprint(apiKey: string): string {
  return createHash('sha256').update(`ramp-gateway:key:${apiKey}`).digest('hex');
}

const KEY_FORMAT = /^sk_(test|live)_\S{24,}$/;

/** The data set a key selects (contract: `sk_test_…` or `sk_live_…`), or undefined for a malformed key. */
export function dataSetOfKey(apiKey: string): DataSet | undefined {
  const match = KEY_FORMAT.exec(apiKey);
  return match ? (match[1] as DataSet) : undefined;
}
