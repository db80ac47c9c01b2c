// One emulator and one or more gateways over it (sharing a database and a Redis when given
// them), for the money-safety tests: duplicate and concurrent mutations, unknown outcomes, chaos. Provider
// calls are counted from the emulator's own request log, never from the gateway.

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type FormattedExecutionResult } from 'graphql';
import type { FaultSettingsInput } from '../../../emulator/http/faults.js';
import type { RunningEmulator } from '../../../emulator/index.js';
import type { GatewayConfig } from '../../../src/config.js';
import { startGateway, type RunningGateway } from '../../../src/server.js';
import type { StoreConfig } from '../../../src/store/gateway-store.js';
import { tempSqliteStore } from '../../store/support/databases.js';
import { SEEDED_BUSINESS } from '../../../emulator/config.js';
import { signWebhookBody } from '../../../src/status/ingest/webhook-signature.js';
import { keyFingerprint } from '../../../src/platform/key-fingerprint.js';
import { BusinessDirectory, locateRecord } from '../../../src/idempotency/record-scope.js';
import { z } from 'zod';
import { SafetyEspOfframpDocument, SafetyMutationCandidateDocument, type IdempotentOperation } from '../../generated/graphql.js';
import { WEBHOOK_PATH, WEBHOOK_SECRET, eventually, gatewayConfig, startLiveEmulator } from '../../events/support/live-harness.js';

export { startLiveEmulator };

export interface SafetyGatewayOptions {
  /** The database of idempotency records and live status; a fresh SQLite file when absent. */
  store?: StoreConfig;
  /** Share pub/sub (and rate limits) with other gateways through this Redis. */
  redis?: { url: string; keyPrefix: string };
  upstreamTimeoutMs?: number;
  idempotency?: GatewayConfig['idempotency'];
  circuitBreaker?: GatewayConfig['circuitBreaker'];
  /** Reconciliation, off unless given. */
  reconcile?: GatewayConfig['reconcile'];
  /** RAMP_KEY_BUSINESSES: keys of one business, sharing idempotency records. */
  keyBusinesses?: GatewayConfig['keyBusinesses'];
}

export function startSafetyGateway(emulator: RunningEmulator, options: SafetyGatewayOptions = {}): Promise<RunningGateway> {
  const base = gatewayConfig(
    emulator.url,
    options.redis ? { redisUrl: options.redis.url, redisKeyPrefix: options.redis.keyPrefix } : {},
    options.store ?? tempSqliteStore(),
  );
  return startGateway({
    ...base,
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? base.upstreamTimeoutMs,
    ...(options.idempotency && { idempotency: options.idempotency }),
    ...(options.circuitBreaker && { circuitBreaker: options.circuitBreaker }),
    ...(options.reconcile && { reconcile: options.reconcile }),
    ...(options.keyBusinesses && { keyBusinesses: options.keyBusinesses }),
  });
}

export interface PostOptions {
  key?: string;
  headers?: Record<string, string>;
}

