// The server's own secrets in logs and errors: every serialized log line and every error sent
// to a client is scrubbed of the values registered here at start (the server's key, webhook
// secrets, the Redis and database passwords) and of anything shaped like a provider key (a
// contract-shaped key, or a configured key prefix followed by key characters) or a webhook
// secret. The set is fixed once the config is read, so its expression is built once; nothing a
// caller sends is ever added (a caller's key is kept out of logs and answers where it travels:
// pino's `redact` paths, and the provider client's cleaning of its own key from answers).
import type { GraphQLFormattedError } from 'graphql';
import { mapRecord, REDACTED, spellingsOf } from '../platform/redaction.js';

export { REDACTED };

// Shorter values would blank ordinary words; no real key or secret is this short.
const MIN_SECRET_LENGTH = 6;
const SHAPED_LIKE_A_SECRET = /\b(?:sk|pk|rk)_(?:test|live)_[A-Za-z0-9_-]{6,}|\bwhsec_[A-Za-z0-9_+/=-]{4,}/g;
// A configured key prefix shorter than this is no shape: it would blank ordinary words.
const MIN_SHAPE_PREFIX_LENGTH = 3;
// What follows a key prefix in a key, as far as a shape can tell: stops at JSON and URL delimiters.
const KEY_BODY = '[A-Za-z0-9._~+/=-]{6,}';

export class KnownSecrets {
  private readonly serverSecrets = new Set<string>();
  private readonly keyPrefixes = new Set<string>();
  private pattern: RegExp | null = null;

  /** Registers a configured key prefix: any text starting with it and going on like a key is scrubbed. */
  addKeyPrefix(prefix: string): void {
    if (prefix.length < MIN_SHAPE_PREFIX_LENGTH || this.keyPrefixes.has(prefix)) return;
    this.keyPrefixes.add(prefix);
    this.pattern = null;
  }

  /**
   * Registers one of the server's own secrets (its key, webhook secrets, passwords), kept for the
   * life of the process; its JSON-escaped and URL-encoded spellings are scrubbed too.
   */
  add(secret: string | undefined | null): void {
    if (secret === undefined || secret === null || secret.length < MIN_SECRET_LENGTH || this.serverSecrets.has(secret)) return;
    this.serverSecrets.add(secret);
    this.pattern = null;
  }

  /** The one expression every scrub runs: it changes only when the server's own secrets do. */
  get expression(): RegExp {
    if (this.pattern !== null) return this.pattern;
    const alternatives = [...this.serverSecrets]
      .flatMap(spellingsOf)
      // Longest first, so a secret containing another is scrubbed whole.
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp);
    const known = alternatives.length === 0 ? '' : `${alternatives.join('|')}|`;
    const prefixed = [...this.keyPrefixes].map((prefix) => `${escapeRegExp(prefix)}${KEY_BODY}|`).join('');
    this.pattern = new RegExp(`${known}${prefixed}${SHAPED_LIKE_A_SECRET.source}`, 'g');
    return this.pattern;
  }

  scrub(text: string): string {
    return text.replace(this.expression, REDACTED);
  }

  /**
   * A serialized JSON line with every secret scrubbed from its strings. A line with none is
   * written as it is; one with any is parsed and scrubbed string by string, so a replacement
   * can never cut through an escape or a quote and leave a line that no longer parses.
   */
  scrubLine(line: string): string {
    if (line.search(this.expression) === -1) return line;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return this.scrub(line);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return this.scrub(line);
    return `${JSON.stringify(mapRecord(Object.fromEntries(Object.entries(parsed)), (text) => this.scrub(text)))}\n`;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The secrets of this process. One registry: a logger made before the config is read still scrubs them. */
export const knownSecrets = new KnownSecrets();

/** The password of a URL such as `redis://:password@host`, to register as a secret. */
export function passwordOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    const password = new URL(url).password;
    return password === '' ? undefined : decodeURIComponent(password);
  } catch {
    return undefined;
  }
}

/** An error as sent to a client with every known secret scrubbed from its strings; its shape never changes. */
export function withoutSecrets(formatted: GraphQLFormattedError, secrets: KnownSecrets = knownSecrets): GraphQLFormattedError {
  const clean = (text: string) => secrets.scrub(text);
  const { message, path, extensions, ...rest } = formatted;
  return {
    ...rest,
    message: clean(message),
    ...(path !== undefined && { path: path.map((segment) => (typeof segment === 'string' ? clean(segment) : segment)) }),
    ...(extensions !== undefined && { extensions: mapRecord(extensions, clean) }),
  };
}
