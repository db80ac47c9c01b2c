import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBackend, type EventBackend } from '../../src/status/feeds/event-backend.js';
import { LiveStatus, type StatusChange } from '../../src/status/live-status.js';
import { OutboxPublisher } from '../../src/status/feeds/outbox-publisher.js';
import { webhookRoute } from '../../src/status/ingest/webhook-receiver.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { tempSqliteStore } from '../store/support/databases.js';
import { LEGACY_SECRET_HEADER, SIGNATURE_HEADER, signWebhookBody } from '../../src/status/ingest/webhook-signature.js';

const secret = 'whsec_receiver_test';
let backend: EventBackend;
let store: GatewayStore;
let live: LiveStatus;
let publisher: OutboxPublisher;
let server: FastifyInstance;
let url: string;
let storeFails = false;

beforeAll(async () => {
  backend = await createEventBackend();
  store = await openGatewayStore(tempSqliteStore());
  // The status store failing after the event id was recorded: the whole transaction must roll back.
  const flakyStatuses: GatewayStore['statuses'] = {
    get: (dataSet, kind, id) => store.statuses.get(dataSet, kind, id),
    mayMove: (observations) => store.statuses.mayMove(observations),
    advance: async (tx, observations, observedAt, unstored) => {
      if (storeFails) throw new Error('store down');
      return store.statuses.advance(tx, observations, observedAt, unstored);
    },
  };
  publisher = new OutboxPublisher(store.db, store.outbox, backend.pubsub, () => {});
  publisher.start();
  live = new LiveStatus({ ...store, statuses: flakyStatuses }, backend.pubsub, publisher);
  server = Fastify();
  await server.register(
    webhookRoute({
      secrets: [secret],
      legacySecret: 'legacy-secret',
      live: live.ledger,
      normalize: (_kind, record) => {
        if (record.reject_me === true) throw new Error('not a record');
        return { ...record, normalized: true };
      },
    }),
  );
  url = `${await server.listen({ port: 0, host: '127.0.0.1' })}/webhooks/ramp`;
});

afterAll(async () => {
  await server.close();
  await publisher.stop();
  await backend.close();
  await store.close();
});

let n = 0;
function offrampEvent(txId: string, status: string, eventId = `evt_${(n += 1)}_${Date.now()}`) {
  return JSON.stringify({
    id: eventId,
    event: 'transaction_status_updated',
    created_at: new Date().toISOString(),
    livemode: false,
    payload: { transaction_id: txId, transaction_status: status, amount: '50.000000' },
  });
}

async function post(body: string | Buffer, headers: Record<string, string>): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
  return { status: response.status, json: await response.json() };
}

const signed = (body: string, t = Math.floor(Date.now() / 1000), key = secret) => ({
  [SIGNATURE_HEADER]: signWebhookBody(key, t, body),
});

/** Collects what a watch delivers until `marker` arrives, proving nothing else came before it. */
async function deliveredBefore(feed: AsyncIterator<StatusChange>, markerStatus: string): Promise<string[]> {
  const seen: string[] = [];
  for (;;) {
    const r = await feed.next();
    if (r.done) return seen;
    seen.push(r.value.status);
    if (r.value.status === markerStatus) {
      await feed.return?.();
      return seen;
    }
  }
}

