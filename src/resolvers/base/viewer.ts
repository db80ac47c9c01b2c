import type { KeyMode, QueryResolvers, Resolvers, ViewerResolvers } from '../../generated/graphql.js';
import type { DataSet } from '../../domain/data-sets.js';

const MODE: Readonly<Record<DataSet, KeyMode>> = { test: 'TEST', live: 'LIVE', unknown: 'UNKNOWN' };

// The mode comes from the configured key prefixes, but only for a key the provider accepts: a
// made-up key with a test prefix is refused (UNAUTHENTICATED) rather than answered TEST.
export const viewer: NonNullable<QueryResolvers['viewer']> = async (_parent, _args, ctx) => {
  const session = ctx.ramp();
  const credentials = ctx.credentials!;
  await ctx.verifiedKeys.verify(credentials, () => session.client, ctx.remoteAddress);
  return { mode: MODE[credentials.dataSet], keySource: credentials.source };
};

const Viewer: ViewerResolvers = {
  livemode: (parent) => parent.mode === 'LIVE',
};

export const viewerResolvers: Resolvers = { Query: { viewer }, Viewer };
