// Whether a request reached the provider, decided in one place (src/datasources/delivery.ts),
// over real failures: the provider client sends an ESP off-ramp to the emulator over HTTP with one
// fault at a time, inside runIdempotent over a throw-away SQLite store. Each row checks what the
// client said happened to the call, that the emulator saw the request exactly when the client says
// it was sent, and that the idempotency key is freed only when nothing can have been created.

import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool, type Dispatcher } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FaultSettingsInput } from '../../emulator/http/faults.js';
import type { RunningEmulator } from '../../emulator/index.js';
import type { GatewayContext, RampSession } from '../../src/context.js';
import { createBusinessCustomerLoaders } from '../../src/datasources/business-customers/loaders.js';
import { createListingLoaders } from '../../src/datasources/esp/listing/loaders.js';
import { createRateQuoteLoaders } from '../../src/datasources/rates/loaders.js';
import { CircuitBreaker } from '../../src/datasources/circuit-breaker.js';
import { deliveryOf, type Delivery } from '../../src/datasources/delivery.js';
import { createEspOfframpEndpoint } from '../../src/datasources/esp/endpoints.js';
import { rateQuoteEndpoint } from '../../src/datasources/rates/endpoints.js';
import type { ProviderCallObserver } from '../../src/datasources/provider-calls.js';
import { RampClient, type RampClientOptions } from '../../src/datasources/ramp-client.js';
import { createEventBackend, type EventBackend } from '../../src/status/feeds/event-backend.js';
import { LiveStatus } from '../../src/status/live-status.js';
import { OutboxPublisher } from '../../src/status/feeds/outbox-publisher.js';
import type { UserError } from '../../src/generated/graphql.js';
import { idempotencyGuard } from '../../src/idempotency/idempotency-settings.js';
import type { IdempotencyStore } from '../../src/idempotency/idempotency-store.js';
import { recordKeyOf, runIdempotent } from '../../src/idempotency/idempotent-mutation.js';
import { createLogger } from '../../src/logger.js';
import { GatewayMetrics } from '../../src/observability/metrics.js';
import { monitorProviderCalls } from '../../src/observability/provider-call-monitor.js';
import { validateEspOfframp } from '../../src/resolvers/esp/validation.js';
import { UserErrors } from '../../src/resolvers/shared/user-errors.js';
import { VerifiedKeys } from '../../src/security/verified-keys.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { gatewayConfig } from '../events/support/live-harness.js';
import { espOfframpInput, providerPosts, setFaults, settledPosts, startLiveEmulator, uniqueAccountNumber } from './support/safety-harness.js';

const ESP_OFFRAMP = '/transactions/v2/esp_offramp';
const OPERATION = 'createEspOfframp';
const TIMEOUT_MS = 1_000;

interface Payload {
  userErrors: UserError[];
}

let emulator: RunningEmulator;
let store: GatewayStore;
let events: EventBackend;
let publisher: OutboxPublisher;
let pool: Pool;
let unreachable: Pool;
let ctx: GatewayContext;
/** The request's session of the row running: its client is the one runIdempotent fences. */
let rowSession: RampSession | undefined;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  store = await openGatewayStore({ path: ':memory:' });
  events = await createEventBackend();
  publisher = new OutboxPublisher(store.db, store.outbox, events.pubsub, () => {});
  const live = new LiveStatus(store, events.pubsub, publisher);
  pool = new Pool(new URL(emulator.url).origin);
  unreachable = new Pool(`http://127.0.0.1:${await closedPort()}`);
  ctx = {
    credentials: { apiKey: emulator.testKey, source: 'REQUEST', dataSet: 'test' },
    remoteAddress: undefined,
    requestId: 'delivery',
    logger: createLogger('silent'),
    maxPageSize: 100,
    live,
    idempotency: idempotencyGuard(gatewayConfig(emulator.url), { ...store, grants: live.grants }),
    idempotencyKeyHeader: undefined,
    unusableKey: undefined,
    verifiedKeys: new VerifiedKeys(),
    ramp: () => {
      if (rowSession === undefined) throw new Error('each row sends through its own client');
      return rowSession;
    },
  };
});

afterAll(async () => {
  await Promise.all([pool?.close(), unreachable?.close()]);
  await publisher?.stop();
  await events?.close();
  await store?.close();
  await emulator?.close();
});

beforeEach(async () => {
  await setFaults(emulator, null);
  emulator.requestLog.clear();
});

function readerOf(through: Pool, calls?: ProviderCallObserver): RampClient {
  return new RampClient(upstreamThrough(through, calls));
}

function upstreamThrough(through: Pool, calls?: ProviderCallObserver): RampClientOptions {
  const basePath = new URL(emulator.url).pathname.replace(/\/$/, '');
  return { pool: through, basePath, apiKey: emulator.testKey, logger: ctx.logger, timeoutMs: TIMEOUT_MS, getRetries: 0, retryBaseMs: 1, calls };
}

