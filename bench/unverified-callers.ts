// Issue 27: what callers without a verified key can cost the gateway, measured in one process.
// 1. The worst documents such a caller can get parsed and validated: without a key, at most
//    GRAPHQL_MAX_TOKENS_WITHOUT_KEY tokens (a made-up key gets none parsed at all: its key is
//    checked first), and, for comparison, the general GRAPHQL_MAX_TOKENS a verified key has.
// 2. Another key's median latency of `{ viewer { mode } }`, quiet and under four attacker loops
//    (a worker thread) sending the worst documents with made-up keys (`keyed`), without a key
//    (`keyless`), both, or, for reference, `{ __typename }` with a verified key of their own
//    (`verified`), with the default budgets and with the request budgets lifted (only the
//    per-address budget of key checks left), so every attacker request reaches the gateway.
//    ATTACK=keyed,keyless picks modes.
// Run: `npx tsc -p bench/tsconfig.json && node dist/bench/unverified-callers.js`.
import { Worker } from 'node:worker_threads';
import { getIntrospectionQuery, Lexer, parse, Source, specifiedRules, TokenKind, validate } from 'graphql';
import { startEmulator } from '../emulator/index.js';
import { buildGatewaySchema } from '../src/schema.js';
import { SECURITY_DEFAULTS, type SecurityConfig } from '../src/security/security-config.js';
import { startGateway } from '../src/server.js';

const schema = buildGatewaySchema({ testHelpers: false, federation: false });

function tokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

/** The largest document of `shape` within `budget` tokens. */
function largest(shape: (n: number) => string, budget: number): string {
  let n = 1;
  while (tokens(shape(n + 1)) <= budget) n += 1;
  return shape(n);
}

// Fields of one response name, which OverlappingFieldsCanBeMerged compares pairwise, directly
// and through fragments; and aliases, each a field of its own.
const shapes: Record<string, (n: number) => string> = {
  'one name, bare fields': (n) => `{${Array.from({ length: n }, () => 'viewer{keySource}').join(' ')}}`,
  'one name, differing arguments': (n) => `{${Array.from({ length: n }, (_, i) => `a:rateQuote(currency:NGN amount:"${i}"){rate}`).join(' ')}}`,
  'aliases of __typename': (n) => `{${Array.from({ length: n }, () => 'a:__typename').join(' ')}}`,
  'fragment spreads of one fragment': (n) => `{...F ${Array.from({ length: n }, () => '...F').join(' ')}} fragment F on Query{a:__typename a:__typename a:__typename}`,
  'inline fragments, one name': (n) => `{${Array.from({ length: n }, () => '...on Query{a:__typename}').join(' ')}}`,
};

function cpuMsPerRun(run: () => void, rounds: number): number {
  for (let i = 0; i < 20; i += 1) run();
  const start = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / rounds;
}

function documentCosts(): string {
  const rows = [`Introspection query: ${tokens(getIntrospectionQuery())} tokens.`, '', '| shape | tokens | parse + validate, ms CPU |', '|---|---|---|'];
  for (const budget of [SECURITY_DEFAULTS.maxTokensWithoutKey, SECURITY_DEFAULTS.maxTokens]) {
    for (const [name, shape] of Object.entries(shapes)) {
      const text = largest(shape, budget);
      const ms = cpuMsPerRun(() => validate(schema, parse(text, { maxTokens: budget }), specifiedRules), budget > 1000 ? 10 : 50);
      rows.push(`| ${name} | ${tokens(text)} (budget ${budget}) | ${ms.toFixed(2)} |`);
    }
  }
  return rows.join('\n');
}

const WORST_WITHOUT_KEY = largest(shapes['one name, bare fields']!, SECURITY_DEFAULTS.maxTokensWithoutKey);
const WORST_WITH_KEY = largest(shapes['one name, bare fields']!, SECURITY_DEFAULTS.maxTokens);

