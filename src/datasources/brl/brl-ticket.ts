// Turns the provider's BRL quote ticket into the gateway's model: the BRL amount is read from the
// Pix code itself (field 54), and the expiry is computed from the stated validity.
import { parseBrCode } from '../../domain/pix.js';
import type { BrlOnrampRequest, BrlOnrampTicket, BrlTicketResponse } from './endpoints.js';

const UNIT_MS: Readonly<Record<string, number>> = { second: 1_000, minute: 60_000, hour: 3_600_000 };

/** "5 minutes", "1 minute", "30 seconds", "1 hour" → milliseconds; null for any other text. */
export function validityMs(text: string): number | null {
  const match = /^\s*(\d{1,6})\s+(second|minute|hour)s?\s*$/i.exec(text);
  if (match === null) return null;
  return Number(match[1]) * UNIT_MS[match[2]!.toLowerCase()]!;
}

/**
 * `receivedAt` is when the gateway got the answer: the ticket cannot have been issued later, so
 * the expiry computed from it is never later than the provider's own.
 */
export function toBrlOnrampTicket(
  response: BrlTicketResponse,
  request: BrlOnrampRequest,
  receivedAt: Date,
): BrlOnrampTicket | null {
  const code = parseBrCode(response.payment_code);
  const validFor = validityMs(response.validity);
  if (code === null || code.amount === null || validFor === null) return null;
  return {
    id: response.ticket_id,
    status: 'active',
    message: response.message,
    paymentCode: response.payment_code,
    brlAmount: code.amount,
    qrCodeDataUrl: response.qrcode_url,
    validity: response.validity,
    expiresAt: new Date(receivedAt.getTime() + validFor),
    amount: request.amount,
    stablecoin: request.stables,
    walletId: request.wallet_id,
  };
}
