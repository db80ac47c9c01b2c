import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../../emulator/db/connection.js';
import { BusinessRepository } from '../../emulator/repositories/businesses.js';
import { WebhookOutboxRepository } from '../../emulator/repositories/webhook-outbox.js';
import { DeliveryWorker } from '../../emulator/webhooks/delivery-worker.js';
import { EventRecorder } from '../../emulator/webhooks/event-recorder.js';
import { waitFor } from './harness.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

it('treats a receiver that does not answer in time as a failed attempt and retries it', async () => {
  const hanging: ServerResponse[] = [];
  let calls = 0;
  const server = createServer((req, res) => {
    req.resume();
    // The first attempt never gets an answer; the second is accepted.
    if (++calls === 1) hanging.push(res);
    else res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  }));

  const db = openDatabase(':memory:');
  cleanups.push(() => {
    db.close();
  });
  const businesses = new BusinessRepository(db);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  businesses.seed({ id: 'biz', name: 'Biz' }, { test: 'sk_test_a', live: 'sk_live_a' }, { url, secret: 's' });
  const outbox = new WebhookOutboxRepository(db);
  const now = () => Date.now();
  const id = new EventRecorder(outbox, now).record({ businessId: 'biz', livemode: false }, 'offramp:otc_1', 'transaction_status_updated', { x: 1 });

  const worker = new DeliveryWorker(outbox, businesses, { retryScheduleMs: [10], timeoutMs: 100, now });
  cleanups.push(() => worker.stop());
  worker.start();

  const delivered = await waitFor(() => {
    const row = outbox.byId(id);
    return row?.status === 'delivered' ? row : null;
  });
  expect(calls).toBe(2);
  expect(delivered.attempts).toBe(2);
});
