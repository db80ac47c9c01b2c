// Chaos: while the emulator injects latency beyond the gateway's timeout, 5xx answers and
// dropped connections, before and after processing the payout, and Redis is flushed and
// stopped now and then (every PUBLISH failing while it is down), clients send many payouts
// through two gateway instances sharing a PostgreSQL database and a Redis, retrying with the same
// idempotency key as the gateway tells them to, and webhooks flow back. Afterwards no payout
// exists twice at the provider and every accepted webhook about a caller's payout reached the
// subscribers of both instances.

import type { Client } from 'graphql-ws';
import { print } from 'graphql';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FaultSettingsInput } from '../../emulator/http/faults.js';
import type { RunningEmulator } from '../../emulator/index.js';
import type { RunningGateway } from '../../src/server.js';
import { pointWebhooksAt, wsClient } from '../events/support/live-harness.js';
import { RedisServer, freePort } from '../operations/support/redis-server.js';
import { tempPostgres, type TempPostgres } from '../store/support/databases.js';
import { LiveEspTransactionsDocument, SafetyEspOfframpDocument, type LiveEspTransactionsSubscription } from '../generated/graphql.js';
import {
  espOfframpInput,
  post,
  providerEspTransactions,
  setFaults,
  startLiveEmulator,
  startSafetyGateway,
  uniqueAccountNumber,
  webhookDeliveries,
} from './support/safety-harness.js';

const ESP_OFFRAMP = '/transactions/v2/esp_offramp';
const PAYOUTS = 50;
/** Payouts in flight at once, each submitted twice. */
const CLIENTS = 6;
/** How long a client keeps retrying one payout (the circuit breaker may refuse it for a while). */
const RETRY_FOR_MS = 8_000;
const TIMEOUT_MS = 300;
// The failures after which the gateway says: nothing was created, send it again with the same key
// (the circuit open, a rate limit). A 5xx to a payout is never one of them.
const RETRYABLE_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'RATE_LIMITED']);
// Every phase but the latency one also loses some answers after processing the payout.
const FAULT_PHASES: FaultSettingsInput[] = [
  { errorRate: 0.2, errorStatus: 503, afterProcessing: { rate: 0.5, answer: 502 } },
  { latencyMs: TIMEOUT_MS * 2, pathPrefix: ESP_OFFRAMP },
  { dropRate: 0.1, afterProcessing: { rate: 0.2, answer: 'drop' } },
  { errorRate: 0.2, errorStatus: 500, afterProcessing: { rate: 0.4, answer: 504 } },
  { errorRate: 0.2, errorStatus: 429, afterProcessing: { rate: 0.2, answer: 500, body: 'json' } },
  { latencyMs: 20, errorRate: 0.1, errorStatus: 503, dropRate: 0.1, afterProcessing: { rate: 0.3, answer: 502 } },
];

/** How long Redis stays down each time it is stopped. */
const REDIS_DOWN_MS = 150;

let redisServer: RedisServer;
let redis: Redis;
let database: TempPostgres;
let emulator: RunningEmulator;
let gateways: RunningGateway[] = [];
let clients: Client[] = [];
/** `id:STATUS` of every update each instance's subscriber received. */
const seen: Set<string>[] = [];

beforeAll(async () => {
  redisServer = new RedisServer(await freePort());
  await redisServer.start();
  redis = new Redis(redisServer.url, { maxRetriesPerRequest: null });
  redis.on('error', () => {});
  database = await tempPostgres();
  emulator = await startLiveEmulator({ delays: { espSettlementMs: 250 }, webhookRetryScheduleMs: [10, 20, 40, 80, 160] });
  const options = {
    store: { url: database.url },
    redis: { url: redisServer.url, keyPrefix: 'chaos:' },
    upstreamTimeoutMs: TIMEOUT_MS,
    circuitBreaker: { failureThreshold: 5, openMs: 20 },
  };
  gateways = [await startSafetyGateway(emulator, options), await startSafetyGateway(emulator, options)];
  // Webhooks reach one instance; the other learns of them through Redis.
  pointWebhooksAt(emulator, gateways[0]!);
  clients = gateways.map((gateway) => wsClient(gateway, { 'ngnc-sec-key': emulator.testKey }));
  // Connected before any fault: a connection checks its key with the provider, and a fault
  // refusing that check would close the subscriber for the rest of the test.
  const connected = clients.map((client) => new Promise<void>((resolve) => client.on('connected', () => resolve())));
  for (const client of clients) {
    const updates = new Set<string>();
    seen.push(updates);
    client.subscribe<LiveEspTransactionsSubscription>(
      { query: print(LiveEspTransactionsDocument), variables: {} },
      {
        next: (result) => {
          const update = result.data?.espTransactionUpdated;
          if (update) updates.add(`${update.id}:${update.status}`);
        },
        error: () => {},
        complete: () => {},
      },
    );
  }
  await Promise.all(connected);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await emulator?.close();
  await database?.drop();
  redis?.disconnect();
  await redisServer?.stop();
});

type Outcome = { kind: 'created'; id: string; accountNumber: string } | { kind: 'unknown'; accountNumber: string };

type Input = ReturnType<typeof espOfframpInput>;

