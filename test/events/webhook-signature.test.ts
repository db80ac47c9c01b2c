import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEGACY_SECRET_HEADER,
  SIGNATURE_HEADER,
  signWebhookBody,
  verifyWebhook,
  type WebhookVerificationInput,
} from '../../src/status/ingest/webhook-signature.js';

const secret = 'whsec_test_secret';
const now = 1_800_000_000;
const body = Buffer.from('{"id":"evt_1","event":"transaction_status_updated"}');

function input(overrides: Partial<WebhookVerificationInput> = {}): WebhookVerificationInput {
  return {
    rawBody: body,
    headers: { [SIGNATURE_HEADER]: signWebhookBody(secret, now, body) },
    secrets: [secret],
    nowSeconds: now,
    ...overrides,
  };
}

describe('webhook signature verification', () => {
  it('accepts a body signed with the shared secret', () => {
    expect(verifyWebhook(input())).toEqual({ ok: true, scheme: 'signature', timestamp: now, secret });
  });

  it('produces the header format of the contract: t=<unix>,v1=<hex sha256 hmac of "t.body">', () => {
    expect(signWebhookBody(secret, now, body)).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
  });

  it('refuses a body changed after signing', () => {
    const tampered = Buffer.from(body.toString().replace('evt_1', 'evt_2'));
    expect(verifyWebhook(input({ rawBody: tampered }))).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a signature made with another secret', () => {
    const headers = { [SIGNATURE_HEADER]: signWebhookBody('another', now, body) };
    expect(verifyWebhook(input({ headers }))).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a timestamp more than 300 s away from now, in either direction', () => {
    for (const t of [now - 301, now + 301]) {
      const headers = { [SIGNATURE_HEADER]: signWebhookBody(secret, t, body) };
      expect(verifyWebhook(input({ headers }))).toEqual({ ok: false, reason: 'stale_timestamp' });
    }
    for (const t of [now - 300, now + 300]) {
      const headers = { [SIGNATURE_HEADER]: signWebhookBody(secret, t, body) };
      expect(verifyWebhook(input({ headers })).ok).toBe(true);
    }
  });

  it('honours a configured tolerance', () => {
    const headers = { [SIGNATURE_HEADER]: signWebhookBody(secret, now - 10, body) };
    expect(verifyWebhook(input({ headers, toleranceSeconds: 5 }))).toEqual({ ok: false, reason: 'stale_timestamp' });
  });

  it('refuses a timestamp replaced in a valid header, since the timestamp is signed', () => {
    const signature = signWebhookBody(secret, now - 1000, body).replace(`t=${now - 1000}`, `t=${now}`);
    expect(verifyWebhook(input({ headers: { [SIGNATURE_HEADER]: signature } }))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('reports malformed and missing headers', () => {
    for (const header of ['v1=abc', `t=${now}`, `t=soon,v1=${'a'.repeat(64)}`, `t=${now},v1=xyz`, 'garbage']) {
      expect(verifyWebhook(input({ headers: { [SIGNATURE_HEADER]: header } }))).toEqual({
        ok: false,
        reason: 'malformed_signature',
      });
    }
    expect(verifyWebhook(input({ headers: {} }))).toEqual({ ok: false, reason: 'missing_signature' });
  });

  it('accepts any of several secrets, so a secret can be rotated', () => {
    expect(verifyWebhook(input({ secrets: ['new_secret', secret] })).ok).toBe(true);
  });

  it('accepts a header carrying several v1 values when one matches', () => {
    const good = signWebhookBody(secret, now, body);
    const header = `t=${now},v1=${'0'.repeat(64)},${good.split(',')[1]}`;
    expect(verifyWebhook(input({ headers: { [SIGNATURE_HEADER]: header } })).ok).toBe(true);
  });

  describe('legacy shared-secret header', () => {
    const legacyHeaders = { [LEGACY_SECRET_HEADER]: 'legacy-shared' };

    it('is refused unless the legacy mode is turned on', () => {
      expect(verifyWebhook(input({ headers: legacyHeaders }))).toEqual({ ok: false, reason: 'missing_signature' });
    });

    it('is accepted with the right secret when turned on', () => {
      expect(verifyWebhook(input({ headers: legacyHeaders, legacySecret: 'legacy-shared' }))).toEqual({
        ok: true,
        scheme: 'legacy',
        secret: 'legacy-shared',
      });
    });

    it('is refused with a wrong secret', () => {
      expect(verifyWebhook(input({ headers: legacyHeaders, legacySecret: 'legacy-other' }))).toEqual({
        ok: false,
        reason: 'bad_signature',
      });
    });

    it('accepts any of the header secrets (the provider documented scheme: the webhook secret itself), of any length', () => {
      const headerSecrets = ['whsec_current', 'whsec_previous_and_longer'];
      for (const given of headerSecrets) {
        expect(verifyWebhook(input({ headers: { [LEGACY_SECRET_HEADER]: given }, headerSecrets }))).toEqual({ ok: true, scheme: 'legacy', secret: given });
      }
      for (const given of ['whsec_curren', 'whsec_current ', '', 'WHSEC_CURRENT']) {
        expect(verifyWebhook(input({ headers: { [LEGACY_SECRET_HEADER]: given }, headerSecrets }))).toEqual({ ok: false, reason: 'bad_signature' });
      }
      expect(verifyWebhook(input({ headers: { [LEGACY_SECRET_HEADER]: 'whsec_current' }, headerSecrets: [] }))).toEqual({ ok: false, reason: 'missing_signature' });
    });

    it('cannot rescue a request whose signature header is wrong (no downgrade)', () => {
      const headers = { ...legacyHeaders, [SIGNATURE_HEADER]: signWebhookBody('forged', now, body) };
      expect(verifyWebhook(input({ headers, legacySecret: 'legacy-shared' }))).toEqual({
        ok: false,
        reason: 'bad_signature',
      });
    });
  });

  it('accepts every signed body and refuses every one-byte change of it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 300 }), fc.nat(), fc.integer({ min: 1, max: 255 }), (bytes, at, flip) => {
        const raw = Buffer.from(bytes);
        const headers = { [SIGNATURE_HEADER]: signWebhookBody(secret, now, raw) };
        expect(verifyWebhook(input({ rawBody: raw, headers })).ok).toBe(true);
        const changed = Buffer.from(raw);
        const index = at % changed.length;
        changed[index] = (changed[index] as number) ^ flip;
        expect(verifyWebhook(input({ rawBody: changed, headers })).ok).toBe(false);
      }),
    );
  });
});
