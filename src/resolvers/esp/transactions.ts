import { espTransactionConnection } from './listing/esp-transaction-connection.js';
import { systemError } from '../../datasources/provider-errors.js';
import type { QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { recordLiveStatus } from '../shared/live-observation.js';
import { espObservation } from './events.js';

export const espTransactions: NonNullable<QueryResolvers['espTransactions']> = async (_parent, args, ctx) => {
  const filter = args.filter ?? {};
  if (filter.from != null && filter.to != null && filter.from > filter.to) {
    throw systemError('BAD_USER_INPUT', 'filter.from must not be after filter.to.', { argumentName: 'filter' });
  }
  const sentAt = Date.now();
  const page = await espTransactionConnection(
    ctx.ramp().loaders,
    {
      type: filter.direction ?? undefined,
      status: filter.status ?? undefined,
      from: filter.from ?? undefined,
      to: filter.to ?? undefined,
    },
    args,
    ctx.maxPageSize,
  );
  // Listed transactions are the caller's to subscribe to; a listing is also evidence that may settle unknown outcomes.
  await recordLiveStatus(ctx, 'espTransactions', { source: 'provider_read', at: sentAt }, (dataSet) => page.edges.map((edge) => espObservation(dataSet, edge.node)));
  return page;
};

const Query: QueryResolvers = { espTransactions };

export const espTransactionResolvers: Resolvers = { Query };
