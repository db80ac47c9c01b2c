import { modeOfApiKey } from '../../domain/header-values.js';
import type { QueryResolvers, Resolvers, ViewerResolvers } from '../../generated/graphql.js';

// The mode is read from the key's prefix, but only of a key the provider accepts: a made-up
// `sk_test_…` is refused (UNAUTHENTICATED) rather than answered TEST.
export const viewer: NonNullable<QueryResolvers['viewer']> = async (_parent, _args, ctx) => {
  const session = ctx.ramp();
  const credentials = ctx.credentials!;
  await ctx.verifiedKeys.verify(credentials.apiKey, () => session.client);
  return { mode: modeOfApiKey(credentials.apiKey) === 'live' ? 'LIVE' : 'TEST', keySource: credentials.source };
};

const Viewer: ViewerResolvers = {
  livemode: (parent) => parent.mode === 'LIVE',
};

export const viewerResolvers: Resolvers = { Query: { viewer }, Viewer };
