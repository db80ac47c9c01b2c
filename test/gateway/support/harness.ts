// Starts the real emulator and the real gateway on free ports, and posts typed documents to the
// gateway over HTTP, as a frontend would.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type FormattedExecutionResult } from 'graphql';
import { startEmulator, type RunningEmulator } from '../../../emulator/index.js';
import type { FaultSettingsInput as FaultSettings } from '../../../emulator/http/faults.js';
import type { GatewayConfig } from '../../../src/config.js';
import { createLogger } from '../../../src/logger.js';
import { startGateway, type RunningGateway } from '../../../src/server.js';
import { emulatorKeyPrefixes } from '../../support/emulator-profile.js';
import { tempSqliteStore } from '../../store/support/databases.js';

type EmulatorOptions = NonNullable<Parameters<typeof startEmulator>[0]>;

export interface HarnessOptions {
  gateway?: Partial<GatewayConfig>;
  emulator?: EmulatorOptions;
  /** Collect the gateway's log lines (JSON) instead of discarding them. */
  captureLogs?: boolean;
}

export interface RequestOptions {
  /** The key to send in `ngnc-sec-key`; defaults to the emulator's test key, null sends none. */
  key?: string | null;
  headers?: Record<string, string>;
}

export interface ProviderCall {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
}


export interface Harness {
  emulator: RunningEmulator;
  gateway: RunningGateway;
  /** The gateway's log lines, when started with `captureLogs`. */
  logLines: string[];
  execute<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    options?: RequestOptions,
  ): Promise<FormattedExecutionResult<TResult>>;
  /** The provider requests the emulator has seen since the last `clearProviderCalls()`. */
  providerCalls(method?: string, path?: string): ProviderCall[];
  clearProviderCalls(): void;
  setFaults(settings: FaultSettings): Promise<void>;
  clearFaults(): Promise<void>;
  close(): Promise<void>;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const emulator = await startEmulator({ port: 0, ...options.emulator });
  const logLines: string[] = [];
  const logger = options.captureLogs
    ? createLogger('debug', { write: (line: string) => void logLines.push(line) })
    : createLogger('silent');
  const gateway = await startGateway(
    {
      port: 0,
      host: '127.0.0.1',
      nodeEnv: 'test',
      rampBaseUrl: emulator.url,
      upstreamTimeoutMs: 5_000,
      upstreamConnections: 16,
      upstreamGetRetries: 2,
      upstreamRetryBaseMs: 5,
      connectionMaxPageSize: 100,
      logLevel: 'silent',
      store: tempSqliteStore(),
      keyPrefixes: emulatorKeyPrefixes(emulator),
      // Fault tests share one gateway and inject many failures in a row: an opening circuit would
      // change what later tests see. The breaker has its own tests (test/operations).
      circuitBreaker: { failureThreshold: 1_000_000, openMs: 1 },
      ...options.gateway,
    },
    { logger },
  );

  async function control(method: 'PUT' | 'DELETE', body?: FaultSettings): Promise<void> {
    const response = await fetch(`${emulator.url}/_emulator/faults`, {
      method,
      headers: { 'ngnc-sec-key': emulator.testKey, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`emulator fault control answered ${response.status}: ${await response.text()}`);
    emulator.requestLog.clear();
  }

  return {
    emulator,
    gateway,
    logLines,
    async execute(document, variables, requestOptions = {}) {
      const key = requestOptions.key === undefined ? emulator.testKey : requestOptions.key;
      const headers: Record<string, string> = { 'content-type': 'application/json', ...requestOptions.headers };
      if (key !== null) headers['ngnc-sec-key'] = key;
      const response = await fetch(gateway.graphqlUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: print(document), variables: variables ?? {} }),
      });
      return (await response.json()) as FormattedExecutionResult<never>;
    },
    providerCalls(method, path) {
      return emulator.requestLog
        .entries()
        .filter((entry) => !entry.path.startsWith('/_emulator'))
        .filter((entry) => (method === undefined || entry.method === method) && (path === undefined || entry.path === path))
        .map(({ method: m, path: p, query, status }) => ({ method: m, path: p, query, status }));
    },
    clearProviderCalls: () => emulator.requestLog.clear(),
    setFaults: (settings) => control('PUT', settings),
    clearFaults: () => control('DELETE'),
    async close() {
      await gateway.close();
      await emulator.close();
    },
  };
}

/** The data of a result that must have no errors; fails the test with the errors otherwise. */
export function dataOf<TResult>(result: FormattedExecutionResult<TResult>): TResult {
  if (result.errors !== undefined && result.errors.length > 0) {
    throw new Error(`unexpected GraphQL errors: ${JSON.stringify(result.errors, null, 2)}`);
  }
  if (result.data === undefined || result.data === null) throw new Error('the result has no data');
  return result.data;
}

/** The `extensions.code` of each error of a result. */
export function errorCodes(result: FormattedExecutionResult<unknown>): unknown[] {
  return (result.errors ?? []).map((error) => error.extensions?.code);
}

/**
 * Creates ESP transactions straight at the emulator (not through the gateway), a few at a time,
 * and returns their ids in creation order.
 */
export async function seedEspTransactions(harness: Harness, count: number, direction: 'onramp' | 'offramp' = 'offramp'): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const body =
      direction === 'offramp'
        ? { currency: 'USD', amount: '25', bankName: 'Seed Bank', accountNumber: '12345678', chatUsername: '@seed_user' }
        : { currency: 'USD', amount: 25, bankName: 'Seed Bank', accountNumber: '12345678', chatUsername: '@seed_user' };
    const response = await fetch(`${harness.emulator.url}/transactions/v2/esp_${direction}`, {
      method: 'POST',
      headers: { 'ngnc-sec-key': harness.emulator.testKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`seeding answered ${response.status}: ${await response.text()}`);
    const json = (await response.json()) as { data: { transaction_id?: string; transaction?: { transaction_id: string } } };
    ids.push(json.data.transaction_id ?? json.data.transaction!.transaction_id);
  }
  return ids;
}
