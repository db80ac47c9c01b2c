// SIGTERM on the built gateway (`node dist/src/main.js`, as `npm start` runs it), spawned as its
// own process over the real emulator, with REDIS_URL and without: a payout in flight finishes,
// subscriptions are closed as "going away", and the process exits 0 well within its deadline.
// A shutdown that outlasts SHUTDOWN_TIMEOUT_MS exits 1 and says so.

import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { print, type FormattedExecutionResult } from 'graphql';
import { createClient } from 'graphql-ws';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startEmulator, type RunningEmulator } from '../../emulator/index.js';
import { REDIS_URL, connectRedis, deleteKeys, uniquePrefix } from '../events/redis-fixture.js';
import { LiveEspTransactionsDocument, SafetyEspOfframpDocument, type SafetyEspOfframpMutation } from '../generated/graphql.js';
import { espOfframpInput, providerPosts, setFaults, uniqueAccountNumber } from '../safety/support/safety-harness.js';
import { tempSqliteStore } from '../store/support/databases.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ESP_OFFRAMP = '/transactions/v2/esp_offramp';
/** What the issue asks of a shutdown: done well within an orchestrator's patience. */
const BOUND_MS = 10_000;

let emulator: RunningEmulator;
let redis: Redis;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  await promisify(execFile)(process.execPath, [`${ROOT}node_modules/typescript/bin/tsc`, '-p', 'tsconfig.build.json'], { cwd: ROOT });
  emulator = await startEmulator({ port: 0 });
  redis = await connectRedis();
}, 180_000);

afterEach(async () => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
  await setFaults(emulator, null);
});

afterAll(async () => {
  await emulator?.close();
  redis?.disconnect();
});

interface SpawnedGateway {
  child: ChildProcess;
  graphqlUrl: string;
  /** Everything it wrote to stdout, line by line. */
  lines: string[];
  exited: Promise<{ code: number | null; at: number }>;
}

async function spawnGateway(env: Record<string, string>): Promise<SpawnedGateway> {
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: ROOT,
    // Not NODE_ENV=test: outside it, Apollo would install signal handlers of its own, as in production.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  const exited = once(child, 'exit').then(([code]) => ({ code: typeof code === 'number' ? code : null, at: Date.now() }));
  const lines: string[] = [];
  let rest = '';
  const graphqlUrl = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString('utf8');
      const complete = text.split('\n');
      rest = complete.pop() ?? '';
      for (const line of complete) {
        lines.push(line);
        const started = /GraphQL at (\S+)/.exec(line);
        if (started) resolve(started[1]!);
      }
    });
    void exited.then(({ code }) => reject(new Error(`the gateway exited with ${code} before serving`)));
  });
  return { child, graphqlUrl: await graphqlUrl, lines, exited };
}

/** The gateway's JSON log lines with this message. */
const logged = (gateway: SpawnedGateway, message: string) =>
  gateway.lines.flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as Record<string, unknown>] : [])).filter((entry) => entry.msg === message);

/** A TCP relay to the emulator that tells when the gateway has sent it a POST: a mutation is then in flight. */
async function relayToEmulator(): Promise<{ url: string; postArrived: Promise<void>; close(): Promise<void> }> {
  const target = new URL(emulator.url);
  let arrived = () => {};
  const postArrived = new Promise<void>((resolve) => (arrived = resolve));
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      if (chunk.toString('latin1').includes('POST ')) arrived();
    });
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the relay has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    postArrived,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function payout(graphqlUrl: string, input: ReturnType<typeof espOfframpInput>) {
  return fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': emulator.testKey },
    body: JSON.stringify({ query: print(SafetyEspOfframpDocument), variables: { input } }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as FormattedExecutionResult<SafetyEspOfframpMutation> }));
}

