// Verifies that a webhook body was sent by the provider (contract, "Webhooks").
// Pure: the caller passes the raw body, the headers, the secrets and the clock,
// so the rules can be tested without a server.

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'ngnc-signature';
export const LEGACY_SECRET_HEADER = 'bridge-webhook-secret';
export const DEFAULT_TOLERANCE_SECONDS = 300;

export interface WebhookVerificationInput {
  rawBody: Buffer;
  /** Header values by lower-case name, as node's IncomingMessage gives them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** Signing secrets; more than one while a secret is being rotated. */
  secrets: readonly string[];
  /** A further secret the `bridge-webhook-secret` header may carry (WEBHOOK_LEGACY_SECRET). */
  legacySecret?: string | undefined;
  /**
   * Secrets the `bridge-webhook-secret` header may carry: the provider's documented scheme, the
   * signing secrets themselves unless turned off (src/status/ingest/webhook-receiver.ts). With neither
   * these nor `legacySecret`, the header is refused.
   */
  headerSecrets?: readonly string[] | undefined;
  nowSeconds: number;
  toleranceSeconds?: number;
}

/** `secret`: the secret the delivery carried, which tells whose it is (src/status/ingest/webhook-receiver.ts). */
export type WebhookVerification =
  | { ok: true; scheme: 'signature'; timestamp: number; secret: string }
  | { ok: true; scheme: 'legacy'; secret: string }
  | { ok: false; reason: 'missing_signature' | 'malformed_signature' | 'stale_timestamp' | 'bad_signature' };

export function signWebhookBody(secret: string, timestamp: number, rawBody: Buffer | string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function verifyWebhook(input: WebhookVerificationInput): WebhookVerification {
  const signature = headerValue(input.headers, SIGNATURE_HEADER);
  // A signed request is judged on its signature alone, even with the legacy mode on:
  // falling back to the weaker scheme when a signature fails would let a forger downgrade.
  if (signature !== undefined) return verifySignature(signature, input);
  const legacy = headerValue(input.headers, LEGACY_SECRET_HEADER);
  const accepted = [...(input.headerSecrets ?? []), ...(input.legacySecret ? [input.legacySecret] : [])].filter(Boolean);
  if (accepted.length > 0 && legacy !== undefined) {
    // Every secret is compared, so the time taken does not tell which one matched.
    const matched = accepted.reduce<string | undefined>((found, secret) => (sameSecret(legacy, secret) ? secret : found), undefined);
    return matched !== undefined ? { ok: true, scheme: 'legacy', secret: matched } : { ok: false, reason: 'bad_signature' };
  }
  return { ok: false, reason: 'missing_signature' };
}

/** Compares digests, which have one length: neither the secret's length nor where it differs shows in the time. */
function sameSecret(given: string, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secret));
}

function verifySignature(header: string, input: WebhookVerificationInput): WebhookVerification {
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed_signature' };
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(input.nowSeconds - parsed.timestamp) > tolerance) return { ok: false, reason: 'stale_timestamp' };
  // Every secret against every signature, so the time taken does not tell which one matched.
  let matched: string | undefined;
  for (const secret of input.secrets) {
    const expected = signWebhookBody(secret, parsed.timestamp, input.rawBody).slice(`t=${parsed.timestamp},v1=`.length);
    const equal = parsed.v1.reduce((any, candidate) => constantTimeEqual(candidate, expected) || any, false);
    if (equal) matched = secret;
  }
  return matched !== undefined ? { ok: true, scheme: 'signature', timestamp: parsed.timestamp, secret: matched } : { ok: false, reason: 'bad_signature' };
}

/** `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`; several v1 values appear while the sender rotates its secret. */
function parseSignatureHeader(header: string): { timestamp: number; v1: string[] } | undefined {
  let timestamp: number | undefined;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) return undefined;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === 't') {
      if (!/^\d{1,12}$/.test(value)) return undefined;
      timestamp = Number(value);
    } else if (name === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return undefined;
      v1.push(value.toLowerCase());
    }
  }
  if (timestamp === undefined || v1.length === 0) return undefined;
  return { timestamp, v1 };
}

function headerValue(headers: WebhookVerificationInput['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time independent of where they differ.
  if (left.length !== right.length) {
    timingSafeEqual(right, right);
    return false;
  }
  return timingSafeEqual(left, right);
}
