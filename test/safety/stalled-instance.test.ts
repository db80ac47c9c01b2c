// Issue 28, part 1: an instance that stalls (a GC pause, a frozen VM) between claiming an
// idempotency key and sending the request, past the claim's lease, must never send it once it
// wakes. Instance A is the built gateway as its own process (`node dist/src/main.js`), so SIGSTOP
// freezes it while its claim waits on a lock of the shared PostgreSQL table; instance B runs in this
// process on the same database. Payouts are counted at the emulator.

import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { print, type FormattedExecutionResult } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import type { RunningGateway } from '../../src/server.js';
import { SafetyEspOfframpDocument, type SafetyEspOfframpMutation } from '../generated/graphql.js';
import { tempPostgres, type TempPostgres } from '../store/support/databases.js';
import { emulatorKeyPrefixes } from '../support/emulator-profile.js';
import { codesOf, espOfframpInput, post, providerEspTransactions, providerPosts, startLiveEmulator, startSafetyGateway, uniqueAccountNumber } from './support/safety-harness.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ESP_OFFRAMP = '/transactions/v2/esp_offramp';
/** Short, so the test outlives it quickly; the stall is made longer than it. */
const LEASE_MS = 1_500;

let database: TempPostgres;
let emulator: RunningEmulator;
let second: RunningGateway;
let first: { child: ChildProcess; graphqlUrl: string } | undefined;

beforeAll(async () => {
  await promisify(execFile)(process.execPath, [`${ROOT}node_modules/typescript/bin/tsc`, '-p', 'tsconfig.build.json'], { cwd: ROOT });
  database = await tempPostgres();
  emulator = await startLiveEmulator();
  second = await startSafetyGateway(emulator, { store: { url: database.url } });
  first = await spawnGateway();
}, 240_000);

afterAll(async () => {
  first?.child.kill('SIGKILL');
  await second?.close();
  await emulator?.close();
  await database?.drop();
});

async function spawnGateway(): Promise<{ child: ChildProcess; graphqlUrl: string }> {
  const prefixes = emulatorKeyPrefixes();
  const child = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      RAMP_BASE_URL: emulator.url,
      RAMP_TEST_KEY_PREFIXES: prefixes.test.join(','),
      RAMP_LIVE_KEY_PREFIXES: prefixes.live.join(','),
      DATABASE_URL: database.url,
      RECONCILE_INTERVAL_MS: '0',
      IDEMPOTENCY_LEASE_MS: String(LEASE_MS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const graphqlUrl = await new Promise<string>((resolve, reject) => {
    let rest = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const started = /GraphQL at (\S+)/.exec(line);
        if (started) resolve(started[1]!);
      }
    });
    void once(child, 'exit').then(([code]) => reject(new Error(`the gateway exited with ${String(code)} before serving`)));
  });
  return { child, graphqlUrl };
}

function payout(graphqlUrl: string, input: ReturnType<typeof espOfframpInput>): Promise<FormattedExecutionResult<SafetyEspOfframpMutation>> {
  return fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': emulator.testKey },
    body: JSON.stringify({ query: print(SafetyEspOfframpDocument), variables: { input } }),
  }).then(async (response) => (await response.json()) as FormattedExecutionResult<SafetyEspOfframpMutation>);
}

/**
 * Waits until a session of the database waits on a lock while claiming an idempotency key. Asked
 * outside the lock's transaction, whose view of pg_stat_activity would not change.
 */
async function claimWaitingOnLock(): Promise<void> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    for (let i = 0; i < 500; i += 1) {
      const { rows } = await client.query(
        "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO idempotency_records%'",
      );
      if (rows.length > 0) return;
      await sleep(20);
    }
    throw new Error('no claim waited on the lock');
  } finally {
    await client.end();
  }
}

describe('an instance stalled between its claim and its provider call', () => {
  it('sends nothing once it wakes after its claim was taken over, so the payout a client made again under a new key is the only one', async () => {
    // A works, and has its connections to the database open.
    const warm = await payout(first!.graphqlUrl, espOfframpInput(uniqueAccountNumber(), `warm-${uniqueAccountNumber()}`));
    expect(warm.data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));
    emulator.requestLog.clear();
    const accountNumber = uniqueAccountNumber();
    const original = espOfframpInput(accountNumber, `stalled-${uniqueAccountNumber()}`);
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    let answerOfA: Promise<FormattedExecutionResult<SafetyEspOfframpMutation>>;
    try {
      // A's claim waits on this lock; A is frozen while it waits, then the lock goes and its claim is stored.
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE idempotency_records IN EXCLUSIVE MODE');
      answerOfA = payout(first!.graphqlUrl, original);
      await claimWaitingOnLock();
      first!.child.kill('SIGSTOP');
      await locker.query('COMMIT');
    } finally {
      await locker.end();
    }
    await sleep(LEASE_MS + 500);

    // The retry reaches B: the claim's lease ran out, so its outcome is unknown, and nothing was sent.
    const retried = await post(second, emulator, SafetyEspOfframpDocument, { input: original });
    expect(codesOf(retried)).toEqual(['OUTCOME_UNKNOWN']);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toEqual([]);
    expect((await providerEspTransactions(emulator)).filter((t) => t.account_number === accountNumber)).toEqual([]);

    // The client follows the docs: known not to exist, so it is created again under a new key.
    const again = await post(second, emulator, SafetyEspOfframpDocument, { input: { ...original, idempotencyKey: `again-${uniqueAccountNumber()}` } });
    expect(again.errors).toBeUndefined();
    expect(again.data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));

    // A wakes: its claim is gone, so it sends nothing and answers what the key's record says.
    first!.child.kill('SIGCONT');
    const woke = await answerOfA;
    expect(codesOf(woke)).toEqual(['OUTCOME_UNKNOWN']);
    expect(woke.errors?.[0]?.message).toContain('stopped before it finished');
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
    expect((await providerEspTransactions(emulator)).filter((t) => t.account_number === accountNumber)).toHaveLength(1);
  });
});
