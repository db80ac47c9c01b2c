import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import QRCode from 'qrcode';
import { brlOnrampAmountInRange, STABLECOIN_LIMITS } from '../../src/domain/amount-limits.js';
import { buildBrCode } from '../../src/domain/pix.js';
import { INITIAL_STATUS } from '../../src/domain/state-machines.js';
import type { EmulatorContext } from '../context.js';
import { livemodeFlag } from '../data-set.js';
import { dataSetOf } from '../http/auth.js';
import { parseOrThrow } from '../http/validation.js';
import { payoutAmount, quotedRate } from '../pricing.js';
import { sendJson } from '../profiles/profile.js';
import type { BrlTicketRow } from '../repositories/brl-tickets.js';
import { brlOnrampSchema } from '../schemas/brl-onramp.js';
import { amountOutOfRange } from './offramp.js';

/** The emulator's own Pix receiving account (a random-key "EVP" Pix key). */
const MERCHANT = { pixKey: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', name: 'RAMP EMULATOR', city: 'SAO PAULO' } as const;

/** POST /transactions/v2/brl/initiate_onramp: a quote ticket payable by Pix until it expires. */
export function brlOnrampRouter(ctx: EmulatorContext): Router {
  const router = Router();
  router.post('/transactions/v2/brl/initiate_onramp', async (req, res) => {
    const dataSet = dataSetOf(res);
    const request = parseOrThrow(brlOnrampSchema, req.body);
    if (!brlOnrampAmountInRange(request.amount)) {
      throw amountOutOfRange(STABLECOIN_LIMITS.min, STABLECOIN_LIMITS.max, request.stables);
    }
    const rate = quotedRate('BRL', 'offramp');
    const brlAmount = payoutAmount(request.amount, rate);
    // Letters and digits only, at most 25: the ticket id doubles as the Pix txid (field 62-05).
    const id = `brl${randomBytes(10).toString('hex')}`;
    const paymentCode = buildBrCode({
      pixKey: MERCHANT.pixKey,
      amount: brlAmount,
      merchantName: MERCHANT.name,
      merchantCity: MERCHANT.city,
      txid: id,
    });
    const qrcodeUrl = await QRCode.toDataURL(paymentCode, { errorCorrectionLevel: 'M', margin: 2, scale: 6 });
    const nowMs = ctx.now();
    const at = new Date(nowMs).toISOString();
    const row: BrlTicketRow = {
      id,
      business_id: dataSet.businessId,
      livemode: livemodeFlag(dataSet),
      amount: request.amount,
      brl_amount: brlAmount,
      rate,
      stables: request.stables,
      wallet_id: request.wallet_id,
      payment_code: paymentCode,
      status: INITIAL_STATUS.brl_ticket,
      expires_at: new Date(nowMs + ctx.config.delays.brlTicketTtlMs).toISOString(),
      paid_at: null,
      created_at: at,
      updated_at: at,
    };
    ctx.db.transaction(() => {
      ctx.brlTickets.insert(row);
      ctx.lifecycle.scheduleInitial('brl_ticket', id);
    })();
    ctx.committed();
    sendJson(res, ctx.profile.creationStatus, {
      status: 'Success',
      message: 'Quote ticket created',
      ticket_id: id,
      payment_code: paymentCode,
      validity: durationText(ctx.config.delays.brlTicketTtlMs),
      qrcode_url: qrcodeUrl,
    });
  });
  return router;
}

/** "5 minutes", "1 minute", "30 seconds": the seed's validity text. */
export function durationText(ms: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (ms % 60_000 === 0) return unit(ms / 60_000, 'minute');
  return unit(Math.max(1, Math.round(ms / 1000)), 'second');
}
