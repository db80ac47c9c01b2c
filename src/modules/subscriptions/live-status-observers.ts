// Every resource a caller creates or reads through the gateway is recorded for live status:
// its owner (the caller's key fingerprint, which scopes subscriptions) and its status (the
// first state a later subscription yields). Wrapping the domain resolvers here keeps them
// free of that concern; a failure to record is logged and never fails the operation, which
// has already happened at the provider.

import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.js';
import type {
  BrlOnrampTicket,
  BusinessCustomer,
  EspTransaction,
  EspTransactionPage,
  Offramp,
} from '../../datasources/models.js';
import type { StatusObservation } from '../../events/webhook-envelope.js';
import type { Resolvers } from '../../generated/graphql.js';
import { liveCaller } from './live-caller.js';
import {
  brlTicketObservation,
  businessCustomerObservation,
  espObservation,
  offrampObservation,
} from './live-status-records.js';
import type { DataSet } from '../../events/webhook-envelope.js';

type Observer = (result: unknown, dataSet: DataSet) => StatusObservation[];

// What each field returns that carries a resource, as its resolver returns it (the models).
const MUTATION_OBSERVERS: Record<string, Observer> = {
  createOfframp: (r, d) => present((r as { offramp?: Offramp | null }).offramp, (o) => offrampObservation(d, o)),
  createEspOnramp: (r, d) => present((r as { transaction?: EspTransaction | null }).transaction, (t) => espObservation(d, t)),
  createEspOfframp: (r, d) => present((r as { transaction?: EspTransaction | null }).transaction, (t) => espObservation(d, t)),
  createBusinessCustomer: (r, d) =>
    present((r as { businessCustomer?: BusinessCustomer | null }).businessCustomer, (c) => businessCustomerObservation(d, c)),
  createBrlOnrampTicket: (r, d) =>
    present((r as { ticket?: BrlOnrampTicket | null }).ticket, (t) =>
      brlTicketObservation(d, { id: t.id, status: t.status, paidAmount: null }),
    ),
};

const QUERY_OBSERVERS: Record<string, Observer> = {
  businessCustomer: (r, d) => present(r as BusinessCustomer | null, (c) => businessCustomerObservation(d, c)),
  espTransactions: (r, d) => (r as EspTransactionPage).edges.map((edge) => espObservation(d, edge.node)),
};

function present<T>(value: T | null | undefined, observe: (value: T) => StatusObservation): StatusObservation[] {
  return value == null ? [] : [observe(value)];
}

type FieldResolver = (parent: unknown, args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) => unknown;

function observing(resolve: FieldResolver, observer: Observer): FieldResolver {
  return async (parent, args, ctx, info) => {
    const result = await resolve(parent, args, ctx, info);
    if (result == null || ctx.credentials === null) return result;
    try {
      const { apiKey, dataSet } = liveCaller(ctx);
      await ctx.live.observe(apiKey, observer(result, dataSet));
    } catch (error) {
      ctx.logger.warn({ err: error, field: info.fieldName }, 'could not record a resource for live status');
    }
    return result;
  };
}

function wrapFields(fields: object | undefined, observers: Record<string, Observer>): object | undefined {
  if (fields === undefined) return undefined;
  const wrapped: Record<string, unknown> = { ...fields };
  for (const [name, observer] of Object.entries(observers)) {
    const field = wrapped[name];
    if (typeof field === 'function') wrapped[name] = observing(field as FieldResolver, observer);
  }
  return wrapped;
}

/** The same resolvers, with the fields that return resources recording them for live status. */
export function observeLiveStatus(list: readonly Resolvers[]): Resolvers[] {
  return list.map((resolvers) => ({
    ...resolvers,
    ...(resolvers.Query && { Query: wrapFields(resolvers.Query, QUERY_OBSERVERS) as Resolvers['Query'] }),
    ...(resolvers.Mutation && { Mutation: wrapFields(resolvers.Mutation, MUTATION_OBSERVERS) as Resolvers['Mutation'] }),
  }));
}
