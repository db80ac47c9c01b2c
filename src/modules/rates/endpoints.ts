// The provider endpoint of the rate quote: GET /otc/rate_quote, its request, its answer and the
// RateQuote model read from them (the amount and direction asked, with the provider's quote).
import { z } from 'zod';
import { defineEndpoint } from '../../datasources/endpoint.js';
import type { TransactionDirectionValue } from '../../datasources/provider-enums.js';
import { currency, decimal, envelope } from '../../datasources/provider-schemas.js';
import { PAYMENT_METHODS } from '../../domain/currencies.js';

export interface RateQuoteParams {
  currency: string;
  amount: string;
  direction: TransactionDirectionValue;
}

const rateQuoteRecord = z
  .object({ currency, rate: decimal, payout_amount: decimal, paymentMethod: z.enum(PAYMENT_METHODS) })
  .transform((quote) => ({
    currency: quote.currency,
    rate: quote.rate,
    payoutAmount: quote.payout_amount,
    paymentMethod: quote.paymentMethod,
  }));

/** The GraphQL RateQuote's model. */
export type RateQuote = z.output<typeof rateQuoteRecord> & {
  amount: string;
  direction: TransactionDirectionValue;
};

export const rateQuoteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/otc/rate_quote',
  query: (params: RateQuoteParams) => ({ currency: params.currency, amount: params.amount, trx_type: params.direction }),
  response: envelope(rateQuoteRecord),
  read: ({ body }, params): RateQuote => ({ ...body.data, amount: params.amount, direction: params.direction }),
});
