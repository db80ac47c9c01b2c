// A store that answers reads but cannot take a write fails every mutation: readiness says so,
// start-up refuses it, clients are told to retry later rather than "Internal server error", and
// two gateways never share one SQLite file. The full disk is a real one: a small tmpfs, filled.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { openGatewayStore } from '../../src/store/gateway-store.js';
import { print } from 'graphql';
import { eventually, gatewayConfig, offrampInput, startLiveEmulator } from '../events/support/live-harness.js';
import { LiveSetupOfframpDocument } from '../generated/graphql.js';
import { post } from '../security/manifest.js';
import { tempSqliteStore } from '../store/support/databases.js';

let emulator: RunningEmulator;
let mountPoint: string;

const mount = (...args: string[]) => execFileSync('mount', args, { stdio: 'pipe' });

beforeAll(async () => {
  emulator = await startLiveEmulator();
  mountPoint = mkdtempSync(join(tmpdir(), 'ramp-store-disk-'));
  // Large enough for the store's tables and a few mutations, small enough to fill at once.
  mount('-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountPoint);
});

afterAll(async () => {
  await emulator?.close();
  if (mountPoint !== undefined) {
    execFileSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  }
});

function readiness(gateway: RunningGateway) {
  return fetch(`${gateway.url}/readyz`).then(async (response) => ({ status: response.status, body: (await response.json()) as { checks: Record<string, string> } }));
}

function createOfframp(gateway: RunningGateway) {
  return post(gateway.graphqlUrl, { query: print(LiveSetupOfframpDocument), variables: { input: offrampInput() } }, { 'ngnc-sec-key': emulator.testKey }).then((response) => response.json);
}

function providerPosts(): number {
  return emulator.requestLog.entries().filter((entry) => entry.method === 'POST' && !entry.path.startsWith('/_emulator')).length;
}

describe('one SQLite file, one gateway', () => {
  it('refuses a second gateway on the same file with a message that says what to do, and lets it start once the first has stopped', async () => {
    const store = tempSqliteStore();
    const first = await startGateway(gatewayConfig(emulator.url, {}, store));
    try {
      await expect(startGateway(gatewayConfig(emulator.url, {}, store))).rejects.toThrow(/Another gateway is using the store .*GATEWAY_DB_PATH/);
    } finally {
      await first.close();
    }
    const second = await startGateway(gatewayConfig(emulator.url, {}, store));
    expect((await readiness(second)).status).toBe(200);
    await second.close();
  });
});

describe('a full disk', () => {
  it('turns /readyz unready, answers a mutation SERVICE_UNAVAILABLE with a retry hint and sends nothing, then recovers once space is freed', async () => {
    const folder = join(mountPoint, 'full');
    mkdirSync(folder);
    const gateway = await startGateway(gatewayConfig(emulator.url, {}, { path: join(folder, 'gateway.db') }));
    const filler = join(folder, 'filler');
    try {
      expect((await readiness(gateway)).status).toBe(200);
      try {
        writeFileSync(filler, Buffer.alloc(4 * 1024 * 1024));
      } catch {
        // ENOSPC: the disk is now full, which is the point.
      }

      const unready = await readiness(gateway);
      expect(unready).toEqual({ status: 503, body: expect.objectContaining({ checks: expect.objectContaining({ database: 'unreachable' }) }) });
      emulator.requestLog.clear();
      const refused = await createOfframp(gateway);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: expect.any(Number) });
      expect(refused.errors?.[0]?.message).not.toBe('Internal server error');
      expect(providerPosts()).toBe(0);

      rmSync(filler);
      await eventually(async () => ((await readiness(gateway)).status === 200 ? true : undefined), '/readyz to be ready again');
      const created = await createOfframp(gateway);
      expect(created.errors).toBeUndefined();
      expect(JSON.stringify(created.data)).toMatch(/"id":"otc_/);
    } finally {
      rmSync(filler, { force: true });
      await gateway.close();
    }
  });
});

describe('a read-only store', () => {
  it('is refused at start-up with a message naming the cause', async () => {
    const folder = join(mountPoint, 'read-only');
    mkdirSync(folder);
    const store = await openGatewayStore({ path: join(folder, 'gateway.db') });
    await store.close();
    mount('-o', 'remount,ro', mountPoint);
    try {
      await expect(startGateway(gatewayConfig(emulator.url, {}, { path: join(folder, 'gateway.db') }))).rejects.toThrow(
        /store cannot be written \(SQLITE_READONLY/,
      );
    } finally {
      mount('-o', 'remount,rw', mountPoint);
    }
  });
});
