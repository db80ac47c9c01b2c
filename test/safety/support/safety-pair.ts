// The emulator and gateway most safety tests share: one pair per file or describe block, reset
// between tests so a fault or a logged request of one test never reaches the next.

import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RunningEmulator } from '../../../emulator/index.js';
import type { RunningGateway } from '../../../src/server.js';
import { setFaults, startLiveEmulator, startSafetyGateway, type SafetyGatewayOptions } from './safety-harness.js';

/** Tests here fail the provider on purpose; an open circuit would answer in its place. */
export const CIRCUIT_KEPT_CLOSED: SafetyGatewayOptions = { circuitBreaker: { failureThreshold: 1_000, openMs: 1 } };

export interface SafetyPair {
  readonly emulator: RunningEmulator;
  readonly gateway: RunningGateway;
}

export interface SafetyPairOptions {
  emulator?: Parameters<typeof startLiveEmulator>[0];
  gateway?: SafetyGatewayOptions;
  /** Run once both are up, before any test. */
  started?: (pair: SafetyPair) => void;
}

/**
 * Starts a live emulator and a safety gateway before the enclosing block's tests and closes them
 * after; before each test the faults are cleared and the request log emptied. Read the pair's
 * members inside tests and hooks, once it has started.
 */
export function useSafetyPair(options: SafetyPairOptions = {}): SafetyPair {
  let emulator: RunningEmulator | undefined;
  let gateway: RunningGateway | undefined;
  const pair: SafetyPair = {
    get emulator() {
      if (emulator === undefined) throw new Error('the safety pair is read before it started');
      return emulator;
    },
    get gateway() {
      if (gateway === undefined) throw new Error('the safety pair is read before it started');
      return gateway;
    },
  };

  beforeAll(async () => {
    emulator = await startLiveEmulator(options.emulator);
    gateway = await startSafetyGateway(emulator, options.gateway ?? CIRCUIT_KEPT_CLOSED);
    options.started?.(pair);
  });
  afterAll(async () => {
    await gateway?.close();
    await emulator?.close();
  });
  beforeEach(async () => {
    await setFaults(pair.emulator, null);
    pair.emulator.requestLog.clear();
  });
  return pair;
}
