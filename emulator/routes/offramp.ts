import { Router } from 'express';
import { offrampAmountInRange, STABLECOIN_LIMITS } from '../../src/domain/amount-limits.js';
import { INITIAL_STATUS } from '../../src/domain/state-machines.js';
import type { EmulatorContext } from '../context.js';
import { ApiError } from '../http/api-error.js';
import { dataSetOf } from '../http/auth.js';
import { offrampRecord, type OfframpRow } from '../repositories/offramps.js';
import { parseOfframpRequest } from '../schemas/offramp.js';
import { commitNewOtcRamp, newOtcRampRow } from './otc-ramp-creation.js';
import { otcRampReadHandler } from './otc-ramp-read.js';

export const amountOutOfRange = (min: string, max: string, unit: string): ApiError =>
  new ApiError(402, 'AMOUNT_OUT_OF_RANGE', `The amount must be between ${min} and ${max} ${unit}`);

/**
 * POST /otc/offramp: a B2B stablecoin-to-fiat payout, created `pending` and then moved by the clock.
 * GET /otc/offramp/:transactionId [ours]: the creation's record with its current status, so a
 * gateway can read a payout whose webhooks were lost; another business's or data set's is 404.
 */
export function offrampRouter(ctx: EmulatorContext): Router {
  const router = Router();
  router.post('/otc/offramp', (req, res) => {
    const dataSet = dataSetOf(res);
    const request = parseOfframpRequest(req.body);
    if (!offrampAmountInRange(request.amount)) {
      throw amountOutOfRange(STABLECOIN_LIMITS.min, STABLECOIN_LIMITS.max, request.stables);
    }
    const row: OfframpRow = {
      ...newOtcRampRow(dataSet, request, 'offramp', new Date(ctx.now()).toISOString()),
      status: INITIAL_STATUS.offramp,
    };
    commitNewOtcRamp(ctx, res, { repository: ctx.offramps, kind: 'offramp', body: (created) => ctx.profile.offrampCreatedBody(created) }, row);
  });
  router.get('/otc/offramp/:transactionId', otcRampReadHandler(ctx.offramps, 'Offramp', offrampRecord));
  return router;
}
