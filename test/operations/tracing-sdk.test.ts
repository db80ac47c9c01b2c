// Tracing is off unless the standard OTEL_* variables ask for it; when they do, the SDK exports
// the gateway's spans over OTLP to the endpoint they name (here a local HTTP sink standing in for
// a collector). Test files share worker processes, so the API's globals the SDK registers are
// removed after the file.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, propagation, trace } from '@opentelemetry/api';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startTracing, tracingRequested } from '../../src/observability/tracing-sdk.js';
import { inSpan } from '../../src/platform/tracing.js';
import { dataOf, startHarness } from '../gateway/support/harness.js';
import { ViewerDocument } from '../generated/graphql.js';

describe('tracingRequested', () => {
  it.each([
    [{}, false],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, true],
    [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }, true],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' }, false],
    [{ OTEL_TRACES_EXPORTER: 'otlp' }, true],
    [{ OTEL_TRACES_EXPORTER: 'console' }, true],
    [{ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, false],
    [{ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, false],
    [{ OTEL_SDK_DISABLED: 'false', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, true],
    // Metrics or logs alone do not turn traces on.
    [{ OTEL_METRICS_EXPORTER: 'otlp', OTEL_SERVICE_NAME: 'gw' }, false],
  ])('%j → %s', (env, expected) => {
    expect(tracingRequested(env)).toBe(expected);
  });
});

const silent = { warn: () => undefined };
let sink: Server | undefined;
const received: { path: string; body: string }[] = [];

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await new Promise((resolve) => (sink ? sink.close(resolve) : resolve(undefined)));
  trace.disable();
  context.disable();
  propagation.disable();
});

describe('startTracing', () => {
  it('registers nothing without the variables: no span records, and the provider receives no traceparent', async () => {
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', undefined);
    vi.stubEnv('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', undefined);
    vi.stubEnv('OTEL_TRACES_EXPORTER', undefined);
    expect(await startTracing(silent)).toBeUndefined();
    const span = trace.getTracer('probe').startSpan('probe');
    expect(span.isRecording()).toBe(false);
    span.end();
    expect(propagation.fields()).toEqual([]);

    const harness = await startHarness();
    try {
      dataOf(await harness.execute(ViewerDocument, {}, { headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' } }));
      const calls = harness.emulator.requestLog.entries();
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.map((call) => call.traceparent)).toEqual(calls.map(() => null));
    } finally {
      await harness.close();
    }
  });

  it('exports the gateway’s spans over OTLP to the endpoint the variables name', async () => {
    sink = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ path: request.url ?? '', body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => sink!.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', `http://127.0.0.1:${(sink.address() as AddressInfo).port}`);
    vi.stubEnv('OTEL_EXPORTER_OTLP_PROTOCOL', 'http/json');
    vi.stubEnv('OTEL_SERVICE_NAME', undefined);
    vi.stubEnv('OTEL_RESOURCE_ATTRIBUTES', undefined);
    const tracing = await startTracing(silent);
    expect(tracing).toBeDefined();
    await inSpan('probe.work', {}, async (span) => expect(span.isRecording()).toBe(true));
    await tracing!.shutdown(10_000);
    const traces = received.filter((request) => request.path === '/v1/traces');
    expect(traces.length).toBeGreaterThan(0);
    const body = traces.map((request) => request.body).join('\n');
    expect(body).toContain('"probe.work"');
    expect(body).toContain('"ramp-gateway"');
    // The process detector is left out: no command line, no OS user.
    expect(body).not.toContain('process.command');
    expect(body).not.toContain('process.owner');
  });
});
