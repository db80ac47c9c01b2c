// Live status of business customers (KYB verification): what createBusinessCustomer and
// businessCustomer record, and the model a subscriber gets back.

import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../../domain/state-machines.js';
import type { StatusChange } from '../../status/ledger/status-change.js';
import type { DataSet, StatusObservation } from '../../status/ingest/webhook-envelope.js';
import { revivedOptionalDate, toJson } from '../shared/model-json.js';
import { businessCustomerRecord, type BusinessCustomer } from '../../datasources/business-customers/endpoints.js';

/**
 * A webhook's customer record read into the model: the whole customer when it carries it, else
 * the contract's `business_customer_status_updated` part (id, status, link), the rest kept from
 * what the gateway stored before (LiveStatus merges a record over the previous one). A record
 * without a status the gateway knows is not a status change.
 */
export function businessCustomerWebhookRecord(record: Record<string, unknown>): Record<string, unknown> {
  const { verificationStatusRaw, ...customer } = businessCustomerRecord.parse(record);
  if (customer.verificationStatus === 'unknown') throw new TypeError(`not a verification status: ${verificationStatusRaw ?? '(none)'}`);
  // Without the fields it left out, so the merge keeps what the gateway knew of them.
  return toJson(customer);
}

/** What live status records of a customer: nothing while its status is not one the state machine knows. */
export function businessCustomerObservations(dataSet: DataSet, customer: BusinessCustomer): StatusObservation[] {
  const status = customer.verificationStatus;
  return status === 'unknown' ? [] : [{ kind: 'business_customer', id: customer.id, dataSet, status, record: toJson(customer) }];
}

/**
 * A customer's record in a StatusChange: the model as JSON (businessCustomerObservations), its
 * date as ISO text. The status part is always there; the details are missing while the gateway
 * has seen the customer only through the contract's minimal webhook (id, status, link).
 */
const businessCustomerChangeRecord = z.object({
  id: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  registeredAddress: z.string().optional(),
  // Alpha-3 when the provider's text is a country code; records stored before kept alpha-2.
  registeredCountry: z.string().optional(),
  // A read's UNKNOWN is never recorded, but the model a resolver gets may be a read's.
  verificationStatus: z.enum([...VERIFICATION_STATUSES, 'unknown']),
  verificationStatusRaw: z.string().nullish(),
  kybLink: z.string().nullable(),
  kybLinkExpiresAt: z.string().nullish().transform(revivedOptionalDate),
});

/** A customer as live status knows it; the GraphQL BusinessCustomer's model (a fetched or created customer is one). */
export type KnownBusinessCustomer = z.output<typeof businessCustomerChangeRecord>;

export function businessCustomerFromChange(change: StatusChange): KnownBusinessCustomer {
  return businessCustomerChangeRecord.parse(change.record);
}
