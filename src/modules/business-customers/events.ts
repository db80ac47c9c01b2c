// Live status of business customers (KYB verification): what createBusinessCustomer and
// businessCustomer record, and the model a subscriber gets back.

import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../../domain/state-machines.js';
import type { StatusChange } from '../../events/status-change.js';
import type { DataSet, StatusObservation } from '../../events/webhook-envelope.js';
import { revivedOptionalDate, toJson } from '../../shared/model-json.js';
import { businessCustomerRecord, type BusinessCustomer } from './endpoints.js';

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

/** A webhook's customer record read into the model: the whole customer when it carries it, else its status part. */
export function businessCustomerWebhookRecord(record: Record<string, unknown>): Record<string, unknown> {
  const full = businessCustomerRecord.safeParse(record);
  return full.success ? full.data : businessCustomerStatusRecord.parse(record);
}

export function businessCustomerObservation(dataSet: DataSet, customer: BusinessCustomer): StatusObservation {
  return { kind: 'business_customer', id: customer.id, dataSet, status: customer.verificationStatus, record: toJson(customer) };
}

/**
 * A customer's record in a StatusChange: the model as JSON (businessCustomerObservation), its
 * date as ISO text. The status part is always there; the details are missing while the gateway
 * has seen the customer only through the contract's minimal webhook (id, status, link).
 */
const businessCustomerChangeRecord = z.object({
  id: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  registeredAddress: z.string().optional(),
  registeredCountry: z.string().optional(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  kybLink: z.string().nullable(),
  kybLinkExpiresAt: z.string().nullish().transform(revivedOptionalDate),
});

/** A customer as live status knows it; the GraphQL BusinessCustomer's model (a fetched or created customer is one). */
export type KnownBusinessCustomer = z.output<typeof businessCustomerChangeRecord>;

export function businessCustomerFromChange(change: StatusChange): KnownBusinessCustomer {
  return businessCustomerChangeRecord.parse(change.record);
}
