// The gateway's PostgreSQL going away while the gateway runs: a mutation that cannot claim its key
// durably never reaches the provider, a webhook that cannot be stored answers 5xx so the provider
// retries, and neither the answers, the logs nor /metrics show DATABASE_URL's password. Once the
// database is back, the same key goes through once and the same event is accepted.

import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { SIGNATURE_HEADER, signWebhookBody } from '../../src/status/ingest/webhook-signature.js';
import { createLogger } from '../../src/logger.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { WEBHOOK_PATH, WEBHOOK_SECRET, eventually, forceTransition, gatewayConfig, pointWebhooksAt } from '../events/support/live-harness.js';
import { SafetyEspOfframpDocument } from '../generated/graphql.js';
import { POSTGRES_ADMIN_URL, tempPostgres, type TempPostgres } from '../store/support/databases.js';
import { espOfframpInput, post, providerPosts, startLiveEmulator, uniqueAccountNumber, webhookDeliveries } from './support/safety-harness.js';

const ESP_OFFRAMP = '/transactions/v2/esp_offramp';
const PASSWORD = 'db-pa55word-never-shown';
let database: TempPostgres;
let emulator: RunningEmulator;
let gateway: RunningGateway;
let logs = '';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const nameOf = (url: string) => new URL(url).pathname.slice(1);
const takeDown = (name: string) =>
  admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`).then(() =>
    admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`),
  );
const bringBack = (name: string) => admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);

beforeAll(async () => {
  database = await tempPostgres();
  emulator = await startLiveEmulator();
  const url = new URL(database.url);
  url.password = PASSWORD;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs += chunk.toString('utf8');
      done();
    },
  });
  gateway = await startGateway({ ...gatewayConfig(emulator.url, {}, { url: url.href }), logLevel: 'debug' }, { logger: createLogger('debug', sink) });
  pointWebhooksAt(emulator, gateway);
});

afterAll(async () => {
  if (database !== undefined) await bringBack(nameOf(database.url)).catch(() => {});
  await gateway?.close();
  await emulator?.close();
  await database?.drop();
});

async function sendEvent(body: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${gateway.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body) },
    body,
  });
  return { status: response.status, body: await response.json() };
}

it('sends nothing to the provider without a durable claim, answers webhooks 5xx, and leaks no password while the database is down', async () => {
  const first = await post(gateway, emulator, SafetyEspOfframpDocument, { input: espOfframpInput(uniqueAccountNumber(), `ok-${uniqueAccountNumber()}`) });
  const id = first.data?.createEspOfframp.transaction?.id;
  expect(id).toEqual(expect.any(String));
  await forceTransition(emulator, 'esp_transaction', id!, 'Completed');
  const delivery = await eventually(
    async () => (await webhookDeliveries(emulator)).find((d) => d.resource === `esp_transaction:${id}` && d.status === 'delivered'),
    'the webhook to be accepted',
  );
  const event = JSON.stringify({ ...(delivery.body as Record<string, unknown>), id: `evt-outage-${uniqueAccountNumber()}` });
  const postsBefore = providerPosts(emulator, ESP_OFFRAMP).length;

  await takeDown(nameOf(database.url));
  const input = espOfframpInput(uniqueAccountNumber(), `outage-${uniqueAccountNumber()}`);
  const failed = await post(gateway, emulator, SafetyEspOfframpDocument, { input });
  expect(failed.errors?.length).toBeGreaterThan(0);
  expect(failed.data?.createEspOfframp ?? null).toBeNull();
  expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(postsBefore);
  const refusedEvent = await sendEvent(event);
  expect(refusedEvent.status).toBe(503);
  const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
  const readiness = await fetch(`${gateway.url}/readyz`);
  expect(readiness.status).toBe(503);
  const ready = await readiness.text();

  await bringBack(nameOf(database.url));
  const retried = await post(gateway, emulator, SafetyEspOfframpDocument, { input });
  expect(retried.errors).toBeUndefined();
  expect(retried.data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));
  expect(await post(gateway, emulator, SafetyEspOfframpDocument, { input })).toEqual(retried);
  expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(postsBefore + 1);
  expect(await sendEvent(event)).toEqual({ status: 200, body: { received: true } });

  expect(logs).toContain('database');
  for (const text of [JSON.stringify(failed), JSON.stringify(refusedEvent), metrics, ready, logs]) expect(text).not.toContain(PASSWORD);
});
