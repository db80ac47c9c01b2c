import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import BetterSqlite3 from 'better-sqlite3';
import type { RunningEmulator } from '../../emulator/index.js';
import { migrate } from '../../emulator/db/migrations.js';
import { IdempotencyRepository } from '../../emulator/repositories/idempotency.js';
import { client, customerBody, startTestEmulator } from './harness.js';

let emu: RunningEmulator;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  emu = await startTestEmulator();
  api = client(emu);
});
afterAll(async () => {
  await emu.close();
});
beforeEach(async () => {
  await api('POST', '/_emulator/reset');
});

const create = (body: unknown, key?: string) => api('POST', '/v2/business_customer', body, key === undefined ? {} : { 'idempotency-key': key });
const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);

describe('POST /v2/business_customer', () => {
  it('creates a pending customer with a single-use hosted link expiring in 24 hours', async () => {
    const before = Date.now();
    const res = await create(customerBody(), 'create-1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      customer_id: expect.stringMatching(/^cus_/),
      kyb_link: expect.stringMatching(new RegExp(`^${emu.url}/kyb/[A-Za-z0-9_-]{20,}$`)),
      verification_status: 'pending',
      link_expires_at: expect.any(String),
    });
    const expires = Date.parse(res.body.link_expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(24 * 3600_000 + 5000);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
  });

  it('validates e-mail, E.164 phone and ISO 3166-1 alpha-2 country, naming each field', async () => {
    const res = await create(customerBody({ business_email: 'nope', phone_number: '08012345678', registered_country: 'UK', business_name: '  ' }), 'bad-1');
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body).sort()).toEqual(['business_email', 'business_name', 'phone_number', 'registered_country']);
    expect(fieldsOf((await create({}, 'bad-2')).body)).toHaveLength(5);
  });

  it('replays the first response for the same key and body, with idempotent-replayed: true', async () => {
    const first = await create(customerBody(), 'replay-1');
    // Same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(customerBody()).reverse());
    const second = await create(reordered, 'replay-1');
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
  });

  it('answers 409 IDEMPOTENCY_KEY_REUSED for the same key with another body', async () => {
    await create(customerBody(), 'conflict-1');
    const res = await create(customerBody({ business_name: 'Someone Else Ltd' }), 'conflict-1');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', status: 'Failed' });
  });

  it('answers 409 IDEMPOTENCY_REQUEST_IN_PROGRESS while the first request with the key is still running', async () => {
    await api('PUT', '/_emulator/faults', { latencyMs: 400, pathPrefix: '/v2/business_customer' });
    const first = create(customerBody(), 'slow-1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await create(customerBody(), 'slow-1');
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
    expect((await first).status).toBe(200);
    await api('DELETE', '/_emulator/faults');
    const third = await create(customerBody(), 'slow-1');
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(third.body.customer_id).toBe((await first).body.customer_id);
  });

  it('does not store a refused request: the key can be used again once the body is fixed', async () => {
    expect((await create(customerBody({ registered_country: 'XX' }), 'fix-1')).status).toBe(400);
    expect((await create(customerBody(), 'fix-1')).status).toBe(200);
  });
});

describe('idempotency records', () => {
  it('expire after 24 hours: the key then creates anew', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    const repo = new IdempotencyRepository(db, 24 * 3600_000);
    const scope = { businessId: 'b', livemode: false };
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    expect(repo.reserve(scope, 'k', 'h1', t0).kind).toBe('reserved');
    repo.complete(scope, 'k', 200, '{"a":1}');
    expect(repo.reserve(scope, 'k', 'h1', t0 + 24 * 3600_000 - 1)).toEqual({ kind: 'replay', status: 200, body: '{"a":1}' });
    expect(repo.reserve(scope, 'k', 'h2', t0 + 24 * 3600_000 - 1).kind).toBe('conflict');
    expect(repo.reserve(scope, 'k', 'h2', t0 + 24 * 3600_000).kind).toBe('reserved');
    db.close();
  });
});

describe('GET /v2/business_customer/{customer_id}', () => {
  it('returns the customer with its status and its open link while pending', async () => {
    const created = await create(customerBody(), 'get-1');
    const res = await api('GET', `/v2/business_customer/${created.body.customer_id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      customer_id: created.body.customer_id,
      business_name: 'Acme Trading Ltd',
      registered_country: 'NG',
      verification_status: 'pending',
      kyb_link: created.body.kyb_link,
      link_expires_at: created.body.link_expires_at,
    });
  });

  it('answers 404 NOT_FOUND for an unknown customer', async () => {
    const res = await api('GET', '/v2/business_customer/cus_unknown');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
