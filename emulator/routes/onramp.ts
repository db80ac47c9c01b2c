import { Router } from 'express';
import { fiatAmountInRange, fiatAmountLimits } from '../../src/domain/amount-limits.js';
import type { EmulatorContext } from '../context.js';
import { livemodeFlag } from '../data-set.js';
import { notFound } from '../http/api-error.js';
import { dataSetOf } from '../http/auth.js';
import { newId, newReference } from '../ids.js';
import { payoutAmount, quotedRate } from '../pricing.js';
import { sendJson } from '../profiles/profile.js';
import { onrampRecord, type OnrampRow } from '../repositories/onramps.js';
import { parseOnrampRequest } from '../schemas/onramp.js';
import { amountOutOfRange } from './offramp.js';

/**
 * POST /otc/onramp: a B2B fiat-to-stablecoin purchase, created `pending`; the clock then sends
 * where to pay (`banking_details_received`) and moves it like an off-ramp.
 * GET /otc/onramp/:transactionId [ours]: the record with its status and settlement account, as
 * the off-ramp's read; another business's or data set's is 404.
 */
export function onrampRouter(ctx: EmulatorContext): Router {
  const router = Router();
  router.post('/otc/onramp', (req, res) => {
    const dataSet = dataSetOf(res);
    const request = parseOnrampRequest(req.body);
    if (!fiatAmountInRange(request.currency, request.amount)) {
      const limits = fiatAmountLimits(request.currency);
      throw amountOutOfRange(limits.min, limits.max, request.currency);
    }
    const rate = quotedRate(request.currency, 'onramp');
    const at = new Date(ctx.now()).toISOString();
    const row: OnrampRow = {
      id: newId('otc'),
      business_id: dataSet.businessId,
      livemode: livemodeFlag(dataSet),
      reference: newReference('link-otc-', 8),
      customer_id: request.customer_id,
      stables: request.stables,
      network: request.network,
      wallet_address: request.wallet_address,
      amount: request.amount,
      currency: request.currency,
      payout_amount: payoutAmount(request.amount, rate),
      rate,
      payment_method: request.paymentMethod,
      payment_details: JSON.stringify(request.paymentDetails),
      settlement_account: null,
      status: 'pending',
      created_at: at,
      updated_at: at,
    };
    ctx.db.transaction(() => {
      ctx.onramps.insert(row);
      ctx.lifecycle.scheduleInitial('onramp', row.id);
    })();
    ctx.committed();
    sendJson(res, ctx.profile.creationStatus, ctx.profile.onrampCreatedBody(row));
  });
  router.get('/otc/onramp/:transactionId', (req, res) => {
    const row = ctx.onramps.inDataSet(dataSetOf(res), req.params.transactionId as string);
    if (row === null) throw notFound('Onramp transaction');
    res.json({ code: 'TXN_RETRIEVED', status: 'Success', message: 'Onramp transaction retrieved', data: onrampRecord(row) });
  });
  return router;
}
