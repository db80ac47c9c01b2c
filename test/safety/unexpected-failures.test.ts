// A mutation that fails in a way the gateway did not classify (a bug after the provider
// answered, say) proves nothing about the provider: its key stays bound to OUTCOME_UNKNOWN, the
// failure is logged, and the same key never runs the mutation again. runIdempotent with the
// gateway's own guard over a throw-away SQLite store, no HTTP needed to reach this path.

import { GraphQLError } from 'graphql';
import { Pool } from 'undici';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GatewayContext, RampSession } from '../../src/context.js';
import { createBusinessCustomerLoaders } from '../../src/datasources/business-customers/loaders.js';
import { createListingLoaders } from '../../src/datasources/esp/listing/loaders.js';
import { RampClient, type RampClientOptions } from '../../src/datasources/ramp-client.js';
import { createRateQuoteLoaders } from '../../src/datasources/rates/loaders.js';
import { idempotencyGuard } from '../../src/idempotency/idempotency-settings.js';
import { runIdempotent, type IdempotentMutation } from '../../src/idempotency/idempotent-mutation.js';
import type { UserError } from '../../src/generated/graphql.js';
import { createEventBackend, type EventBackend } from '../../src/status/feeds/event-backend.js';
import { LiveStatus } from '../../src/status/live-status.js';
import { OutboxPublisher } from '../../src/status/feeds/outbox-publisher.js';
import { createLogger } from '../../src/logger.js';
import { VerifiedKeys } from '../../src/security/verified-keys.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { gatewayConfig } from '../events/support/live-harness.js';

interface Payload {
  userErrors: UserError[];
}

const logLines: string[] = [];
const logger = createLogger('info', { write: (line: string) => void logLines.push(line) });
let store: GatewayStore;
let events: EventBackend;
let publisher: OutboxPublisher;
let ctx: GatewayContext;
/** The request's provider client: the mutations here never send through it, so it reaches nothing. */
let nowhere: Pool;

beforeAll(async () => {
  store = await openGatewayStore({ path: ':memory:' });
  events = await createEventBackend();
  publisher = new OutboxPublisher(store.db, store.outbox, events.pubsub, () => {});
  const live = new LiveStatus(store, events.pubsub, publisher);
  nowhere = new Pool('http://127.0.0.1:1');
  const apiKey = 'sk_test_unexpected_failures_000000000';
  const upstream: RampClientOptions = { pool: nowhere, basePath: '', apiKey, logger, timeoutMs: 1_000, getRetries: 0, retryBaseMs: 1 };
  const client = new RampClient(upstream);
  const session: RampSession = { client, loaders: { ...createRateQuoteLoaders(client), ...createListingLoaders(client), ...createBusinessCustomerLoaders(client) }, upstream };
  ctx = {
    credentials: { apiKey, source: 'REQUEST', dataSet: 'test' },
    remoteAddress: undefined,
    requestId: 'unexpected-failures',
    logger,
    maxPageSize: 100,
    live,
    idempotency: idempotencyGuard(gatewayConfig('http://127.0.0.1:1'), { ...store, grants: live.grants }),
    idempotencyKeyHeader: undefined,
    unusableKey: undefined,
    verifiedKeys: new VerifiedKeys(),
    ramp: () => session,
  };
});

afterAll(async () => {
  await nowhere?.close();
  await publisher?.stop();
  await events?.close();
  await store?.close();
});

it('keeps the key bound to OUTCOME_UNKNOWN after an unexpected failure, logs it, and never runs the mutation again', async () => {
  let runs = 0;
  const mutation: IdempotentMutation<Payload> = {
    operation: 'createEspOfframp',
    input: { amount: '25.50', idempotencyKey: 'unexpected-1' },
    refused: () => ({ userErrors: [] }),
  };
  const failing = async (): Promise<Payload> => {
    runs += 1;
    throw new TypeError('cannot read the answer after the provider created the payout');
  };

  const first: unknown = await runIdempotent(ctx, mutation, failing).catch((error: unknown) => error);
  const again: unknown = await runIdempotent(ctx, mutation, failing).catch((error: unknown) => error);

  expect(first).toBeInstanceOf(GraphQLError);
  expect(again).toEqual(first);
  expect(runs).toBe(1);
  if (!(first instanceof GraphQLError)) return;
  expect(first.extensions).toEqual({ code: 'OUTCOME_UNKNOWN', idempotencyKey: 'unexpected-1' });
  expect(first.message).toContain('Do not send it again under a new idempotency key');
  expect(first.message).not.toContain('cannot read the answer');
  expect(logLines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } })).toContainEqual(
    expect.objectContaining({ msg: 'unexpected failure of a mutation; its outcome is unknown', err: expect.objectContaining({ message: expect.stringContaining('cannot read the answer') }) }),
  );
});

