// The child side of a bench process: reports `ready` to the orchestrator once its server
// listens, and answers requests for its own CPU time, memory and event-loop delay, so the
// orchestrator measures each server without sharing its process or its core.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ProcessStats {
  cpuMicros: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** What V8 holds for its heap, used or not: RSS minus this is memory outside the JavaScript heap. */
  heapTotalBytes: number;
  /** Memory of C++ objects bound to JavaScript, buffers included. */
  externalBytes: number;
  arrayBuffersBytes: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number; mean: number };
}

export type RequestHandler = (message: Record<string, unknown>) => Promise<unknown>;

let profiler: Session | undefined;
const SAMPLING_MS = 10;
const eventLoopDelay = monitorEventLoopDelay({ resolution: SAMPLING_MS });
eventLoopDelay.enable();

const beyondSampling = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - SAMPLING_MS);

function stats(): ProcessStats {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  return {
    cpuMicros: cpu.user + cpu.system,
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    heapTotalBytes: memory.heapTotal,
    externalBytes: memory.external,
    arrayBuffersBytes: memory.arrayBuffers,
    // The histogram holds whole timer intervals: the delay is what exceeds the sampling interval.
    eventLoopDelayMs: {
      p50: beyondSampling(eventLoopDelay.percentile(50)),
      p99: beyondSampling(eventLoopDelay.percentile(99)),
      max: beyondSampling(eventLoopDelay.max),
      mean: beyondSampling(eventLoopDelay.mean),
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
        case 'profile-start':
          // A CPU profile of one phase only (e.g. a webhook burst), unlike --cpu-prof's whole life.
          profiler ??= new Session();
          profiler.connect();
          await profiler.post('Profiler.enable');
          await profiler.post('Profiler.start');
          return null;
        case 'profile-stop': {
          if (profiler === undefined) throw new Error('no profile running');
          const { profile } = await profiler.post('Profiler.stop');
          writeFileSync(message.file as string, JSON.stringify(profile));
          profiler.disconnect();
          return message.file;
        }
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
