// The exact reading of JSON numbers skips a ":" it finds inside a string (h-list3 6838556). Held
// here against the quoting reference on generated bodies whose strings and member names are full
// of colons, quotes, backslashes, digits and times, with JSON whitespace anywhere it may stand, and
// whose numbers include every kind that does not print back (a fraction ending in 0, 16+ digits,
// exponents, -0).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonWithNumbersAsText } from '../../src/domain/exact-json.js';

const quoted = (text: string): unknown =>
  JSON.parse(text.replace(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (token) => (token.startsWith('"') ? token : `"${token}"`)));

const space = fc.constantFrom('', ' ', '\t', '\n', '\r\n', '  ');
const text = fc.string({ unit: fc.constantFrom(':', '"', '\\', ' ', '0', '5', '.', ',', '[', 'e', '-', 'a', '\n'), maxLength: 12 });
const number = fc.oneof(
  fc.constantFrom('25.50', '1.0', '-0', '0.000000', '1e5', '2.5E+3', '12345678901234567890', '0.10000000000000001', '7', '25.5', '-3', '0'),
  fc.tuple(fc.nat(99999), fc.nat(9999)).map(([whole, fraction]) => `${whole}.${fraction}0`),
);

function body(depth: number): fc.Arbitrary<string> {
  const leaf = fc.oneof(number, text.map((t) => JSON.stringify(t)), fc.constantFrom('"November 05, 2026 06:07:09"', '"10:05"', 'true', 'null'));
  if (depth === 0) return leaf;
  const inner = body(depth - 1);
  const array = fc.array(fc.tuple(space, inner, space), { maxLength: 4 }).map((items) => `[${items.map(([a, v, b]) => `${a}${v}${b}`).join(',')}]`);
  const object = fc
    .array(fc.tuple(text, space, space, inner, space), { maxLength: 4 })
    .map((members) => `{${members.map(([name, a, b, v, c]) => `${JSON.stringify(name)}${a}:${b}${v}${c}`).join(',')}}`);
  return fc.oneof(leaf, array, object);
}

describe('JSON with numbers kept as their text, colons inside strings', () => {
  it('reads every generated body as the quoting reference does', () => {
    fc.assert(
      fc.property(body(3), (json) => {
        expect(parseJsonWithNumbersAsText(json)).toEqual(quoted(json));
      }),
      { numRuns: 20_000 },
    );
  });
});
