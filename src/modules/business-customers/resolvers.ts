import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { runIdempotent } from '../../idempotency/idempotent-mutation.js';
import { UserErrors, callProvider, providerFieldPaths } from '../../shared/user-errors.js';

const providerPaths = providerFieldPaths(
  {
    business_name: ['input', 'name'],
    business_email: ['input', 'email'],
    phone_number: ['input', 'phoneNumber'],
    registered_address: ['input', 'registeredAddress'],
    registered_country: ['input', 'registeredCountry'],
    'idempotency-key': ['input', 'idempotencyKey'],
  },
  ['input'],
);

export const businessCustomer: NonNullable<QueryResolvers['businessCustomer']> = async (_parent, { id }, ctx) => {
  try {
    return await ctx.ramp().client.getBusinessCustomer(id);
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
    throw error;
  }
};

export const createBusinessCustomer: NonNullable<MutationResolvers['createBusinessCustomer']> = (_parent, { input }, ctx) =>
  runIdempotent(
    ctx,
    {
      operation: 'createBusinessCustomer',
      input,
      refused: (userErrors) => ({ businessCustomer: null, replayed: false, userErrors }),
      replayed: (payload) => ({ ...payload, replayed: true }),
    },
    async (idempotencyKey: string) => {
      const errors = new UserErrors();
      if (input.name.trim() === '') errors.add(['input', 'name'], 'REQUIRED', 'name must not be empty.');
      if (input.registeredAddress.trim() === '') errors.add(['input', 'registeredAddress'], 'REQUIRED', 'registeredAddress must not be empty.');
      if (errors.any) return { businessCustomer: null, replayed: false, userErrors: errors.list };

      // The provider gets the same key, so a request the gateway lost track of is still not created twice there.
      const result = await callProvider(
        () =>
          ctx.ramp().client.createBusinessCustomer(
            {
              business_name: input.name.trim(),
              business_email: input.email,
              phone_number: input.phoneNumber,
              registered_address: input.registeredAddress.trim(),
              registered_country: input.registeredCountry,
            },
            idempotencyKey,
          ),
        providerPaths,
      );
      if (!result.ok) return { businessCustomer: null, replayed: false, userErrors: result.userErrors };
      return { ...result.value, userErrors: [] };
    },
  );

export const businessCustomerResolvers: Resolvers = { Query: { businessCustomer }, Mutation: { createBusinessCustomer } };
