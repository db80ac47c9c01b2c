// The business customers of a B2B integration and their KYB link: businessCustomer
// (GET /v2/business_customer/:id) and createBusinessCustomer (POST /v2/business_customer).

import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { countryCodeAlpha3 } from '../../domain/contact.js';
import type {
  BusinessCustomerResolvers,
  CreateBusinessCustomerPayload,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/graphql.js';
import { liveCaller } from '../shared/live-caller.js';
import { recordLiveStatus } from '../shared/live-observation.js';
import { defineRampMutation } from '../shared/mutation-pipeline.js';
import { createBusinessCustomerEndpoint, type BusinessCustomer } from '../../datasources/business-customers/endpoints.js';
import { businessCustomerFromChange, businessCustomerObservations, type KnownBusinessCustomer } from './events.js';
import { validateBusinessCustomer } from './validation.js';

/** A business customer as the provider has it now, recorded for live status; null when there is none. */
export async function readBusinessCustomer(ctx: GatewayContext, id: string): Promise<KnownBusinessCustomer | null> {
  let customer: BusinessCustomer;
  const sentAt = Date.now();
  try {
    customer = await ctx.ramp().loaders.businessCustomer.load(id);
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
    throw error;
  }
  // A customer read is one its caller may then subscribe to.
  await recordLiveStatus(ctx, 'businessCustomer', { source: 'provider_read', at: sentAt }, (dataSet) => businessCustomerObservations(dataSet, customer));
  return withRecordedDetails(ctx, customer);
}

/**
 * The documented Get Customer answer may carry only the id, status and link: the contact fields
 * it leaves out are those live status recorded (at creation, or from an earlier read). The
 * provider's read of this id with the caller's key is what lets the caller see them.
 */
async function withRecordedDetails(ctx: GatewayContext, customer: BusinessCustomer): Promise<KnownBusinessCustomer> {
  const { name, email, phoneNumber, registeredAddress, registeredCountry } = customer;
  if ([name, email, phoneNumber, registeredAddress, registeredCountry].every((field) => field !== undefined)) return customer;
  let recorded: KnownBusinessCustomer | undefined;
  try {
    const change = await ctx.live.ledger.current(liveCaller(ctx).dataSet, 'business_customer', customer.id);
    recorded = change && businessCustomerFromChange(change);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'could not read a business customer\'s recorded details');
  }
  return {
    ...customer,
    name: name ?? recorded?.name,
    email: email ?? recorded?.email,
    phoneNumber: phoneNumber ?? recorded?.phoneNumber,
    registeredAddress: registeredAddress ?? recorded?.registeredAddress,
    registeredCountry: registeredCountry ?? recorded?.registeredCountry,
  };
}

export const businessCustomer: NonNullable<QueryResolvers['businessCustomer']> = (_parent, { id }, ctx) => readBusinessCustomer(ctx, id);

type Payload = Omit<CreateBusinessCustomerPayload, 'businessCustomer'> & { businessCustomer: BusinessCustomer | null };

export const createBusinessCustomer = defineRampMutation({
  operation: 'createBusinessCustomer',
  validate: validateBusinessCustomer,
  // The provider gets the same key, so a request the gateway lost track of is still not created twice there.
  call: (customer, ctx, idempotencyKey) => ctx.ramp().client.call(createBusinessCustomerEndpoint, { customer, idempotencyKey }),
  fieldPaths: {
    business_name: ['input', 'name'],
    business_email: ['input', 'email'],
    phone_number: ['input', 'phoneNumber'],
    registered_address: ['input', 'registeredAddress'],
    registered_country: ['input', 'registeredCountry'],
    'idempotency-key': ['input', 'idempotencyKey'],
  },
  payload: {
    created: (created): Payload => ({ ...created, userErrors: [] }),
    refused: (userErrors): Payload => ({ businessCustomer: null, replayed: false, userErrors }),
  },
  replayed: (payload) => ({ ...payload, replayed: true }),
  observe: (created, dataSet) => businessCustomerObservations(dataSet, created.businessCustomer),
});

const Query: QueryResolvers = { businessCustomer };
const Mutation: MutationResolvers = { createBusinessCustomer: createBusinessCustomer.resolve };

// The model keeps the country as the provider wrote it when it is no code (and as an earlier
// gateway stored it, alpha-2): the answer is alpha-3 or null, with the text beside it.
const BusinessCustomer: BusinessCustomerResolvers = {
  registeredCountry: ({ registeredCountry }) => (registeredCountry === undefined ? null : countryCodeAlpha3(registeredCountry)),
  registeredCountryRaw: ({ registeredCountry }) =>
    registeredCountry === undefined || countryCodeAlpha3(registeredCountry) !== null ? null : registeredCountry,
};

export const businessCustomerResolvers: Resolvers = { Query, Mutation, BusinessCustomer };
