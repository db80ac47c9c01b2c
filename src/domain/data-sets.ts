// Which data set a provider key reaches. The provider does not document a key format, so a key's
// shape proves nothing: the operator names the prefixes of its test and live keys, and a key
// matching neither is of an unknown data set. Such a key works like any other (its resources,
// idempotency keys and subscriptions are its own), but nothing that needs test data is allowed.
import { z } from 'zod';
import { API_KEY_MAX_LENGTH } from './header-values.js';

export const DATA_SETS = ['test', 'live', 'unknown'] as const;

export const dataSetSchema = z.enum(DATA_SETS);

export type DataSet = z.infer<typeof dataSetSchema>;

/** The configured key prefixes of each known data set. */
export interface KeyPrefixes {
  test: readonly string[];
  live: readonly string[];
}

/** The prefixes of the contract's keys, used when the operator names none. */
export const DEFAULT_KEY_PREFIXES: KeyPrefixes = { test: ['sk_test_'], live: ['sk_live_'] };

const KEY_PREFIX = /^[\x21-\x7e]+$/;

/** A prefix a key can have: visible ASCII, as a key is, and no longer than a key may be. */
export function isKeyPrefix(prefix: string): boolean {
  return prefix.length <= API_KEY_MAX_LENGTH && KEY_PREFIX.test(prefix);
}

/**
 * The data set a key reaches by the configured prefixes; a key matching none is `unknown`. The
 * longest matching prefix decides, so a whole key added as a prefix (the embedded emulator's)
 * is never outweighed by a shorter one of the other list. A tie reads live: test helpers are then
 * refused, the safe side.
 */
export function dataSetOfKey(apiKey: string, prefixes: KeyPrefixes): DataSet {
  const longest = (list: readonly string[]) => Math.max(-1, ...list.filter((prefix) => apiKey.startsWith(prefix)).map((prefix) => prefix.length));
  const test = longest(prefixes.test);
  const live = longest(prefixes.live);
  if (test < 0 && live < 0) return 'unknown';
  return test > live ? 'test' : 'live';
}

/**
 * Pairs of a test and a live prefix where one starts with the other: a key could then match both,
 * and whether it may use test helpers would hang on the order of a check.
 */
export function overlappingPrefixes(prefixes: KeyPrefixes): [test: string, live: string][] {
  return prefixes.test.flatMap((test) =>
    prefixes.live.filter((live) => test.startsWith(live) || live.startsWith(test)).map((live): [string, string] => [test, live]),
  );
}
