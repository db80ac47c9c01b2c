// The provider endpoint of the rate quote: GET /otc/rate_quote, its request, its answer and the
// RateQuote model read from them (the amount and direction asked, with the provider's quote).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import type { TransactionDirectionValue } from '../provider-enums.js';
import { decimal } from '../provider-schemas.js';
import { TolerantRecord, withOrWithoutEnvelope, type KnownOrUnknown } from '../tolerant-fields.js';
import { FIAT_DECIMALS, convertAtRate } from '../../domain/money.js';
import { PAYMENT_METHODS, isB2bCurrency, payoutMethodsByQuote, type PaymentMethod } from '../../domain/currencies.js';
import type { RatedCurrency } from '../../domain/reference-rates.js';

export interface RateQuoteParams {
  currency: RatedCurrency;
  amount: string;
  direction: TransactionDirectionValue;
}

// A quote is its rate: without one readable there is nothing to answer. The docs' quote carries no
// currency (the one asked is quoted) and its numbers are JSON numbers.
const rateQuoteRecord = z.looseObject({ rate: decimal });

/** The GraphQL RateQuote's model. */
export interface RateQuote {
  currency: RatedCurrency;
  amount: string;
  direction: TransactionDirectionValue;
  rate: string;
  payoutAmount: string;
  paymentMethod: KnownOrUnknown<PaymentMethod>['value'];
  paymentMethodRaw: string | null;
  /** The payout account kinds createOfframp takes in this currency by this quote; none for an on-ramp quote. */
  offrampPaymentMethods: readonly PaymentMethod[];
}

const RATE_QUOTE_PATH = '/otc/rate_quote';

export const rateQuoteEndpoint = defineEndpoint({
  method: 'GET',
  path: RATE_QUOTE_PATH,
  query: (params: RateQuoteParams) => ({ currency: params.currency, amount: params.amount, trx_type: params.direction }),
  response: withOrWithoutEnvelope(rateQuoteRecord),
  read: ({ body, logger }, params): RateQuote => {
    const fields = new TolerantRecord(body);
    const paymentMethod = fields.oneOf(PAYMENT_METHODS, 'paymentMethod', 'payment_method');
    const payoutAmount = fields.decimal('payout_amount', 'payoutAmount') ?? convertAtRate(params.amount, body.rate, FIAT_DECIMALS);
    if (fields.unread.length > 0) {
      logger.warn({ upstream: { method: 'GET', path: RATE_QUOTE_PATH }, unread: fields.unread }, 'provider rate quote has fields the gateway could not read');
    }
    return {
      currency: params.currency,
      amount: params.amount,
      direction: params.direction,
      rate: body.rate,
      payoutAmount,
      paymentMethod: paymentMethod.value,
      paymentMethodRaw: paymentMethod.raw,
      offrampPaymentMethods:
        params.direction === 'offramp' && isB2bCurrency(params.currency) ? payoutMethodsByQuote(params.currency, paymentMethod.value) : [],
    };
  },
});
