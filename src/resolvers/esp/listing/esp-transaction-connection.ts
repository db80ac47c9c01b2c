// The `espTransactions` Relay connection over the provider's listing (GET
// /transactions/v2/esp_transactions: newest first, ties by id, paged by page/limit offsets).
//
// What it guarantees (held by test/gateway/esp-transactions*.test.ts, listing-*.test.ts and
// the bench's provider-call count; promised in docs/clients.md):
// - `first`/`after` pages towards older items, `last`/`before` towards newer ones; `last`
//   without `before` is the oldest end of the list (Relay: the end of the list as ordered).
//   Neither given: the 20 newest. Both directions at once: BAD_USER_INPUT.
// - At most `maxPageSize` (CONNECTION_MAX_PAGE_SIZE, 100) per page; beyond it, or below 0,
//   BAD_USER_INPUT before any provider call.
// - Cursors are opaque and belong to one filter: another filter's cursor, or text that is no
//   cursor, is BAD_USER_INPUT.
// - A page continues from its cursor's item, never from an offset: items created, leaving or
//   joining the filtered list (a status change) between two requests, on either side of the
//   cursor, are neither repeated nor skipped, even when the cursor's own item left.
// - Provider calls grow with pages, not fields: `first: n` reads n items in the fewest pages
//   (one up to 100); a page after or before a cursor is read with the cursor's item in one call
//   when nothing moved, two when items only arrived; aliases of one listing share pages.
// - hasNextPage: items follow the last edge; hasPreviousPage: items precede the first edge
//   (newest-first order), both from the provider's count. totalCount and summary are the
//   provider's; amounts stay exact decimals (provider schema and exact JSON parsing).
//
// Why keyset cursors: the provider knows only offsets, and any change before a cursor shifts
// them. The cursor's sort key (creation second and id; ids grow with creation time, so the pair
// orders items as the provider does) still splits today's list at the right place whatever
// moved, the cursor's own item leaving included, so finding a page is one search for that split
// (`listing-boundary.ts`). The offset and count at issue ride along only as hints that make the
// usual cases cost no extra call, and nothing beyond the page itself has to be read.
import { locateBoundary, pageAt, type Direction } from './listing-boundary.js';
import { createdSecond, decodeCursor, encodeCursor, filterFingerprint, type ListingCursor } from './listing-cursor.js';
import { ListingReader } from './listing-reader.js';
import type { EspTransaction, EspTransactionSummary } from '../../../datasources/esp/endpoints.js';
import type { ListingFilter, ListingLoaders } from '../../../datasources/esp/listing/loaders.js';
import { systemError } from '../../../datasources/provider-errors.js';

const DEFAULT_PAGE_SIZE = 20;

export interface ConnectionArgs {
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
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

/** Where the page lies without a cursor: the head going forward, the end going backward. */
async function edgeOfList(reader: ListingReader, direction: Direction): Promise<number> {
  if (direction === 'forward') return 0;
  await reader.read({ start: 0, end: 1 });
  return reader.total;
}

/** One page of the connection, as this file assembles it from provider pages (the codegen mapper of EspTransactionConnection). */
export interface EspTransactionPage {
  edges: { cursor: string; node: EspTransaction }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  summary: EspTransactionSummary;
}

export async function espTransactionConnection(
  loaders: ListingLoaders,
  filter: ListingFilter,
  args: ConnectionArgs,
  maxPageSize: number,
): Promise<EspTransactionPage> {
  const fingerprint = filterFingerprint(filter);
  const first = pageSize(args.first, 'first', maxPageSize);
  const last = pageSize(args.last, 'last', maxPageSize);
  const after = cursorArg(args.after, 'after', fingerprint);
  const before = cursorArg(args.before, 'before', fingerprint);
  const backward = last !== undefined || before !== undefined;
  if (backward && (first !== undefined || after !== undefined)) {
    throw badInput('Page forward with first/after or backward with last/before, not both at once.', last !== undefined ? 'last' : 'before');
  }
  const direction: Direction = backward ? 'backward' : 'forward';
  const size = (backward ? last : first) ?? DEFAULT_PAGE_SIZE;
  const cursor = backward ? before : after;

  const reader = new ListingReader(loaders, filter);
  const boundary = cursor === undefined ? await edgeOfList(reader, direction) : await locateBoundary(reader, cursor, direction, size);
  const page = pageAt(boundary, direction, size);
  await reader.read(page);

  const items = reader.items(page.start, page.end);
  const edges = items.map((node, offset) => ({
    node,
    cursor: encodeCursor({ filter: fingerprint, id: node.id, createdAt: createdSecond(node), index: page.start + offset, total: reader.total }),
  }));
  return {
    edges,
    pageInfo: {
      hasPreviousPage: page.start > 0,
      hasNextPage: page.start + items.length < reader.total,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: reader.total,
    summary: reader.summary,
  };
}