/** A connected subscriber on the gateway; `closed` resolves with the close code the server sent. */
async function subscriber(graphqlUrl: string): Promise<{ closed: Promise<number> }> {
  const client = createClient({ url: graphqlUrl.replace(/^http/, 'ws'), webSocketImpl: WebSocket, connectionParams: { 'ngnc-sec-key': emulator.testKey }, retryAttempts: 0, lazy: false, onNonLazyError: () => {} });
  const closed = new Promise<number>((resolve) =>
    client.on('closed', (event) => resolve(typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number' ? event.code : -1)),
  );
  const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe({ query: print(LiveEspTransactionsDocument), variables: {} }, { next: () => {}, error: () => {}, complete: () => {} });
  await connected;
  return { closed };
}

describe.each([
  { name: 'with REDIS_URL', redis: true },
  { name: 'without REDIS_URL (in memory)', redis: false },
])('SIGTERM $name', ({ redis: withRedis }) => {
  it('lets the payout in flight finish, closes subscriptions as going away, and exits 0 within 10 s', async () => {
    const relay = await relayToEmulator();
    const prefix = uniquePrefix();
    try {
      const env = {
        RAMP_BASE_URL: relay.url,
        UPSTREAM_TIMEOUT_MS: '5000',
        GATEWAY_DB_PATH: tempSqliteStore().path!,
        ...(withRedis && { REDIS_URL, REDIS_KEY_PREFIX: prefix }),
      };
      const gateway = await spawnGateway(env);
      const subscription = await subscriber(gateway.graphqlUrl);
      await setFaults(emulator, { latencyMs: 1_500, pathPrefix: ESP_OFFRAMP });
      emulator.requestLog.clear();
      const input = espOfframpInput(uniqueAccountNumber(), `shutdown-${uniqueAccountNumber()}`);
      const answer = payout(gateway.graphqlUrl, input);
      await relay.postArrived;

      const signalledAt = Date.now();
      gateway.child.kill('SIGTERM');
      const [{ code, at: exitedAt }, paid, closeCode] = await Promise.all([gateway.exited, answer, subscription.closed]);

      expect(paid.status).toBe(200);
      expect(paid.body.errors).toBeUndefined();
      expect(paid.body.data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));
      expect(closeCode).toBe(1001);
      expect(code).toBe(0);
      expect(exitedAt - signalledAt).toBeLessThan(BOUND_MS);
      expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
      expect(logged(gateway, 'stopping: draining connections and requests in flight')).toMatchObject([{ signal: 'SIGTERM', timeoutMs: 10_000 }]);
      expect(logged(gateway, 'stopped')).toMatchObject([{ signal: 'SIGTERM', durationMs: expect.any(Number) }]);

      // The payout finished during the drain was recorded before the store closed: after a restart,
      // its retry answers it again and sends nothing.
      const restarted = await spawnGateway(env);
      const replay = await payout(restarted.graphqlUrl, input);
      expect(replay.body.data?.createEspOfframp.transaction?.id).toBe(paid.body.data?.createEspOfframp.transaction?.id);
      expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
      restarted.child.kill('SIGTERM');
      expect((await restarted.exited).code).toBe(0);
    } finally {
      await relay.close();
      if (withRedis) await deleteKeys(redis, prefix);
    }
  }, 30_000);
});

// A client that hangs up does not take back a payout already sent to the provider: the shutdown
// must still wait for its answer and record it, or the key would stay bound to a claim that
// reads as an unknown outcome after the restart.
it('records a payout whose client hung up mid-request before the store closes on SIGTERM', async () => {
  const relay = await relayToEmulator();
  try {
    const env = { RAMP_BASE_URL: relay.url, UPSTREAM_TIMEOUT_MS: '5000', GATEWAY_DB_PATH: tempSqliteStore().path! };
    const gateway = await spawnGateway(env);
    await setFaults(emulator, { latencyMs: 1_500, pathPrefix: ESP_OFFRAMP });
    emulator.requestLog.clear();
    const input = espOfframpInput(uniqueAccountNumber(), `hung-up-${uniqueAccountNumber()}`);
    const hangUp = new AbortController();
    const abandoned = fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': emulator.testKey },
      body: JSON.stringify({ query: print(SafetyEspOfframpDocument), variables: { input } }),
      signal: hangUp.signal,
    }).catch(() => undefined);
    await relay.postArrived;
    hangUp.abort();
    await abandoned;

    gateway.child.kill('SIGTERM');
    expect((await gateway.exited).code).toBe(0);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);

    const restarted = await spawnGateway(env);
    const replay = await payout(restarted.graphqlUrl, input);
    expect(replay.body.errors).toBeUndefined();
    expect(replay.body.data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
    restarted.child.kill('SIGTERM');
    expect((await restarted.exited).code).toBe(0);
  } finally {
    await relay.close();
  }
}, 30_000);

