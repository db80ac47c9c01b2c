// Assembles reconciliation (src/status/ingest/reconciler.ts) for the server: the modules' readers, each
// bound per key to a provider client that goes through the circuit breaker and metrics like any
// request's, live status's keys kept for it, and the server's own key held for the process's life.
// A GET is not retried inside a pass: the next pass is the retry.

import { randomUUID } from 'node:crypto';
import type { Pool } from 'undici';
import type { ProviderCallObserver } from '../../datasources/provider-calls.js';
import { RampClient } from '../../datasources/ramp-client.js';
import { dataSetOfKey, type KeyPrefixes } from '../../domain/data-sets.js';
import type { LiveStatus } from '../live-status.js';
import { Reconciler, type ReconcileObserver, type ReconcileSettings } from './reconciler.js';
import type { Logger } from '../../logger.js';
import { boundReader, type ProviderReader } from '../../resolvers/shared/provider-reads.js';
import type { GatewayStore } from '../../store/gateway-store.js';

export interface ReconciliationSetup {
  /** Off when absent or when its interval is 0. */
  settings: ReconcileSettings | undefined;
  readers: readonly ProviderReader[];
  store: Pick<GatewayStore, 'db' | 'reconcile'>;
  live: LiveStatus;
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

/** The running reconciler, or undefined when it is off. */
export function startReconciliation(setup: ReconciliationSetup): Reconciler | undefined {
  const { settings } = setup;
  if (settings === undefined || settings.intervalMs <= 0) return undefined;
  const logger = setup.logger.child({ component: 'reconciler' });
  const reconciler: Reconciler = new Reconciler({
    db: setup.store.db,
    store: setup.store.reconcile,
    live: setup.live,
    settings,
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
    observer: setup.observer(() => reconciler.keys.size),
    log: logger,
  });
  setup.live.keepKeysWith(reconciler.keys);
  if (setup.serverApiKey !== undefined) reconciler.keys.keepAlways(setup.serverApiKey, dataSetOfKey(setup.serverApiKey, setup.keyPrefixes));
  reconciler.start();
  return reconciler;
}
