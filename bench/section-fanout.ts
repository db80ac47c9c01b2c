// Subscription fan-out: N graphql-ws subscribers on one gateway (then on two over Redis), a
// burst of signed webhooks, the time from sending each webhook to each subscriber's message,
// and the gateway's memory per subscriber.
import { Redis } from 'ioredis';
import { temporaryDatabase } from './databases.js';
import { OFFRAMP_MUTATION, graphql, offrampInput } from './operations.js';
import { benchScript, startChild, type BenchChild } from './processes.js';
import { kb, mib, ms, ratio, table, type SectionResult, type TargetVerdict } from './report.js';
import { LOAD_CORE, SERVER_CORE, type BenchSettings } from './settings.js';
import type { BurstResult, ProviderOfframpRecord } from './subscribers.js';
import type { ProcessStats } from './child-harness.js';

const WEBHOOK_SECRET = 'whsec_bench_fanout_0123456789abcdef0123456789';
const WEBHOOK_PATH = '/webhooks/ramp';
/** Offramps followed: each webhook of the burst reaches subscribers / RESOURCES of them. */
const RESOURCES = 100;
const COUNTS = process.env.BENCH_SUBSCRIBERS?.split(',').map(Number);
const INSTANCES = (process.env.BENCH_FANOUT_INSTANCES ?? '1,2').split(',').map(Number);
/** Issue 15: delivery p99 and memory per subscriber within this multiple of the bare ws floor's. */
const FLOOR_RATIO_TARGET = 1.25;
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const OFFRAMP_FIELDS_MUTATION = OFFRAMP_MUTATION.replace(
  'offramp { id status }',
  'offramp { id reference stablecoin amount currency payoutAmount rate status paymentMethod createdAt }',
);

/** The provider's records of `count` offramps created through the gateway, as its webhooks carry them. */
export async function createOfframps(graphqlUrl: string, count = RESOURCES): Promise<ProviderOfframpRecord[]> {
  const records: ProviderOfframpRecord[] = [];
  for (let i = 0; i < count; i++) {
    const input = offrampInput(i);
    const data = await graphql(graphqlUrl, OFFRAMP_FIELDS_MUTATION, { input });
    const o = (data.createOfframp as { offramp: Record<string, string> }).offramp;
    records.push({
      transaction_id: o.id!,
      reference: o.reference,
      type: 'offramp',
      customer_id: input.customerId,
      stables: o.stablecoin,
      network: input.network,
      wallet_address: input.walletAddress,
      amount: o.amount,
      currency: o.currency,
      payout_amount: o.payoutAmount,
      rate: o.rate,
      transaction_status: 'pending',
      payment_method: o.paymentMethod,
      date_created: o.createdAt,
    });
  }
  return records;
}

interface FanoutRun {
  label: string;
  instances: number;
  floor: boolean;
  subscribers: number;
  connectSeconds: number;
  bursts: BurstResult[];
  memoryPerSubscriber: number;
  heapPerSubscriber: number;
  rssBefore: number;
  rssAfter: number;
  /** Gateway CPU during both bursts (webhooks received and every message sent) per message delivered. */
  cpuMicrosPerMessage: number;
  /** The subscriber process's CPU over the same bursts (sending webhooks, receiving messages) per message. */
  subscriberCpuMicrosPerMessage: number;
}

