// Every provider call has one deadline over all of it (src/datasources/call-deadline.ts), not only
// undici's headersTimeout and bodyTimeout: a provider that sends its headers and then trickles
// its body, each byte well within bodyTimeout, is cut off at the deadline as UPSTREAM_TIMEOUT
// (OUTCOME_UNKNOWN for a write), and so is a call that waits for a busy connection.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../src/datasources/endpoint.js';
import { RampClient } from '../../src/datasources/ramp-client.js';
import { createLogger } from '../../src/logger.js';

const TIMEOUT_MS = 300;
const TEST_KEY = 'sk_test_deadline_0000000000000000';

let server: Server;
let origin: string;
const open = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  // Headers at once, then a byte every 50 ms that never ends the body.
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"status":"success","data":"');
    const drip = setInterval(() => res.write('x'), 50);
    open.add(drip);
    res.on('close', () => {
      clearInterval(drip);
      open.delete(drip);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const drip of open) clearInterval(drip);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const read = defineEndpoint({ method: 'GET', path: '/read', response: z.unknown(), read: ({ body }) => body });
const write = defineEndpoint({ method: 'POST', path: '/write', response: z.unknown(), read: ({ body }) => body });

function clientOn(pool: Pool): RampClient {
  return new RampClient({ pool, basePath: '', apiKey: TEST_KEY, logger: createLogger('silent'), timeoutMs: TIMEOUT_MS, getRetries: 0, retryBaseMs: 1 });
}

describe('the deadline of a provider call', () => {
  it('cuts off a body that trickles in at the deadline: UPSTREAM_TIMEOUT for a read, OUTCOME_UNKNOWN for a write', async () => {
    const pool = new Pool(origin);
    const client = clientOn(pool);
    try {
      const started = performance.now();
      await expect(client.call(read, {})).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_TIMEOUT' } });
      await expect(client.call(write, {})).rejects.toMatchObject({ extensions: { code: 'OUTCOME_UNKNOWN' } });
      expect(performance.now() - started).toBeLessThan(4 * TIMEOUT_MS);
    } finally {
      await pool.destroy();
    }
  });

  it('counts the wait for a free connection of the pool', async () => {
    const pool = new Pool(origin, { connections: 1 });
    const client = clientOn(pool);
    try {
      const started = performance.now();
      const outcomes = await Promise.allSettled([client.call(read, {}), client.call(read, {})]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
      expect(performance.now() - started).toBeLessThan(2 * TIMEOUT_MS);
    } finally {
      await pool.destroy();
    }
  });
});
