import { z } from 'zod';
import { B2B_CURRENCIES, isB2bCurrency } from '../../src/domain/currencies.js';
import { STABLECOIN_DECIMALS, decimalString } from '../../src/domain/money.js';
import { RATED_CURRENCIES, type RatedCurrency } from '../../src/domain/reference-rates.js';
import type { TradeDirection } from '../pricing.js';
import { oneOf } from './fields.js';

export interface RateQuoteQuery {
  currency: RatedCurrency;
  amount?: string | undefined;
  trx_type: TradeDirection;
}

const currency = oneOf(RATED_CURRENCIES as [RatedCurrency, ...RatedCurrency[]]);
const amount = decimalString(STABLECOIN_DECIMALS);
const direction = oneOf(['onramp', 'offramp']);

// Off-ramps pay out only in the B2B currencies of seed 2.1.
const offrampCurrency = {
  path: ['currency'],
  error: `must be one of ${B2B_CURRENCIES.join(', ')} for an off-ramp`,
};
const paysOut = (query: RateQuoteQuery) => query.trx_type === 'onramp' || isB2bCurrency(query.currency);

/** GET /otc/rate_quote of the contract: `amount` defaults to 1 and `trx_type` to offramp. */
export const contractRateQuoteQuery = z
  .object({ currency, amount: amount.optional(), trx_type: direction.default('offramp') })
  .refine(paysOut, offrampCurrency);

/** GET /otc/rate_quote as the docs show it (docs/business-offramp, docs/retail-rates): all three parameters required. */
export const documentedRateQuoteQuery = z.object({ currency, amount, trx_type: direction }).refine(paysOut, offrampCurrency);
