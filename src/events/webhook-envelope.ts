// The provider's webhook body `{ id, event, created_at, livemode, payload }` (contract,
// "Webhooks"), and how each event names the resource whose status moved.
// Payloads are loose objects: only the fields the gateway routes on are checked here,
// the rest of the record travels on to subscribers untouched.

import { z } from 'zod';
import type { DataSet } from '../domain/data-sets.js';
import {
  BRL_TICKET_STATUSES,
  ESP_STATUSES,
  OFFRAMP_STATUSES,
  VERIFICATION_STATUSES,
  type ResourceKind,
} from '../domain/state-machines.js';

export const webhookEnvelopeSchema = z.object({
  id: z.string().min(1).max(200),
  event: z.string().min(1),
  created_at: z.string().min(1),
  livemode: z.boolean(),
  payload: z.unknown(),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;

export const offrampRecordSchema = z.looseObject({
  transaction_id: z.string().min(1),
  transaction_status: z.enum(OFFRAMP_STATUSES),
});

export const espRecordSchema = z.looseObject({
  transaction_id: z.string().min(1),
  transaction_type: z.enum(['onramp', 'offramp']),
  transaction_status: z.enum(ESP_STATUSES),
});

export const businessCustomerStatusSchema = z.looseObject({
  customer_id: z.string().min(1),
  verification_status: z.enum(VERIFICATION_STATUSES),
});

export const brlTicketStatusSchema = z.looseObject({
  ticket_id: z.string().min(1),
  status: z.enum(BRL_TICKET_STATUSES),
});

interface EventRoute<S extends z.ZodType> {
  kind: ResourceKind;
  payload: S;
  id: (payload: z.infer<S>) => string;
  status: (payload: z.infer<S>) => string;
}

function route<S extends z.ZodType>(r: EventRoute<S>): EventRoute<S> {
  return r;
}

export const EVENT_ROUTES = {
  transaction_status_updated: route({
    kind: 'offramp',
    payload: offrampRecordSchema,
    id: (p) => p.transaction_id,
    status: (p) => p.transaction_status,
  }),
  esp_transaction_updated: route({
    kind: 'esp_transaction',
    payload: espRecordSchema,
    id: (p) => p.transaction_id,
    status: (p) => p.transaction_status,
  }),
  business_customer_status_updated: route({
    kind: 'business_customer',
    payload: businessCustomerStatusSchema,
    id: (p) => p.customer_id,
    status: (p) => p.verification_status,
  }),
  brl_ticket_updated: route({
    kind: 'brl_ticket',
    payload: brlTicketStatusSchema,
    id: (p) => p.ticket_id,
    status: (p) => p.status,
  }),
} as const;

export type WebhookEventName = keyof typeof EVENT_ROUTES;

// Defined with the key prefixes that decide it; re-exported where live status has always named it.
export type { DataSet };

/** A status change of one resource, whether learnt from a webhook or from a provider response. */
export interface StatusObservation {
  kind: ResourceKind;
  id: string;
  dataSet: DataSet;
  status: string;
  /** The provider's record as it was received (snake_case JSON). */
  record: Record<string, unknown>;
}

export type EnvelopeReading =
  | { outcome: 'observation'; eventId: string; observation: StatusObservation }
  | { outcome: 'unknown_event'; eventId: string }
  | { outcome: 'invalid'; message: string };

/**
 * Reads a parsed JSON body. An event name the gateway does not know is reported apart
 * from an invalid body: the provider may add events, and those are acknowledged, not refused.
 */
export function readEnvelope(body: unknown): EnvelopeReading {
  const envelope = webhookEnvelopeSchema.safeParse(body);
  if (!envelope.success) return { outcome: 'invalid', message: describe(envelope.error) };
  const { id, event, livemode, payload } = envelope.data;
  if (!Object.hasOwn(EVENT_ROUTES, event)) return { outcome: 'unknown_event', eventId: id };
  const r = EVENT_ROUTES[event as WebhookEventName] as EventRoute<z.ZodType<Record<string, unknown>>>;
  const parsed = r.payload.safeParse(payload);
  if (!parsed.success) return { outcome: 'invalid', message: describe(parsed.error, 'payload') };
  return {
    outcome: 'observation',
    eventId: id,
    observation: {
      kind: r.kind,
      id: r.id(parsed.data),
      dataSet: livemode ? 'live' : 'test',
      status: r.status(parsed.data),
      record: parsed.data,
    },
  };
}

function describe(error: z.ZodError, prefix?: string): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid body';
  const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
