// The listing's per-request DataLoader: within one GraphQL operation, identical listing pages
// are asked of the provider once. Built fresh for every request (src/context.ts), so nothing is
// cached across callers or keys.
import DataLoader from 'dataloader';
import type { EspStatus } from '../../../domain/state-machines.js';
import { pagesForWindows, pageStart, type ProviderPage, type Window } from './listing-pages.js';
import type { TransactionDirectionValue } from '../../provider-enums.js';
import type { RampClient } from '../../ramp-client.js';
import { listEspTransactionsEndpoint, type EspTransaction, type EspTransactionSummary, type EspTransactionsPage } from '../endpoints.js';
import { asLoaderError } from '../../loader-error.js';

/** The listing's filter in the provider's terms. */
export interface ListingFilter {
  type?: TransactionDirectionValue | undefined;
  status?: EspStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A range of listing positions, [start, end), under one filter. */
export interface ListingWindowKey extends Window {
  filter: ListingFilter;
}

type ListingPage = EspTransactionsPage;

/** The items of a window, from `start` on, as far as the listing reaches. */
export interface ListingWindow {
  start: number;
  transactions: EspTransaction[];
  total: number;
  summary: EspTransactionSummary;
}

export interface ListingLoaders {
  listingWindow: DataLoader<ListingWindowKey, ListingWindow, string>;
}

/** A stable key: the same filter written with its fields in another order is the same key. */
export function listingFilterKey(filter: ListingFilter): string {
  return JSON.stringify([filter.type ?? null, filter.status ?? null, filter.from ?? null, filter.to ?? null]);
}

function overlaps(page: ProviderPage, window: Window): boolean {
  return pageStart(page) < window.end && pageStart(page) + page.limit > window.start;
}

function windowFrom(pages: ReadonlyArray<[ProviderPage, ListingPage]>, key: ListingWindowKey): ListingWindow {
  const byPosition = new Map<number, EspTransaction>();
  for (const [page, result] of pages) {
    result.transactions.forEach((item, offset) => byPosition.set(pageStart(page) + offset, item));
  }
  const transactions: EspTransaction[] = [];
  for (let position = key.start; position < key.end && byPosition.has(position); position++) {
    transactions.push(byPosition.get(position)!);
  }
  const [, first] = pages[0]!;
  return { start: key.start, transactions, total: first.pagination.total, summary: first.summary };
}

// Windows of one filter asked in the same tick (aliases of one query) share their provider
// pages, so two aliases over the head of the listing cost one call.
function loadListingWindows(client: Pick<RampClient, 'call'>) {
  return async (keys: readonly ListingWindowKey[]): Promise<Array<ListingWindow | Error>> => {
    const byFilter = new Map<string, number[]>();
    keys.forEach((key, i) => {
      const filterKey = listingFilterKey(key.filter);
      const indexes = byFilter.get(filterKey);
      if (indexes === undefined) byFilter.set(filterKey, [i]);
      else indexes.push(i);
    });
    const results: Array<ListingWindow | Error> = new Array(keys.length);
    await Promise.all(
      [...byFilter.values()].map(async (indexes) => {
        const filter = keys[indexes[0]!]!.filter;
        const plan = pagesForWindows(indexes.map((i) => keys[i]!));
        const fetched = await Promise.all(
          plan.map((page) =>
            client.call(listEspTransactionsEndpoint, { ...filter, page: page.page, limit: page.limit }).then(
              (result): [ProviderPage, ListingPage] => [page, result],
              (error: unknown) => asLoaderError(error),
            ),
          ),
        );
        for (const i of indexes) {
          const key = keys[i]!;
          const overlapping = plan.flatMap((page, j) => (overlaps(page, key) ? [fetched[j]!] : []));
          const failure = overlapping.find((entry): entry is Error => entry instanceof Error);
          const pages = overlapping.filter((entry): entry is [ProviderPage, ListingPage] => !(entry instanceof Error));
          results[i] = failure ?? windowFrom(pages, key);
        }
      }),
    );
    return results;
  };
}

export function createListingLoaders(client: Pick<RampClient, 'call'>): ListingLoaders {
  return {
    listingWindow: new DataLoader(loadListingWindows(client), {
      cacheKeyFn: (key) => `${listingFilterKey(key.filter)}#${key.start}-${key.end}`,
    }),
  };
}
