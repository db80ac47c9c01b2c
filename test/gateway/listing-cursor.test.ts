// The listing's cursors are opaque to clients but not to the gateway's other versions: a cursor one
// instance wrote must read the same on another, before and after an upgrade, so its text is the
// wire object's JSON exactly, whatever the id holds.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type ListingCursor } from '../../src/resolvers/esp/listing/listing-cursor.js';

const cursors = fc.record({
  filter: fc.string({ minLength: 1, maxLength: 20 }),
  id: fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom('esp_"quoted"', 'esp_\\back', 'esp_\u2028', 'esp_é', 'esp_\u0000')),
  createdAt: fc.integer({ min: 0, max: 4_102_444_800 }),
  index: fc.nat(),
  total: fc.nat(),
});

describe('listing cursors', () => {
  it('are the base64url of the wire JSON, and read back as written', () => {
    fc.assert(
      fc.property(cursors, (cursor: ListingCursor) => {
        const text = encodeCursor(cursor);
        const wire = { v: 1, f: cursor.filter, id: cursor.id, t: cursor.createdAt, i: cursor.index, n: cursor.total };
        expect(text).toBe(Buffer.from(JSON.stringify(wire)).toString('base64url'));
        expect(decodeCursor(text)).toEqual(cursor);
      }),
      { numRuns: 500 },
    );
  });
});
