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
import { gatewayConfig, startLiveEmulator } from '../../events/support/live-harness.js';

export { startLiveEmulator };

export interface SafetyGatewayOptions {
  /** The database of idempotency records and live status; a fresh SQLite file when absent. */
  store?: StoreConfig;
  /** Share pub/sub (and rate limits) with other gateways through this Redis. */
  redis?: { url: string; keyPrefix: string };
  upstreamTimeoutMs?: number;
  idempotency?: GatewayConfig['idempotency'];
  circuitBreaker?: GatewayConfig['circuitBreaker'];
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
