// The instance's memory of fresh grants: a grant it remembers lets a listing skip the owners'
// statement, so it must answer only for the very key and resource it was told of, and forget
// (which costs only the statement) rather than grow past its bound.

import { describe, expect, it } from 'vitest';
import { FreshGrants } from '../../src/status/ledger/fresh-grants.js';
import type { ResourceRef } from '../../src/status/ledger/resource-owners.js';

const ref = (id: string, overrides: Partial<ResourceRef> = {}): ResourceRef => ({ dataSet: 'test', kind: 'esp_transaction', id, ...overrides });

describe('FreshGrants', () => {
  it('answers only for the fingerprint, data set, kind and id it was told of', () => {
    const grants = new FreshGrants(100);
    grants.set('fp-a', ref('esp_1'), 1_000);
    expect(grants.get('fp-a', ref('esp_1'))).toBe(1_000);
    expect(grants.get('fp-b', ref('esp_1'))).toBeUndefined();
    expect(grants.get('fp-a', ref('esp_1', { dataSet: 'live' }))).toBeUndefined();
    expect(grants.get('fp-a', ref('esp_1', { kind: 'offramp' }))).toBeUndefined();
    expect(grants.get('fp-a', ref('esp_2'))).toBeUndefined();
    grants.set('fp-a', ref('esp_1'), 2_000);
    expect(grants.get('fp-a', ref('esp_1'))).toBe(2_000);
  });

  it('holds at most its bound, keeping what was looked up lately over what was not', () => {
    const grants = new FreshGrants(4);
    grants.set('fp', ref('a'), 1);
    grants.set('fp', ref('b'), 1);
    // The second generation starts: a and b are the older one.
    grants.set('fp', ref('c'), 1);
    expect(grants.get('fp', ref('a'))).toBe(1);
    // a moved to the newer generation, which is now full: the next one forgets b, not a.
    grants.set('fp', ref('d'), 1);
    expect(grants.get('fp', ref('a'))).toBe(1);
    expect(grants.get('fp', ref('b'))).toBeUndefined();
    const remembered = ['a', 'b', 'c', 'd'].filter((id) => grants.get('fp', ref(id)) !== undefined);
    expect(remembered.length).toBeLessThanOrEqual(4);
  });
});
