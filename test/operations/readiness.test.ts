import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { eventually, gatewayConfig } from '../events/support/live-harness.js';
import { tempPostgres } from '../store/support/databases.js';
import { freePort, RedisServer } from './support/redis-server.js';

interface Readiness {
  status: number;
  body: { status: string; checks: Record<string, string> };
}

async function readiness(gateway: RunningGateway): Promise<Readiness> {
  const response = await fetch(`${gateway.url}/readyz`);
  return { status: response.status, body: (await response.json()) as Readiness['body'] };
}

/** Polls /readyz until it answers `status`; dependencies reconnect in their own time. */
function readinessBecomes(gateway: RunningGateway, status: number): Promise<Readiness> {
  return eventually(async () => {
    const current = await readiness(gateway);
    return current.status === status ? current : undefined;
  }, `/readyz to answer ${status}`);
}

let directory: string;
let redis: RedisServer;
let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'ramp-readiness-'));
  redis = new RedisServer(await freePort());
  await redis.start();
  emulator = await startEmulator({ port: 0, dbPath: join(directory, 'emulator.db') });
  gateway = await startGateway({
    ...gatewayConfig(emulator.url, { redisUrl: redis.url }),
    readinessTimeoutMs: 500,
  });
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
  await redis?.stop();
  rmSync(directory, { recursive: true, force: true });
});

describe('health and readiness', () => {
  it('answers /healthz and /readyz without a key while the provider and Redis are up', async () => {
    const health = await fetch(`${gateway.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(await readiness(gateway)).toEqual({ status: 200, body: { status: 'ready', checks: { provider: 'ok', database: 'ok', redis: 'ok' } } });
  });

  it('turns unready while the provider is stopped, and ready again once it is back on the same port and database', async () => {
    const port = Number(new URL(emulator.url).port);
    await emulator.close();
    const down = await readinessBecomes(gateway, 503);
    expect(down.body).toEqual({ status: 'unready', checks: { provider: 'unreachable', database: 'ok', redis: 'ok' } });
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);

    emulator = await startEmulator({ port, dbPath: join(directory, 'emulator.db') });
    expect((await readinessBecomes(gateway, 200)).body.checks).toEqual({ provider: 'ok', database: 'ok', redis: 'ok' });
  });

  it('turns unready while Redis is stopped, and ready again once it is back', async () => {
    await redis.stop();
    const down = await readinessBecomes(gateway, 503);
    expect(down.body).toEqual({ status: 'unready', checks: { provider: 'ok', database: 'ok', redis: 'unreachable' } });
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);

    await redis.start();
    expect((await readinessBecomes(gateway, 200)).body.checks).toEqual({ provider: 'ok', database: 'ok', redis: 'ok' });
  });

  it('reports the database unreachable when PostgreSQL loses the gateway’s database', async () => {
    const database = await tempPostgres();
    const onPostgres = await startGateway({ ...gatewayConfig(emulator.url, {}, { url: database.url }), readinessTimeoutMs: 500 });
    try {
      expect((await readiness(onPostgres)).body.checks).toEqual({ provider: 'ok', database: 'ok' });
      await database.drop();
      expect((await readinessBecomes(onPostgres, 503)).body.checks).toEqual({ provider: 'ok', database: 'unreachable' });
    } finally {
      await onPostgres.close();
      await database.drop();
    }
  });

  it('checks the provider and the database when pub/sub runs in memory', async () => {
    const inMemory = await startGateway(gatewayConfig(emulator.url));
    try {
      expect(await readiness(inMemory)).toEqual({ status: 200, body: { status: 'ready', checks: { provider: 'ok', database: 'ok' } } });
    } finally {
      await inMemory.close();
    }
  });
});