// Four loops, each alternating a fresh made-up key with the worst document a key may send and no
// key with the worst document a keyless request may send (each one new, so none is answered from
// Apollo's cache of validated documents).
const ATTACKER = `
const { workerData, parentPort } = require('node:worker_threads');
const { url, withKey, withoutKey, mode, verifiedKey } = workerData;
let stop = false, sent = 0;
const statuses = {};
parentPort.on('message', () => { stop = true; });
async function loop(id) {
  for (let i = 0; !stop; i += 1) {
    const keyed = mode === 'keyed' || (mode === 'both' && i % 2 === 0);
    if (mode === 'verified') {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'ngnc-sec-key': verifiedKey }, body: JSON.stringify({ query: '{ __typename }' }) });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      sent += 1;
      continue;
    }
    const key = keyed ? { 'ngnc-sec-key': 'sk_test_attack_' + id + '_' + i + '_' + Math.random().toString(36).slice(2) } : {};
    // A comment makes each keyless document new to Apollo's cache of validated documents.
    const query = keyed ? withKey : withoutKey + ' # ' + id + '-' + i;
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...key }, body: JSON.stringify({ query }) });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    } catch { statuses.failed = (statuses.failed ?? 0) + 1; }
    sent += 1;
  }
}
Promise.all([0, 1, 2, 3].map(loop)).then(() => parentPort.postMessage({ sent, statuses }));
`;

async function victimMedian(url: string, key: string, ms: number): Promise<{ median: number; count: number }> {
  const latencies: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const start = performance.now();
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'ngnc-sec-key': key }, body: JSON.stringify({ query: '{ viewer { mode } }' }) });
    await response.arrayBuffer();
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  return { median: latencies[Math.floor(latencies.length / 2)]!, count: latencies.length };
}

type Attack = 'keyed' | 'keyless' | 'both' | 'verified';

async function underAttack(label: string, security: Partial<SecurityConfig>, mode: Attack): Promise<string> {
  const emulator = await startEmulator({ port: 0 });
  const gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    nodeEnv: 'test',
    rampBaseUrl: emulator.url,
    upstreamTimeoutMs: 5_000,
    upstreamConnections: 16,
    upstreamGetRetries: 0,
    upstreamRetryBaseMs: 5,
    connectionMaxPageSize: 100,
    logLevel: 'silent',
    store: { path: ':memory:' },
    security,
  });
  try {
    await victimMedian(gateway.graphqlUrl, emulator.testKey, 1_000);
    const quiet = await victimMedian(gateway.graphqlUrl, emulator.testKey, 5_000);
    const worker = new Worker(ATTACKER, { eval: true, workerData: { url: gateway.graphqlUrl, withKey: WORST_WITH_KEY, withoutKey: WORST_WITHOUT_KEY, mode, verifiedKey: emulator.liveKey } });
    const busy = performance.eventLoopUtilization();
    const done = new Promise<{ sent: number; statuses: Record<string, number> }>((resolve) => worker.once('message', resolve));
    // The attack's first seconds spend the address's budgets; what is measured is after.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const attacked = await victimMedian(gateway.graphqlUrl, emulator.testKey, 10_000);
    const loop = performance.eventLoopUtilization(busy);
    worker.postMessage('stop');
    const attack = await done;
    await worker.terminate();
    return `| ${label}, ${mode} | ${(loop.utilization * 100).toFixed(0)}% | ${quiet.median.toFixed(2)} (${quiet.count}) | ${attacked.median.toFixed(2)} (${attacked.count}) | ${(attacked.median / quiet.median).toFixed(2)}x | ${attack.sent}: ${JSON.stringify(attack.statuses)} |`;
  } finally {
    await gateway.close();
    await emulator.close();
  }
}

console.log(documentCosts());
console.log('');
console.log('| budgets, attackers | gateway event loop busy under attack | victim median quiet, ms (requests) | under 4 attacker loops, ms (requests) | ratio | attacker requests: statuses |');
console.log('|---|---|---|---|---|---|');
const modes = (process.env.ATTACK ?? 'verified,keyed,keyless,both').split(',').filter((mode): mode is Attack => ['keyed', 'keyless', 'both', 'verified'].includes(mode));
for (const mode of modes) console.log(await underAttack('defaults', {}, mode));
for (const mode of modes) console.log(await underAttack('request budgets lifted', { rateLimitRequests: 1_000_000_000, rateLimitUnverifiedRequests: 1_000_000_000 }, mode));
