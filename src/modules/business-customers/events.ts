// Live status of business customers (KYB verification): what createBusinessCustomer and
// businessCustomer record, and the model a subscriber gets back.

import { z } from 'zod';
import type { BusinessCustomer } from '../../datasources/models.js';
import { businessCustomerResponse } from '../../datasources/provider-schemas.js';
import { VERIFICATION_STATUSES } from '../../domain/state-machines.js';
import type { StatusChange } from '../../events/status-change.js';
import type { DataSet, StatusObservation } from '../../events/webhook-envelope.js';
import { revivedOptionalDate, toJson } from '../../shared/model-json.js';

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
  const full = businessCustomerResponse.safeParse(record);
  return full.success ? full.data : businessCustomerStatusRecord.parse(record);
}

export function businessCustomerObservation(dataSet: DataSet, customer: BusinessCustomer): StatusObservation {
  return { kind: 'business_customer', id: customer.id, dataSet, status: customer.verificationStatus, record: toJson(customer) };
}

// The JSON was written from this very model, so only the dates need turning back into Date objects.
export function businessCustomerFromChange(change: StatusChange): BusinessCustomer {
  return {
    ...(change.record as Omit<BusinessCustomer, 'kybLinkExpiresAt'>),
    kybLinkExpiresAt: revivedOptionalDate(change.record.kybLinkExpiresAt),
  };
}
