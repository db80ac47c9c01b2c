// GET /healthz: the process is up and serving. GET /readyz: it can do its work, i.e. every
// dependency answers: the provider, and Redis when live status runs on it. Neither needs a
// key, so an orchestrator's probes can call them.
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'undici';

export interface ReadinessCheck {
  name: string;
  /** Resolves when the dependency is usable; rejects (or outlasts the timeout) when not. */
  check(signal: AbortSignal): Promise<void>;
}

export function healthRoutes(http: FastifyInstance, checks: readonly ReadinessCheck[], timeoutMs: number): void {
  const config = { unlogged: true };
  http.get('/healthz', { config }, async () => ({ status: 'ok' }));
  http.get('/readyz', { config }, async (_request, reply) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }) => [name, await outcomeOf(check, timeoutMs)] as const),
    );
    const ready = results.every(([, outcome]) => outcome === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unready', checks: Object.fromEntries(results) });
  });
}

async function outcomeOf(check: ReadinessCheck['check'], timeoutMs: number): Promise<'ok' | 'unreachable'> {
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
  try {
    await Promise.race([check(signal), timedOut]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    timedOut.catch(() => {});
  }
}

/**
 * The provider is reachable when it answers HTTP at its base URL, whatever it answers there
 * short of a 5xx; no key is sent, so a probe never counts against a business's limits.
 */
export function providerReachable(pool: Pool, basePath: string): ReadinessCheck {
  return {
    name: 'provider',
    async check(signal) {
      const response = await pool.request({ method: 'GET', path: `${basePath}/`, signal });
      await response.body.dump();
      if (response.statusCode >= 500) throw new Error(`provider answered ${response.statusCode}`);
    },
  };
}
