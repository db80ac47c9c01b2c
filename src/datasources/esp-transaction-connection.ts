// Serves a Relay connection over the provider's page/limit listing (newest first, ties by id).
// Each read asks the request's DataLoader for a window of positions; the loader picks provider
// pages just large enough for it (`listing-pages.ts`), so `first: 20` reads about 20 items and a
// window asked twice in one operation is read once. After/before cursors are located by the item
// they name, so items arriving at the head between two requests neither repeat nor go missing.
import { systemError } from './provider-errors.js';
import { decodeCursor, encodeCursor, filterFingerprint, type ListingCursor } from './listing-cursor.js';
import { PROVIDER_MAX_PAGE_SIZE, pagesForWindow, type Window } from './listing-pages.js';
import type { ListingFilter, RampLoaders } from './loaders.js';
import type { EspTransaction, EspTransactionPage, EspTransactionSummary } from './models.js';

const DEFAULT_PAGE_SIZE = 20;
// How far the anchor search walks page by page before settling for the estimated position.
const MAX_SCAN_PAGES = 10;

export interface ConnectionArgs {
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}

interface Slice {
  total: number;
  summary: EspTransactionSummary;
}

/** Reads the listing by absolute 0-based position, remembering every item it has seen. */
class ListingReader {
  private readonly seen = new Map<number, EspTransaction>();
  private latest: Slice | undefined;

  constructor(
    private readonly loaders: RampLoaders,
    private readonly filter: ListingFilter,
  ) {}

  /** Reads [start, end) unless every item of it already read is at hand. */
  async fetch(from: number, to: number): Promise<Slice> {
    const window = positions(from, to);
    return this.alreadyRead(window) ?? this.read(window);
  }

  /**
   * Reads [start, end) and, when that costs no extra provider page, the item on each side:
   * a page's cursors name their neighbours, which stand in for an item that leaves the list.
   * Neighbours are worth no provider call of their own.
   */
  async fetchWithNeighbours(from: number, to: number): Promise<Slice> {
    const window = positions(from, to);
    const held = this.alreadyRead(window);
    if (held !== undefined) return held;
    const widened = { start: Math.max(0, window.start - 1), end: window.end + 1 };
    const extraPage = pagesForWindow(widened).length > pagesForWindow(window).length;
    return this.read(extraPage ? window : widened);
  }

  items(start: number, end: number): EspTransaction[] {
    const items: EspTransaction[] = [];
    for (let index = start; index < end; index++) {
      const item = this.seen.get(index);
      if (item === undefined) break;
      items.push(item);
    }
    return items;
  }

  idAt(index: number): string | null {
    return this.seen.get(index)?.id ?? null;
  }

  indexOf(id: string): number | undefined {
    for (const [index, item] of this.seen) if (item.id === id) return index;
    return undefined;
  }

  entries(start: number, end: number): Array<[number, EspTransaction]> {
    const entries: Array<[number, EspTransaction]> = [];
    for (let index = start; index < end; index++) {
      const item = this.seen.get(index);
      if (item !== undefined) entries.push([index, item]);
    }
    return entries;
  }

  /** The latest slice, when every item of the window that the listing holds has been read. */
  private alreadyRead({ start, end }: Window): Slice | undefined {
    if (this.latest === undefined) return undefined;
    for (let index = start; index < Math.min(end, this.latest.total); index++) if (!this.seen.has(index)) return undefined;
    return this.latest;
  }

  private async read(window: Window): Promise<Slice> {
    const read = await this.loaders.listingWindow.load({ filter: this.filter, ...window });
    read.transactions.forEach((item, offset) => this.seen.set(read.start + offset, item));
    this.latest = { total: read.total, summary: read.summary };
    return this.latest;
  }
}

