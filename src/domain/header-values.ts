// Values a caller chooses that the gateway copies into headers of its requests to the provider.
// Each is checked where it enters: a value the HTTP client would refuse to send (a newline, a
// character above U+00FF) is then the caller's mistake, answered as such, and never reaches
// the provider client, whose failures count against the provider.

/**
 * A provider key (contract: `sk_test_…` or `sk_live_…`). Only the characters the log scrubber
 * recognises, so any key the gateway accepts is also scrubbed by its shape.
 */
const API_KEY = /^sk_(test|live)_[A-Za-z0-9_-]{16,200}$/;

export function isWellFormedApiKey(apiKey: string): boolean {
  return API_KEY.test(apiKey);
}

/** The data set a key selects, or undefined for a malformed key. */
export function modeOfApiKey(apiKey: string): 'test' | 'live' | undefined {
  return API_KEY.exec(apiKey)?.[1] as 'test' | 'live' | undefined;
}

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

// Printable ASCII: what every HTTP stack carries unchanged in a header.
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

export function isPrintableAscii(text: string): boolean {
  return PRINTABLE_ASCII.test(text);
}
