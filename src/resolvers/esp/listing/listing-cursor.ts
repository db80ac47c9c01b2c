// Opaque cursors of the ESP transaction connection. A cursor is the sort key of its edge's item
// (creation second and id: the provider's order), so the next page is found by key, not by a
// raw offset that new transactions shift. It also keeps where the item was and how long the list
// was then: hints that find the key again in one provider call when nothing or only the head
// changed. And it is bound to the filter it was issued under.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { listingFilterKey, type ListingFilter } from '../../../datasources/esp/listing/loaders.js';
import type { EspTransaction } from '../../../datasources/esp/endpoints.js';

export interface ListingCursor {
  /** Fingerprint of the filter the cursor was issued under. */
  filter: string;
  id: string;
  /** Creation time of the item, in whole seconds since the epoch (the listing's resolution). */
  createdAt: number;
  /** 0-based position of the item when the cursor was issued. */
  index: number;
  /** How many items matched the filter then. */
  total: number;
}

// Cursors issued before the sort key was all they named also carried their neighbours' ids
// (`p`, `x`): zod drops those keys, so such cursors still page.
const wire = z.object({
  v: z.literal(1),
  f: z.string(),
  id: z.string().min(1),
  t: z.number().int(),
  i: z.number().int().min(0),
  n: z.number().int().min(0),
});

export function filterFingerprint(filter: ListingFilter): string {
  return createHash('sha256').update(listingFilterKey(filter)).digest('base64url').slice(0, 16);
}

export function createdSecond(item: EspTransaction): number {
  return Math.floor(item.createdAt.getTime() / 1000);
}

/**
 * Where `item` stands against the cursor's item in the provider's order (newest first, ties by
 * id, larger first): negative before it, 0 for the item itself, positive after it.
 */
export function compareToCursor(item: EspTransaction, cursor: ListingCursor): number {
  const second = createdSecond(item);
  if (second !== cursor.createdAt) return cursor.createdAt - second;
  if (item.id === cursor.id) return 0;
  return item.id < cursor.id ? 1 : -1;
}

/** `wire`'s JSON, written by hand: a page writes one per edge, and the texts alone need quoting. */
export function encodeCursor(cursor: ListingCursor): string {
  const json = `{"v":1,"f":${JSON.stringify(cursor.filter)},"id":${JSON.stringify(cursor.id)},"t":${cursor.createdAt},"i":${cursor.index},"n":${cursor.total}}`;
  return Buffer.from(json).toString('base64url');
}

/** The cursor, or null when the text is not a cursor of this connection. */
export function decodeCursor(text: string): ListingCursor | null {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = wire.safeParse(json);
  if (!parsed.success) return null;
  const { f, id, t, i, n } = parsed.data;
  return { filter: f, id, createdAt: t, index: i, total: n };
}
