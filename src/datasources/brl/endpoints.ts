// The provider endpoints of the BRL on-ramp: POST /transactions/v2/brl/initiate_onramp
// (createBrlOnrampTicket), its request, its answer and the ticket read from it (brl-ticket.ts);
// POST /transactions/v2/reg_wallet_address (registerBrlWallet), the wallet the ticket pays into.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { transportErrors } from '../provider-errors.js';
import { STABLECOINS, type Stablecoin } from '../../domain/networks.js';
import type { BrlTicketStatus } from '../../domain/state-machines.js';
import { toBrlOnrampTicket } from './brl-ticket.js';

export const brlOnrampRequest = z.object({
  amount: z.string(),
  wallet_id: z.string(),
  stables: z.enum(STABLECOINS),
});

export type BrlOnrampRequest = z.infer<typeof brlOnrampRequest>;

export const brlTicketResponse = z.object({
  status: z.literal('Success'),
  message: z.string(),
  ticket_id: z.string(),
  payment_code: z.string().min(1),
  validity: z.string(),
  qrcode_url: z.string().startsWith('data:image/png;base64,'),
});

export type BrlTicketResponse = z.output<typeof brlTicketResponse>;

/** The GraphQL BrlOnrampTicket's model: the provider's ticket, read through its Pix code and validity. */
export interface BrlOnrampTicket {
  id: string;
  status: BrlTicketStatus;
  message: string;
  paymentCode: string;
  brlAmount: string;
  qrCodeDataUrl: string;
  validity: string;
  expiresAt: Date;
  amount: string;
  stablecoin: Stablecoin;
  walletId: string;
}

const INITIATE_ONRAMP_PATH = '/transactions/v2/brl/initiate_onramp';

export const initiateBrlOnrampEndpoint = defineEndpoint({
  method: 'POST',
  path: INITIATE_ONRAMP_PATH,
  response: brlTicketResponse,
  read: ({ body, logger }, request: BrlOnrampRequest): BrlOnrampTicket => {
    const ticket = toBrlOnrampTicket(body, request, new Date());
    if (ticket === null) {
      logger.error(
        { upstream: { method: 'POST', path: INITIATE_ONRAMP_PATH }, validity: body.validity, paymentCode: body.payment_code },
        'provider ticket has an unreadable Pix code or validity',
      );
      throw transportErrors.writeUnreadable();
    }
    return ticket;
  },
});

/** The one network the provider registers BRL wallets on. */
export const BRL_WALLET_NETWORK = 'POLYGON';

export const brlWalletRequest = z.object({
  network: z.literal(BRL_WALLET_NETWORK),
  user_wallet_address: z.string(),
  user_name: z.string(),
});

export type BrlWalletRequest = z.infer<typeof brlWalletRequest>;

/** The registration's answer: its `wallet_id` proves it (as text, a number read as its digits); the rest is not needed. */
const brlWalletResponse = z.object({ wallet_id: z.string().trim().min(1) });

export const registerBrlWalletEndpoint = defineEndpoint({
  method: 'POST',
  path: '/transactions/v2/reg_wallet_address',
  response: brlWalletResponse,
  read: ({ body }, _request: BrlWalletRequest): string => body.wallet_id,
});
