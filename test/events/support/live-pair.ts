// The emulator and gateway most live-status and client tests share: the emulator's own webhooks
// reach the gateway, and a test reads and subscribes with the emulator's test key.

import { afterAll, beforeAll } from 'vitest';
import type { Client } from 'graphql-ws';
import type { RunningEmulator } from '../../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../../src/server.js';
import { gatewayConfig, pointWebhooksAt, startLiveEmulator, wsClient } from './live-harness.js';

export interface LivePair {
  readonly emulator: RunningEmulator;
  readonly gateway: RunningGateway;
  /** The emulator's test key, which every request of these tests is sent with. */
  readonly testKey: string;
  /** A graphql-ws client of the gateway authenticated with the test key; only with `{ wsClient: true }`. */
  readonly client: Client;
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the live pair's ${what} is read before it started`);
  return value;
}

/**
 * Starts a live emulator whose webhooks reach a gateway (and, when asked, a graphql-ws client of
 * it) before the enclosing block's tests, and closes them after. Read its members inside tests and
 * hooks, once it has started.
 */
export function useLivePair(options: { wsClient?: boolean } = {}): LivePair {
  let emulator: RunningEmulator | undefined;
  let gateway: RunningGateway | undefined;
  let client: Client | undefined;

  beforeAll(async () => {
    emulator = await startLiveEmulator();
    gateway = await startGateway(gatewayConfig(emulator.url));
    pointWebhooksAt(emulator, gateway);
    if (options.wsClient) client = wsClient(gateway, { 'ngnc-sec-key': emulator.testKey });
  });
  afterAll(async () => {
    await client?.dispose();
    await gateway?.close();
    await emulator?.close();
  });
  return {
    get emulator() {
      return started(emulator, 'emulator');
    },
    get gateway() {
      return started(gateway, 'gateway');
    },
    get testKey() {
      return started(emulator, 'emulator').testKey;
    },
    get client() {
      return started(client, 'WebSocket client');
    },
  };
}
