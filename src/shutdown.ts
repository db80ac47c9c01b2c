// Ends the process on SIGTERM or SIGINT: stops taking requests, lets the ones in flight finish,
// closes stores and connections, then exits 0. An orchestrator kills a process that takes too
// long, mid-request; a deadline of our own exits first, non-zero and logged, so the cut is visible.
import type { Logger } from './logger.js';

export interface ShutdownOptions {
  logger: Logger;
  /** The longest the whole shutdown may take. */
  timeoutMs: number;
  /** Drains and closes everything the process holds, by `deadline` (epoch ms), when the process exits regardless. */
  stop(deadline: number): Promise<void>;
}

export function exitOnTerminationSignals({ logger, timeoutMs, stop }: ShutdownOptions): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'already stopping');
      return;
    }
    stopping = true;
    const startedAt = Date.now();
    logger.info({ signal, timeoutMs }, 'stopping: draining connections and requests in flight');
    // unref: the deadline itself must not keep a process that has nothing left alive.
    setTimeout(() => {
      logger.error({ signal, timeoutMs }, 'shutdown did not finish in time; exiting with requests or connections still open');
      process.exit(1);
    }, timeoutMs).unref();
    stop(startedAt + timeoutMs).then(
      () => {
        logger.info({ signal, durationMs: Date.now() - startedAt }, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error, signal }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