describe('webhook receiver', () => {
  it('accepts a signed event, stores its status and publishes it', async () => {
    const feed = await live.feeds.watch('test', 'offramp', 'tx_ok');
    const body = offrampEvent('tx_ok', 'processing');
    expect(await post(body, signed(body))).toEqual({ status: 200, json: { received: true } });
    expect(await feed.next()).toMatchObject({ value: { id: 'tx_ok', status: 'processing', record: { amount: '50.000000' } } });
    expect(await live.ledger.current('test', 'offramp', 'tx_ok')).toMatchObject({ status: 'processing' });
    await feed.return?.();
  });

  it('refuses forged, stale and unsigned events with 400 and publishes none of them', async () => {
    const feed = await live.feeds.watch('test', 'offramp', 'tx_forged');
    const forged = offrampEvent('tx_forged', 'failed');
    expect((await post(forged, signed(forged, undefined, 'not-the-secret'))).status).toBe(400);
    const stale = offrampEvent('tx_forged', 'failed');
    expect((await post(stale, signed(stale, Math.floor(Date.now() / 1000) - 301))).status).toBe(400);
    expect((await post(offrampEvent('tx_forged', 'failed'), {})).status).toBe(400);
    const legacyWrong = offrampEvent('tx_forged', 'failed');
    expect((await post(legacyWrong, { [LEGACY_SECRET_HEADER]: 'guess' })).status).toBe(400);

    const marker = offrampEvent('tx_forged', 'processing');
    expect((await post(marker, signed(marker))).status).toBe(200);
    expect(await deliveredBefore(feed, 'processing')).toEqual(['processing']);
    expect((await live.ledger.current('test', 'offramp', 'tx_forged'))?.status).toBe('processing');
  });

  it('acknowledges a replayed event id without publishing it again', async () => {
    const feed = await live.feeds.watch('test', 'offramp', 'tx_replay');
    const body = offrampEvent('tx_replay', 'pending', 'evt_replayed');
    expect(await post(body, signed(body))).toEqual({ status: 200, json: { received: true } });
    expect(await post(body, signed(body))).toEqual({ status: 200, json: { received: true, duplicate: true } });
    const marker = offrampEvent('tx_replay', 'completed');
    await post(marker, signed(marker));
    expect(await deliveredBefore(feed, 'completed')).toEqual(['pending', 'completed']);
  });

  it('refuses signed bodies that are not JSON or not a webhook body with 400', async () => {
    const notJson = '{"id": "evt_broken",';
    expect(await post(notJson, signed(notJson))).toMatchObject({ status: 400, json: { error: { code: 'VALIDATION_FAILED' } } });
    const wrongShape = JSON.stringify({ id: 'evt_shape', payload: { transaction_id: 'tx_bad', transaction_status: 'pending' } });
    expect((await post(wrongShape, signed(wrongShape))).status).toBe(400);
    const noPayload = JSON.stringify({ event: 'transaction_status_updated' });
    expect((await post(noPayload, signed(noPayload))).status).toBe(400);
    expect(await live.ledger.current('test', 'offramp', 'tx_bad')).toBeUndefined();
  });

  // The provider gives up after two retries: an authentic delivery is never refused for its content.
  it('acknowledges an unknown status and an unroutable payload, keeps them as unrouted and stores no status', async () => {
    const badStatus = offrampEvent('tx_bad', 'teleported');
    expect(await post(badStatus, signed(badStatus))).toEqual({ status: 200, json: { received: true, ignored: true } });
    const empty = JSON.stringify({ event: 'transaction_status_updated', payload: {} });
    expect(await post(empty, signed(empty))).toEqual({ status: 200, json: { received: true, ignored: true } });
    expect(await live.ledger.current('test', 'offramp', 'tx_bad')).toBeUndefined();
    const kept = await store.unroutedWebhooks.latest(10);
    expect(kept).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'transaction_status_updated', reason: expect.stringContaining('payload.transaction_status'), body: badStatus }),
        expect.objectContaining({ event: 'transaction_status_updated', body: empty }),
      ]),
    );
  });

  it('keeps the digits of JSON-number amounts exactly, and hands the record to the normalizer', async () => {
    const body = JSON.stringify({ id: 'evt_digits', event: 'esp_transaction_updated', created_at: 'now', livemode: false, payload: { transaction_id: 'esp_digits', transaction_type: 'onramp', transaction_status: 'Pending' } })
      .replace('"transaction_status"', '"amount":1500.10,"rate":0.000123456789012345678,"transaction_status"');
    expect((await post(body, signed(body))).status).toBe(200);
    expect((await live.ledger.current('test', 'esp_transaction', 'esp_digits'))?.record).toMatchObject({
      amount: '1500.10',
      rate: '0.000123456789012345678',
      normalized: true,
    });
  });

  it('acknowledges a payload the normalizer cannot read of a resource it holds no model of, keeps it as unrouted and stores no status', async () => {
    const body = JSON.stringify({ id: 'evt_unreadable', event: 'brl_ticket_updated', created_at: 'now', livemode: false, payload: { ticket_id: 'brl_bad', status: 'paid', reject_me: true } });
    expect(await post(body, signed(body))).toEqual({ status: 200, json: { received: true, ignored: true } });
    expect(await live.ledger.current('test', 'brl_ticket', 'brl_bad')).toBeUndefined();
    expect(await store.unroutedWebhooks.latest(10)).toEqual(
      expect.arrayContaining([expect.objectContaining({ eventId: 'evt_unreadable', reason: 'payload is not a readable brl_ticket record' })]),
    );
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(70 * 1024) });
    expect(await post(big, signed(big))).toMatchObject({ status: 413, json: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('accepts the legacy shared-secret header when that mode is configured', async () => {
    const body = offrampEvent('tx_legacy', 'pending');
    expect((await post(body, { [LEGACY_SECRET_HEADER]: 'legacy-secret' })).status).toBe(200);
    expect((await live.ledger.current('test', 'offramp', 'tx_legacy'))?.status).toBe('pending');
  });

  it('accepts the signing secret itself in the bridge-webhook-secret header (the provider documented scheme)', async () => {
    const body = offrampEvent('tx_documented_header', 'pending');
    expect((await post(body, { [LEGACY_SECRET_HEADER]: secret })).status).toBe(200);
    expect((await live.ledger.current('test', 'offramp', 'tx_documented_header'))?.status).toBe('pending');
  });

  it('acknowledges an event kind it does not know without storing anything', async () => {
    const body = JSON.stringify({ id: 'evt_new_kind', event: 'payout_rerouted', created_at: 'now', livemode: false, payload: {} });
    expect(await post(body, signed(body))).toEqual({ status: 200, json: { received: true, ignored: true } });
  });

  it('answers 503 when the event cannot be recorded, and accepts the retry once the store is back', async () => {
    const body = offrampEvent('tx_retry', 'pending', 'evt_retry');
    storeFails = true;
    try {
      expect(await post(body, signed(body))).toMatchObject({ status: 503, json: { error: { code: 'UNAVAILABLE' } } });
    } finally {
      storeFails = false;
    }
    expect(await post(body, signed(body))).toEqual({ status: 200, json: { received: true } });
  });

  it('reads the body whatever content type the sender declares', async () => {
    const body = offrampEvent('tx_text', 'pending');
    const response = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain', ...signed(body) } });
    expect(response.status).toBe(200);
  });
});
