// A webhook delivery in either of the two bodies the gateway accepts: the contract's envelope
// `{ id, event, created_at, livemode, payload }` and the provider's documented `{ event, payload }`
// (no id, no time, no data set). An authentic delivery the gateway cannot route (an event name or
// status it does not know, a payload it cannot read) is still a delivery: the provider gives up after
// two retries, so it is acknowledged and kept apart rather than refused (docs/live-status.md).

import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ResourceKind } from '../../domain/state-machines.js';
import { routePayload, webhookEnvelopeSchema, type DataSet } from './webhook-envelope.js';

/** What any webhook body must have; anything else is not a webhook at all and is refused. */
const deliveryBody = z.looseObject({
  event: z.string().min(1).max(200),
  payload: z.unknown(),
});

const businessOfPayload = z.looseObject({
  business: z.looseObject({ business_id: z.string().min(1).max(200) }),
});

export interface Delivery {
  event: string;
  /** The contract's event id; the provider's documented body has none. */
  eventId: string | undefined;
  /** The contract's `created_at` in ms: when the event happened, the same in every retry; the documented body has none. */
  sentAt: number | undefined;
  /** From the contract's `livemode`; undefined for a documented body, whose data set is looked up. */
  dataSet: DataSet | undefined;
  /**
   * `payload.business.business_id`, when the payload names its business; the receiver passes the
   * delivery on with the business it authenticated as instead, when its secret is a business's.
   */
  business: string | undefined;
  /** sha256 of the canonical `{ event, payload }`: equal for the same content whatever its key order. */
  digest: string;
}

export interface RoutedTarget {
  kind: ResourceKind;
  id: string;
  /** As the state machine spells it. */
  status: string;
  record: Record<string, unknown>;
}

export type DeliveryReading =
  | { outcome: 'invalid'; message: string }
  | { outcome: 'routed'; delivery: Delivery; target: RoutedTarget }
  | { outcome: 'unrouted'; delivery: Delivery; reason: string };

export function readDelivery(body: unknown): DeliveryReading {
  const parsed = deliveryBody.safeParse(body);
  if (!parsed.success || !Object.hasOwn(parsed.data, 'payload')) return { outcome: 'invalid', message: 'a body { event, payload } is required' };
  const { event, payload } = parsed.data;
  // A body that has some of the contract's fields but not all is read as a documented one, by content.
  const envelope = webhookEnvelopeSchema.safeParse(body);
  const business = businessOfPayload.safeParse(payload);
  const delivery: Delivery = {
    event,
    eventId: envelope.success ? envelope.data.id : undefined,
    sentAt: envelope.success ? timeOf(envelope.data.created_at) : undefined,
    dataSet: envelope.success ? (envelope.data.livemode ? 'live' : 'test') : undefined,
    business: business.success ? business.data.business.business_id : undefined,
    digest: createHash('sha256').update(JSON.stringify(canonical({ event, payload }))).digest('hex'),
  };
  const routing = routePayload(event, payload);
  switch (routing.outcome) {
    case 'routed':
      return { outcome: 'routed', delivery, target: { kind: routing.kind, id: routing.id, status: routing.status, record: routing.record } };
    case 'unknown_event':
      return { outcome: 'unrouted', delivery, reason: 'unknown event' };
    case 'invalid':
      return { outcome: 'unrouted', delivery, reason: routing.message };
  }
}

/**
 * The data set of a documented delivery, which does not say it: the one the gateway recorded the
 * resource under. Live when it was recorded under live or never recorded (the provider sends status
 * updates only for live transactions); undefined when it was recorded under several other data sets,
 * which the delivery cannot choose between.
 */
export function documentedDataSet(recorded: readonly DataSet[]): DataSet | undefined {
  const distinct = [...new Set(recorded)];
  if (distinct.length === 0 || distinct.includes('live')) return 'live';
  return distinct.length === 1 ? distinct[0] : undefined;
}

/** The key a delivery is de-duplicated by, within its data set and business (src/status/ledger/webhook-dedupe.ts). */
export function deliveryKey(delivery: Delivery, target: RoutedTarget): string {
  if (delivery.eventId !== undefined) return `id:${delivery.eventId}`;
  return `content:${target.kind}:${target.id}:${target.status}:${delivery.digest}`;
}

function timeOf(text: string): number | undefined {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, member]) => [name, canonical(member)]),
    );
  }
  return value;
}