// A database can commit a claim and lose its answer (the connection breaks after COMMIT). The
// mutation then stops before sending anything, so the key must not be left bound to a claim
// that, once its lease runs out, reads as an unknown outcome of a request that was never sent.
it('frees the key when the claim’s own answer is lost: nothing was sent, so the next request runs', async () => {
  const lostAnswer: GatewayContext = {
    ...ctx,
    idempotency: {
      ...ctx.idempotency,
      store: {
        ...ctx.idempotency.store,
        get: (key) => ctx.idempotency.store.get(key),
        settle: (...args) => ctx.idempotency.store.settle(...args),
        resolveUnknown: (...args) => ctx.idempotency.store.resolveUnknown(...args),
        mayHaveCreated: (...args) => ctx.idempotency.store.mayHaveCreated(...args),
        claim: async (...args) => {
          await ctx.idempotency.store.claim(...args);
          throw new Error('Connection terminated unexpectedly');
        },
      },
    },
  };
  const quick: GatewayContext = { ...ctx, idempotency: { ...ctx.idempotency, settings: { ...ctx.idempotency.settings, waitMs: 50 } } };
  let runs = 0;
  const mutation: IdempotentMutation<Payload> = {
    operation: 'createEspOfframp',
    input: { amount: '25.50', idempotencyKey: 'lost-claim-answer-1' },
    refused: (userErrors) => ({ userErrors }),
  };
  const succeeding = async (): Promise<Payload> => {
    runs += 1;
    return { userErrors: [] };
  };

  await expect(runIdempotent(lostAnswer, mutation, succeeding)).rejects.toThrow('Connection terminated unexpectedly');
  expect(runs).toBe(0);
  expect(await runIdempotent(quick, mutation, succeeding)).toEqual({ userErrors: [] });
  expect(runs).toBe(1);
});

// A first request slower than its lease: a retry meanwhile takes its claim for abandoned and
// answers OUTCOME_UNKNOWN (nothing is sent twice). When the first then finishes with the
// provider's answer, the gateway knows the outcome: the key answers it from then on.
it('records the result of a request that outlived its lease over the unknown outcome its retry recorded', async () => {
  const shortLease: GatewayContext = {
    ...ctx,
    idempotency: { ...ctx.idempotency, settings: { ...ctx.idempotency.settings, leaseMs: 50, waitMs: 1_000, pollMs: 5 } },
  };
  let runs = 0;
  const mutation: IdempotentMutation<Payload & { id?: string }> = {
    operation: 'createEspOfframp',
    input: { amount: '25.50', idempotencyKey: 'outlived-lease-1' },
    refused: (userErrors) => ({ userErrors }),
  };
  const slow = async (): Promise<Payload & { id?: string }> => {
    runs += 1;
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { id: 'esp-slow', userErrors: [] };
  };

  const first = runIdempotent(shortLease, mutation, slow);
  await new Promise((resolve) => setTimeout(resolve, 10));
  const retry: unknown = await runIdempotent(shortLease, mutation, slow).catch((error: unknown) => error);
  expect(retry).toBeInstanceOf(GraphQLError);
  expect((retry as GraphQLError).extensions.code).toBe('OUTCOME_UNKNOWN');
  expect(await first).toEqual({ id: 'esp-slow', userErrors: [] });
  expect(await runIdempotent(shortLease, mutation, slow)).toEqual({ id: 'esp-slow', userErrors: [] });
  expect(runs).toBe(1);
});
