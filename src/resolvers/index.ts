import type { Resolvers } from '../generated/graphql.js';
import { brlResolvers } from './brl.js';
import { businessCustomerResolvers } from './business-customers.js';
import { enumResolvers } from './enums.js';
import { espRampResolvers } from './esp-ramps.js';
import { espTransactionResolvers } from './esp-transactions.js';
import { observeLiveStatus } from './live-status-observers.js';
import { mutationOutcomeResolvers } from './mutation-outcomes.js';
import { offrampResolvers } from './offramps.js';
import { rateResolvers } from './rates.js';
import { scalarResolvers } from './scalars.js';
import { subscriptionResolvers } from './subscriptions.js';
import { viewerResolvers } from './viewer.js';

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
