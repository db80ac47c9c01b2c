import { describe, expect, it } from 'vitest';
import { HeldKeys } from '../../src/status/ingest/held-keys.js';
import { keyFingerprint } from '../../src/platform/key-fingerprint.js';

const keyA = 'sk_test_held_keys_aaaaaaaaaaaaaaaa';
const keyB = 'sk_test_held_keys_bbbbbbbbbbbbbbbb';

function clock(start = 1_000_000) {
  const c = { now: start, advance: (ms: number) => (c.now += ms) };
  return c;
}

const fingerprints = (keys: HeldKeys) => keys.held().map((key) => key.fingerprint);

describe('the keys an instance holds for reconciliation', () => {
  it('keeps a caller’s key for the hold after its last use, then forgets it', () => {
    const c = clock();
    const keys = new HeldKeys(1_000, () => c.now);
    keys.keep({ apiKey: keyA }, 'test');
    c.advance(600);
    keys.keep({ apiKey: keyA }, 'test');
    c.advance(600);
    expect(keys.held()).toEqual([{ apiKey: keyA, fingerprint: keyFingerprint(keyA), dataSet: 'test' }]);
    c.advance(500);
    expect(keys.held()).toEqual([]);
    expect(keys.size).toBe(0);
  });

  it('keeps a subscriber’s key while the subscription is open, however long', () => {
    const c = clock();
    const keys = new HeldKeys(1_000, () => c.now);
    const release = keys.keepWhile(keyA, 'test');
    c.advance(10_000);
    keys.release(keyFingerprint(keyA), c.now);
    expect(fingerprints(keys)).toEqual([keyFingerprint(keyA)]);
    release();
    release();
    c.advance(1_001);
    expect(keys.held()).toEqual([]);
  });

  it('lets an idle key go unless it was used since the pass began, and never the server’s key', () => {
    const c = clock();
    const keys = new HeldKeys(60_000, () => c.now);
    keys.keep({ apiKey: keyA }, 'test');
    keys.keepAlways(keyB, 'live');
    const passBegan = c.advance(10);
    keys.release(keyFingerprint(keyB), passBegan);
    expect(fingerprints(keys)).toContain(keyFingerprint(keyB));

    keys.keep({ apiKey: keyA }, 'test');
    keys.release(keyFingerprint(keyA), passBegan);
    expect(fingerprints(keys)).toContain(keyFingerprint(keyA));
    keys.release(keyFingerprint(keyA), c.advance(1));
    expect(fingerprints(keys)).toEqual([keyFingerprint(keyB)]);
  });
});
