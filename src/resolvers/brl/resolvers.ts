// createBrlOnrampTicket: a Pix ticket buying stablecoins with BRL (POST /transactions/v2/brl/initiate_onramp).

import { stablecoinAmountRule } from '../../domain/amount-limits.js';
import { BRL_ONRAMP_STABLECOINS } from '../../domain/networks.js';
import { PROVIDER_ID_MAX_LENGTH } from '../../domain/text-fields.js';
import type { CreateBrlOnrampTicketInput, CreateBrlOnrampTicketPayload, MutationResolvers, Resolvers } from '../../generated/graphql.js';
import { defineRampMutation } from '../shared/mutation-pipeline.js';
import { checkAmount, checkText, type UserErrors } from '../shared/user-errors.js';
import { initiateBrlOnrampEndpoint, type BrlOnrampRequest, type BrlOnrampTicket } from '../../datasources/brl/endpoints.js';
import { brlTicketObservation } from './events.js';
import { registerBrlWallet } from './register-wallet.js';

function validate(input: CreateBrlOnrampTicketInput, errors: UserErrors): BrlOnrampRequest | undefined {
  const stablecoin = input.stablecoin ?? 'USDC';
  const amount = checkAmount(errors, input.amount, stablecoinAmountRule(stablecoin));
  const walletId = checkText(errors, ['input', 'walletId'], input.walletId, PROVIDER_ID_MAX_LENGTH);
  if (!(BRL_ONRAMP_STABLECOINS as readonly string[]).includes(stablecoin)) {
    errors.add(['input', 'stablecoin'], 'INVALID', `The BRL on-ramp buys ${BRL_ONRAMP_STABLECOINS.join(', ')} only.`);
  }
  if (amount === undefined || errors.any) return undefined;
  return { amount, wallet_id: walletId, stables: stablecoin };
}

type Payload = Omit<CreateBrlOnrampTicketPayload, 'ticket'> & { ticket: BrlOnrampTicket | null };

export const createBrlOnrampTicket = defineRampMutation({
  operation: 'createBrlOnrampTicket',
  validate,
  call: (request, ctx) => ctx.ramp().client.call(initiateBrlOnrampEndpoint, request),
  fieldPaths: { amount: ['input', 'amount'], wallet_id: ['input', 'walletId'], stables: ['input', 'stablecoin'] },
  payload: {
    created: (ticket): Payload => ({ ticket, userErrors: [] }),
    refused: (userErrors): Payload => ({ ticket: null, userErrors }),
  },
  observe: (ticket, dataSet) => [brlTicketObservation(dataSet, { id: ticket.id, status: ticket.status, paidAmount: null })],
});

const Mutation: MutationResolvers = { createBrlOnrampTicket: createBrlOnrampTicket.resolve, registerBrlWallet: registerBrlWallet.resolve };

export const brlResolvers: Resolvers = { Mutation };