/** `floor`: the bare ws server (servers/bare-ws.ts) in place of the gateway, for the reference row. */
async function fanoutRun(subscriberCount: number, instances: number, floor = false): Promise<FanoutRun> {
  const children: BenchChild[] = [];
  const prefix = `bench:${process.pid}:${Date.now()}:`;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  try {
    // The processes measured: the gateway instance(s), or the bare ws server.
    const servers: BenchChild[] = [];
    let offramps: ProviderOfframpRecord[];
    let webhookPath = WEBHOOK_PATH;
    if (floor) {
      const bare = await startChild(benchScript('servers/bare-ws.js'), { core: SERVER_CORE });
      children.push(bare);
      servers.push(bare);
      offramps = Array.from({ length: RESOURCES }, (_, i) => ({ transaction_id: `off_floor_${i}`, transaction_status: 'pending' }));
      webhookPath = '/burst';
    } else {
      const emulator = await startChild(benchScript('servers/emulator.js'), { core: LOAD_CORE, options: { seedTransactions: 0 } });
      children.push(emulator);
      // Instances share their database as well as Redis: a subscriber on one follows what another
      // created. PostgreSQL, as in a deployment of several: one SQLite file is one gateway's.
      if (instances > 1) database = await temporaryDatabase();
      for (let i = 0; i < instances; i++) {
        const gateway = await startChild(benchScript('servers/gateway.js'), {
          core: SERVER_CORE,
          options: {
            upstream: emulator.ready.url,
            webhookSecret: WEBHOOK_SECRET,
            ...(database !== undefined && { redisUrl: REDIS_URL, redisKeyPrefix: prefix, databaseUrl: database.url }),
          },
        });
        servers.push(gateway);
        children.push(gateway);
      }
      offramps = await createOfframps(servers[0]!.ready.graphqlUrl as string);
    }
    const graphqlUrls = servers.map((g) => g.ready.graphqlUrl as string);
    const before = await Promise.all(servers.map((g) => g.request<ProcessStats>('gc')));

    const subscribers = await startChild(benchScript('subscribers.js'), {
      core: LOAD_CORE,
      options: { graphqlUrls, webhookUrl: `${servers[0]!.ready.url as string}${webhookPath}`, webhookSecret: WEBHOOK_SECRET, offramps, floor },
      nodeArgs: ['--max-old-space-size=4096'],
    });
    children.push(subscribers);
    const connected = await subscribers.request<{ connected: number; seconds: number }>('connect', { count: subscriberCount });
    const after = await Promise.all(servers.map((g) => g.request<ProcessStats>('gc')));
    const bursts: BurstResult[] = [];
    // BENCH_CPU_PROF=<directory>: a CPU profile of instance 1 during the bursts only.
    const profileDirectory = process.env.BENCH_CPU_PROF;
    if (profileDirectory !== undefined) await servers[0]!.request('profile-start');
    const cpuBefore = await Promise.all(servers.map((g) => g.stats()));
    const subscriberCpuBefore = await subscribers.stats();
    for (const status of ['processing', 'completed']) bursts.push(await subscribers.request<BurstResult>('burst', { status }));
    const cpuAfter = await Promise.all(servers.map((g) => g.stats()));
    const subscriberCpu = (await subscribers.stats()).cpuMicros - subscriberCpuBefore.cpuMicros;
    const burstCpu = cpuAfter.reduce((sum, s, i) => sum + s.cpuMicros - cpuBefore[i]!.cpuMicros, 0);
    const delivered = bursts.reduce((sum, b) => sum + b.received, 0);
    if (profileDirectory !== undefined) {
      const file = `${profileDirectory}/fanout-${subscriberCount}-${instances}${floor ? '-floor' : ''}.cpuprofile`;
      await servers[0]!.request('profile-stop', { file });
      console.log(`  CPU profile of the bursts: ${file}`);
    }

    const rssBefore = before.reduce((sum, s) => sum + s.rssBytes, 0);
    const rssAfter = after.reduce((sum, s) => sum + s.rssBytes, 0);
    const heapGrowth = after.reduce((sum, s, i) => sum + s.heapUsedBytes - before[i]!.heapUsedBytes, 0);
    const where = floor ? 'bare ws server (floor)' : instances === 1 ? 'one instance (memory)' : `${instances} instances over Redis`;
    const label = `${subscriberCount.toLocaleString('en-US')} subscribers, ${where}`;
    for (const [i, b] of bursts.entries()) {
      console.log(`  ${label}, burst ${i + 1}: ${b.received}/${b.subscribers} received, p50 ${ms(b.latencyMs.p50)} p99 ${ms(b.latencyMs.p99)} max ${ms(b.latencyMs.max)}`);
    }
    return {
      label,
      instances,
      floor,
      subscribers: connected.connected,
      connectSeconds: connected.seconds,
      bursts,
      memoryPerSubscriber: (rssAfter - rssBefore) / connected.connected,
      heapPerSubscriber: heapGrowth / connected.connected,
      rssBefore,
      rssAfter,
      cpuMicrosPerMessage: burstCpu / delivered,
      subscriberCpuMicrosPerMessage: subscriberCpu / delivered,
    };
  } finally {
    for (const child of children.reverse()) await child.stop();
    if (instances > 1) await deleteKeys(prefix);
    await database?.drop();
  }
}

