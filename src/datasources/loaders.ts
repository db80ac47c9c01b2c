// Per-request DataLoaders: within one GraphQL operation, identical rate quotes and identical
// listing pages are asked of the provider once. Built fresh for every request, so nothing is
// cached across callers or keys.
import DataLoader from 'dataloader';
import type { EspStatus } from '../domain/state-machines.js';
import type { RateQuote } from './models.js';
import type { TransactionDirectionValue } from './provider-enums.js';
import type { RampClient, RateQuoteParams } from './ramp-client.js';

/** The listing's filter in the provider's terms. */
export interface ListingFilter {
  type?: TransactionDirectionValue | undefined;
  status?: EspStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface ListingPageKey {
  filter: ListingFilter;
  /** 1-based provider page. */
  page: number;
  limit: number;
}

export type ListingPage = Awaited<ReturnType<RampClient['listEspTransactions']>>;

export interface RampLoaders {
  rateQuote: DataLoader<RateQuoteParams, RateQuote, string>;
  listingPage: DataLoader<ListingPageKey, ListingPage, string>;
}

/** A stable key: the same filter written with its fields in another order is the same key. */
export function listingFilterKey(filter: ListingFilter): string {
  return JSON.stringify([filter.type ?? null, filter.status ?? null, filter.from ?? null, filter.to ?? null]);
}

// The provider has no batch endpoints, so a batch is just its distinct keys fetched concurrently;
// a failure stays with its own key.
function eachConcurrently<K, V>(fetch: (key: K) => Promise<V>) {
  return (keys: readonly K[]) => Promise.all(keys.map((key) => fetch(key).catch((error: unknown) => toError(error))));
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export function createRampLoaders(client: RampClient): RampLoaders {
  return {
    rateQuote: new DataLoader(
      eachConcurrently(async (params: RateQuoteParams) => ({
        ...(await client.rateQuote(params)),
        amount: params.amount,
        direction: params.direction,
      })),
      { cacheKeyFn: (params) => JSON.stringify([params.currency, params.amount, params.direction]) },
    ),
    listingPage: new DataLoader(
      eachConcurrently((key: ListingPageKey) => client.listEspTransactions({ ...key.filter, page: key.page, limit: key.limit })),
      { cacheKeyFn: (key) => `${listingFilterKey(key.filter)}#${key.page}@${key.limit}` },
    ),
  };
}