it('exits 1 and says so when draining outlasts SHUTDOWN_TIMEOUT_MS', async () => {
  const relay = await relayToEmulator();
  try {
    const gateway = await spawnGateway({ RAMP_BASE_URL: relay.url, UPSTREAM_TIMEOUT_MS: '10000', SHUTDOWN_TIMEOUT_MS: '1000' });
    await setFaults(emulator, { latencyMs: 8_000, pathPrefix: ESP_OFFRAMP });
    const answer = payout(gateway.graphqlUrl, espOfframpInput(uniqueAccountNumber(), `shutdown-${uniqueAccountNumber()}`)).catch(() => undefined);
    await relay.postArrived;

    const signalledAt = Date.now();
    gateway.child.kill('SIGTERM');
    const { code, at: exitedAt } = await gateway.exited;

    expect(code).toBe(1);
    expect(exitedAt - signalledAt).toBeGreaterThanOrEqual(1_000);
    expect(exitedAt - signalledAt).toBeLessThan(BOUND_MS);
    expect(logged(gateway, 'shutdown did not finish in time; exiting with requests or connections still open')).toMatchObject([{ signal: 'SIGTERM', timeoutMs: 1_000 }]);
    expect(logged(gateway, 'stopped')).toEqual([]);
    await answer;
  } finally {
    await relay.close();
  }
}, 30_000);

it('exits 0 when tracing’s collector is down, and says the last spans were lost', async () => {
  const closedPort = createServer();
  closedPort.listen(0, '127.0.0.1');
  await once(closedPort, 'listening');
  const address = closedPort.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  await new Promise((resolve) => closedPort.close(resolve));

  const gateway = await spawnGateway({ RAMP_BASE_URL: emulator.url, SHUTDOWN_TIMEOUT_MS: '3000', OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${address.port}` });
  const traced = await fetch(gateway.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
  expect(await traced.json()).toEqual({ data: { __typename: 'Query' } });

  gateway.child.kill('SIGTERM');
  expect((await gateway.exited).code).toBe(0);
  const lost = [...logged(gateway, 'tracing: the last spans could not be exported; they are lost'), ...logged(gateway, 'tracing: the collector did not take the last spans in time; they are lost')];
  expect(lost).toHaveLength(1);
  expect(logged(gateway, 'stopped')).toHaveLength(1);
}, 30_000);

it('SIGTERM to `npm start` reaches the gateway: it drains and exits, leaving nothing on its port', async () => {
  // The repository's own start script, run by npm, with its build step already done by beforeAll.
  const start = (JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
  const project = mkdtempSync(join(tmpdir(), 'ramp-npm-start-'));
  try {
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'npm-start-signal', private: true, type: 'module', scripts: { build: 'true', start } }));
    symlinkSync(join(ROOT, 'dist'), join(project, 'dist'));
    symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'));
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: project,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', RAMP_BASE_URL: emulator.url, RAMP_API_KEY: emulator.testKey, GATEWAY_DB_PATH: join(project, 'gateway.db') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    running.add(npm);
    const npmExited = once(npm, 'exit');
    let output = '';
    const graphqlUrl = await new Promise<string>((resolve, reject) => {
      npm.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const started = /GraphQL at (\S+)/.exec(output);
        if (started) resolve(started[1]!);
      });
      void npmExited.then(() => reject(new Error(`npm start exited before serving: ${output}`)));
    });
    expect((await fetch(graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' })).status).toBe(200);

    npm.kill('SIGTERM');
    await npmExited;
    await expect.poll(() => output, { timeout: BOUND_MS }).toContain('"msg":"stopped"');
    await expect(fetch(graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' })).rejects.toThrow();
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
