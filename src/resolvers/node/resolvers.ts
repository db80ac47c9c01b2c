// node(id:): each Node type read back the way its own query reads it, chosen by the kind the
// provider writes before each id (see node.graphql).

import type { NodeResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { readBusinessCustomer } from '../business-customers/resolvers.js';
import { lastKnownOfframp } from '../offramps/events.js';
import { lastKnownOnramp } from '../onramps/events.js';

// The OTC desk's transactions, off-ramps and on-ramps alike.
const OTC_ID = /^otc_/;
const BUSINESS_CUSTOMER_ID = /^cus_/;

const node: NonNullable<QueryResolvers['node']> = async (_parent, { id }, ctx) => {
  if (OTC_ID.test(id)) return (await lastKnownOfframp(ctx, id)) ?? lastKnownOnramp(ctx, id);
  if (BUSINESS_CUSTOMER_ID.test(id)) return readBusinessCustomer(ctx, id);
  return null;
};

const Node: NodeResolvers = {
  // Off-ramps and on-ramps share the `otc_` kind; only an on-ramp's model has a settlement account.
  __resolveType: (parent) => (BUSINESS_CUSTOMER_ID.test(parent.id) ? 'BusinessCustomer' : 'settlementAccount' in parent ? 'Onramp' : 'Offramp'),
};

export const nodeResolvers: Resolvers = { Query: { node }, Node };
