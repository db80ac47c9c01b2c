import { STABLECOIN_DECIMALS, parseDecimal } from '../../domain/money.js';
import { BRL_ONRAMP_STABLECOINS } from '../../domain/networks.js';
import type { MutationResolvers, Resolvers } from '../../generated/graphql.js';
import { runIdempotent } from '../../idempotency/idempotent-mutation.js';
import { UserErrors, callProvider, providerFieldPaths } from '../../shared/user-errors.js';

const providerPaths = providerFieldPaths(
  { amount: ['input', 'amount'], wallet_id: ['input', 'walletId'], stables: ['input', 'stablecoin'] },
  ['input'],
);

export const createBrlOnrampTicket: NonNullable<MutationResolvers['createBrlOnrampTicket']> = (_parent, { input }, ctx) =>
  runIdempotent(ctx, { operation: 'createBrlOnrampTicket', input, refused: (userErrors) => ({ ticket: null, userErrors }) }, async () => {
    const errors = new UserErrors();
    const stablecoin = input.stablecoin ?? 'USDC';
    const units = parseDecimal(input.amount, STABLECOIN_DECIMALS);
    if (units === null || units === 0n) {
      errors.add(['input', 'amount'], 'INVALID_AMOUNT', `amount must be positive with at most ${STABLECOIN_DECIMALS} fraction digits.`);
    }
    if (input.walletId.trim() === '') errors.add(['input', 'walletId'], 'REQUIRED', 'walletId must not be empty.');
    if (!(BRL_ONRAMP_STABLECOINS as readonly string[]).includes(stablecoin)) {
      errors.add(['input', 'stablecoin'], 'INVALID', `The BRL on-ramp buys ${BRL_ONRAMP_STABLECOINS.join(', ')} only.`);
    }
    if (errors.any) return { ticket: null, userErrors: errors.list };

    const result = await callProvider(
      () => ctx.ramp().client.initiateBrlOnramp({ amount: input.amount, wallet_id: input.walletId.trim(), stables: stablecoin }),
      providerPaths,
    );
    return result.ok ? { ticket: result.value, userErrors: [] } : { ticket: null, userErrors: result.userErrors };
  });

export const brlResolvers: Resolvers = { Mutation: { createBrlOnrampTicket } };
