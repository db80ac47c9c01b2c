import type { MutationResolvers, Resolvers } from '../../generated/graphql.js';
import { createOfframp } from './create-offramp.js';

const Mutation: MutationResolvers = { createOfframp: createOfframp.resolve };

export const offrampResolvers: Resolvers = { Mutation };
