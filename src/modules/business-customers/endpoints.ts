// The provider endpoints of business customers: GET /v2/business_customer/:id and
// POST /v2/business_customer, their requests, their answers and the BusinessCustomer model.
import { z } from 'zod';
import { defineEndpoint } from '../../datasources/endpoint.js';
import { isoDateTime } from '../../datasources/provider-schemas.js';
import { VERIFICATION_STATUSES } from '../../domain/state-machines.js';

export const businessCustomerRequest = z.object({
  business_name: z.string(),
  business_email: z.string(),
  phone_number: z.string(),
  registered_address: z.string(),
  registered_country: z.string(),
});

export type BusinessCustomerRequest = z.infer<typeof businessCustomerRequest>;

/** A customer as the provider writes it (the read, the webhook's full record), read into the model. */
export const businessCustomerRecord = z
  .object({
    customer_id: z.string(),
    business_name: z.string(),
    business_email: z.string(),
    phone_number: z.string(),
    registered_address: z.string(),
    registered_country: z.string(),
    verification_status: z.enum(VERIFICATION_STATUSES),
    kyb_link: z.url().nullish(),
    link_expires_at: isoDateTime.nullish(),
  })
  .transform((record) => ({
    id: record.customer_id,
    name: record.business_name,
    email: record.business_email,
    phoneNumber: record.phone_number,
    registeredAddress: record.registered_address,
    registeredCountry: record.registered_country,
    verificationStatus: record.verification_status,
    kybLink: record.kyb_link ?? null,
    kybLinkExpiresAt: record.link_expires_at ?? null,
  }));

/** A customer as the provider answers for it (live status may know less: events.ts). */
export type BusinessCustomer = z.output<typeof businessCustomerRecord>;

export const getBusinessCustomerEndpoint = defineEndpoint({
  method: 'GET',
  path: ({ id }: { id: string }) => `/v2/business_customer/${encodeURIComponent(id)}`,
  response: businessCustomerRecord,
  read: ({ body }) => body,
});

/** The seed's creation response echoes only the id, status and link; the request supplies the rest. */
const createBusinessCustomerResponse = z.object({
  status: z.literal('success'),
  customer_id: z.string(),
  verification_status: z.enum(VERIFICATION_STATUSES),
  kyb_link: z.url(),
  link_expires_at: isoDateTime,
});

export const createBusinessCustomerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v2/business_customer',
  body: ({ customer }: { customer: BusinessCustomerRequest; idempotencyKey: string }) => customer,
  // The provider gets the gateway's key, so a request the gateway lost track of is not created twice there.
  headers: ({ idempotencyKey }) => ({ 'idempotency-key': idempotencyKey }),
  response: createBusinessCustomerResponse,
  read: ({ body: created, headers }, { customer }) => ({
    businessCustomer: {
      id: created.customer_id,
      name: customer.business_name,
      email: customer.business_email,
      phoneNumber: customer.phone_number,
      registeredAddress: customer.registered_address,
      registeredCountry: customer.registered_country,
      verificationStatus: created.verification_status,
      kybLink: created.kyb_link,
      kybLinkExpiresAt: created.link_expires_at,
    },
    replayed: headers['idempotent-replayed'] === 'true',
  }),
});
