import { STABLECOIN_DECIMALS, parseDecimal } from '../../domain/money.js';
import { systemError } from '../../datasources/provider-errors.js';
import { isRatedCurrency } from '../../domain/reference-rates.js';
import type { QueryResolvers, Resolvers } from '../../generated/graphql.js';

export const rateQuote: NonNullable<QueryResolvers['rateQuote']> = async (_parent, args, ctx) => {
  const amount = args.amount ?? '1';
  const units = parseDecimal(amount, STABLECOIN_DECIMALS);
  if (units === null || units === 0n) {
    throw systemError('BAD_USER_INPUT', `amount must be a positive decimal with at most ${STABLECOIN_DECIMALS} fraction digits.`, {
      field: ['amount'],
    });
  }
  const currency = args.currency;
  if (!isRatedCurrency(currency)) {
    throw systemError('BAD_USER_INPUT', `currency ${currency} is an answer's value only: it cannot be quoted.`, { field: ['currency'] });
  }
  return ctx.ramp().loaders.rateQuote.load({ currency, amount, direction: args.direction ?? 'offramp' });
};

export const rateResolvers: Resolvers = { Query: { rateQuote } };
