// What a status change costs the `statusEvents` subscribers of its data set that it does not
// concern: S subscribers, each with a key of its own, one of them owning the off-ramps that
// change; E changes (signed webhooks, each moving one off-ramp to PROCESSING), sent one at a time,
// each once the gateway finished with the one before. Per change: the store's reads of the event
// log and its store calls (counted around the store's database object,
// servers/store-counting-gateway.ts), the gateway's CPU, and the time from sending the webhook to
// the owner's subscriber having the event. With `--baseline=`, that build runs beside this one
// (each its own process and store), its changes interleaved with this build's over rounds, the
// order rotated each round, so the two are compared within one run.
import { dirname, join } from 'node:path';
import { temporaryDatabase } from './databases.js';
import { benchScript, startChild, type BenchChild } from './processes.js';
import { int, ms, percentiles, ratio, table, type SectionResult } from './report.js';
import { createOfframps } from './section-fanout.js';
import type { StoreCounts } from './servers/store-counting-gateway.js';
import { LOAD_CORE, SERVER_CORE, type BenchSettings } from './settings.js';
import type { ProviderOfframpRecord } from './subscribers.js';

const WEBHOOK_SECRET = 'whsec_bench_event_log_0123456789abcdef0123456789';
const WEBHOOK_PATH = '/webhooks/ramp';
const QUIET_POLL_MS = 10;
const SUBSCRIBERS_LIVE_TIMEOUT_MS = 120_000;
type Backend = 'sqlite' | 'postgres';

interface Build {
  label: string;
  serverModule: string;
}

interface BuildRun {
  build: Build;
  gateway: BenchChild;
  offramps: ProviderOfframpRecord[];
  dropDatabase?: () => Promise<void>;
  latenciesMs: number[];
  eventLogReads: number;
  storeCalls: number;
  cpuMicros: number;
  changes: number;
}

interface RunResult {
  backend: Backend;
  subscribers: number;
  build: string;
  changes: number;
  eventLogReadsPerChange: number;
  storeCallsPerChange: number;
  cpuMicrosPerChange: number;
  latencyMs: { p50: number; p99: number; max: number };
  strayEvents: number;
}

function backends(settings: BenchSettings): Backend[] {
  const given = process.env.BENCH_EVENT_LOG_BACKENDS?.split(',') as Backend[] | undefined;
  return given ?? (settings.quick ? ['sqlite'] : ['sqlite', 'postgres']);
}

function builds(settings: BenchSettings): Build[] {
  const own: Build = { label: 'this build', serverModule: benchScript('../src/server.js') };
  const { baseline } = settings;
  if (baseline === undefined) return [own];
  // The baseline's gateway script is dist/bench/servers/gateway.js of its build: its server beside.
  return [own, { label: `baseline ${baseline.label}`, serverModule: join(dirname(baseline.gatewayScript), '..', '..', 'src', 'server.js') }];
}

/** Until every statement the gateway began has settled and no new one began between two polls. */
async function quiet(gateway: BenchChild): Promise<StoreCounts> {
  let last = await gateway.request<StoreCounts>('store-counts');
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS));
    const now = await gateway.request<StoreCounts>('store-counts');
    if (now.inFlight === 0 && now.statements === last.statements && now.transactions === last.transactions) return now;
    last = now;
  }
}

async function liveSubscriptions(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('ramp_gateway_live_subscriptions '));
  return line === undefined ? 0 : Number(line.split(' ')[1]);
}

