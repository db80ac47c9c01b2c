// Which provider pages to read for a window of the listing. The provider pages by page/limit,
// so page p of size s holds items [(p-1)s, ps): a window is read in the fewest calls, and among
// those the smallest page size, so `first: 20` reads about 20 items, not the largest page.

/** The provider's largest page. */
export const PROVIDER_MAX_PAGE_SIZE = 100;

export interface ProviderPage {
  /** 1-based. */
  page: number;
  limit: number;
}

/** A half-open range of 0-based listing positions, [start, end). */
export interface Window {
  start: number;
  end: number;
}

function pagesOfSize(window: Window, size: number): ProviderPage[] {
  const pages: ProviderPage[] = [];
  const last = Math.floor((window.end - 1) / size);
  for (let index = Math.floor(window.start / size); index <= last; index++) pages.push({ page: index + 1, limit: size });
  return pages;
}

/** The fewest pages covering a non-empty window, each as small as that count allows. */
export function pagesForWindow(window: Window): ProviderPage[] {
  const length = window.end - window.start;
  const fewest = Math.ceil(length / PROVIDER_MAX_PAGE_SIZE);
  // Pages of the largest size never need more than one page beyond the fewest possible.
  for (let count = fewest; count <= fewest + 1; count++) {
    for (let size = Math.ceil(length / count); size <= PROVIDER_MAX_PAGE_SIZE; size++) {
      const pages = pagesOfSize(window, size);
      if (pages.length <= count) return pages;
    }
  }
  return pagesOfSize(window, PROVIDER_MAX_PAGE_SIZE);
}

function pageKey(page: ProviderPage): string {
  return `${page.page}@${page.limit}`;
}

function cost(pages: ProviderPage[]): [calls: number, items: number] {
  return [pages.length, pages.reduce((sum, page) => sum + page.limit, 0)];
}

/**
 * Pages for several windows of one listing asked in the same tick (aliases of one query): one
 * span over all of them when that costs no more calls, otherwise each window's own pages with
 * repeats removed.
 */
export function pagesForWindows(windows: readonly Window[]): ProviderPage[] {
  const span = {
    start: Math.min(...windows.map((window) => window.start)),
    end: Math.max(...windows.map((window) => window.end)),
  };
  const together = pagesForWindow(span);
  const unique = new Map<string, ProviderPage>();
  for (const window of windows) for (const page of pagesForWindow(window)) unique.set(pageKey(page), page);
  const separately = [...unique.values()];
  const [togetherCalls, togetherItems] = cost(together);
  const [separateCalls, separateItems] = cost(separately);
  if (togetherCalls < separateCalls || (togetherCalls === separateCalls && togetherItems <= separateItems)) return together;
  return separately;
}

/** The first listing position a provider page holds. */
export function pageStart(page: ProviderPage): number {
  return (page.page - 1) * page.limit;
}
