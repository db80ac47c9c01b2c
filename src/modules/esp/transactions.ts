import { espTransactionConnection } from '../../datasources/esp-transaction-connection.js';
import { systemError } from '../../datasources/provider-errors.js';
import type { QueryResolvers, Resolvers } from '../../generated/graphql.js';

export const espTransactions: NonNullable<QueryResolvers['espTransactions']> = async (_parent, args, ctx) => {
  const filter = args.filter ?? {};
  if (filter.from != null && filter.to != null && filter.from > filter.to) {
    throw systemError('BAD_USER_INPUT', 'filter.from must not be after filter.to.', { argumentName: 'filter' });
  }
  return espTransactionConnection(
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
};

export const espTransactionResolvers: Resolvers = { Query: { espTransactions } };
