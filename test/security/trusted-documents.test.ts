// Trusted-documents mode with the manifest codegen writes for test/documents: listed
// operations run by hash or by text, everything else is refused before it runs, over HTTP
// and over graphql-ws.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { createLogger } from '../../src/logger.js';
import { sha256Hex } from '../../src/security/persisted-queries.js';
import { TrustedDocuments, TrustedDocumentsError } from '../../src/security/trusted-documents.js';
import { gatewayConfig, offrampInput, startLiveEmulator, wsClient } from '../events/support/live-harness.js';
import { MANIFEST_PATH, manifestOperation, manifestOperations, post } from './manifest.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;
let open: RunningGateway;
let key: string;
const logLines: string[] = [];

beforeAll(async () => {
  emulator = await startLiveEmulator();
  key = emulator.testKey;
  const logger = createLogger('debug', { write: (line: string) => void logLines.push(line) });
  gateway = await startGateway(
    { ...gatewayConfig(emulator.url), nodeEnv: 'production', security: { trustedDocumentsPath: MANIFEST_PATH, introspection: true } },
    { logger },
  );
  open = await startGateway(gatewayConfig(emulator.url), { logger });
});

afterAll(async () => {
  await gateway?.close();
  await open?.close();
  await emulator?.close();
});

const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });
const codeOf = (response: { json: { errors?: { extensions?: Record<string, unknown> }[] } }) => response.json.errors?.[0]?.extensions?.code;

describe('metrics in trusted mode', () => {
  it('label an operation by its manifest name, and an untrusted one never by the name its sender chose', async () => {
    const viewer = manifestOperation('Viewer');
    await post(gateway.graphqlUrl, { extensions: persisted(viewer.hash) }, { 'ngnc-sec-key': key });
    await post(gateway.graphqlUrl, { query: 'query Chosen_By_A_Stranger { viewer { mode } }' }, { 'ngnc-sec-key': key });
    const text = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(text).toMatch(/ramp_gateway_operations_total\{operation="Viewer",outcome="ok"\} 1/);
    expect(text).not.toContain('Chosen_By_A_Stranger');
  });
});

