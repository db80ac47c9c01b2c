import type { Resolvers } from '../generated/graphql.js';
import { brlResolvers } from './brl/resolvers.js';
import { businessCustomerResolvers } from './business-customers/resolvers.js';
import { enumResolvers } from './base/enums.js';
import { espRampResolvers } from './esp/ramps.js';
import { espTransactionResolvers } from './esp/transactions.js';
import { observeLiveStatus } from './subscriptions/live-status-observers.js';
import { mutationOutcomeResolvers } from './mutation-outcomes/resolvers.js';
import { offrampResolvers } from './offramps/resolvers.js';
import { rateResolvers } from './rates/resolvers.js';
import { scalarResolvers } from './base/scalars.js';
import { subscriptionResolvers } from './subscriptions/resolvers.js';
import { viewerResolvers } from './base/viewer.js';

/** Every domain's resolvers, recording what they return for live status; makeExecutableSchema merges the list. */
export const resolvers: Resolvers[] = observeLiveStatus([
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
]);
