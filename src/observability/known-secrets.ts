// The last line of defence for secrets in logs and errors: every serialized log line and
// every error sent to a client is scrubbed of the values registered here (the server's key,
// webhook secrets, the Redis password, each caller's key) and of anything shaped like a
// provider key (a contract-shaped key, or a configured key prefix followed by key characters) or
// a webhook secret. pino's `redact` only blanks known fields; a key can
// also sit inside a message, a URL or an error's text, which only this catches.

export const REDACTED = '[redacted]';

// Shorter values would blank ordinary words; no real key or secret is this short.
const MIN_SECRET_LENGTH = 6;
// Callers' keys are remembered so a key seen once stays scrubbed; bounded, oldest forgotten first.
// The server's own secrets are kept apart and never forgotten, however many callers come.
const MAX_REMEMBERED_CALLER_KEYS = 1000;
const SHAPED_LIKE_A_SECRET = /\b(?:sk|pk|rk)_(?:test|live)_[A-Za-z0-9_-]{6,}|\bwhsec_[A-Za-z0-9_+/=-]{4,}/g;
// A configured key prefix shorter than this is no shape: it would blank ordinary words. Keys with
// such a prefix are still scrubbed by value, once the gateway has seen them.
const MIN_SHAPE_PREFIX_LENGTH = 3;
// What follows a key prefix in a key, as far as a shape can tell: stops at JSON and URL delimiters.
const KEY_BODY = '[A-Za-z0-9._~+/=-]{6,}';

export class KnownSecrets {
  private readonly serverSecrets = new Set<string>();
  private readonly callerKeys = new Set<string>();
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
    if (!isSecretLength(secret) || this.serverSecrets.has(secret)) return;
    this.serverSecrets.add(secret);
    this.pattern = null;
  }

  /** Registers a caller's key, remembered among the most recent callers' keys. */
  addCallerKey(key: string): void {
    if (!isSecretLength(key) || this.serverSecrets.has(key)) return;
    if (this.callerKeys.has(key)) {
      // Refresh its place, so a key still in use is not the one forgotten.
      this.callerKeys.delete(key);
      this.callerKeys.add(key);
      return;
    }
    this.callerKeys.add(key);
    while (this.callerKeys.size > MAX_REMEMBERED_CALLER_KEYS) this.callerKeys.delete(this.callerKeys.values().next().value as string);
    this.pattern = null;
  }

  scrub(text: string): string {
    return text.replace(this.currentPattern(), REDACTED);
  }

  private currentPattern(): RegExp {
    if (this.pattern !== null) return this.pattern;
    const spellings = new Set<string>();
    for (const value of [...this.serverSecrets, ...this.callerKeys]) {
      spellings.add(value);
      spellings.add(JSON.stringify(value).slice(1, -1));
      spellings.add(encodeURIComponent(value));
    }
    // Longest first, so a secret containing another is scrubbed whole.
    const alternatives = [...spellings].sort((a, b) => b.length - a.length).map(escapeRegExp);
    const known = alternatives.length === 0 ? '' : `${alternatives.join('|')}|`;
    const prefixed = [...this.keyPrefixes].map((prefix) => `${escapeRegExp(prefix)}${KEY_BODY}|`).join('');
    this.pattern = new RegExp(`${known}${prefixed}${SHAPED_LIKE_A_SECRET.source}`, 'g');
    return this.pattern;
  }
}

function isSecretLength(secret: string | undefined | null): secret is string {
  return secret !== undefined && secret !== null && secret.length >= MIN_SECRET_LENGTH;
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

/** A JSON-shaped value (an error sent to a client) with every known secret scrubbed from its text. */
export function withoutSecrets<T>(value: T, secrets: KnownSecrets = knownSecrets): T {
  const text = JSON.stringify(value);
  const scrubbed = secrets.scrub(text);
  return scrubbed === text ? value : (JSON.parse(scrubbed) as T);
}