async function waitForSubscriptions(url: string, count: number): Promise<void> {
  const deadline = Date.now() + SUBSCRIBERS_LIVE_TIMEOUT_MS;
  while ((await liveSubscriptions(url)) < count) {
    if (Date.now() > deadline) throw new Error(`${url}: fewer than ${count} subscriptions open after ${SUBSCRIBERS_LIVE_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One change on one build: the webhook, the owner's delivery, then until the gateway is done. */
async function measureChange(run: BuildRun, subscribers: BenchChild, record: ProviderOfframpRecord): Promise<void> {
  const before = await quiet(run.gateway);
  const cpuBefore = await run.gateway.stats();
  const latency = await subscribers.request<number>('change', { name: run.build.label, record, status: 'processing' });
  const after = await quiet(run.gateway);
  const cpuAfter = await run.gateway.stats();
  run.latenciesMs.push(latency);
  run.eventLogReads += after.eventLogReads - before.eventLogReads;
  run.storeCalls += after.statements - before.statements + after.transactions - before.transactions;
  run.cpuMicros += cpuAfter.cpuMicros - cpuBefore.cpuMicros;
  run.changes += 1;
}

async function measure(backend: Backend, subscriberCount: number, emulator: BenchChild, settings: BenchSettings): Promise<RunResult[]> {
  const children: BenchChild[] = [];
  const runs: BuildRun[] = [];
  try {
    for (const build of builds(settings)) {
      const database = backend === 'postgres' ? await temporaryDatabase() : undefined;
      const gateway = await startChild(benchScript('servers/store-counting-gateway.js'), {
        core: SERVER_CORE,
        options: {
          serverModule: build.serverModule,
          upstream: emulator.ready.url,
          webhookSecret: WEBHOOK_SECRET,
          ...(database !== undefined && { databaseUrl: database.url }),
        },
      });
      children.push(gateway);
      // One more off-ramp than is measured: the first change warms the path up.
      const offramps = await createOfframps(gateway.ready.graphqlUrl as string, settings.eventLogChanges + 1);
      runs.push({
        build,
        gateway,
        offramps,
        ...(database !== undefined && { dropDatabase: database.drop }),
        latenciesMs: [],
        eventLogReads: 0,
        storeCalls: 0,
        cpuMicros: 0,
        changes: 0,
      });
    }
    const subscribers = await startChild(benchScript('event-subscribers.js'), {
      core: LOAD_CORE,
      options: { webhookSecret: WEBHOOK_SECRET },
      nodeArgs: ['--max-old-space-size=4096'],
    });
    children.push(subscribers);
    for (const run of runs) {
      const url = run.gateway.ready.url as string;
      await subscribers.request('connect', { name: run.build.label, graphqlUrl: run.gateway.ready.graphqlUrl, webhookUrl: `${url}${WEBHOOK_PATH}`, count: subscriberCount });
      await waitForSubscriptions(url, subscriberCount);
      const warmUp = run.offramps.shift()!;
      await subscribers.request<number>('change', { name: run.build.label, record: warmUp, status: 'processing' });
      await quiet(run.gateway);
    }
    const perRound = Math.ceil(settings.eventLogChanges / settings.eventLogRounds);
    for (let round = 0; round < settings.eventLogRounds; round++) {
      for (let k = 0; k < runs.length; k++) {
        const run = runs[(k + round) % runs.length]!;
        for (const record of run.offramps.splice(0, perRound)) await measureChange(run, subscribers, record);
      }
    }
    const results: RunResult[] = [];
    for (const run of runs) {
      const latency = percentiles(run.latenciesMs);
      const result: RunResult = {
        backend,
        subscribers: subscriberCount,
        build: run.build.label,
        changes: run.changes,
        eventLogReadsPerChange: run.eventLogReads / run.changes,
        storeCallsPerChange: run.storeCalls / run.changes,
        cpuMicrosPerChange: run.cpuMicros / run.changes,
        latencyMs: latency,
        strayEvents: await subscribers.request<number>('stray-events', { name: run.build.label }),
      };
      console.log(
        `  ${backend}, ${subscriberCount} subscribers, ${run.build.label}: ${result.eventLogReadsPerChange.toFixed(1)} event-log reads and ` +
          `${result.storeCallsPerChange.toFixed(1)} store calls per change, ${int(result.cpuMicrosPerChange)} µs CPU per change, ` +
          `delivery p50 ${ms(latency.p50)} p99 ${ms(latency.p99)}`,
      );
      results.push(result);
    }
    return results;
  } finally {
    for (const child of children.reverse()) await child.stop();
    for (const run of runs) await run.dropDatabase?.();
  }
}

export async function eventLogSection(settings: BenchSettings): Promise<SectionResult> {
  const counts = process.env.BENCH_EVENT_LOG_SUBSCRIBERS?.split(',').map(Number) ?? settings.eventLogSubscribers;
  const largest = Math.max(...counts);
  const emulator = await startChild(benchScript('servers/emulator.js'), { core: LOAD_CORE, options: { seedTransactions: 0, readerKeys: largest - 1 } });
  const results: RunResult[] = [];
  try {
    for (const backend of backends(settings)) {
      for (const count of counts) results.push(...(await measure(backend, count, emulator, settings)));
    }
  } finally {
    await emulator.stop();
  }
  const rows = results.map((r) => [
    r.backend === 'sqlite' ? 'SQLite' : 'PostgreSQL',
    int(r.subscribers),
    r.build,
    int(r.changes),
    r.eventLogReadsPerChange.toFixed(1),
    r.storeCallsPerChange.toFixed(1),
    `${int(r.cpuMicrosPerChange)} µs`,
    ms(r.latencyMs.p50),
    ms(r.latencyMs.p99),
    int(r.strayEvents),
  ]);
  const ratios = results
    .filter((r) => r.build !== 'this build')
    .map((baseline) => {
      const own = results.find((r) => r.build === 'this build' && r.backend === baseline.backend && r.subscribers === baseline.subscribers)!;
      return [
        baseline.backend === 'sqlite' ? 'SQLite' : 'PostgreSQL',
        int(baseline.subscribers),
        ratio(own.eventLogReadsPerChange / baseline.eventLogReadsPerChange),
        ratio(own.cpuMicrosPerChange / baseline.cpuMicrosPerChange),
        ratio(own.latencyMs.p99 / baseline.latencyMs.p99),
      ];
    });
  const markdown = [
    '## 6. The event log\'s readers: what a change costs the `statusEvents` subscribers it does not concern',
    '',
    `Gateway on core ${SERVER_CORE}; the emulator and the subscriber process on core ${LOAD_CORE}. S \`statusEvents\` subscribers (no \`after\`), each with a test key of its own; ` +
      'the key of the last to subscribe owns every off-ramp that changes, the others own nothing. Each change is a signed webhook moving one off-ramp to PROCESSING, sent once the gateway ' +
      'has settled every store call of the change before. Per change: reads of the event log (SELECTs naming a `status_event…` table) and store calls (statements sent ' +
      'outside a transaction, and transactions, each one call), counted around the store\'s database object (`servers/store-counting-gateway.ts`); ' +
      'the gateway\'s CPU from sending the webhook until it is done; latency from sending the webhook to the owner\'s subscriber having the event. ' +
      '"Stray events" are events delivered to a key that owns none of the changed off-ramps: anything but 0 is a leak.',
    '',
    table(['store', 'subscribers', 'build', 'changes', 'event-log reads / change', 'store calls / change', 'gateway CPU / change', 'delivery p50', 'delivery p99', 'stray events'], rows),
    ...(ratios.length === 0
      ? []
      : ['', 'This build over the baseline, same run:', '', table(['store', 'subscribers', 'event-log reads', 'CPU per change', 'delivery p99'], ratios)]),
  ].join('\n');
  return { markdown, verdicts: [] };
}
