// Assembles reconciliation (src/status/ingest/reconciler.ts) for the server: the modules' readers, each
// bound per key to a provider client that goes through the circuit breaker and metrics like any
// request's, the keys live status keeps for it, and the server's own key held for the process's life.
// The keys are built first (reconciliationKeys) and handed to both: the reconciler reads live status's
// observations back into it, and live status keeps callers' keys for the reconciler.
// A GET is not retried inside a pass: the next pass is the retry.

import { randomUUID } from 'node:crypto';
import type { Pool } from 'undici';
import type { ProviderCallObserver } from '../../datasources/provider-calls.js';
import { RampClient } from '../../datasources/ramp-client.js';
import { dataSetOfKey, type KeyPrefixes } from '../../domain/data-sets.js';
import { HeldKeys } from './held-keys.js';
import type { StatusLedger } from '../ledger/status-ledger.js';
import { Reconciler, type ReconcileObserver, type ReconcileSettings } from './reconciler.js';
import type { Logger } from '../../logger.js';
import { boundReader, type ProviderReader } from '../../resolvers/shared/provider-reads.js';
import type { GatewayStore } from '../../store/gateway-store.js';

export interface ReconciliationSetup {
  /** Off when absent or when its interval is 0. */
  settings: ReconcileSettings | undefined;
  /** From reconciliationKeys, handed to live status as well; undefined when reconciliation is off. */
  keys: HeldKeys | undefined;
  readers: readonly ProviderReader[];
  store: Pick<GatewayStore, 'db' | 'reconcile'>;
  ledger: StatusLedger;
  /** The outbox publisher's kick: publishes what a pass wrote. */
  publish: () => Promise<void>;
  pool: Pool;
  basePath: string;
  logger: Logger;
  timeoutMs: number;
  retryBaseMs: number;
  providerCalls: ProviderCallObserver;
  serverApiKey: string | undefined;
  keyPrefixes: KeyPrefixes;
  observer: (heldKeys: () => number) => ReconcileObserver;
}

/** The keys reconciliation reads with, or undefined when it is off (so live status keeps none). */
export function reconciliationKeys(settings: ReconcileSettings | undefined): HeldKeys | undefined {
  if (settings === undefined || settings.intervalMs <= 0) return undefined;
  return new HeldKeys(settings.keyHoldMs);
}

/** The running reconciler, or undefined when it is off. */
export function startReconciliation(setup: ReconciliationSetup): Reconciler | undefined {
  const { settings, keys } = setup;
  if (settings === undefined || keys === undefined) return undefined;
  const logger = setup.logger.child({ component: 'reconciler' });
  const reconciler = new Reconciler({
    db: setup.store.db,
    store: setup.store.reconcile,
    ledger: setup.ledger,
    publish: setup.publish,
    settings,
    keys,
    kinds: setup.readers.map((reader) => reader.kind),
    readersFor: (key) => {
      const client = new RampClient({
        pool: setup.pool,
        basePath: setup.basePath,
        apiKey: key.apiKey,
        logger,
        requestId: `reconcile-${randomUUID()}`,
        calls: setup.providerCalls,
        timeoutMs: setup.timeoutMs,
        getRetries: 0,
        retryBaseMs: setup.retryBaseMs,
      });
      return setup.readers.map((reader) => boundReader(reader, client));
    },
    observer: setup.observer(() => keys.size),
    log: logger,
  });
  if (setup.serverApiKey !== undefined) keys.keepAlways(setup.serverApiKey, dataSetOfKey(setup.serverApiKey, setup.keyPrefixes));
  reconciler.start();
  return reconciler;
}
