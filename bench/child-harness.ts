// The child side of a bench process: reports `ready` to the orchestrator once its server
// listens, and answers requests for its own CPU time, memory and event-loop delay, so the
// orchestrator measures each server without sharing its process or its core.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ProcessStats {
  cpuMicros: number;
  rssBytes: number;
  heapUsedBytes: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number; mean: number };
}

export type RequestHandler = (message: Record<string, unknown>) => Promise<unknown>;

const eventLoopDelay = monitorEventLoopDelay({ resolution: 10 });
eventLoopDelay.enable();

function stats(): ProcessStats {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  return {
    cpuMicros: cpu.user + cpu.system,
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    eventLoopDelayMs: {
      p50: eventLoopDelay.percentile(50) / 1e6,
      p99: eventLoopDelay.percentile(99) / 1e6,
      max: eventLoopDelay.max / 1e6,
      mean: eventLoopDelay.mean / 1e6,
    },
  };
}

/** Runs the child's IPC loop; `extra` answers the requests of one kind of child. */
export function serveChild(ready: Record<string, unknown>, extra: RequestHandler = async () => undefined, close?: () => Promise<void>): void {
  const send = (message: unknown) => process.send?.(message);
  process.on('message', (raw) => {
    const message = raw as { id: number; type: string } & Record<string, unknown>;
    const answer = async (): Promise<unknown> => {
      switch (message.type) {
        case 'stats':
          return stats();
        case 'reset-eld':
          eventLoopDelay.reset();
          return null;
        case 'gc':
          (globalThis as { gc?: () => void }).gc?.();
          await new Promise((resolve) => setTimeout(resolve, 50));
          (globalThis as { gc?: () => void }).gc?.();
          return stats();
        case 'stop':
          await close?.();
          setImmediate(() => process.exit(0));
          return null;
        default:
          return extra(message);
      }
    };
    answer().then(
      (result) => send({ id: message.id, result }),
      (error: unknown) => send({ id: message.id, error: error instanceof Error ? error.stack ?? error.message : String(error) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', ...ready });
}

/** The JSON options the orchestrator passed as the first argument. */
export function childOptions<T>(): T {
  return JSON.parse(process.argv[2] ?? '{}') as T;
}