/** [from, to) as a non-empty window of the listing. */
function positions(from: number, to: number): Window {
  const start = Math.max(0, from);
  return { start, end: Math.max(start + 1, to) };
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** Whether `item` comes after (is older than) the anchor in the provider's order. */
function isAfterAnchor(item: EspTransaction, anchor: ListingCursor): boolean {
  const t = seconds(item.createdAt);
  return t < anchor.createdAt || (t === anchor.createdAt && item.id < anchor.id);
}

interface AnchorPosition {
  /** The anchor's index when found; otherwise the index of the first item after it. */
  index: number;
  found: boolean;
  slice: Slice;
}

/**
 * Finds the anchor: first where it was, then where it would be if the list only grew at the
 * head. An anchor that left the list (its status changed under a status filter) is placed by
 * its old neighbours, and failing those by walking pages by sort key. `from`/`to` widen the
 * first fetch so that, in the common case, the page asked for comes in the same round trip.
 */
async function locate(reader: ListingReader, anchor: ListingCursor, from: number, to: number): Promise<AnchorPosition> {
  let slice = await reader.fetchWithNeighbours(from, to);
  let index = reader.indexOf(anchor.id);
  if (index !== undefined) return { index, found: true, slice };

  const guess = Math.max(0, anchor.index + (slice.total - anchor.total));
  slice = await reader.fetch(guess - 1, guess + 2);
  index = reader.indexOf(anchor.id);
  if (index !== undefined) return { index, found: true, slice };

  const next = anchor.nextId === null ? undefined : reader.indexOf(anchor.nextId);
  if (next !== undefined) return { index: next, found: false, slice };
  const previous = anchor.previousId === null ? undefined : reader.indexOf(anchor.previousId);
  if (previous !== undefined) return { index: previous + 1, found: false, slice };
  return scanBySortKey(reader, anchor, guess);
}

async function scanBySortKey(reader: ListingReader, anchor: ListingCursor, guess: number): Promise<AnchorPosition> {
  let slice = await reader.fetch(guess, guess + 1);
  const lastPage = Math.max(1, Math.ceil(slice.total / PROVIDER_MAX_PAGE_SIZE));
  let page = Math.min(lastPage, Math.floor(guess / PROVIDER_MAX_PAGE_SIZE) + 1);
  for (let step = 0; step < MAX_SCAN_PAGES; step++) {
    const start = (page - 1) * PROVIDER_MAX_PAGE_SIZE;
    slice = await reader.fetch(start, start + PROVIDER_MAX_PAGE_SIZE);
    const entries = reader.entries(start, start + PROVIDER_MAX_PAGE_SIZE);
    if (entries.length === 0) break;
    const boundary = entries.find(([, item]) => isAfterAnchor(item, anchor));
    if (boundary === undefined) {
      if (page >= lastPage) return { index: slice.total, found: false, slice };
      page += 1;
    } else if (boundary[0] === entries[0]![0] && page > 1) {
      page -= 1;
    } else {
      return { index: boundary[0], found: false, slice };
    }
  }
  return { index: Math.min(guess, slice.total), found: false, slice };
}

function badInput(message: string, argument: string) {
  return systemError('BAD_USER_INPUT', message, { argumentName: argument });
}

function pageSize(value: number | null | undefined, argument: string, max: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (value < 0 || value > max) throw badInput(`${argument} must be between 0 and ${max}; ask for more with the endCursor of this page.`, argument);
  return value;
}

function cursorArg(text: string | null | undefined, argument: string, fingerprint: string): ListingCursor | undefined {
  if (text === null || text === undefined) return undefined;
  const cursor = decodeCursor(text);
  if (cursor === null) throw badInput(`${argument} is not a cursor of this connection.`, argument);
  if (cursor.filter !== fingerprint) {
    throw badInput(`${argument} was issued for another filter; page with the filter the cursor came from, or start again.`, argument);
  }
  return cursor;
}

export async function espTransactionConnection(
  loaders: RampLoaders,
  filter: ListingFilter,
  args: ConnectionArgs,
  maxPageSize: number,
): Promise<EspTransactionPage> {
  const fingerprint = filterFingerprint(filter);
  let first = pageSize(args.first, 'first', maxPageSize);
  const last = pageSize(args.last, 'last', maxPageSize);
  const after = cursorArg(args.after, 'after', fingerprint);
  const before = cursorArg(args.before, 'before', fingerprint);
  if ((first !== undefined || after !== undefined) && (last !== undefined || before !== undefined)) {
    throw badInput('Page forward with first/after or backward with last/before, not both at once.', last !== undefined ? 'last' : 'before');
  }
  const reader = new ListingReader(loaders, filter);

  let start: number;
  let end: number;
  let slice: Slice;
  if (last !== undefined || before !== undefined) {
    const count = last ?? DEFAULT_PAGE_SIZE;
    if (before !== undefined) {
      const position = await locate(reader, before, before.index - count, before.index + 1);
      end = position.index;
      slice = position.slice;
    } else {
      slice = await reader.fetch(0, 1);
      end = slice.total;
    }
    start = Math.max(0, end - count);
    if (start < end) slice = await reader.fetchWithNeighbours(start, end);
  } else {
    first ??= DEFAULT_PAGE_SIZE;
    if (after !== undefined) {
      const position = await locate(reader, after, after.index, after.index + 1 + first);
      start = position.found ? position.index + 1 : position.index;
      slice = position.slice;
    } else {
      start = 0;
      slice = await reader.fetchWithNeighbours(0, first);
    }
    end = Math.min(start + first, slice.total);
    if (start < end) slice = await reader.fetchWithNeighbours(start, end);
  }

  const items = reader.items(start, end);
  const edges = items.map((node, offset) => {
    const index = start + offset;
    return {
      node,
      cursor: encodeCursor({
        filter: fingerprint,
        id: node.id,
        createdAt: seconds(node.createdAt),
        index,
        total: slice.total,
        previousId: reader.idAt(index - 1),
        nextId: reader.idAt(index + 1),
      }),
    };
  });
  return {
    edges,
    pageInfo: {
      hasPreviousPage: start > 0,
      hasNextPage: start + items.length < slice.total,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: slice.total,
    summary: slice.summary,
  };
}