/** Posts a typed document to a gateway as a frontend would; a broken connection to the gateway throws. */
export async function post<TResult, TVariables>(
  gateway: RunningGateway,
  emulator: RunningEmulator,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  options: PostOptions = {},
): Promise<FormattedExecutionResult<TResult>> {
  const response = await fetch(gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': options.key ?? emulator.testKey, ...options.headers },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return (await response.json()) as FormattedExecutionResult<TResult>;
}

/** POSTs the emulator has received on `path` (dropped connections included, as status 0). */
export function providerPosts(emulator: RunningEmulator, path: string) {
  return emulator.requestLog.entries().filter((entry) => entry.method === 'POST' && entry.path === path);
}

/** Waits until the emulator has logged `count` POSTs on `path`: a dropped or timed-out request is logged when its socket closes. */
export async function settledPosts(emulator: RunningEmulator, path: string, count: number) {
  for (let i = 0; i < 100 && providerPosts(emulator, path).length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return providerPosts(emulator, path);
}

export async function setFaults(emulator: RunningEmulator, faults: FaultSettingsInput | null): Promise<void> {
  const response = await fetch(`${emulator.url}/_emulator/faults`, {
    method: faults === null ? 'DELETE' : 'PUT',
    headers: { 'ngnc-sec-key': emulator.testKey, 'content-type': 'application/json' },
    ...(faults !== null && { body: JSON.stringify(faults) }),
  });
  if (!response.ok) throw new Error(`emulator fault control answered ${response.status}: ${await response.text()}`);
}

export interface ProviderEspTransaction {
  transaction_id: string;
  transaction_type: string;
  account_number: string;
  transaction_status: string;
}

/** Every ESP transaction of the test data set, read straight from the emulator (not through the gateway). */
export async function providerEspTransactions(emulator: RunningEmulator): Promise<ProviderEspTransaction[]> {
  const all: ProviderEspTransaction[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${emulator.url}/transactions/v2/esp_transactions?limit=100&page=${page}`, {
      headers: { 'ngnc-sec-key': emulator.testKey },
    });
    if (!response.ok) throw new Error(`listing answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { transactions: ProviderEspTransaction[]; pagination: { total_pages: number } };
    all.push(...body.transactions);
    if (page >= body.pagination.total_pages) return all;
  }
}

export interface Delivery {
  resource: string;
  status: string;
  event: string;
  /** The event as the provider sent it (envelope and payload). */
  body: unknown;
}

export async function webhookDeliveries(emulator: RunningEmulator): Promise<Delivery[]> {
  const response = await fetch(`${emulator.url}/_emulator/deliveries`, { headers: { 'ngnc-sec-key': emulator.testKey } });
  if (!response.ok) throw new Error(`deliveries answered ${response.status}`);
  return ((await response.json()) as { deliveries: Delivery[] }).deliveries;
}

let counter = 0;
/** An account number no other test request uses, so each logical payout can be found at the provider. */
export const uniqueAccountNumber = () => `${Date.now() % 1_000_000}${String((counter += 1)).padStart(4, '0')}`;

export const espOfframpInput = (accountNumber: string, idempotencyKey?: string) => ({
  currency: 'USD' as const,
  amount: '25.50',
  bankName: 'Safety Bank',
  accountNumber,
  espAccount: { chatUsername: 'safety_user' },
  ...(idempotencyKey !== undefined && { idempotencyKey }),
});

export const codesOf = (result: FormattedExecutionResult<unknown>) => (result.errors ?? []).map((error) => error.extensions?.code);

/** The provider's record of the one ESP transaction to `account`, as its listing shows it (snake_case). */
export async function providerEspRecord(emulator: RunningEmulator, account: string): Promise<Record<string, unknown>> {
  const found = (await providerEspTransactions(emulator)).filter((t) => t.account_number === account);
  if (found.length !== 1) throw new Error(`${found.length} provider transactions to ${account}`);
  return { ...found[0] };
}

let webhookEvents = 0;
/** A genuine (signed) contract webhook of the test data set, answered 200. */
export async function signedWebhook(gateway: RunningGateway, event: string, payload: Record<string, unknown>): Promise<void> {
  const body = JSON.stringify({ id: `evt_safety_${(webhookEvents += 1)}_${Date.now()}`, event, created_at: new Date().toISOString(), livemode: false, payload });
  const response = await fetch(`${gateway.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-signature': signWebhookBody(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body) },
    body,
  });
  if (response.status !== 200) throw new Error(`the webhook was answered ${response.status}`);
}

/**
 * A genuine contract webhook about an ESP transaction of the test data set, its payload naming
 * `business` when given (as the provider's documented payloads do), else none.
 */
export function espWebhook(gateway: RunningGateway, record: Record<string, unknown>, status: string, business?: string): Promise<void> {
  return signedWebhook(gateway, 'esp_transaction_updated', {
    ...record,
    transaction_status: status,
    ...(business !== undefined && { business: { business_id: business } }),
  });
}

/**
 * Teaches the gateway that the emulator's test key is its seeded business's, as the provider's
 * documented webhooks do: a payout made through the gateway (so the key owns it), then a webhook
 * about it naming that business. Only then does a webhook naming it offer candidates to the key.
 */
/** The provider's record of an off-ramp (its GET, as the contract shapes it in every profile), read straight from the emulator. */
export async function providerOfframp(emulator: RunningEmulator, id: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${emulator.url}/otc/offramp/${encodeURIComponent(id)}`, { headers: { 'ngnc-sec-key': emulator.testKey } });
  if (response.status !== 200) throw new Error(`reading off-ramp ${id}: ${response.status}`);
  return z.object({ data: z.record(z.string(), z.unknown()) }).parse(await response.json()).data;
}

/** Where the test key's request of `operation` under `idempotencyKey` stands, as `mutationOutcome` answers it. */
export async function mutationOutcomeOf(gateway: RunningGateway, emulator: RunningEmulator, operation: IdempotentOperation, idempotencyKey: string) {
  return (await post(gateway, emulator, SafetyMutationCandidateDocument, { operation, idempotencyKey })).data?.mutationOutcome;
}

/** Where `gateway` keeps the record of a test key's request: under its business once that is learnt (src/idempotency/record-scope.ts). */
export function testRecordKey(gateway: RunningGateway, apiKey: string, operation: string, idempotencyKey: string): Promise<string> {
  const businesses = new BusinessDirectory(new Map(), gateway.store.keyBusinesses);
  return locateRecord(gateway.store.idempotency, businesses, { apiKey, dataSet: 'test' }, operation, idempotencyKey);
}

export async function learnKeyBusiness(gateway: RunningGateway, emulator: RunningEmulator): Promise<string> {
  const input = espOfframpInput(uniqueAccountNumber());
  const created = await post(gateway, emulator, SafetyEspOfframpDocument, { input });
  if (created.data?.createEspOfframp.transaction?.id === undefined) throw new Error(`the payout was not created: ${JSON.stringify(created)}`);
  await espWebhook(gateway, await providerEspRecord(emulator, input.accountNumber), 'Pending', SEEDED_BUSINESS.id);
  const fingerprint = keyFingerprint(emulator.testKey);
  await eventually(async () => ((await gateway.store.keyBusinesses.businessOf(fingerprint)) === SEEDED_BUSINESS.id ? true : undefined), 'the key’s business');
  return SEEDED_BUSINESS.id;
}
