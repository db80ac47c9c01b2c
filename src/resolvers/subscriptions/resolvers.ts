// Live status subscriptions and the current-status query (subscriptions.graphql beside this file).
//
// Who may follow what: the webhook does not say which business a resource belongs to, so
// the gateway only delivers a resource to a key it has seen create or read that resource
// (src/status/ledger/resource-owners.ts). A business customer can be read back from the provider
// (GET /v2/business_customer/{id}), so a key the gateway has not seen with it is checked
// there, with the caller's own key. Off-ramps, ESP transactions and BRL tickets have no
// read endpoint: a subscription to one the gateway has not seen with this key is refused
// (NOT_FOUND, the same answer as for an id that does not exist, so nothing leaks), rather
// than delivering another business's events to anyone who guesses an id.

import { systemError } from '../../datasources/provider-errors.js';
import type { StatusChange } from '../../status/live-status.js';
import type { GatewayContext } from '../../context.js';
import type { QueryResolvers, Resolvers, SubscriptionResolvers } from '../../generated/graphql.js';
import type { ResourceKind } from '../../domain/state-machines.js';
import { liveCaller } from '../shared/live-caller.js';
import { delivered } from '../shared/delivery-span.js';
import { brlTicketFromChange } from '../brl/events.js';
import { getBusinessCustomerEndpoint } from '../../datasources/business-customers/endpoints.js';
import { businessCustomerFromChange, businessCustomerObservations } from '../business-customers/events.js';
import { espTransactionFromChange } from '../esp/events.js';
import { lastKnownOfframp, offrampFromChange } from '../offramps/events.js';
import { lastKnownOnramp, onrampFromChange } from '../onramps/events.js';

async function watchOwned(ctx: GatewayContext, kind: ResourceKind, id: string): Promise<AsyncIterableIterator<StatusChange>> {
  const { apiKey, dataSet } = liveCaller(ctx);
  if (!(await ctx.live.feeds.canRead(apiKey, dataSet, kind, id))) {
    throw systemError('NOT_FOUND', `No ${kind.replace('_', ' ')} ${id} was created or read through this gateway with this key.`);
  }
  return ctx.live.feeds.watch(dataSet, kind, id, apiKey);
}

const offrampUpdated: NonNullable<SubscriptionResolvers['offrampUpdated']> = {
  subscribe: (_parent, { id }, ctx) => watchOwned(ctx, 'offramp', id),
  resolve: delivered('offrampUpdated', offrampFromChange),
};

const onrampUpdated: NonNullable<SubscriptionResolvers['onrampUpdated']> = {
  subscribe: (_parent, { id }, ctx) => watchOwned(ctx, 'onramp', id),
  resolve: delivered('onrampUpdated', onrampFromChange),
};

const brlTicketUpdated: NonNullable<SubscriptionResolvers['brlTicketUpdated']> = {
  subscribe: (_parent, { id }, ctx) => watchOwned(ctx, 'brl_ticket', id),
  resolve: delivered('brlTicketUpdated', brlTicketFromChange),
};

const businessCustomerUpdated: NonNullable<SubscriptionResolvers['businessCustomerUpdated']> = {
  subscribe: async (_parent, { id }, ctx) => {
    const { apiKey, dataSet } = liveCaller(ctx);
    if (!(await ctx.live.feeds.canRead(apiKey, dataSet, 'business_customer', id))) {
      // Throws NOT_FOUND (or UNAUTHENTICATED) when this key may not read the customer.
      const sentAt = Date.now();
      const customer = await ctx.ramp().client.call(getBusinessCustomerEndpoint, { id });
      await ctx.live.ledger.observe(apiKey, businessCustomerObservations(dataSet, customer), { learnt: { source: 'provider_read', at: sentAt } });
    }
    return ctx.live.feeds.watch(dataSet, 'business_customer', id, apiKey);
  },
  resolve: delivered('businessCustomerUpdated', businessCustomerFromChange),
};

const espTransactionUpdated: NonNullable<SubscriptionResolvers['espTransactionUpdated']> = {
  subscribe: (_parent, { filter }, ctx) => {
    const { apiKey, dataSet } = liveCaller(ctx);
    return ctx.live.feeds.watchKind(apiKey, dataSet, 'esp_transaction', (change) => {
      if (filter?.status && change.status !== filter.status) return false;
      return !filter?.direction || change.record.direction === filter.direction;
    });
  },
  resolve: delivered('espTransactionUpdated', espTransactionFromChange),
};

const offramp: NonNullable<QueryResolvers['offramp']> = (_parent, { id }, ctx) => lastKnownOfframp(ctx, id);

const onramp: NonNullable<QueryResolvers['onramp']> = (_parent, { id }, ctx) => lastKnownOnramp(ctx, id);

export const subscriptionResolvers: Resolvers = {
  Subscription: { offrampUpdated, onrampUpdated, espTransactionUpdated, businessCustomerUpdated, brlTicketUpdated },
  Query: { offramp, onramp },
};