/** A request's session whose client sends through `through`, as the context builds one. */
function sessionThrough(through: Pool, calls?: ProviderCallObserver): RampSession {
  const upstream = upstreamThrough(through, calls);
  const client = new RampClient(upstream);
  return { client, loaders: { ...createRateQuoteLoaders(client), ...createListingLoaders(client), ...createBusinessCustomerLoaders(client) }, upstream };
}

/** A port nothing listens on: bound, then closed, so a connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A pool of the emulator that destroys itself once its first request has been written: undici
 * tells a request it may write (`onConnect`/`onRequestStart`) just before writing it, so by the
 * next turn of the event loop its bytes are on their way.
 */
class DestroyedAfterWrite extends Pool {
  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const destroyOnWrite = (start: unknown) =>
      typeof start !== 'function'
        ? start
        : (...args: unknown[]) => {
            setImmediate(() => void this.destroy());
            return Reflect.apply(start, handler, args);
          };
    const watched = new Proxy(handler, {
      get: (target, name) => {
        const value: unknown = Reflect.get(target, name);
        if (name === 'onConnect' || name === 'onRequestStart') return destroyOnWrite(value);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return super.dispatch(options, watched);
  }
}

/** A circuit breaker already open: one failure opens it, and it stays open through the test. */
function openCircuit(): ProviderCallObserver {
  const breaker = new CircuitBreaker({ failureThreshold: 1, openMs: 600_000 });
  breaker.admit().failed();
  return monitorProviderCalls(breaker, new GatewayMetrics());
}

interface Row {
  name: string;
  faults?: FaultSettingsInput;
  /** The client: over the emulator unless the row says otherwise. */
  client?: () => { pool?: Pool; calls?: ProviderCallObserver };
  /** How the idempotency store misbehaves at the fence, for this row only. */
  fence?: (holdForSend: IdempotencyStore['holdForSend']) => IdempotencyStore['holdForSend'];
  /** A read the mutation makes once its write succeeded, failing as the row says. */
  readAfter?: boolean;
  delivery: Partial<Delivery> & Pick<Delivery, 'kind'>;
  /** Whether the emulator saw the write. */
  sent: boolean;
  /** Whether the idempotency key is free again afterwards: only when nothing can have been created. */
  freed: boolean;
}

const ROWS: Row[] = [
  { name: 'connection refused', client: () => ({ pool: unreachable }), delivery: { kind: 'not_sent', reason: 'connection_refused' }, sent: false, freed: true },
  { name: 'the circuit open', client: () => ({ calls: openCircuit() }), delivery: { kind: 'not_sent', reason: 'held_back' }, sent: false, freed: true },
  { name: 'the fence lost to another instance', fence: () => () => Promise.resolve(false), delivery: { kind: 'not_sent', reason: 'fence' }, sent: false, freed: true },
  {
    name: 'the fence unreadable',
    fence: () => () => Promise.reject(new Error('the store is down')),
    delivery: { kind: 'not_sent', reason: 'fence' },
    sent: false,
    freed: true,
  },
  {
    name: 'a stall past the deadline between the fence and the write',
    fence: (holdForSend) => async (...args) => {
      const held = await holdForSend(...args);
      await sleep(TIMEOUT_MS + 100);
      return held;
    },
    delivery: { kind: 'not_sent', reason: 'too_late' },
    sent: false,
    freed: true,
  },
  { name: 'a 402 refusal', faults: { errorRate: 1, errorStatus: 402, pathPrefix: ESP_OFFRAMP }, delivery: { kind: 'answered', method: 'POST', httpStatus: 402 }, sent: true, freed: true },
  {
    name: 'a reset (RST) once the whole request was read, on a kept-alive connection',
    faults: { dropRate: 1, drop: { after: 'body', how: 'reset' }, pathPrefix: ESP_OFFRAMP },
    delivery: { kind: 'unknown', method: 'POST', reason: 'connection_reset' },
    sent: true,
    freed: false,
  },
  {
    name: 'a reset after the request was written',
    faults: { dropRate: 1, pathPrefix: ESP_OFFRAMP },
    delivery: { kind: 'unknown', method: 'POST', reason: 'connection_reset' },
    sent: true,
    freed: false,
  },
  {
    name: 'a reset after the request was processed',
    faults: { afterProcessing: { answer: 'drop' }, pathPrefix: ESP_OFFRAMP },
    delivery: { kind: 'unknown', method: 'POST', reason: 'connection_reset' },
    sent: true,
    freed: false,
  },
  {
    name: "the gateway's own pool destroyed after the write",
    faults: { latencyMs: TIMEOUT_MS * 3, pathPrefix: ESP_OFFRAMP },
    client: () => ({ pool: new DestroyedAfterWrite(new URL(emulator.url).origin) }),
    delivery: { kind: 'unknown', method: 'POST', reason: 'client_destroyed' },
    sent: true,
    freed: false,
  },
  {
    name: 'a timeout after the write',
    faults: { latencyMs: TIMEOUT_MS * 3, pathPrefix: ESP_OFFRAMP },
    delivery: { kind: 'unknown', method: 'POST', reason: 'timeout' },
    sent: true,
    freed: false,
  },
  {
    name: 'a 502 after processing',
    faults: { afterProcessing: { answer: 502 }, pathPrefix: ESP_OFFRAMP },
    delivery: { kind: 'unknown', method: 'POST', reason: 'answer_does_not_say' },
    sent: true,
    freed: false,
  },
  {
    name: 'an unreadable 200 after processing',
    faults: { afterProcessing: { answer: 200, body: 'json' }, pathPrefix: ESP_OFFRAMP },
    delivery: { kind: 'unknown', method: 'POST', reason: 'answer_unreadable' },
    sent: true,
    freed: false,
  },
  {
    name: 'a read refused its connection after the write was answered',
    readAfter: true,
    delivery: { kind: 'not_sent', method: 'GET', reason: 'connection_refused' },
    sent: true,
    freed: false,
  },
];

describe('whether a payout request reached the provider', () => {
  it.each(ROWS)('$name', async (row) => {
    if (row.faults !== undefined) await setFaults(emulator, row.faults);
    const { pool: through = pool, calls } = row.client?.() ?? {};
    rowSession = sessionThrough(through, calls);
    const { client } = rowSession;
    const idempotencyStore = ctx.idempotency.store;
    const holdForSend = idempotencyStore.holdForSend.bind(idempotencyStore);
    if (row.fence !== undefined) idempotencyStore.holdForSend = row.fence(holdForSend);

    const idempotencyKey = `delivery-${uniqueAccountNumber()}`;
    const input = espOfframpInput(uniqueAccountNumber(), idempotencyKey);
    const errors = new UserErrors();
    const request = validateEspOfframp(input, errors);
    expect(errors.list).toEqual([]);
    if (request === undefined) return;
    let seen: Delivery | undefined;
    let runs = 0;
    try {
      await runIdempotent<Payload>(ctx, { operation: OPERATION, input, refused: (userErrors) => ({ userErrors }) }, async () => {
        runs += 1;
        // A claim lost before the write is met again as a fresh request: the second run is not this row's.
        if (runs > 1) idempotencyStore.holdForSend = holdForSend;
        if (runs > 1) return { userErrors: [] };
        try {
          await client.call(createEspOfframpEndpoint, request);
          if (row.readAfter === true) await readerOf(unreachable).call(rateQuoteEndpoint, { currency: 'USD', amount: '1', direction: 'offramp' });
        } catch (error) {
          seen = deliveryOf(error);
          throw error;
        }
        return { userErrors: [] };
      }).catch(() => undefined);
    } finally {
      idempotencyStore.holdForSend = holdForSend;
      rowSession = undefined;
    }

    expect(seen).toEqual(expect.objectContaining(row.delivery));
    const posts = row.sent ? await settledPosts(emulator, ESP_OFFRAMP, 1) : providerPosts(emulator, ESP_OFFRAMP);
    expect(posts.length > 0).toBe(row.sent);
    const record = await ctx.idempotency.store.get(await recordKeyOf(ctx, { apiKey: emulator.testKey, dataSet: 'test' }, OPERATION, idempotencyKey));
    // A key freed before the write is free for the next request, which ran here; else it is bound to an unknown outcome.
    if (!row.freed) expect(record?.state).toBe('unknown_outcome');
    else if (runs > 1) expect(record?.state).toBe('completed');
    else expect(record?.state).toBe('refused');
  });
});

describe('a read that waited for a connection of the pool past its deadline', () => {
  it('is refused unsent when a connection frees, as a timeout to its caller, and the circuit does not count it against the provider', async () => {
    const RATE_QUOTE = '/otc/rate_quote';
    await setFaults(emulator, { latencyMs: 1_200, pathPrefix: RATE_QUOTE });
    const single = new Pool(new URL(emulator.url).origin, { connections: 1 });
    const breaker = new CircuitBreaker({ failureThreshold: 1, openMs: 600_000 });
    const basePath = new URL(emulator.url).pathname.replace(/\/$/, '');
    const client = (timeoutMs: number, calls?: ProviderCallObserver) =>
      new RampClient({ pool: single, basePath, apiKey: emulator.testKey, logger: ctx.logger, timeoutMs, getRetries: 0, retryBaseMs: 1, calls });
    const quote = { currency: 'USD', amount: '1', direction: 'offramp' } as const;
    try {
      // The one connection is held by a slow read with time to spare; the next waits for it past its own deadline.
      const holding = client(5_000).call(rateQuoteEndpoint, quote);
      const waiting: unknown = await client(300, monitorProviderCalls(breaker, new GatewayMetrics())).call(rateQuoteEndpoint, quote).catch((error: unknown) => error);
      await holding;

      expect(deliveryOf(waiting)).toEqual({ kind: 'not_sent', method: 'GET', reason: 'too_late' });
      expect(waiting).toMatchObject({ extensions: { code: 'UPSTREAM_TIMEOUT' } });
      expect(emulator.requestLog.entries().filter((entry) => entry.path === RATE_QUOTE)).toHaveLength(1);
      expect(breaker.current()).toBe('closed');
    } finally {
      await single.close();
    }
  });
});
