// Where a page of the connection starts or ends: the position in today's list where a cursor's
// sort key falls. The provider pages by offset only, so a key has to be turned into an offset.
// The list is sorted, so "comes after the key" is false then true along it, and its boundary is
// found by reading: first where the cursor's item was (the page asked for is read in the same
// call), then shifted by as many items as the list gained or lost, then by halving what is left.
// The first read settles it when nothing moved, the second when transactions only arrived at
// the head; only items leaving and arriving on both sides of the key at once need the search.
import { compareToCursor, type ListingCursor } from './listing-cursor.js';
import type { Window } from '../../../datasources/esp/listing/listing-pages.js';
import type { ListingReader } from './listing-reader.js';
import type { EspTransaction } from '../../../datasources/esp/endpoints.js';

/** `forward`: the items after a position (`first`/`after`); `backward`: those before it. */
export type Direction = 'forward' | 'backward';

/** The page of `size` items on the `direction` side of `boundary`. */
export function pageAt(boundary: number, direction: Direction, size: number): Window {
  return direction === 'forward' ? { start: boundary, end: boundary + size } : { start: Math.max(0, boundary - size), end: boundary };
}

/**
 * The position that splits today's list at the cursor: forward, the count of items up to and
 * including the cursor's; backward, the count of items before it. Either way the cursor's item
 * itself, if it left the list, is not needed: its key still splits the list.
 */
export async function locateBoundary(reader: ListingReader, cursor: ListingCursor, direction: Direction, size: number): Promise<number> {
  // Forward, the boundary is at the first item after the cursor's; backward, at the cursor's own.
  const passes = (item: EspTransaction) => {
    const order = compareToCursor(item, cursor);
    return direction === 'forward' ? order > 0 : order >= 0;
  };
  // Reads the page a boundary would give, and the items on both sides of the boundary that tell
  // whether it is there.
  const probe = async (boundary: number) => {
    const page = pageAt(boundary, direction, size);
    await reader.read({ start: Math.min(page.start, boundary - 1), end: Math.max(page.end, boundary + 1) });
    return reader.bounds(passes);
  };

  const issued = direction === 'forward' ? cursor.index + 1 : cursor.index;
  let { low, high } = await probe(issued);
  if (low < high) ({ low, high } = await probe(Math.min(Math.max(issued + reader.total - cursor.total, low), high)));
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    await reader.read({ start: middle, end: middle + 1 });
    ({ low, high } = reader.bounds(passes));
  }
  // Equal unless reads contradict each other (the list changed between two of them).
  return high;
}
