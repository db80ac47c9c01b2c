// Tracing off costs the gateway no span: with no tracer provider registered the wrappers run their
// work bare; one registered later (or removed) is followed at the next span, without a restart.
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterEach, describe, expect, it } from 'vitest';
import { inSpan, tracingOn } from '../../src/platform/tracing.js';

afterEach(() => {
  trace.disable();
});

describe('tracing off', () => {
  it('runs work with a span that records nothing while no provider is registered, and records once one is', async () => {
    expect(tracingOn()).toBe(false);
    const untraced = await inSpan('store.status_change', {}, async (span) => span);
    expect(untraced.isRecording()).toBe(false);
    expect(trace.getActiveSpan()).toBeUndefined();

    const exporter = new InMemorySpanExporter();
    new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).register();
    expect(tracingOn()).toBe(true);
    await inSpan('store.status_change', {}, async () => undefined);
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['store.status_change']);

    trace.disable();
    expect(tracingOn()).toBe(false);
  });

  it('gives its spans to a provider registered after another was removed, not to the removed one', async () => {
    const removed = new InMemorySpanExporter();
    new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(removed)] }).register();
    await inSpan('store.status_change', {}, async () => undefined);
    trace.disable();

    const registered = new InMemorySpanExporter();
    new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(registered)] }).register();
    await inSpan('provider.call', {}, async () => undefined);
    expect(removed.getFinishedSpans().map((span) => span.name)).toEqual(['store.status_change']);
    expect(registered.getFinishedSpans().map((span) => span.name)).toEqual(['provider.call']);
  });
});
