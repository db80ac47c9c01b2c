import type { Resolvers } from '../generated/graphql.js';
import type { EvidenceRule, EvidenceRules } from '../idempotency/outcome-evidence.js';
import { brlResolvers, createBrlOnrampTicket } from './brl/resolvers.js';
import { businessCustomerResolvers, createBusinessCustomer } from './business-customers/resolvers.js';
import { enumResolvers } from './base/enums.js';
import { createEspOfframp, createEspOnramp, espRampResolvers } from './esp/ramps.js';
import { espTransactionResolvers } from './esp/transactions.js';
import { mutationOutcomeResolvers } from './mutation-outcomes/resolvers.js';
import { createOfframp } from './offramps/create-offramp.js';
import { offrampResolvers } from './offramps/resolvers.js';
import { rateResolvers } from './rates/resolvers.js';
import { scalarResolvers } from './base/scalars.js';
import { subscriptionResolvers } from './subscriptions/resolvers.js';
import { viewerResolvers } from './base/viewer.js';

/** Every domain's resolvers; makeExecutableSchema merges the list. */
export const resolvers: Resolvers[] = [
  scalarResolvers,
  enumResolvers,
  viewerResolvers,
  rateResolvers,
  offrampResolvers,
  espRampResolvers,
  espTransactionResolvers,
  brlResolvers,
  businessCustomerResolvers,
  subscriptionResolvers,
  mutationOutcomeResolvers,
];

const mutations = [createOfframp, createEspOnramp, createEspOfframp, createBrlOnrampTicket, createBusinessCustomer];

/** How each operation with evidence settles its unknown outcomes, as its module defines it. */
export const evidenceRules: EvidenceRules = new Map(
  mutations.flatMap((mutation): [string, EvidenceRule][] => (mutation.evidence ? [[mutation.operation, mutation.evidence]] : [])),
);
