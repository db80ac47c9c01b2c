import { Router } from 'express';
import { isB2bCurrency, paymentMethodFor } from '../../src/domain/currencies.js';
import type { EmulatorContext } from '../context.js';
import { parseOrThrow } from '../http/validation.js';
import { payoutAmount, quotedRate } from '../pricing.js';
import { sendJson } from '../profiles/profile.js';

/** GET /otc/rate_quote: the reference rate, the payout for an amount, and the currency's payment method. */
export function rateQuoteRouter(ctx: EmulatorContext): Router {
  const router = Router();
  router.get('/otc/rate_quote', (req, res) => {
    const query = parseOrThrow(ctx.profile.rateQuoteQuery, req.query);
    const { currency } = query;
    const rate = quotedRate(currency, query.trx_type);
    sendJson(res, 200, ctx.profile.rateQuoteBody({
      currency,
      rate,
      payoutAmount: payoutAmount(query.amount ?? '1', rate),
      // Currencies outside the B2B list are paid by local transfer on the on-ramp side.
      paymentMethod: isB2bCurrency(currency) ? paymentMethodFor(currency) : 'LOCAL_BANK_TRANSFER',
    }));
  });
  return router;
}
