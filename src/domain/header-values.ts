// Values a caller chooses that the gateway copies into headers of its requests to the provider.
// Each is checked where it enters: a value the HTTP client would refuse to send (a newline, a
// character above U+00FF) is then the caller's mistake, answered as such, and never reaches
// the provider client, whose failures count against the provider.

/**
 * The bounds of a provider key. The provider documents no key format, so any key it issues is
 * accepted: visible ASCII (no space, no control character, so it travels as a header value
 * unchanged) of a bounded length. The lower bound is the log scrubber's: a shorter value could
 * not be told apart from ordinary text in a log line, so could not be kept out of it.
 */
export const API_KEY_MIN_LENGTH = 8;
export const API_KEY_MAX_LENGTH = 512;

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

export function isWellFormedApiKey(apiKey: string): boolean {
  return apiKey.length >= API_KEY_MIN_LENGTH && apiKey.length <= API_KEY_MAX_LENGTH && VISIBLE_ASCII.test(apiKey);
}

export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

// Printable ASCII: what every HTTP stack carries unchanged in a header.
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

export function isPrintableAscii(text: string): boolean {
  return PRINTABLE_ASCII.test(text);
}
