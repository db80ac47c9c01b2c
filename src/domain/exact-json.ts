// Provider and webhook bodies carry amounts and rates as JSON numbers; they must reach the
// schemas as their exact source text, never through a float. Quoting every number token
// before the native JSON.parse does that at a fraction of a JavaScript parser's cost and
// garbage (lossless-json's string building was a sixth of a listing's allocations).

// A string literal (skipped whole, so digits inside it are left alone) or a number token.
const STRING_OR_NUMBER = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
const QUOTE = 34;

/** JSON.parse, with every number given as the text it was written with. Throws on invalid JSON. */
export function parseJsonWithNumbersAsText(text: string): unknown {
  return JSON.parse(text.replace(STRING_OR_NUMBER, (token) => (token.charCodeAt(0) === QUOTE ? token : `"${token}"`)));
}
