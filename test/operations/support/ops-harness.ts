// The real emulator and the real gateway for the operations tests: emulator webhooks pointed at
// the gateway, the gateway's log lines captured, and raw HTTP access (status and headers) to the
// gateway's endpoints.
import { randomBytes } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type FormattedExecutionResult } from 'graphql';
import type { RunningEmulator } from '../../../emulator/index.js';
import type { GatewayConfig } from '../../../src/config.js';
import { createLogger } from '../../../src/logger.js';
import { startGateway, type RunningGateway } from '../../../src/server.js';
import { gatewayConfig, startLiveEmulator } from '../../events/support/live-harness.js';

type EmulatorOptions = NonNullable<Parameters<typeof startLiveEmulator>[0]>;

export interface OpsHarness {
  emulator: RunningEmulator;
  gateway: RunningGateway;
  logLines: string[];
  /** A GraphQL POST with the emulator's test key unless `key` says otherwise (null: none). */
  post<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    options?: { key?: string | null; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Headers; body: FormattedExecutionResult<TResult> }>;
  /** Provider calls the emulator answered (control API excluded). */
  providerCalls(): ReturnType<RunningEmulator['requestLog']['entries']>;
  setFaults(settings: Record<string, unknown>): Promise<void>;
  clearFaults(): Promise<void>;
  close(): Promise<void>;
}

export const randomSecret = (label: string) => `${label}${randomBytes(12).toString('hex')}`;

export async function startOpsHarness(
  options: { gateway?: Partial<GatewayConfig>; emulator?: EmulatorOptions } = {},
): Promise<OpsHarness> {
  const emulator = await startLiveEmulator(options.emulator);
  const logLines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void logLines.push(line) });
  const base = gatewayConfig(emulator.url);
  const gateway = await startGateway(
    { ...base, ...options.gateway, liveStatus: { ...base.liveStatus, ...options.gateway?.liveStatus } },
    { logger },
  );

  async function control(method: 'PUT' | 'DELETE', body?: Record<string, unknown>): Promise<void> {
    const response = await fetch(`${emulator.url}/_emulator/faults`, {
      method,
      headers: { 'ngnc-sec-key': emulator.testKey, 'content-type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`fault control answered ${response.status}: ${await response.text()}`);
  }

  return {
    emulator,
    gateway,
    logLines,
    async post(document, variables, { key = emulator.testKey, headers = {} } = {}) {
      const response = await fetch(gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key !== null && { 'ngnc-sec-key': key }), ...headers },
        body: JSON.stringify({ query: print(document), variables }),
      });
      return { status: response.status, headers: response.headers, body: (await response.json()) as FormattedExecutionResult<never> };
    },
    providerCalls: () => emulator.requestLog.entries().filter((entry) => !entry.path.startsWith('/_emulator')),
    setFaults: (settings) => control('PUT', settings),
    clearFaults: () => control('DELETE'),
    async close() {
      await gateway.close();
      await emulator.close();
    },
  };
}

/** The parsed JSON log lines. */
export function parsedLines(lines: readonly string[]): Array<Record<string, unknown>> {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}
