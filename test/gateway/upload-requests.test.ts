// GraphQL multipart requests on /graphql over real HTTP: what stands in front of a file upload
// before any of its body is read (a preflight header, a key the provider accepts), and the bounds
// of the body (one operation, one file, at a variable's null).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_KEYS } from '../support/emulator-profile.js';
import { startHarness, type Harness } from './support/harness.js';
import { streamedUpload, uploadForm } from './support/multipart.js';
import { UPLOADS_PER_CALLER } from '../../src/security/upload-requests.js';

const VIEWER = 'query Viewer { viewer { __typename } }';
const PDF = new TextEncoder().encode('%PDF-1.7\n%receipt\n');

/**
 * Sends an upload whose body stays open after its file until the answer arrives: an answer
 * while it is open was given without reading the body to its end.
 */
async function answerWhileBodyOpen(harness: Harness, headers: Record<string, string>) {
  let release!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  const upload = streamedUpload(VIEWER, { file: null }, 'variables.file', 1024, PDF, { hold });
  const abort = new AbortController();
  try {
    const response = await fetch(harness.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': upload.contentType, ...headers },
      body: upload.body,
      duplex: 'half',
      signal: abort.signal,
    } as RequestInit);
    return { status: response.status, body: (await response.json()) as { errors?: Array<{ extensions: { code: string } }> } };
  } finally {
    abort.abort();
    release();
  }
}

/**
 * Sends the head of an upload whose body never ends over a raw connection: the answer, and whether
 * the gateway then ended the connection rather than go on reading what the sender sends.
 */
async function refusedThenClosed(harness: Harness, headers: Record<string, string>): Promise<{ answer: string; closed: true }> {
  const url = new URL(harness.gateway.graphqlUrl);
  const socket = connect(Number(url.port), url.hostname);
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  const closed = new Promise<true>((resolve) => socket.once('close', () => resolve(true)));
  const head = Object.entries({ host: url.host, 'content-type': 'multipart/form-data; boundary=b', 'transfer-encoding': 'chunked', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const part = '--b\r\ncontent-disposition: form-data; name="operations"\r\n\r\n';
  socket.write(`POST ${url.pathname} HTTP/1.1\r\n${head}\r\n${part.length.toString(16)}\r\n${part}\r\n`);
  try {
    return { closed: await closed, answer };
  } finally {
    socket.destroy();
  }
}

async function post(harness: Harness, form: FormData, headers: Record<string, string>) {
  const response = await fetch(harness.gateway.graphqlUrl, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> } };
}

describe('multipart requests on a gateway with its own key (a caller may send none)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ gateway: { rampApiKey: EMULATOR_KEYS.test } });
  });
  afterAll(async () => {
    await harness.close();
  });

  it('refuses an upload without a preflight header (as an HTML form could send it) before reading its body', async () => {
    const refused = await answerWhileBodyOpen(harness, {});
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('runs the operation of an upload sent with Apollo-Require-Preflight', async () => {
    const answer = await post(harness, uploadForm(VIEWER, { file: null }, 'variables.file', new Blob([PDF])), { 'apollo-require-preflight': 'true' });
    expect(answer).toEqual({ status: 200, body: { data: { viewer: { __typename: 'Viewer' } } } });
  });
});

