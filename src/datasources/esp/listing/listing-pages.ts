// Which provider pages to read for a window of the listing. The provider pages by page/limit,
// so page p of size s holds items [(p-1)s, ps): a window is read in the fewest calls, and among
// those the smallest page size, so `first: 20` reads 20 items, not the largest page.

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

function pageCount(window: Window, size: number): number {
  return Math.floor((window.end - 1) / size) - Math.floor(window.start / size) + 1;
}

/**
 * The fewest pages covering a non-empty window, each as small as that count allows. Pages are
 * aligned to their size, so the count does not fall steadily as pages grow ([19, 41) is one page
 * of 41 but two of 40): every size the provider allows is tried.
 */
export function pagesForWindow(window: Window): ProviderPage[] {
  let best = PROVIDER_MAX_PAGE_SIZE;
  for (let size = PROVIDER_MAX_PAGE_SIZE - 1; size >= 1; size--) if (pageCount(window, size) <= pageCount(window, best)) best = size;
  const first = Math.floor(window.start / best) + 1;
  return Array.from({ length: pageCount(window, best) }, (_, index) => ({ page: first + index, limit: best }));
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