describe('over HTTP', () => {
  it('runs a manifest operation sent by its hash alone (Apollo persisted-query format)', async () => {
    const viewer = manifestOperation('Viewer');
    const response = await post(gateway.graphqlUrl, { extensions: persisted(viewer.hash) }, { 'ngnc-sec-key': key });
    expect(response.json).toEqual({ data: { viewer: { mode: 'TEST', livemode: false, keySource: 'REQUEST' } } });
  });

  it('runs every manifest query by hash with its variables', async () => {
    const quote = manifestOperation('ThreeRateQuotes');
    const response = await post(
      gateway.graphqlUrl,
      { extensions: persisted(quote.hash), variables: { amount: '10', otherAmount: '20' } },
      { 'ngnc-sec-key': key },
    );
    expect(response.json.errors).toBeUndefined();
    expect(Object.keys(response.json.data ?? {})).toEqual(['a', 'b', 'c']);
  });

  it('runs a manifest operation sent as its exact text, with or without its hash', async () => {
    const viewer = manifestOperation('Viewer');
    const textOnly = await post(gateway.graphqlUrl, { query: viewer.text }, { 'ngnc-sec-key': key });
    expect(textOnly.json.errors).toBeUndefined();
    const both = await post(gateway.graphqlUrl, { query: viewer.text, extensions: persisted(viewer.hash) }, { 'ngnc-sec-key': key });
    expect(both.json.errors).toBeUndefined();
  });

  it('refuses a hand-written query with OPERATION_NOT_TRUSTED and no provider call', async () => {
    emulator.requestLog.clear();
    const response = await post(gateway.graphqlUrl, { query: '{ viewer { mode } }' }, { 'ngnc-sec-key': key });
    expect(response.status).toBe(400);
    expect(codeOf(response)).toBe('OPERATION_NOT_TRUSTED');
    expect(response.json.data).toBeUndefined();
    expect(emulator.requestLog.entries()).toEqual([]);
  });

  it('refuses an unknown hash with PERSISTED_QUERY_NOT_FOUND', async () => {
    const response = await post(gateway.graphqlUrl, { extensions: persisted(sha256Hex('{ viewer { mode } }')) }, { 'ngnc-sec-key': key });
    expect(codeOf(response)).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('does not let a client register a new operation (automatic persisted queries)', async () => {
    const query = '{ viewer { livemode } }';
    const registration = await post(gateway.graphqlUrl, { query, extensions: persisted(sha256Hex(query)) }, { 'ngnc-sec-key': key });
    expect(codeOf(registration)).toBe('OPERATION_NOT_TRUSTED');
    const replay = await post(gateway.graphqlUrl, { extensions: persisted(sha256Hex(query)) }, { 'ngnc-sec-key': key });
    expect(codeOf(replay)).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses introspection, even when turned on: it is not in the manifest', async () => {
    const response = await post(gateway.graphqlUrl, { query: '{ __schema { queryType { name } } }' });
    expect(codeOf(response)).toBe('OPERATION_NOT_TRUSTED');
  });

  it('is off by default: the same hand-written query runs on a gateway without a manifest', async () => {
    const response = await post(open.graphqlUrl, { query: '{ viewer { mode } }' }, { 'ngnc-sec-key': key });
    expect(response.json).toEqual({ data: { viewer: { mode: 'TEST' } } });
  });
});

describe('persisted-query errors, each with its own code', () => {
  const viewer = () => manifestOperation('Viewer');
  const errorLines = () => logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

  it('runs a hash written as codegen writes manifest keys (sha256:<hex>), in trusted and open mode', async () => {
    const trustedRun = await post(gateway.graphqlUrl, { extensions: persisted(`sha256:${viewer().hash}`) }, { 'ngnc-sec-key': key });
    expect(trustedRun.json).toEqual({ data: { viewer: { mode: 'TEST', livemode: false, keySource: 'REQUEST' } } });
    const registered = await post(open.graphqlUrl, { query: viewer().text, extensions: persisted(`sha256:${viewer().hash}`) }, { 'ngnc-sec-key': key });
    expect(registered.json.errors).toBeUndefined();
    const byHash = await post(open.graphqlUrl, { extensions: persisted(`sha256:${viewer().hash}`) }, { 'ngnc-sec-key': key });
    expect(byHash.json.errors).toBeUndefined();
    // Over GET the prefix is stripped in the query string Apollo then reads.
    const overGet = await fetch(`${gateway.graphqlUrl}?extensions=${encodeURIComponent(JSON.stringify(persisted(`sha256:${viewer().hash}`)))}`, {
      headers: { 'apollo-require-preflight': 'true', 'ngnc-sec-key': key },
    });
    expect(await overGet.json()).toMatchObject({ data: { viewer: { mode: 'TEST' } } });
  });

  it('refuses a hash that is not its query’s with 400 PERSISTED_QUERY_HASH_MISMATCH, logged below error level', async () => {
    const before = errorLines().length;
    for (const url of [gateway.graphqlUrl, open.graphqlUrl]) {
      const response = await post(url, { query: viewer().text, extensions: persisted(sha256Hex('{ viewer { mode } }')) }, { 'ngnc-sec-key': key });
      expect(response.status).toBe(400);
      expect(codeOf(response)).toBe('PERSISTED_QUERY_HASH_MISMATCH');
      expect(response.json.errors?.[0]?.message).toMatch(/not the sha256 of the query/);
    }
    const overGet = await fetch(
      `${open.graphqlUrl}?query=${encodeURIComponent(viewer().text)}&extensions=${encodeURIComponent(JSON.stringify(persisted('0'.repeat(64))))}`,
      { headers: { 'apollo-require-preflight': 'true', 'ngnc-sec-key': key } },
    );
    expect(overGet.status).toBe(400);
    expect(((await overGet.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');
    expect(errorLines().slice(before)).toEqual([]);
  });

  it('tells an unknown hash (PERSISTED_QUERY_NOT_FOUND) from an unlisted text (OPERATION_NOT_TRUSTED)', async () => {
    const unknown = await post(gateway.graphqlUrl, { extensions: persisted(`sha256:${'0'.repeat(64)}`) }, { 'ngnc-sec-key': key });
    expect(codeOf(unknown)).toBe('PERSISTED_QUERY_NOT_FOUND');
    const unlisted = await post(gateway.graphqlUrl, { query: '{ viewer { mode } }', extensions: persisted(sha256Hex('{ viewer { mode } }')) }, { 'ngnc-sec-key': key });
    expect(codeOf(unlisted)).toBe('OPERATION_NOT_TRUSTED');
  });
});

describe('over graphql-ws', () => {
  it('starts a manifest subscription sent by hash and refuses a hand-written one', async () => {
    const setup = manifestOperation('LiveSetupOfframp');
    const created = await post(gateway.graphqlUrl, { extensions: persisted(setup.hash), variables: { input: offrampInput() } }, { 'ngnc-sec-key': key });
    const id = (created.json.data as { createOfframp: { offramp: { id: string } } }).createOfframp.offramp.id;
    const client = wsClient(gateway, { 'ngnc-sec-key': key });
    const first = (payload: { query: string; variables?: Record<string, unknown>; extensions?: Record<string, unknown> }) =>
      new Promise<unknown>((resolve) => {
        const stop = client.subscribe(payload, {
          next: (value) => {
            resolve(value);
            stop();
          },
          error: resolve,
          complete: () => {},
        });
      });
    try {
      const live = manifestOperation('LiveOfframp');
      const byHash = await first({ query: '', variables: { id }, extensions: persisted(live.hash) });
      expect(byHash).toMatchObject({ data: { offrampUpdated: { id, status: 'PENDING' } } });
      const handWritten = (await first({ query: `subscription { offrampUpdated(id: "${id}") { id } }` })) as { extensions?: { code?: string } }[];
      expect(handWritten.map((error) => error.extensions?.code)).toEqual(['OPERATION_NOT_TRUSTED']);
      const unknown = (await first({ query: '', extensions: persisted('0'.repeat(64)) })) as { extensions?: { code?: string } }[];
      expect(unknown.map((error) => error.extensions?.code)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
      const prefixed = await first({ query: '', variables: { id }, extensions: persisted(`sha256:${live.hash}`) });
      expect(prefixed).toMatchObject({ data: { offrampUpdated: { id, status: 'PENDING' } } });
      const mismatch = (await first({ query: live.text, variables: { id }, extensions: persisted('0'.repeat(64)) })) as { extensions?: { code?: string } }[];
      expect(mismatch.map((error) => error.extensions?.code)).toEqual(['PERSISTED_QUERY_HASH_MISMATCH']);
    } finally {
      await client.dispose();
    }
  });
});

describe('the manifest', () => {
  const directory = mkdtempSync(join(tmpdir(), 'trusted-documents-'));
  const write = (name: string, content: string) => {
    const path = join(directory, name);
    writeFileSync(path, content);
    return path;
  };

  it('is read whole: every operation of test/documents is in it', () => {
    const trusted = TrustedDocuments.fromManifest(MANIFEST_PATH);
    expect(trusted.size).toBe(manifestOperations().length);
    expect(trusted.text(manifestOperation('Viewer').hash)).toBe(manifestOperation('Viewer').text);
  });

  it('stops the start when a key is not the hash of its document', async () => {
    const path = write('tampered.json', JSON.stringify({ [`sha256:${sha256Hex('{ a }')}`]: '{ viewer { mode } }' }));
    expect(() => TrustedDocuments.fromManifest(path)).toThrow(TrustedDocumentsError);
    await expect(startGateway({ ...gatewayConfig(emulator.url), security: { trustedDocumentsPath: path } })).rejects.toThrow(/does not have that hash/);
  });

  it('stops the start when it is missing, not JSON, or hashed with something else than sha256', () => {
    expect(() => TrustedDocuments.fromManifest(join(directory, 'absent.json'))).toThrow(/cannot read/);
    expect(() => TrustedDocuments.fromManifest(write('broken.json', '{'))).toThrow(/cannot read/);
    expect(() => TrustedDocuments.fromManifest(write('sha1.json', JSON.stringify({ ['a'.repeat(40)]: '{ viewer { mode } }' })))).toThrow(/sha256/);
  });

  it('stops the start of a subgraph-mode gateway when a document is not GraphQL: its root fields cannot be read', async () => {
    const text = 'not { graphql';
    const path = write('not-graphql.json', JSON.stringify({ [`sha256:${sha256Hex(text)}`]: text }));
    expect(TrustedDocuments.fromManifest(path).size).toBe(1);
    await expect(startGateway({ ...gatewayConfig(emulator.url), federation: true, security: { trustedDocumentsPath: path } })).rejects.toThrow(/is not GraphQL/);
  });
});
