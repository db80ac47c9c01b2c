// Opaque cursors of the ESP transaction connection. A cursor names its item (id and creation
// second), where the item was (index and list length when issued), and the filter it belongs
// to, so the next page is found relative to the item, not by a raw offset.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { listingFilterKey, type ListingFilter } from './loaders.js';

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
  /** Ids of the items just before and just after it then, when known: they stand in for the item if it leaves the list. */
  previousId: string | null;
  nextId: string | null;
}

const wire = z.object({
  v: z.literal(1),
  f: z.string(),
  id: z.string().min(1),
  t: z.number().int(),
  i: z.number().int().min(0),
  n: z.number().int().min(0),
  p: z.string().nullable(),
  x: z.string().nullable(),
});

export function filterFingerprint(filter: ListingFilter): string {
  return createHash('sha256').update(listingFilterKey(filter)).digest('base64url').slice(0, 16);
}

export function encodeCursor(cursor: ListingCursor): string {
  const payload = {
    v: 1,
    f: cursor.filter,
    id: cursor.id,
    t: cursor.createdAt,
    i: cursor.index,
    n: cursor.total,
    p: cursor.previousId,
    x: cursor.nextId,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
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
  const { f, id, t, i, n, p, x } = parsed.data;
  return { filter: f, id, createdAt: t, index: i, total: n, previousId: p, nextId: x };
}
