import { describe, expect, it } from 'vitest';
import { headersFromConnectionParams } from '../../src/status/feeds/connection-keys.js';

describe('subscription connection parameters', () => {
  it('reads the key as ngnc-sec-key, apiKey or a bearer authorization, top level or under headers', () => {
    expect(headersFromConnectionParams({ 'ngnc-sec-key': 'sk_test_a' })).toEqual({ 'ngnc-sec-key': 'sk_test_a' });
    expect(headersFromConnectionParams({ apiKey: 'sk_test_b' })).toEqual({ 'ngnc-sec-key': 'sk_test_b' });
    expect(headersFromConnectionParams({ Authorization: 'Bearer sk_test_c' })).toEqual({ authorization: 'Bearer sk_test_c' });
    expect(headersFromConnectionParams({ headers: { 'ngnc-sec-key': 'sk_test_d' } })).toEqual({ 'ngnc-sec-key': 'sk_test_d' });
  });

  it('ignores values that are not text, and no parameters at all', () => {
    expect(headersFromConnectionParams({ 'ngnc-sec-key': 42, headers: 'x' })).toEqual({});
    expect(headersFromConnectionParams(undefined)).toEqual({});
  });
});