/** Sends a payout as a careful client would: the same key on every attempt, never past an unknown outcome. */
async function submit(index: number, input: Input): Promise<Outcome> {
  const { accountNumber } = input;
  let last = '';
  const giveUpAt = Date.now() + RETRY_FOR_MS;
  for (let attempt = 0; Date.now() < giveUpAt; attempt += 1) {
    const gateway = gateways[(index + attempt) % gateways.length]!;
    const result = await post(gateway, emulator, SafetyEspOfframpDocument, { input });
    const code = result.errors?.[0]?.extensions?.code;
    const payload = result.data?.createEspOfframp;
    if (payload?.transaction) return { kind: 'created', id: payload.transaction.id, accountNumber };
    if (code === 'OUTCOME_UNKNOWN') {
      // Sending the key again, to either instance, gives the same answer and sends nothing.
      const again = await post(gateways[(index + attempt + 1) % gateways.length]!, emulator, SafetyEspOfframpDocument, { input });
      expect(again.errors?.[0]?.extensions?.code).toBe('OUTCOME_UNKNOWN');
      return { kind: 'unknown', accountNumber };
    }
    const retryable = (code !== undefined && RETRYABLE_CODES.has(String(code))) || payload?.userErrors[0]?.code === 'IDEMPOTENCY_REQUEST_IN_PROGRESS';
    last = JSON.stringify(result);
    if (!retryable) throw new Error(`payout ${index}: unexpected answer ${last}`);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 10 * 2 ** attempt)));
  }
  throw new Error(`payout ${index}: still failing after ${RETRY_FOR_MS} ms: ${last}`);
}

/** One logical payout, submitted twice at once (a double click), starting on different instances; both must agree. */
async function payout(index: number): Promise<Outcome> {
  const accountNumber = uniqueAccountNumber();
  const input = espOfframpInput(accountNumber, `chaos-${accountNumber}`);
  const [first, second] = await Promise.all([submit(index, input), submit(index + 1, input)]);
  expect(second).toEqual(first);
  return first;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up waiting for ${what}`);
}

it('creates no payout twice and delivers every accepted webhook to the subscribers of both instances', async () => {
  // The first phase is on before the first payout, so it meets the opening burst.
  await setFaults(emulator, FAULT_PHASES[0]!);
  let running = true;
  const faults = (async () => {
    for (let phase = 1; running; phase += 1) {
      await new Promise((resolve) => setTimeout(resolve, 60));
      await setFaults(emulator, FAULT_PHASES[phase % FAULT_PHASES.length]!);
    }
    await setFaults(emulator, null);
  })();
  // Redis loses everything it holds, or stops answering for a while: neither may cost a payout or an event.
  // It goes on while the settlements' webhooks arrive, and ends before the subscribers are checked.
  let redisFailing = true;
  let redisStops = 0;
  const redisFaults = (async () => {
    for (let round = 0; redisFailing; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (round % 2 === 0) {
        await redis.flushall();
      } else {
        await redisServer.stop();
        redisStops += 1;
        await new Promise((resolve) => setTimeout(resolve, REDIS_DOWN_MS));
        await redisServer.start();
      }
    }
  })();
  const outcomes: Outcome[] = [];
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < PAYOUTS) outcomes.push(await payout(next++));
      }),
    );
  } finally {
    running = false;
    await faults;
  }

  const created = outcomes.filter((outcome) => outcome.kind === 'created');
  expect(outcomes).toHaveLength(PAYOUTS);
  expect(created.length).toBeGreaterThan(0);

  // At most one payout per logical request at the provider; the created ones exactly once, with the id the client got.
  const ours = new Set(outcomes.map((outcome) => outcome.accountNumber));
  const atProvider = (await providerEspTransactions(emulator)).filter((transaction) => ours.has(transaction.account_number));
  const perAccount = new Map<string, string[]>();
  for (const transaction of atProvider) perAccount.set(transaction.account_number, [...(perAccount.get(transaction.account_number) ?? []), transaction.transaction_id]);
  expect([...perAccount.values()].filter((ids) => ids.length > 1)).toEqual([]);
  for (const outcome of created) expect(perAccount.get(outcome.accountNumber)).toEqual([outcome.id]);
  // Some payouts were processed and then answered 502 or 504, which only afterProcessing answers.
  const lostAnswers = emulator.requestLog.entries().filter((entry) => entry.path === ESP_OFFRAMP && (entry.status === 502 || entry.status === 504));
  expect(lostAnswers.length).toBeGreaterThan(0);

  // Every payout the callers own settles; each webhook about it is accepted and reaches both subscribers.
  const createdIds = new Set(created.map((outcome) => outcome.id));
  const ownDeliveries = async () =>
    (await webhookDeliveries(emulator)).filter((delivery) => createdIds.has(delivery.resource.replace(/^esp_transaction:/, '')));
  await until(async () => {
    const settled = (await providerEspTransactions(emulator)).filter((transaction) => createdIds.has(transaction.transaction_id));
    const deliveries = await ownDeliveries();
    return settled.every((transaction) => transaction.transaction_status === 'Completed') && deliveries.length >= createdIds.size && deliveries.every((delivery) => delivery.status === 'delivered');
  }, 'every payout to settle and its webhook to be accepted').finally(async () => {
    redisFailing = false;
    await redisFaults;
  });
  expect(redisStops).toBeGreaterThan(1);
  await until(async () => seen.every((updates) => created.every((outcome) => updates.has(`${outcome.id}:COMPLETED`))), 'the subscribers to receive every settlement');
  for (const updates of seen) for (const outcome of created) expect(updates.has(`${outcome.id}:COMPLETED`)).toBe(true);
});
