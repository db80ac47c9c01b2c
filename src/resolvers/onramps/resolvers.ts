import type { MutationResolvers, Resolvers } from '../../generated/graphql.js';
import { createOnramp } from './create-onramp.js';

const Mutation: MutationResolvers = {
  createOnramp: createOnramp.resolve,
};

export const onrampResolvers: Resolvers = { Mutation };
