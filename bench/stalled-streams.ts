// What streams whose clients never read cost the gateway (issue 27, part 4): STREAMS SSE and
// multipart subscriptions on one key, each replaying the same events of the log with a large
// selection, on bare sockets that never read. The gateway's memory (after a forced GC) before,
// while they are all paused, and after their clients left. Not a section of run.ts: one run,
// about a minute, on its own.
//
//   tsc -p bench/tsconfig.json && node dist/bench/stalled-streams.js [--streams=200] [--events=60] [--aliases=1000]
import { connect, type Socket } from 'node:net';
import { z } from 'zod';
import type { ProcessStats } from './child-harness.js';
import { OFFRAMP_MUTATION, TEST_KEY, graphql, offrampInput } from './operations.js';
import { benchScript, killAllChildren, startChild } from './processes.js';
import { mib, table } from './report.js';
import { LOAD_CORE, SERVER_CORE } from './settings.js';

const argument = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const STREAMS = argument('streams', 200);
const EVENTS = argument('events', 60);
const ALIASES = argument('aliases', 1_000);
/** Long enough for every stream to open and pause before one is closed for stalling. */
const STALL_TIMEOUT_MS = 600_000;
const SETTLE_MS = 15_000;

const LARGE = `subscription ($after: String) { statusEvents(after: $after) { ${Array.from({ length: ALIASES }, (_, i) => `c${i}: cursor`).join(' ')} } }`;
const ACCEPTS = ['text/event-stream', 'multipart/mixed;boundary="graphql";subscriptionSpec=1.0,application/json'];

function stalled(graphqlUrl: string, accept: string, body: string): Promise<Socket> {
  const url = new URL(graphqlUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.pause();
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\naccept: ${accept}\r\n` +
          `ngnc-sec-key: ${TEST_KEY}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

const eventLogStart = z.object({ events: z.object({ edges: z.array(z.object({ cursor: z.string() })).min(1) }) });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const emulator = await startChild(benchScript('servers/emulator.js'), { core: LOAD_CORE, options: { seedTransactions: 0 } });
  const gateway = await startChild(benchScript('servers/gateway.js'), {
    core: SERVER_CORE,
    options: {
      upstream: emulator.ready.url,
      webhookSecret: 'whsec_bench_streams_0123456789abcdef0123456789',
      security: { maxAliases: ALIASES, maxTokens: 4 * ALIASES + 100, maxCost: 10 * ALIASES, streamStallTimeoutMs: STALL_TIMEOUT_MS },
    },
  });
  const graphqlUrl = gateway.ready.graphqlUrl as string;
  for (let n = 0; n < EVENTS; n++) await graphql(graphqlUrl, OFFRAMP_MUTATION, { input: offrampInput(n) });
  const first = eventLogStart.parse(await graphql(graphqlUrl, 'query { events(first: 1) { edges { cursor } } }'));
  const body = JSON.stringify({ query: LARGE, variables: { after: first.events.edges[0]!.cursor } });

  const before = await gateway.request<ProcessStats>('gc');
  const sockets: Socket[] = [];
  for (let i = 0; i < STREAMS; i++) sockets.push(await stalled(graphqlUrl, ACCEPTS[i % 2]!, body));
  await sleep(SETTLE_MS);
  const paused = await gateway.request<ProcessStats>('gc');
  for (const socket of sockets) socket.destroy();
  await sleep(SETTLE_MS / 3);
  const after = await gateway.request<ProcessStats>('gc');

  const row = (name: string, stats: ProcessStats) => [name, mib(stats.rssBytes), mib(stats.heapUsedBytes), mib(stats.heapTotalBytes), mib(stats.externalBytes), mib(stats.rssBytes - before.rssBytes)];
  console.log(`${STREAMS} streams (SSE and multipart alike) that never read, one key, each replaying ${EVENTS - 1} events of ${ALIASES} aliases`);
  console.log(table(['gateway', 'RSS', 'heap used', 'heap total', 'external', 'RSS over before'], [row('before', before), row('streams paused', paused), row('clients gone', after)]));
  await gateway.stop();
  await emulator.stop();
} catch (error) {
  killAllChildren();
  throw error;
}
