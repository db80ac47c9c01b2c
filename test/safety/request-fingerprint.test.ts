// What makes two requests with one idempotency key "the same request". The store behind the
// keys has its contract tests in test/store.

import { describe, expect, it } from 'vitest';
import { requestFingerprint } from '../../src/idempotency/request-fingerprint.js';

describe('request fingerprint', () => {
  it('ignores key order, absent-versus-null and the idempotency key, and nothing else', () => {
    const base = requestFingerprint('createEspOfframp', { amount: '1', bankName: 'B', espAccount: { chatUsername: 'u' }, idempotencyKey: 'k1' });
    expect(requestFingerprint('createEspOfframp', { espAccount: { chatUsername: 'u' }, bankName: 'B', amount: '1', accountName: null })).toBe(base);
    expect(requestFingerprint('createEspOfframp', { amount: '1.0', bankName: 'B', espAccount: { chatUsername: 'u' } })).not.toBe(base);
    expect(requestFingerprint('createEspOnramp', { amount: '1', bankName: 'B', espAccount: { chatUsername: 'u' } })).not.toBe(base);
  });
});
