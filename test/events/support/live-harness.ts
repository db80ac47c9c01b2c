// The real emulator and the real gateway, with the emulator's webhooks pointed at the
// gateway's receiver, plus a graphql-ws client over a real WebSocket. The emulator's clock
// is set far out so statuses only move when a test forces them (control API), except where
// a test asks for short delays.

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type ExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startEmulator, type RunningEmulator } from '../../../emulator/index.js';
import type { GatewayConfig } from '../../../src/config.js';
import type { LiveStatusConfig } from '../../../src/status/ingest/config.js';
import { startGateway, type RunningGateway } from '../../../src/server.js';
import type { StoreConfig } from '../../../src/store/gateway-store.js';
import { emulatorKeyPrefixes } from '../../support/emulator-profile.js';
import { tempSqliteStore } from '../../store/support/databases.js';
import { dataOf } from '../../gateway/support/harness.js';

// As long as production requires, so a test may start a production gateway with it.
export const WEBHOOK_SECRET = 'whsec_live_status_tests_0123456789abcdef';
export const WEBHOOK_PATH = '/webhooks/ramp';
const FAR = 3_600_000;

type EmulatorOptions = NonNullable<Parameters<typeof startEmulator>[0]>;

/** A gateway over the emulator, with a fresh SQLite file of its own unless `store` says otherwise. */
export function gatewayConfig(emulatorUrl: string, liveStatus: LiveStatusConfig = {}, store: StoreConfig = tempSqliteStore()): GatewayConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    nodeEnv: 'test',
    rampBaseUrl: emulatorUrl,
    upstreamTimeoutMs: 5_000,
    upstreamConnections: 16,
    upstreamGetRetries: 2,
    upstreamRetryBaseMs: 5,
    connectionMaxPageSize: 100,
    logLevel: 'silent',
    store,
    keyPrefixes: emulatorKeyPrefixes(),
    liveStatus: { webhookSecrets: [WEBHOOK_SECRET], ...liveStatus },
  };
}

export async function startLiveEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({
    port: 0,
    webhookSecret: WEBHOOK_SECRET,
    webhookRetryScheduleMs: [20, 50, 100, 200],
    ...options,
    delays: {
      offrampProcessingMs: FAR,
      offrampSettlementMs: FAR,
      onrampBankingDetailsMs: FAR,
      onrampProcessingMs: FAR,
      onrampSettlementMs: FAR,
      espSettlementMs: FAR,
      kybReviewMs: FAR,
      brlTicketTtlMs: FAR,
      ...options.delays,
    },
  });
}

export function pointWebhooksAt(emulator: RunningEmulator, gateway: RunningGateway): void {
  emulator.setWebhookTarget({ url: `${gateway.url}${WEBHOOK_PATH}`, secret: WEBHOOK_SECRET });
}

export async function execute<TResult, TVariables>(
  gateway: RunningGateway,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  key: string,
): Promise<TResult> {
  const response = await fetch(gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': key },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return dataOf((await response.json()) as ExecutionResult<TResult>);
}

/** Moves a resource through the emulator's control API, as the provider's own clock would. */
export async function forceTransition(emulator: RunningEmulator, resource: string, id: string, to: string): Promise<void> {
  const response = await fetch(`${emulator.url}/_emulator/transitions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': emulator.testKey },
    body: JSON.stringify({ resource, id, to }),
  });
  if (!response.ok) throw new Error(`forcing ${resource} ${id} to ${to}: ${response.status} ${await response.text()}`);
}

export function wsClient(gateway: RunningGateway, connectionParams: Record<string, unknown> | undefined): Client {
  return createClient({
    url: gateway.graphqlUrl.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    ...(connectionParams && { connectionParams }),
    retryAttempts: 0,
    lazy: true,
  });
}

export interface LiveSubscription<T> {
  /** The next result's data; fails on a GraphQL error or a closed stream. */
  next(): Promise<T>;
  /** The next raw result, errors included; undefined once the stream ended. */
  nextResult(): Promise<ExecutionResult<T> | undefined>;
  /** Completes the subscription, server side included. */
  close(): Promise<void>;
}

export function subscribe<TResult, TVariables>(
  client: Client,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): LiveSubscription<TResult> {
  const iterator = client.iterate<TResult>({ query: print(document), variables: variables as Record<string, unknown> });
  return {
    async nextResult() {
      const r = await iterator.next();
      return r.done ? undefined : (r.value as ExecutionResult<TResult>);
    },
    async next() {
      const r = await iterator.next();
      if (r.done) throw new Error('the subscription ended');
      return dataOf(r.value as ExecutionResult<TResult>);
    },
    async close() {
      await iterator.return?.();
    },
  };
}

/** Waits until `read` returns something other than undefined, polling: for states reached through a webhook. */
export async function eventually<T>(read: () => Promise<T | undefined>, what: string, attempts = 200): Promise<T> {
  for (let i = 0; i < attempts; i += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gave up waiting for ${what}`);
}

let counter = 0;
export const uniqueSuffix = () => `${Date.now().toString(36)}${(counter += 1)}`;

export const offrampInput = (amount = '100') => ({
  customerId: `cust-${uniqueSuffix()}`,
  currency: 'USD' as const,
  amount,
  stablecoin: 'USDC' as const,
  network: 'ETHEREUM' as const,
  walletAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
  payoutAccount: { ach: { accountNumber: '000123456789', routingNumber: '021000021', accountName: 'Acme Ltd', bankName: 'Chase' } },
});

export const businessCustomerInput = () => ({
  name: `Acme Trading ${uniqueSuffix()}`,
  email: 'ops@acme.example',
  phoneNumber: '+2348012345678',
  registeredAddress: '1 Marina Road, Lagos',
  registeredCountry: 'NG',
  idempotencyKey: `idem-${uniqueSuffix()}`,
});
