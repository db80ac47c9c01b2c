// The rate quote's per-request DataLoader: within one GraphQL operation, identical rate quotes
// are asked of the provider once (aliases, and the off-ramp's validation). Built fresh for every
// request (src/context.ts), so nothing is cached across callers or keys.
import DataLoader from 'dataloader';
import type { RampClient } from '../ramp-client.js';
import { rateQuoteEndpoint, type RateQuote, type RateQuoteParams } from './endpoints.js';
import { asLoaderError } from '../loader-error.js';

export interface RateQuoteLoaders {
  rateQuote: DataLoader<RateQuoteParams, RateQuote, string>;
}

export function createRateQuoteLoaders(client: Pick<RampClient, 'call'>): RateQuoteLoaders {
  return {
    // The provider has no batch endpoint, so a batch is just its distinct keys fetched
    // concurrently; a failure stays with its own key.
    rateQuote: new DataLoader(
      (keys: readonly RateQuoteParams[]) =>
        Promise.all(keys.map((params) => client.call(rateQuoteEndpoint, params).catch((error: unknown) => asLoaderError(error)))),
      { cacheKeyFn: (params) => JSON.stringify([params.currency, params.amount, params.direction]) },
    ),
  };
}