/** The bench's own Redis keys, so a shared Redis is left as found. */
export async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export async function fanoutSection(settings: BenchSettings): Promise<SectionResult> {
  const runs: FanoutRun[] = [];
  for (const instances of INSTANCES) {
    for (const count of COUNTS ?? settings.subscriberCounts) {
      runs.push(await fanoutRun(count, instances));
      if (instances === 1) runs.push(await fanoutRun(count, 1, true));
    }
  }
  const rows = runs.flatMap((run) =>
    run.bursts.map((b, i) => [
      run.label,
      `${i + 1} (${i === 0 ? 'processing' : 'completed'})`,
      `${b.received}/${b.subscribers}`,
      ms(b.latencyMs.p50),
      ms(b.latencyMs.p99),
      ms(b.latencyMs.max),
      ms(b.webhookAckMs.p50),
      i === 0 ? kb(run.memoryPerSubscriber) : '',
      i === 0 ? kb(run.heapPerSubscriber) : '',
      i === 0 ? `${mib(run.rssBefore)} → ${mib(run.rssAfter)}` : '',
      i === 0 ? `${run.connectSeconds.toFixed(1)} s` : '',
      i === 0 ? `${Math.round(run.cpuMicrosPerMessage)} µs` : '',
      i === 0 ? `${Math.round(run.subscriberCpuMicrosPerMessage)} µs` : '',
    ]),
  );
  // The targets compare the largest one-instance run with the bare ws floor measured beside it.
  const single = runs.filter((run) => run.instances === 1 && !run.floor).sort((a, b) => b.subscribers - a.subscribers)[0];
  const floorRun = runs.find((run) => run.floor && run.subscribers === single?.subscribers);
  const largest = single?.subscribers ?? Math.max(...settings.subscriberCounts);
  const worstP99 = (run: FanoutRun | undefined) => (run === undefined ? NaN : Math.max(...run.bursts.map((b) => b.latencyMs.p99)));
  const allReceived = single?.bursts.every((b) => b.received === b.subscribers) ?? false;
  const p99Ratio = worstP99(single) / worstP99(floorRun);
  const memoryRatio = (single?.memoryPerSubscriber ?? NaN) / (floorRun?.memoryPerSubscriber ?? NaN);
  const cpuRatio = (single?.cpuMicrosPerMessage ?? NaN) / (floorRun?.cpuMicrosPerMessage ?? NaN);
  const subscribersOnOne = `${largest.toLocaleString('en-US')} subscribers on one instance`;
  const verdicts: TargetVerdict[] = [
    {
      target: `${subscribersOnOne}: delivery p99 at most ${ratio(FLOOR_RATIO_TARGET)} the bare ws floor's in the same run`,
      measured:
        `${ratio(p99Ratio)} (worst burst p99 ${ms(worstP99(single))} vs the floor's ${ms(worstP99(floorRun))})` +
        `${allReceived ? '' : ' (NOT every subscriber received its message)'}; gateway CPU per message ${ratio(cpuRatio)} the floor's`,
      met: p99Ratio <= FLOOR_RATIO_TARGET && allReceived,
    },
    {
      target: `${subscribersOnOne}: memory per subscriber at most ${ratio(FLOOR_RATIO_TARGET)} the bare ws floor's in the same run`,
      measured: `${ratio(memoryRatio)} (${kb(single?.memoryPerSubscriber ?? NaN)} RSS growth per subscriber vs the floor's ${kb(floorRun?.memoryPerSubscriber ?? NaN)})`,
      met: memoryRatio <= FLOOR_RATIO_TARGET,
    },
  ];
  const markdown = [
    '## 4. Subscription fan-out',
    '',
    `Gateway instance(s) on core ${SERVER_CORE}; the subscriber process (one WebSocket per subscriber, speaking graphql-transport-ws without a client library, to stay light) and the emulator on core ${LOAD_CORE}. ` +
      `Each subscriber follows one of ${RESOURCES} off-ramps created through the gateway (\`offrampUpdated(id)\`), so each subscriber gets exactly one message per burst. ` +
      `A burst is ${RESOURCES} signed \`transaction_status_updated\` webhooks POSTed at once to instance 1; latency runs from the moment each webhook is sent ` +
      '(before the gateway accepts it) to each subscriber\'s message, on the subscriber process\'s clock. Memory: the gateway processes\' RSS after a forced GC, ' +
      'before connecting and after every subscriber received its first (snapshot) message, divided by the subscribers. With two instances the subscribers are split evenly; ' +
      'half of them receive each event through Redis pub/sub. File-descriptor limit raised to 65,536 in every process.',
    '',
    table(['run', 'burst', 'received', 'p50', 'p99', 'max', 'webhook answered (p50)', 'RSS / subscriber', 'heap / subscriber', 'gateway RSS', 'connect time', 'gateway CPU / message', 'subscriber process CPU / message'], rows),
    '',
    'The webhook is answered only after its event is published, and one core serves the whole burst, so "webhook answered" tracks delivery: ' +
      'the latency is the time the gateway needs to work through the burst (CPU per message delivered), not a wait in between. ' +
      'The "bare ws server (floor)" rows are the reference: a `ws` server that, for each of the same 100 POSTs, sends one message serialised once ' +
      'to the same subscribers, with no GraphQL, pub/sub or webhook checks (`servers/bare-ws.ts`). What it needs is ws framing and one socket write per ' +
      'subscriber, which any gateway pays; the subscriber process, which must read 10,000 sockets on one core, weighs on both rows alike. ' +
      'The gateway runs graphql-ws on its stock binding and executes each subscription\'s selection per event; a profile of the bursts ' +
      '(`BENCH_CPU_PROF=<dir> npm run bench -- --only=fanout`) shows where its time goes. ' +
      `The targets compare the largest one-instance run with the floor's run of the same size, both of this run: the worst burst's p99 and the RSS per subscriber, each at most ${ratio(FLOOR_RATIO_TARGET)} the floor's.`,
  ].join('\n');
  return { markdown, verdicts };
}
