// The contract's webhook body `{ id, event, created_at, livemode, payload }` (contract,
// "Webhooks"), and how each event, the contract's and the provider's documented ones (contract
// 10.1), names the resource whose status moved. Payloads are loose objects: only the fields the
// gateway routes on are checked here, the rest of the record travels on to subscribers untouched.

import { z } from 'zod';
import type { DataSet } from '../../domain/data-sets.js';
import type { StatusObservation } from '../ledger/observation.js';
import {
  BRL_TICKET_STATUSES,
  ESP_STATUSES,
  OFFRAMP_STATUSES,
  ONRAMP_AWAITING_PAYMENT,
  PROVIDER_ONRAMP_STATUSES,
  VERIFICATION_STATUSES,
  type ResourceKind,
} from '../../domain/state-machines.js';

export const webhookEnvelopeSchema = z.object({
  id: z.string().min(1).max(200),
  event: z.string().min(1),
  created_at: z.string().min(1),
  livemode: z.boolean(),
  payload: z.unknown(),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;

/**
 * A status as the state machine spells it, read without regard to case ("Pending", "COMPLETED"):
 * the provider's documented payloads do not agree with the contract's spelling.
 */
function statusOf(values: readonly string[]) {
  return z.string().transform((raw, ctx) => {
    const wanted = raw.trim().toLowerCase();
    const found = values.find((value) => value.toLowerCase() === wanted);
    if (found === undefined) {
      ctx.addIssue({ code: 'custom', message: `unknown status "${raw}"` });
      return z.NEVER;
    }
    return found;
  });
}

/** A payload naming its status `status` instead of `field` (the provider's documented records) is read as if it used `field`. */
function statusIn(field: string) {
  return (payload: unknown): unknown => {
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
    const record = payload as Record<string, unknown>;
    return record[field] === undefined && record.status !== undefined ? { ...record, [field]: record.status } : record;
  };
}

const resourceId = z.string().min(1).max(200);

export const offrampRecordSchema = z.preprocess(
  statusIn('transaction_status'),
  z.looseObject({ transaction_id: resourceId, transaction_status: statusOf(OFFRAMP_STATUSES) }),
);

export const onrampRecordSchema = z.preprocess(
  statusIn('transaction_status'),
  z.looseObject({ transaction_id: resourceId, transaction_status: statusOf(PROVIDER_ONRAMP_STATUSES) }),
);

/**
 * A `banking_details_received` payload: the on-ramp's record, its settlement account under
 * `banking_details`. The docs show no payload; the documented profile writes the account flat, as
 * the docs' webhook example writes `account_number` and `bank_name`, and only this event's flat
 * account is where to pay (an on-ramp's other records may name the account paid from).
 */
export const bankingDetailsSchema = z.preprocess((payload) => {
  if (!isRecord(payload) || isRecord(payload.banking_details)) return payload;
  const { account_name, account_number, bank_name } = payload;
  return { ...payload, banking_details: { account_name, account_number, bank_name, reference: payload.reference } };
}, onrampRecordSchema);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The spellings of an account to pay as the on-ramp's model reads them (src/datasources/onramps/endpoints.ts), the first present of each. */
const ACCOUNT_FIELDS = [['account_number', 'accountNumber', 'iban'], ['bank_name', 'bankName']] as const;

function readableText(details: Record<string, unknown>, names: readonly string[]): boolean {
  const found = names.map((name) => details[name]).find((value) => value !== undefined && value !== null && value !== '');
  return typeof found === 'string' && found.trim() !== '';
}

/** Whether a record's banking details name an account to pay, as the model reads them: else its settlement account is null. */
function namesAccount(record: Record<string, unknown>): boolean {
  const details = record.banking_details ?? record.bankingDetails ?? record.settlement_account;
  return isRecord(details) && ACCOUNT_FIELDS.some((names) => readableText(details, names));
}

/**
 * The status of an on-ramp record: the provider writes `pending` before and after it said where
 * to send the fiat; a record carrying that account is, for the gateway, awaiting payment. Details
 * without an account say nowhere to pay: the status the record is read with stays `pending`.
 */
export function onrampStatusOf(record: { transaction_status: string } & Record<string, unknown>): string {
  return record.transaction_status === 'pending' && namesAccount(record) ? ONRAMP_AWAITING_PAYMENT : record.transaction_status;
}

export const espRecordSchema = z.preprocess(
  statusIn('transaction_status'),
  z.looseObject({ transaction_id: resourceId, transaction_status: statusOf(ESP_STATUSES) }),
);

export const businessCustomerStatusSchema = z.preprocess(
  statusIn('verification_status'),
  z.looseObject({ customer_id: resourceId, verification_status: statusOf(VERIFICATION_STATUSES) }),
);

export const brlTicketStatusSchema = z.looseObject({
  ticket_id: resourceId,
  status: statusOf(BRL_TICKET_STATUSES),
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

const offrampRoute = route({
  kind: 'offramp',
  payload: offrampRecordSchema,
  id: (p) => p.transaction_id,
  status: (p) => p.transaction_status,
});

const onrampRoute = route({
  kind: 'onramp',
  payload: onrampRecordSchema,
  id: (p) => p.transaction_id,
  status: onrampStatusOf,
});

// The provider's transaction requests (on- and off-ramps by bank transfer) are ESP transactions here.
const espRoute = route({
  kind: 'esp_transaction',
  payload: espRecordSchema,
  id: (p) => p.transaction_id,
  status: (p) => p.transaction_status,
});

export const EVENT_ROUTES = {
  transaction_status_updated: offrampRoute,
  banking_details_received: route({ kind: 'onramp', payload: bankingDetailsSchema, id: (p) => p.transaction_id, status: onrampStatusOf }),
  esp_transaction_updated: espRoute,
  'bridge.events.transaction_request.updated': espRoute,
  'bridge.events.transaction_request.successful': espRoute,
  'ramps.events.transaction_request.updated': espRoute,
  'ramps.events.transaction_request.successful': espRoute,
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

/**
 * Routes of events that name the kind in the payload's `type`: the docs name one event,
 * `transaction_status_updated`, for the B2B off-ramp, and on-ramp records carry `type: "onramp"`.
 */
const ROUTES_BY_TYPE: Readonly<Record<string, Readonly<Record<string, EventRoute<z.ZodType<Record<string, unknown>>>>>>> = {
  transaction_status_updated: { onramp: onrampRoute as EventRoute<z.ZodType<Record<string, unknown>>> },
};

function routeOf(event: string, payload: unknown): EventRoute<z.ZodType<Record<string, unknown>>> {
  const type = isRecord(payload) && typeof payload.type === 'string' ? payload.type.trim().toLowerCase() : undefined;
  const byType = type === undefined ? undefined : ROUTES_BY_TYPE[event]?.[type];
  return byType ?? (EVENT_ROUTES[event as WebhookEventName] as EventRoute<z.ZodType<Record<string, unknown>>>);
}

export type WebhookEventName = keyof typeof EVENT_ROUTES;

// Defined with the key prefixes that decide it, and what the ledger is handed; re-exported where live
// status has always named them.
export type { DataSet, StatusObservation };

export type EnvelopeReading =
  | { outcome: 'observation'; eventId: string; observation: StatusObservation }
  | { outcome: 'unknown_event'; eventId: string }
  | { outcome: 'invalid'; message: string };

/** What an event's payload says: the resource and status it routes to, or why it routes nowhere. */
export type PayloadRouting =
  | { outcome: 'routed'; kind: ResourceKind; id: string; status: string; record: Record<string, unknown> }
  | { outcome: 'unknown_event' }
  | { outcome: 'invalid'; message: string };

export function routePayload(event: string, payload: unknown): PayloadRouting {
  if (!Object.hasOwn(EVENT_ROUTES, event)) return { outcome: 'unknown_event' };
  const r = routeOf(event, payload);
  const parsed = r.payload.safeParse(payload);
  if (!parsed.success) return { outcome: 'invalid', message: describe(parsed.error, 'payload') };
  return { outcome: 'routed', kind: r.kind, id: r.id(parsed.data), status: r.status(parsed.data), record: parsed.data };
}

/**
 * Reads a parsed JSON body of the contract's envelope. An event name the gateway does not know is
 * reported apart from an invalid body: the provider may add events, and those are acknowledged.
 */
export function readEnvelope(body: unknown): EnvelopeReading {
  const envelope = webhookEnvelopeSchema.safeParse(body);
  if (!envelope.success) return { outcome: 'invalid', message: describe(envelope.error) };
  const { id, event, livemode, payload } = envelope.data;
  const routing = routePayload(event, payload);
  if (routing.outcome === 'unknown_event') return { outcome: 'unknown_event', eventId: id };
  if (routing.outcome === 'invalid') return routing;
  const { kind, status, record } = routing;
  return { outcome: 'observation', eventId: id, observation: { kind, id: routing.id, dataSet: livemode ? 'live' : 'test', status, record } };
}

function describe(error: z.ZodError, prefix?: string): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid body';
  const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
