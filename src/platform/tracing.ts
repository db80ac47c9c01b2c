// The gateway's spans, written with the OpenTelemetry API alone. With no SDK registered (the
// default: src/observability/tracing-sdk.ts starts one only when the OTEL_* variables ask) no
// span is begun at all: `tracingOn` tells the wrappers to run their work bare, without the API's
// non-recording spans, contexts and the closures around them, which a listing would otherwise
// pay for on every root field, provider call and store write.
//
// What a span may carry: operation and field names, route templates, statuses, counts, error
// codes. Never a key, a secret, an id a caller sent, an amount, an account, a name, an e-mail or
// a phone, and never an error's message (a message may quote what the caller typed).

import {
  INVALID_SPAN_CONTEXT,
  ProxyTracerProvider,
  ROOT_CONTEXT,
  context,
  isSpanContextValid,
  propagation,
  trace,
  SpanStatusCode,
  type Attributes,
  type Context,
  type Link,
  type Span,
  type SpanKind,
  type Tracer,
} from '@opentelemetry/api';

/**
 * The gateway's tracer from the provider registered now, asked at each span: one taken once would
 * stay bound to the API's first global provider, and after that one is removed (`trace.disable`)
 * hand every span to it instead of to the provider registered next.
 */
export function gatewayTracer(): Tracer {
  return trace.getTracer('ramp-gateway');
}

/** What the API's tracer provider delegates to while none is registered. */
const NO_PROVIDER = new ProxyTracerProvider().getDelegate();
/** The span handed to work that runs untraced: records nothing, propagates nothing. */
const UNTRACED = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/**
 * Whether a tracer provider is registered (the SDK, or a test's): asked per span, so one
 * registered or removed after start-up is followed.
 */
export function tracingOn(): boolean {
  const provider = trace.getTracerProvider();
  return !(provider instanceof ProxyTracerProvider) || provider.getDelegate() !== NO_PROVIDER;
}

export interface SpanSettings {
  kind?: SpanKind;
  attributes?: Attributes;
  links?: Link[];
  /** The parent; the active context by default. */
  parent?: Context;
}

/**
 * Runs `work` in a new span, active for everything it awaits; the span ends when `work` settles.
 * A span with nothing to propagate (no SDK registered) is not made active: `work` runs as it would
 * without tracing.
 */
export function inSpan<T>(name: string, settings: SpanSettings, work: (span: Span) => Promise<T>): Promise<T> {
  return tracingOn() ? traced(name, settings, work) : work(UNTRACED);
}

async function traced<T>(name: string, settings: SpanSettings, work: (span: Span) => Promise<T>): Promise<T> {
  const { parent = context.active(), ...options } = settings;
  const span = gatewayTracer().startSpan(name, options, parent);
  if (!isSpanContextValid(span.spanContext())) return work(span);
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Attributes of the active span, if any. */
export function describeSpan(attributes: Attributes): void {
  trace.getActiveSpan()?.setAttributes(attributes);
}

/** The span failed with `error`, recorded by its code or type alone. */
export function markFailed(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR });
  span.setAttribute('error.type', errorType(error));
}

function errorType(error: unknown): string {
  if (typeof error !== 'object' || error === null) return typeof error;
  const extensions = (error as { extensions?: { code?: unknown } }).extensions;
  if (typeof extensions?.code === 'string') return extensions.code;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown';
}

/**
 * The active span's context as the configured propagator writes it (W3C `traceparent` by
 * default), to be kept beside a record or a message and read back by `contextFrom` or `linkTo`;
 * undefined when nothing is traced.
 */
export function traceCarrier(from: Context = context.active()): Record<string, string> | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(from, carrier);
  return Object.keys(carrier).length === 0 ? undefined : carrier;
}

/**
 * The trace a carrier written by `traceCarrier` (or a request's headers) names, to parent a
 * span: a new trace when it names none. Only the trace: baggage a caller sent is dropped, so
 * nothing it chose besides its trace's ids travels on to the provider, the store or pub/sub.
 */
export function contextFrom(carrier: Readonly<Record<string, string | string[] | undefined>> | undefined): Context {
  return carrier === undefined ? ROOT_CONTEXT : propagation.deleteBaggage(propagation.extract(ROOT_CONTEXT, carrier));
}

/** A link to the span a carrier names, when it names one. */
export function linkTo(carrier: Readonly<Record<string, string>> | undefined, attributes?: Attributes): Link[] {
  if (carrier === undefined) return [];
  const spanContext = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, carrier));
  return spanContext === undefined ? [] : [{ context: spanContext, ...(attributes && { attributes }) }];
}
