// The provider endpoints of business customers: GET /v2/business_customer/:id and
// POST /v2/business_customer, their requests, their answers and the BusinessCustomer model.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { INITIAL_STATUS } from '../../domain/state-machines.js';
import { customerModel, providerCustomer } from './provider-customer.js';

/** What the gateway sends: every field checked (validation.ts), the country alpha-3, the phone E.164. */
export const businessCustomerRequest = z.object({
  business_name: z.string(),
  business_email: z.string(),
  phone_number: z.string(),
  registered_address: z.string(),
  registered_country: z.string(),
});

export type BusinessCustomerRequest = z.infer<typeof businessCustomerRequest>;

/** A customer record the provider answers (the read, a webhook, a test move) as the model; one naming no status says nothing about it. */
export const businessCustomerRecord = providerCustomer.transform((customer) => customerModel(customer, 'unknown'));

/** A customer as the provider answers for it (live status may know less: events.ts). */
export type BusinessCustomer = z.output<typeof businessCustomerRecord>;

export const getBusinessCustomerEndpoint = defineEndpoint({
  method: 'GET',
  path: ({ id }: { id: string }) => `/v2/business_customer/${encodeURIComponent(id)}`,
  route: '/v2/business_customer/{id}',
  response: businessCustomerRecord,
  read: ({ body }) => body,
});

export const createBusinessCustomerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v2/business_customer',
  body: ({ customer }: { customer: BusinessCustomerRequest; idempotencyKey: string }) => customer,
  // The provider gets the gateway's key, so a request the gateway lost track of is not created twice there.
  headers: ({ idempotencyKey }) => ({ 'idempotency-key': idempotencyKey }),
  // Its id proves the creation; the request supplies the contact fields, which no documented answer echoes.
  response: providerCustomer,
  read: ({ body: created, headers }, { customer }) => ({
    businessCustomer: {
      // A creation that names no status is in the state the seed gives every new customer.
      ...customerModel(created, INITIAL_STATUS.business_customer),
      name: customer.business_name,
      email: customer.business_email,
      phoneNumber: customer.phone_number,
      registeredAddress: customer.registered_address,
      registeredCountry: customer.registered_country,
    },
    replayed: headers['idempotent-replayed'] === 'true',
  }),
});
