// A collector that is down or never answers must not fail or outlast the gateway's shutdown: the
// SDK's export timeout and retries take longer than the shutdown's deadline leaves, so the
// spans still buffered are given up, logged, when the time the gateway gives them is over. Test
// files share worker processes, so each test removes the API's globals the SDK registered.

import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { context, propagation, trace } from '@opentelemetry/api';
import { afterEach, expect, it, vi } from 'vitest';
import { startTracing } from '../../src/observability/tracing-sdk.js';

const servers: Server[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  vi.unstubAllEnvs();
  trace.disable();
  context.disable();
  propagation.disable();
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A TCP port that takes connections and never answers, like a collector behind a black hole. */
async function silentCollector(): Promise<string> {
  const server = createServer((socket) => sockets.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on, like a collector that is down. */
async function downCollector(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

async function tracedWith(endpoint: string) {
  vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', endpoint);
  vi.stubEnv('OTEL_TRACES_EXPORTER', undefined);
  vi.stubEnv('OTEL_SDK_DISABLED', undefined);
  const warnings: string[] = [];
  const tracing = await startTracing({ warn: (...logged: unknown[]) => void warnings.push(String(logged[1])) });
  expect(tracing).toBeDefined();
  // A tracer of this registration's (the gateway's own keeps the first provider it met).
  const span = trace.getTracer('probe').startSpan('probe.work');
  expect(span.isRecording()).toBe(true);
  span.end();
  return { tracing: tracing!, warnings };
}

it('a collector that is down costs the last spans, logged, and never fails the shutdown', async () => {
  const { tracing, warnings } = await tracedWith(await downCollector());
  await expect(tracing.shutdown(500)).resolves.toBeUndefined();
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/^tracing: the (collector did not take the last spans in time|last spans could not be exported)/);
});

it('a collector that never answers is given up when the time the shutdown leaves it is over', async () => {
  const { tracing, warnings } = await tracedWith(await silentCollector());
  await expect(tracing.shutdown(500)).resolves.toBeUndefined();
  expect(warnings).toEqual(['tracing: the collector did not take the last spans in time; they are lost']);
}, 5_000);
