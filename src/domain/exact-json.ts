// Provider and webhook bodies carry amounts and rates as JSON numbers; they must reach the
// schemas as their exact source text, never through a float.
//
// Most bodies hold only numbers whose double prints back as the very token (String(25.5) is
// "25.5"): those are parsed natively and each number written back as String(number), which is
// its text. Only a body with a number that could print otherwise (digits beyond a double, a
// fraction ending in 0, an exponent, -0) takes the exact reading: every number token quoted
// before the native JSON.parse, at a fraction of a JavaScript parser's cost and garbage.

// A string literal (skipped whole, so digits inside it are left alone) or a number token.
const STRING_OR_NUMBER = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
const QUOTE = 34;

// A number token (at the text's start or after `:`, `,` or `[`) that String(Number(token)) may
// not give back: -0; 16 or more digits (15 significant digits always survive a double, and the
// shortest form JavaScript prints is then the token itself); an exponent; a fraction ending in 0;
// 0.000000… (printed with an exponent below 1e-6); a leading zero, which JSON.parse refuses and the
// exact reading has always accepted. Text inside a string may match too: that only costs the
// exact reading, except after a `:` (below).
const NUMBER_NOT_PRINTED_BACK = /(?:^|[:,[])\s*(?:-0(?![.\d])|-?(?:(?:\d\.?){16}|\d[\d.]*[eE]|\d*\.\d*0(?!\d)|0\.0{6}|0\d))/g;
const COLON = 58;

/**
 * Whether a number of `text` may not print back. A `:` outside strings always ends a member's
 * name, so a match after a `:` that follows no closing quote is inside a string, and the search
 * goes on: the listing's times ("06:07:09") would otherwise send nearly every page through the
 * exact reading. (Asking for the quote within the pattern, by a lookbehind, made every search
 * several times slower.)
 */
function mayNotPrintBack(text: string): boolean {
  NUMBER_NOT_PRINTED_BACK.lastIndex = 0;
  for (let match = NUMBER_NOT_PRINTED_BACK.exec(text); match !== null; match = NUMBER_NOT_PRINTED_BACK.exec(text)) {
    if (text.charCodeAt(match.index) !== COLON || endsName(text, match.index)) return true;
    // What the match took after the `:` holds no `:`, `,` or `[`: no token starts inside it.
    NUMBER_NOT_PRINTED_BACK.lastIndex = match.index + 1;
  }
  return false;
}

/** Whether the `:` at `colon` follows a closing quote, JSON's whitespace aside. */
function endsName(text: string, colon: number): boolean {
  let before = colon - 1;
  while (before >= 0 && isJsonWhitespace(text.charCodeAt(before))) before -= 1;
  return text.charCodeAt(before) === QUOTE;
}

function isJsonWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** JSON.parse, with every number given as the text it was written with. Throws on invalid JSON. */
export function parseJsonWithNumbersAsText(text: string): unknown {
  if (!mayNotPrintBack(text)) {
    const value: unknown = JSON.parse(text);
    try {
      return numbersAsText(value);
    } catch {
      // Nested deeper than the stack allows a walk: the exact reading has no recursion of its own.
    }
  }
  return JSON.parse(text.replace(STRING_OR_NUMBER, (token) => (token.charCodeAt(0) === QUOTE ? token : `"${token}"`)));
}

/** Replaces, in place, every number of a JSON.parse result by String(number). */
function numbersAsText(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = numbersAsText(value[i]);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (item === null || (typeof item !== 'number' && typeof item !== 'object')) continue;
    const replaced = numbersAsText(item);
    // JSON.parse made "__proto__" an own property; assigning it would call the prototype setter.
    if (key === '__proto__') Object.defineProperty(record, key, { value: replaced, writable: true, enumerable: true, configurable: true });
    else if (replaced !== item) record[key] = replaced;
  }
  return value;
}
