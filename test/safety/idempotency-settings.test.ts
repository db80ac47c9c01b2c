// The lease of a claim must outlast the longest a mutation can take, backoffs between a read's
// retries included: past it, a retry takes the claim for abandoned while the first is still
// working and may yet send its POST.

import { expect, it } from 'vitest';
import { idempotencySettings } from '../../src/idempotency/idempotency-settings.js';
import { gatewayConfig } from '../events/support/live-harness.js';

it('leases a claim for every attempt of the read before the POST, the backoffs between them and the POST itself', () => {
  const config = { ...gatewayConfig('http://127.0.0.1:1'), upstreamTimeoutMs: 1_000, upstreamGetRetries: 5, upstreamRetryBaseMs: 2_000 };
  // 6 reads and one POST of 1 s each, and backoffs of at most 2 + 4 + 8 + 16 + 32 s.
  expect(idempotencySettings(config).leaseMs).toBeGreaterThan(7 * 1_000 + 62_000);
});
