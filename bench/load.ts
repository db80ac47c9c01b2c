// One autocannon run against one server, with that server's CPU time read over IPC before
// and after, so CPU per operation belongs to the server alone and not to the load generator.
import autocannon from 'autocannon';
import type { BenchChild } from './processes.js';

export interface LoadTarget {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
  /** Requests per second across all connections; absent means as fast as the server answers. */
  rate?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: number;
  /** CPU time of the measured server(s) per completed request. */
  serverCpuMicrosPerOp: number;
  /** How busy the load generator's own core was: near 100% means it, not the server, was the limit. */
  loadGeneratorCpuPercent: number;
}

export async function runLoad(target: LoadTarget, options: LoadOptions, servers: BenchChild[]): Promise<LoadResult> {
  const before = await Promise.all(servers.map((server) => server.stats()));
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: target.url,
    method: target.method,
    ...(target.body !== undefined && { body: target.body }),
    headers: { 'content-type': 'application/json', ...target.headers },
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.rate !== undefined && { overallRate: options.rate }),
    timeout: 10,
  });
  const elapsedMicros = (performance.now() - started) * 1000;
  const own = process.cpuUsage(ownBefore);
  const after = await Promise.all(servers.map((server) => server.stats()));
  const serverCpu = after.reduce((sum, stats, i) => sum + stats.cpuMicros - before[i]!.cpuMicros, 0);
  const requests = result.requests.total;
  return {
    requests,
    rps: requests / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    failures: result.non2xx + result.errors + result.timeouts,
    serverCpuMicrosPerOp: requests === 0 ? 0 : serverCpu / requests,
    loadGeneratorCpuPercent: (100 * (own.user + own.system)) / elapsedMicros,
  };
}
