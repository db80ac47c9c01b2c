// Each subscription event, as its subscriber receives it, is a span continuing the trace of what
// stored the change (a webhook, a read of the provider), carried across pub/sub in the message:
// one trace from the webhook to every subscriber's delivery. A current status read from the store
// (a subscription's first event) and an event read from the event log (statusEvents) start a
// trace of their own: the log keeps no trace context.

import { SpanKind } from '@opentelemetry/api';
import type { StatusChange } from '../../status/live-status.js';
import { contextFrom, gatewayTracer, tracingOn } from '../../platform/tracing.js';

/** `read`, the subscription field's resolver of one event, as a delivery span of `field`. */
export function delivered<T>(field: string, read: (change: StatusChange) => T): (change: StatusChange) => T {
  return (change) => inDeliverySpan(field, change, () => read(change));
}

/** `read`, the resolving of one event of `field` about `change`, as its delivery span. */
export function inDeliverySpan<T>(field: string, change: StatusChange, read: () => T): T {
  if (!tracingOn()) return read();
  const attributes = { 'graphql.field.name': field, 'gateway.resource.kind': change.kind, 'gateway.resource.status': change.status };
  const span = gatewayTracer().startSpan(`deliver ${field}`, { kind: SpanKind.CONSUMER, attributes }, contextFrom(change.trace));
  try {
    return read();
  } finally {
    span.end();
  }
}
