import type { MutationResolvers, Resolvers } from '../../generated/graphql.js';
import { createOfframp } from './create-offramp.js';
import { submitOfframpTransactionHash } from './submit-transaction-hash.js';

const Mutation: MutationResolvers = {
  createOfframp: createOfframp.resolve,
  submitOfframpTransactionHash: submitOfframpTransactionHash.resolve,
};

export const offrampResolvers: Resolvers = { Mutation };
