import { Router } from 'express';
import { fiatAmountInRange, fiatAmountLimits } from '../../src/domain/amount-limits.js';
import type { EmulatorContext } from '../context.js';
import { dataSetOf } from '../http/auth.js';
import { onrampRecord, type OnrampRow } from '../repositories/onramps.js';
import { parseOnrampRequest } from '../schemas/onramp.js';
import { commitNewOtcRamp, newOtcRampRow } from './otc-ramp-creation.js';
import { otcRampReadHandler } from './otc-ramp-read.js';
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
    const row: OnrampRow = {
      ...newOtcRampRow(dataSet, request, 'onramp', new Date(ctx.now()).toISOString()),
      settlement_account: null,
      status: 'pending',
    };
    commitNewOtcRamp(ctx, res, { repository: ctx.onramps, kind: 'onramp', body: (created) => ctx.profile.onrampCreatedBody(created) }, row);
  });
  router.get('/otc/onramp/:transactionId', otcRampReadHandler(ctx.onramps, 'Onramp', onrampRecord));
  return router;
}
