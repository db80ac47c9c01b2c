import { Router } from 'express';
import { z } from 'zod';
import { B2B_CURRENCIES, ESP_ONRAMP_CURRENCIES, isB2bCurrency, paymentMethodFor } from '../../src/domain/currencies.js';
import { decimalString, STABLECOIN_DECIMALS } from '../../src/domain/money.js';
import { isRatedCurrency } from '../../src/domain/reference-rates.js';
import { parseOrThrow } from '../http/validation.js';
import { payoutAmount, quotedRate } from '../pricing.js';

const querySchema = z
  .object({
    currency: z.string({ error: 'currency is required' }),
    amount: decimalString(STABLECOIN_DECIMALS).optional(),
    trx_type: z.enum(['onramp', 'offramp']).optional(),
  })
  .superRefine((query, ctx) => {
    const direction = query.trx_type ?? 'offramp';
    const known = direction === 'offramp' ? isB2bCurrency(query.currency) : isRatedCurrency(query.currency);
    if (!known) {
      const list = direction === 'offramp' ? B2B_CURRENCIES : [...new Set([...B2B_CURRENCIES, ...ESP_ONRAMP_CURRENCIES])].sort();
      ctx.addIssue({ code: 'custom', path: ['currency'], message: `must be one of ${list.join(', ')}` });
    }
  });

/** GET /otc/rate_quote: the reference rate, the payout for an amount, and the currency's payment method. */
export function rateQuoteRouter(): Router {
  const router = Router();
  router.get('/otc/rate_quote', (req, res) => {
    const query = parseOrThrow(querySchema, req.query);
    const currency = query.currency;
    if (!isRatedCurrency(currency)) throw new Error('unreachable: currency checked by the schema');
    const rate = quotedRate(currency, query.trx_type ?? 'offramp');
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
