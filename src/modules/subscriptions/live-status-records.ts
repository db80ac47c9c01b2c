// How resources travel through live status. The store and the channels hold the gateway's
// own models as JSON (camelCase, dates as ISO text), whichever way a status was learnt: a
// webhook's provider record is read with the datasource's zod schemas on arrival, a
// resolver's model is stored as it is. Subscribers get models back, dates revived.

import { z } from 'zod';
import { BRL_TICKET_STATUSES, VERIFICATION_STATUSES, type ResourceKind } from '../../domain/state-machines.js';
import type { BusinessCustomer, EspTransaction, Offramp } from '../../datasources/models.js';
import { businessCustomerResponse, espTransactionRecord, offrampResponse } from '../../datasources/provider-schemas.js';
import type { StatusChange } from '../../events/live-status.js';
import type { DataSet, StatusObservation } from '../../events/webhook-envelope.js';

const offrampRecord = offrampResponse.shape.data;

/** The `brl_ticket_updated` payload: the ticket's id, state and, once paid, the BRL paid. */
const brlTicketRecord = z
  .object({
    ticket_id: z.string(),
    status: z.enum(BRL_TICKET_STATUSES),
    paid_amount: z.string().nullish(),
  })
  .transform((record) => ({ id: record.ticket_id, status: record.status, paidAmount: record.paid_amount ?? null }));

export type BrlTicketState = z.output<typeof brlTicketRecord>;

/**
 * The contract's `business_customer_status_updated` payload carries only the id, the status and
 * the link; the rest of the customer is kept from what the gateway stored before (LiveStatus
 * merges a record over the previous one).
 */
const businessCustomerStatusRecord = z
  .object({
    customer_id: z.string(),
    verification_status: z.enum(VERIFICATION_STATUSES),
    kyb_link: z.url().nullish(),
    link_expires_at: z.iso.datetime({ offset: true }).nullish(),
  })
  .transform((record) => ({
    id: record.customer_id,
    verificationStatus: record.verification_status,
    kybLink: record.kyb_link ?? null,
    kybLinkExpiresAt: record.link_expires_at ?? null,
  }));

/** The webhook receiver's `normalize`: a provider record into the model subscribers receive. Throws on a bad record. */
export function modelFromProviderRecord(kind: ResourceKind, record: Record<string, unknown>): Record<string, unknown> {
  switch (kind) {
    case 'offramp':
      return offrampRecord.parse(record);
    case 'esp_transaction':
      return espTransactionRecord.parse(record);
    case 'business_customer': {
      const full = businessCustomerResponse.safeParse(record);
      return full.success ? full.data : businessCustomerStatusRecord.parse(record);
    }
    case 'brl_ticket':
      return brlTicketRecord.parse(record);
  }
}

// What JSON.stringify then JSON.parse would give (dates as ISO text, undefined fields dropped),
// without writing and reading the text: a listing records twenty of these per request.
function toJsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : toJsonValue(item)));
  if (value !== null && typeof value === 'object') return toJson(value);
  return value;
}

function toJson(model: object): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(model)) if (value !== undefined) json[key] = toJsonValue(value);
  return json;
}

export function offrampObservation(dataSet: DataSet, offramp: Offramp): StatusObservation {
  return { kind: 'offramp', id: offramp.id, dataSet, status: offramp.status, record: toJson(offramp) };
}

export function espObservation(dataSet: DataSet, transaction: EspTransaction): StatusObservation {
  return { kind: 'esp_transaction', id: transaction.id, dataSet, status: transaction.status, record: toJson(transaction) };
}

export function businessCustomerObservation(dataSet: DataSet, customer: BusinessCustomer): StatusObservation {
  return { kind: 'business_customer', id: customer.id, dataSet, status: customer.verificationStatus, record: toJson(customer) };
}

export function brlTicketObservation(dataSet: DataSet, ticket: BrlTicketState): StatusObservation {
  return { kind: 'brl_ticket', id: ticket.id, dataSet, status: ticket.status, record: toJson(ticket) };
}

const date = (value: unknown): Date => new Date(String(value));
const optionalDate = (value: unknown): Date | null => (value == null ? null : date(value));

// The JSON was written from these very models (above, or by modelFromProviderRecord), so only
// the dates need turning back into Date objects.
export function offrampFromChange(change: StatusChange): Offramp {
  return { ...(change.record as Omit<Offramp, 'createdAt'>), createdAt: date(change.record.createdAt) };
}

export function espTransactionFromChange(change: StatusChange): EspTransaction {
  return { ...(change.record as Omit<EspTransaction, 'createdAt'>), createdAt: date(change.record.createdAt) };
}

export function businessCustomerFromChange(change: StatusChange): BusinessCustomer {
  return {
    ...(change.record as Omit<BusinessCustomer, 'kybLinkExpiresAt'>),
    kybLinkExpiresAt: optionalDate(change.record.kybLinkExpiresAt),
  };
}

export function brlTicketFromChange(change: StatusChange): BrlTicketState & { updatedAt: Date } {
  return { ...(change.record as BrlTicketState), updatedAt: date(change.updatedAt) };
}
