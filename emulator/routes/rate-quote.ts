import { Router } from 'express';
import { z } from 'zod';
import { B2B_CURRENCIES, isB2bCurrency, paymentMethodFor } from '../../src/domain/currencies.js';
import { STABLECOIN_DECIMALS, decimalString } from '../../src/domain/money.js';
import { RATED_CURRENCIES, type RatedCurrency } from '../../src/domain/reference-rates.js';
import { oneOf } from '../schemas/fields.js';
import { parseOrThrow } from '../http/validation.js';
import { payoutAmount, quotedRate } from '../pricing.js';

const querySchema = z
  .object({
    currency: oneOf(RATED_CURRENCIES as [RatedCurrency, ...RatedCurrency[]]),
    amount: decimalString(STABLECOIN_DECIMALS).optional(),
    trx_type: oneOf(['onramp', 'offramp']).default('offramp'),
  })
  // Off-ramps pay out only in the B2B currencies of seed 2.1.
  .refine((query) => query.trx_type === 'onramp' || isB2bCurrency(query.currency), {
    path: ['currency'],
    error: `must be one of ${B2B_CURRENCIES.join(', ')} for an off-ramp`,
  });

/** GET /otc/rate_quote: the reference rate, the payout for an amount, and the currency's payment method. */
export function rateQuoteRouter(): Router {
  const router = Router();
  router.get('/otc/rate_quote', (req, res) => {
    const query = parseOrThrow(querySchema, req.query);
    const { currency } = query;
    const rate = quotedRate(currency, query.trx_type);
    res.json({
      code: 'RATE_RETRIEVED',
      status: 'Success',
      message: 'Rate retrieved',
      data: {
        currency,
        rate: Number(rate),
        payout_amount: payoutAmount(query.amount ?? '1', rate),
        // Currencies outside the B2B list are paid by local transfer on the on-ramp side.
        paymentMethod: isB2bCurrency(currency) ? paymentMethodFor(currency) : 'LOCAL_BANK_TRANSFER',
      },
    });
  });
  return router;
}