describe('multipart requests on a gateway without a key of its own', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness.close();
  });

  const keyed = () => ({ 'ngnc-sec-key': harness.emulator.testKey });

  it('refuses an upload without a key, and one with a key the provider refuses, before reading its body', async () => {
    const none = await answerWhileBodyOpen(harness, { 'apollo-require-preflight': 'true' });
    expect(none.status).toBe(401);
    expect(none.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    harness.clearProviderCalls();
    const madeUp = await answerWhileBodyOpen(harness, { 'ngnc-sec-key': 'made-up-key-0123456789' });
    expect(madeUp.status).toBe(401);
    expect(madeUp.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('ends the connection of a refused upload instead of reading the rest of its body', async () => {
    for (const [headers, status] of [
      [{}, '400'],
      [{ 'apollo-require-preflight': 'true' }, '401'],
      [{ 'ngnc-sec-key': 'made-up-key-0123456789' }, '401'],
      [{ 'ngnc-sec-key': harness.emulator.testKey, 'content-encoding': 'gzip' }, '415'],
    ] as const) {
      const { answer, closed } = await refusedThenClosed(harness, headers);
      expect(closed).toBe(true);
      expect(answer.split(' ')[1], JSON.stringify(headers)).toBe(status);
    }
  });

  it('takes the key header as the preflight, and runs the operation with the file in its variable', async () => {
    const answer = await post(harness, uploadForm(VIEWER, { file: null }, 'variables.file', new Blob([PDF])), keyed());
    expect(answer).toEqual({ status: 200, body: { data: { viewer: { __typename: 'Viewer' } } } });
  });

  it('drops a file past 3 MB as it arrives, streamed without a length, and still answers the operation', async () => {
    const upload = streamedUpload(VIEWER, { file: null }, 'variables.file', 3 * 1024 * 1024 + 64 * 1024, PDF);
    const response = await fetch(harness.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': upload.contentType, ...keyed() },
      body: upload.body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { viewer: { __typename: 'Viewer' } } });
  });

  it('holds a few uploads of a key in memory at once: one more, sent slowly, is refused before its body is read', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const slow = Array.from({ length: UPLOADS_PER_CALLER }, () => {
      const upload = streamedUpload(VIEWER, { file: null }, 'variables.file', 1024 * 1024, PDF, { hold });
      return fetch(harness.gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': upload.contentType, ...keyed() },
        body: upload.body,
        duplex: 'half',
      } as RequestInit);
    });
    try {
      // Once the slow ones are being read, another is refused (an earlier one is answered as usual).
      await expect
        .poll(async () => (await post(harness, uploadForm(VIEWER, { file: null }, 'variables.file', new Blob([PDF])), keyed())).status, { timeout: 10_000 })
        .toBe(429);
      const refused = await answerWhileBodyOpen(harness, keyed());
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    } finally {
      release();
    }
    for (const response of await Promise.all(slow)) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { viewer: { __typename: 'Viewer' } } });
    }
    // Answered, they hold nothing: the key uploads again.
    expect((await post(harness, uploadForm(VIEWER, { file: null }, 'variables.file', new Blob([PDF])), keyed())).status).toBe(200);
  });

  it('frees the place of an upload whose caller went away, however early', async () => {
    for (let attempt = 0; attempt < UPLOADS_PER_CALLER * 3; attempt += 1) {
      const upload = streamedUpload(VIEWER, { file: null }, 'variables.file', 1024 * 1024, PDF, { hold: new Promise<void>(() => {}) });
      const abort = new AbortController();
      const sent = fetch(harness.gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': upload.contentType, ...keyed() },
        body: upload.body,
        duplex: 'half',
        signal: abort.signal,
      } as RequestInit);
      // Gone at each stage in turn: before its headers are read, while its key is checked, while its file arrives.
      await new Promise((resolve) => setTimeout(resolve, attempt % 3));
      abort.abort();
      await sent.catch(() => undefined);
    }
    await expect
      .poll(async () => (await post(harness, uploadForm(VIEWER, { file: null }, 'variables.file', new Blob([PDF])), keyed())).status, { timeout: 10_000 })
      .toBe(200);
    const held = await Promise.all(
      Array.from({ length: UPLOADS_PER_CALLER }, () => post(harness, uploadForm(VIEWER, { file: null }, 'variables.file', new Blob([PDF])), keyed())),
    );
    expect(held.map((answer) => answer.status)).toEqual(Array.from({ length: UPLOADS_PER_CALLER }, () => 200));
  });

  it('refuses a second file (413), a map outside the variables or onto a value the client set (400), and a body out of the spec order', async () => {
    const two = uploadForm(VIEWER, { file: null, other: null }, 'variables.file', new Blob([PDF]));
    two.append('1', new Blob([PDF]), 'second.pdf');
    const tooMany = await post(harness, two, keyed());
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.errors?.[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');

    for (const path of ['query', 'variables.__proto__.polluted', 'variables.missing', 'variables.file']) {
      const variables = path === 'variables.file' ? { file: 'set by the client' } : { file: null };
      const answer = await post(harness, uploadForm(VIEWER, variables, path, new Blob([PDF])), keyed());
      expect(answer.status, path).toBe(400);
      expect(answer.body.errors?.[0]?.extensions.code, path).toBe('BAD_REQUEST');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const unsorted = new FormData();
    unsorted.append('map', JSON.stringify({ 0: ['variables.file'] }));
    unsorted.append('operations', JSON.stringify({ query: VIEWER, variables: { file: null } }));
    unsorted.append('0', new Blob([PDF]), 'r.pdf');
    expect((await post(harness, unsorted, keyed())).status).toBe(400);

    const missingFile = new FormData();
    missingFile.append('operations', JSON.stringify({ query: VIEWER, variables: { file: null } }));
    missingFile.append('map', JSON.stringify({ 0: ['variables.file'] }));
    expect((await post(harness, missingFile, keyed())).status).toBe(400);
  });
});

describe('multipart requests on a gateway with a small rate limit', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ gateway: { security: { rateLimitRequests: 2 } } });
  });
  afterAll(async () => {
    await harness.close();
  });

  it('counts an upload against its key’s budget, and refuses one past it before reading its body', async () => {
    const keyed = { 'ngnc-sec-key': harness.emulator.testKey };
    for (let sent = 0; sent < 2; sent += 1) {
      expect((await post(harness, uploadForm(VIEWER, { file: null }, 'variables.file', new Blob([PDF])), keyed)).status).toBe(200);
    }
    const limited = await answerWhileBodyOpen(harness, keyed);
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
  });
});
