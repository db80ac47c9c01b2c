import { systemError } from '../datasources/provider-errors.js';
import type { QueryResolvers, Resolvers, ViewerResolvers } from '../generated/graphql.js';

const KEY_MODE = /^sk_(test|live)_/;

export const viewer: NonNullable<QueryResolvers['viewer']> = (_parent, _args, ctx) => {
  if (ctx.credentials === null) {
    throw systemError('UNAUTHENTICATED', 'Send your provider API key in the ngnc-sec-key header or as Authorization: Bearer <key>.');
  }
  const mode = KEY_MODE.exec(ctx.credentials.apiKey)?.[1];
  if (mode === undefined) {
    throw systemError('UNAUTHENTICATED', 'The API key is not a provider key (sk_test_… or sk_live_…).');
  }
  return { mode: mode === 'live' ? 'LIVE' : 'TEST', keySource: ctx.credentials.source };
};

const Viewer: ViewerResolvers = {
  livemode: (parent) => parent.mode === 'LIVE',
};

export const viewerResolvers: Resolvers = { Query: { viewer }, Viewer };
