// uploadOnrampProofOfPayment over real HTTP against the emulator: the on-ramp's receipt, a file in a
// GraphQL multipart request, goes to POST /otc/pop once per idempotency key and moves the on-ramp to
// PROCESSING for its caller and subscribers; a file of another type or past 3 MB, or an on-ramp of
// another key, is refused before anything is sent.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OnrampProofUpdatedDocument, UploadOnrampProofOfPaymentDocument, ViewerDocument } from '../generated/graphql.js';
import { subscribe, wsClient } from '../events/support/live-harness.js';
import { createTestOnramp } from './support/onramps.js';
import { dataOf, errorCodes, startHarness, type Harness } from './support/harness.js';
import { executeUpload, streamedUpload } from './support/multipart.js';
import { print } from 'graphql';

const FAR = 3_600_000;
const PDF = new TextEncoder().encode('%PDF-1.7\n%receipt of the transfer\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const RECEIPT_LIMIT = 3 * 1024 * 1024;

let harness: Harness;
let ws: Client;
let keys = 0;
const newKey = () => `receipt-${Date.now().toString(36)}-${(keys += 1)}`;

beforeAll(async () => {
  // Nothing moves by itself: only the receipt moves an on-ramp to processing.
  harness = await startHarness({ emulator: { delays: { onrampBankingDetailsMs: FAR, onrampProcessingMs: FAR, onrampSettlementMs: FAR } } });
  dataOf(await harness.execute(ViewerDocument));
  ws = wsClient(harness.gateway, { 'ngnc-sec-key': harness.emulator.testKey });
});

afterAll(async () => {
  await ws.dispose();
  await harness.close();
});

beforeEach(async () => {
  await harness.clearFaults();
});

function upload(onrampId: string, file: Blob, idempotencyKey?: string, key = harness.emulator.testKey, filename = 'receipt.pdf') {
  return executeUpload(
    harness.gateway.graphqlUrl,
    UploadOnrampProofOfPaymentDocument,
    { input: { onrampId, file, ...(idempotencyKey !== undefined && { idempotencyKey }) } },
    file,
    { key, filename },
  );
}

describe('uploadOnrampProofOfPayment', () => {
  it('sends the receipt once as multipart, answers PROCESSING, and a subscriber sees the change; the same key sends nothing again', async () => {
    const onramp = await createTestOnramp(harness);
    expect(onramp.status).toBe('PENDING');
    const feed = subscribe(ws, OnrampProofUpdatedDocument, { id: onramp.id });
    expect((await feed.next()).onrampUpdated).toMatchObject({ id: onramp.id, status: 'PENDING' });

    harness.clearProviderCalls();
    const idempotencyKey = newKey();
    const first = dataOf(await upload(onramp.id, new Blob([PDF], { type: 'application/pdf' }), idempotencyKey)).uploadOnrampProofOfPayment;
    expect(first).toEqual({ onramp: { id: onramp.id, reference: onramp.reference, status: 'PROCESSING' }, userErrors: [] });
    expect(harness.providerCalls().map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual(['POST /otc/pop 200']);
    expect((await feed.next()).onrampUpdated).toMatchObject({ id: onramp.id, status: 'PROCESSING' });

    const again = dataOf(await upload(onramp.id, new Blob([PDF], { type: 'application/pdf' }), idempotencyKey)).uploadOnrampProofOfPayment;
    expect(again).toEqual(first);
    const otherFile = dataOf(await upload(onramp.id, new Blob([PNG], { type: 'image/png' }), idempotencyKey, undefined, 'receipt.pdf')).uploadOnrampProofOfPayment;
    expect(otherFile.userErrors.map((e) => e.code)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    expect(harness.providerCalls('POST', '/otc/pop')).toHaveLength(1);
    await feed.close();
  });

  it("reads the type from the bytes: a PNG declared as text is sent as a PNG, text named receipt.pdf is refused with the input's other problems", async () => {
    const onramp = await createTestOnramp(harness);
    harness.clearProviderCalls();
    const refused = dataOf(await upload('otc_not_mine', new Blob(['a text file'], { type: 'application/pdf' }), newKey())).uploadOnrampProofOfPayment;
    expect(refused.onramp).toBeNull();
    expect(refused.userErrors.map((e) => [e.field, e.code])).toEqual([
      [['input', 'file'], 'INVALID_FILE_TYPE'],
      [['input', 'onrampId'], 'NOT_FOUND'],
    ]);
    expect(harness.providerCalls('POST', '/otc/pop')).toEqual([]);

    const longName = dataOf(await upload(onramp.id, new Blob([PDF]), newKey(), undefined, `${'r'.repeat(256)}.pdf`)).uploadOnrampProofOfPayment;
    expect(longName.userErrors.map((e) => [e.field, e.code])).toEqual([[['input', 'file'], 'INVALID']]);
    expect(harness.providerCalls('POST', '/otc/pop')).toEqual([]);

    const taken = dataOf(await upload(onramp.id, new Blob([PNG], { type: 'text/plain' }), newKey(), undefined, 'scan')).uploadOnrampProofOfPayment;
    expect(taken).toMatchObject({ onramp: { status: 'PROCESSING' }, userErrors: [] });
  });

  it('refuses a receipt past 3 MB streamed without a length as it arrives, without reading the rest or sending anything', async () => {
    const onramp = await createTestOnramp(harness);
    harness.clearProviderCalls();
    const variables = { input: { onrampId: onramp.id, file: null, idempotencyKey: newKey() } };
    // The body stays open after the file's first 3 MB and 64 KiB: an answer proves the rest was never waited for.
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const stream = streamedUpload(print(UploadOnrampProofOfPaymentDocument), variables, 'variables.input.file', RECEIPT_LIMIT + 64 * 1024, PDF, { hold });
    const abort = new AbortController();
    try {
      const response = await fetch(harness.gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': stream.contentType, 'ngnc-sec-key': harness.emulator.testKey },
        body: stream.body,
        duplex: 'half',
        signal: abort.signal,
      } as RequestInit);
      const payload = ((await response.json()) as { data: { uploadOnrampProofOfPayment: { onramp: unknown; userErrors: Array<{ field: string[]; code: string }> } } }).data
        .uploadOnrampProofOfPayment;
      expect(payload.onramp).toBeNull();
      expect(payload.userErrors.map((e) => [e.field, e.code])).toEqual([[['input', 'file'], 'FILE_TOO_LARGE']]);
    } finally {
      abort.abort();
      release();
    }
    expect(harness.providerCalls('POST', '/otc/pop')).toEqual([]);

    const exactly = new Uint8Array(RECEIPT_LIMIT);
    exactly.set(PDF);
    const atLimit = dataOf(await upload(onramp.id, new Blob([exactly]), newKey())).uploadOnrampProofOfPayment;
    expect(atLimit).toMatchObject({ onramp: { status: 'PROCESSING' }, userErrors: [] });
  });

  it("refuses another key's on-ramp as NOT_FOUND without sending anything", async () => {
    const onramp = await createTestOnramp(harness);
    harness.clearProviderCalls();
    const result = await upload(onramp.id, new Blob([PDF]), newKey(), harness.emulator.liveKey);
    const payload = dataOf(result).uploadOnrampProofOfPayment;
    expect(payload.userErrors.map((e) => [e.field, e.code])).toEqual([[['input', 'onrampId'], 'NOT_FOUND']]);
    expect(harness.providerCalls('POST', '/otc/pop')).toEqual([]);
  });

  it("answers the provider's refusal of the file at input.file, and a lost answer as OUTCOME_UNKNOWN that the same key does not send again", async () => {
    const onramp = await createTestOnramp(harness);
    await harness.setFaults({ receiptMaxBytes: 8, pathPrefix: '/otc/pop' });
    const refused = dataOf(await upload(onramp.id, new Blob([PDF]), newKey())).uploadOnrampProofOfPayment;
    expect(refused.userErrors.map((e) => e.field)).toEqual([['input', 'file']]);

    await harness.setFaults({ afterProcessing: { answer: 503 }, pathPrefix: '/otc/pop' });
    const idempotencyKey = newKey();
    const lost = await upload(onramp.id, new Blob([PDF]), idempotencyKey);
    expect(errorCodes(lost)).toEqual(['OUTCOME_UNKNOWN']);
    expect(harness.providerCalls('POST', '/otc/pop')).toHaveLength(1);
    const retried = await upload(onramp.id, new Blob([PDF]), idempotencyKey);
    expect(errorCodes(retried)).toEqual(['OUTCOME_UNKNOWN']);
    expect(harness.providerCalls('POST', '/otc/pop')).toHaveLength(1);
  });
});
