// Latency at a fixed request rate, open loop: requests leave on a schedule whatever the
// answers do, and each one is timed in microseconds (autocannon reports whole
// milliseconds, too coarse for a 3 ms target). Every body is read and checked.
import { Pool } from 'undici';
import type { LoadResult, LoadTarget } from './load.js';
import type { BenchChild } from './processes.js';
import { percentiles } from './report.js';

const TICK_MS = 1;
/** Beyond this many unanswered requests the server is saturated: later ones are counted as not sent, so a run ends on time. */
const MAX_IN_FLIGHT = 512;

/** `bodies`, when given, are sent in turn instead of `target.body` (a mixed load). */
export async function runFixedRate(
  target: LoadTarget,
  rate: number,
  durationSeconds: number,
  servers: BenchChild[],
  bodies?: readonly string[],
): Promise<LoadResult> {
  const url = new URL(target.url);
  const pool = new Pool(url.origin, { connections: 64, pipelining: 1, keepAliveTimeout: 60_000 });
  const headers = { 'content-type': 'application/json', ...target.headers };
  const latencies: number[] = [];
  let failures = 0;
  let notSent = 0;
  const inFlight = new Set<Promise<void>>();
  const send = (index: number) => {
    const body = bodies === undefined ? target.body : bodies[index % bodies.length];
    const started = performance.now();
    const request = pool
      .request({ path: url.pathname + url.search, method: target.method, headers, ...(body !== undefined && { body }) })
      .then(async (response) => {
        const text = await response.body.text();
        latencies.push(performance.now() - started);
        if (response.statusCode !== 200 || text.startsWith('{"errors"') || text.includes('"errors":[')) failures += 1;
      })
      .catch(() => {
        failures += 1;
      });
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  };

  const before = await Promise.all(servers.map((server) => server.stats()));
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const total = Math.round(rate * durationSeconds);
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
      while (sent < due) {
        if (inFlight.size < MAX_IN_FLIGHT) send(sent);
        else notSent += 1;
        sent += 1;
      }
      if (sent >= total) resolve();
      else setTimeout(tick, TICK_MS);
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - started) / 1000;
  const own = process.cpuUsage(ownBefore);
  const after = await Promise.all(servers.map((server) => server.stats()));
  await pool.close();
  const serverCpu = after.reduce((sum, stats, i) => sum + stats.cpuMicros - before[i]!.cpuMicros, 0);
  const stats = percentiles(latencies);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsedSeconds,
    p50Ms: stats.p50,
    p99Ms: stats.p99,
    maxMs: stats.max,
    failures: failures + notSent,
    serverCpuMicrosPerOp: latencies.length === 0 ? 0 : serverCpu / latencies.length,
    loadGeneratorCpuPercent: (100 * (own.user + own.system)) / (elapsedSeconds * 1e6),
  };
}
