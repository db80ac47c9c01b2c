// Gateway cost per operation against a zero-cost upstream, beside references measured in the
// same run: the upstream called directly, a hand-written REST→JSON proxy doing the same listing
// (the floor of any gateway), a bare Apollo Server (the floor of any Apollo gateway), and
// Mercurius with graphql-jit doing the same listing (GraphQL done fast), and the two peers a user
// would pick instead of the gateway, each doing the same listing and ESP off-ramp mutation with the
// same hand-written resolvers over a RESTDataSource: Apollo Server on Fastify, and GraphQL Yoga
// (`servers/peer-resolvers.ts`). The gateway runs twice:
// with its single-instance defaults (SQLite, in-memory pub/sub) and with the several-instance
// backends (PostgreSQL, Redis). Saturation runs are interleaved over rounds, every server's
// CPU per operation taken as the median of its rounds, so machine noise falls on all alike.
// With `--baseline=`, another build of the gateway (bench/baseline.ts) runs beside this one on
// both backends, in the same rounds, so before and after are compared within one run. A third
// copy of the SQLite gateway traces every request (the OTEL_* variables set, spans exported over
// OTLP/HTTP to a local sink that only counts them), beside the untraced one: tracing's cost.
import { runLoad, type LoadResult, type LoadTarget } from './load.js';
import { runFixedRate } from './open-loop.js';
import {
  ESP_OFFRAMP_INPUT,
  ESP_OFFRAMP_MUTATION,
  ESP_OFFRAMP_PATH,
  ESP_OFFRAMP_REST_BODY,
  FLOOR_QUERY,
  LISTING_PATH,
  LISTING_QUERY,
  TEST_KEY,
  graphql,
  graphqlBody,
  rest,
} from './operations.js';
import { benchScript, startChild, type BenchChild } from './processes.js';
import { int, ms, ratio, table, type SectionResult, type TargetVerdict } from './report.js';
import { REDIS_URL, deleteKeys } from './section-fanout.js';
import { temporaryDatabase } from './databases.js';
import { LOAD_CORE, SATURATION_CONNECTIONS, SERVER_CORE, type BenchSettings } from './settings.js';

const WEBHOOK_SECRET = 'whsec_bench_cost_0123456789abcdef0123456789';
/** The PostgreSQL server where a throw-away database is created for the several-instance run, and dropped after. */

interface Case {
  name: string;
  target: LoadTarget;
  /** The processes whose CPU counts for this case. */
  measured: BenchChild[];
}

interface CaseResult {
  name: string;
  rounds: LoadResult[];
  /** Medians over the rounds. */
  rps: number;
  cpuMicrosPerOp: number;
  failures: number;
  loadGeneratorCpuPercent: number;
  fixed: LoadResult;
  moderate: LoadResult;
}

/** A rate every server here sustains, for latency without queueing; 1,000 req/s is beyond the gateway's listing on this machine. */
const MODERATE_RATE = 100;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Warm-up, then `rounds` saturation runs of every case in turn (the order rotated each round), then latency at fixed rates. */
async function measureInterleaved(cases: Case[], settings: BenchSettings): Promise<CaseResult[]> {
  const saturation = (c: Case, seconds: number) => runLoad(c.target, { durationSeconds: seconds, connections: SATURATION_CONNECTIONS }, c.measured);
  for (const c of cases) await saturation(c, settings.warmupSeconds);
  const rounds: LoadResult[][] = cases.map(() => []);
  for (let round = 0; round < settings.costRounds; round++) {
    for (let k = 0; k < cases.length; k++) {
      const i = (k + round) % cases.length;
      rounds[i]!.push(await saturation(cases[i]!, settings.costRoundSeconds));
    }
    console.log(`  round ${round + 1}/${settings.costRounds} done`);
  }
  const results: CaseResult[] = [];
  for (const [i, c] of cases.entries()) {
    const own = rounds[i]!;
    const fixed = await runFixedRate(c.target, settings.fixedRate, settings.runSeconds, c.measured);
    const moderate = await runFixedRate(c.target, MODERATE_RATE, settings.runSeconds, c.measured);
    const result: CaseResult = {
      name: c.name,
      rounds: own,
      rps: median(own.map((r) => r.rps)),
      cpuMicrosPerOp: median(own.map((r) => r.serverCpuMicrosPerOp)),
      failures: own.reduce((sum, r) => sum + r.failures, 0),
      loadGeneratorCpuPercent: median(own.map((r) => r.loadGeneratorCpuPercent)),
      fixed,
      moderate,
    };
    const cpus = own.map((r) => r.serverCpuMicrosPerOp);
    console.log(
      `  ${c.name}: ${int(result.rps)} req/s, ${int(result.cpuMicrosPerOp)} µs CPU/op (rounds ${int(Math.min(...cpus))}–${int(Math.max(...cpus))}), ` +
        `p99 ${ms(fixed.p99Ms)} at ${settings.fixedRate}/s, ${ms(moderate.p99Ms)} at ${MODERATE_RATE}/s`,
    );
    results.push(result);
  }
  return results;
}

/** A throw-away PostgreSQL database for one run: its URL, and how to drop it. */

type Edge = { node: Record<string, unknown> };

/** The items of a listing answer, for comparing references with the gateway. */
function itemsOf(data: unknown): Record<string, unknown>[] {
  const connection = (data as { espTransactions: { edges: Edge[] } }).espTransactions;
  return connection.edges.map((edge) => edge.node);
}

/** A peer's creation must carry the fields the gateway's does, of the same types: the mutation's work is the same. */
function checkSameCreation(name: string, gateway: Record<string, unknown>, peer: Record<string, unknown>): void {
  const shape = (data: Record<string, unknown>) =>
    JSON.stringify(data, (_key, value: unknown) => (value === null || typeof value === 'object' ? value : typeof value));
  if (shape(gateway) !== shape(peer)) throw new Error(`${name}: its creation differs from the gateway's:\n  gateway ${JSON.stringify(gateway)}\n  peer    ${JSON.stringify(peer)}`);
}

/** The references must answer the same page as the gateway, item for item, field for field, or their cost means nothing. */
function checkSameItems(name: string, gateway: Record<string, unknown>[], reference: Record<string, unknown>[]): void {
  if (gateway.length !== reference.length) throw new Error(`${name}: ${reference.length} items, the gateway ${gateway.length}`);
  for (const [i, node] of gateway.entries()) {
    const theirs = JSON.stringify(reference[i]);
    if (JSON.stringify(node) !== theirs) throw new Error(`${name}: item ${i} differs from the gateway's:\n  gateway   ${JSON.stringify(node)}\n  reference ${theirs}`);
  }
}

export async function costSection(settings: BenchSettings): Promise<SectionResult> {
  const children: BenchChild[] = [];
  const redisPrefix = `bench-cost-${process.pid}-${Date.now()}:`;
  const baselinePrefix = `${redisPrefix}baseline:`;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let baselineDatabase: { url: string; drop: () => Promise<void> } | undefined;
  const { baseline } = settings;
  try {
    database = await temporaryDatabase();
    if (baseline !== undefined) baselineDatabase = await temporaryDatabase();
    // The upstream of the gateways and of the references shares the load generator's core so each
    // server under test has core 0 to itself; the directly-called upstream is a second copy on core 0.
    const upstream = await startChild(benchScript('servers/stub-provider.js'), { core: LOAD_CORE });
    const upstreamDirect = await startChild(benchScript('servers/stub-provider.js'), { core: SERVER_CORE });
    children.push(upstream, upstreamDirect);
    const upstreamUrl = upstream.ready.url as string;
    const gateway = await startChild(benchScript('servers/gateway.js'), {
      core: SERVER_CORE,
      options: { upstream: upstreamUrl, webhookSecret: WEBHOOK_SECRET },
    });
    children.push(gateway);
    if (gateway.ready.traced === true) throw new Error('the untraced gateway traces: unset the OTEL_* variables the bench runs with');
    const otlpSink = await startChild(benchScript('servers/otlp-sink.js'), { core: LOAD_CORE });
    children.push(otlpSink);
    const gatewayTraced = await startChild(benchScript('servers/gateway.js'), {
      core: SERVER_CORE,
      options: { upstream: upstreamUrl, webhookSecret: WEBHOOK_SECRET },
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: otlpSink.ready.url as string },
    });
    children.push(gatewayTraced);
    if (gatewayTraced.ready.traced !== true) throw new Error('the traced gateway did not start tracing');
    const gatewayShared = await startChild(benchScript('servers/gateway.js'), {
      core: SERVER_CORE,
      options: { upstream: upstreamUrl, webhookSecret: WEBHOOK_SECRET, databaseUrl: database.url, redisUrl: REDIS_URL, redisKeyPrefix: redisPrefix },
    });
    children.push(gatewayShared);
    const floor = await startChild(benchScript('servers/bare-apollo.js'), { core: SERVER_CORE });
    children.push(floor);
    const proxy = await startChild(benchScript('servers/minimal-proxy.js'), { core: SERVER_CORE, options: { upstream: upstreamUrl } });
    children.push(proxy);
    const jit = await startChild(benchScript('servers/mercurius-jit.js'), { core: SERVER_CORE, options: { upstream: upstreamUrl } });
    children.push(jit);
    const apolloPeer = await startChild(benchScript('servers/apollo-datasource-rest.js'), { core: SERVER_CORE, options: { upstream: upstreamUrl } });
    const yogaPeer = await startChild(benchScript('servers/yoga.js'), { core: SERVER_CORE, options: { upstream: upstreamUrl } });
    children.push(apolloPeer, yogaPeer);
    // The baseline's gateways, each with a store of its own: an idempotency key one build claimed would be a replay for the other.
    const baselineGateways =
      baseline === undefined || baselineDatabase === undefined
        ? undefined
        : {
            sqlite: await startChild(baseline.gatewayScript, { core: SERVER_CORE, options: { upstream: upstreamUrl, webhookSecret: WEBHOOK_SECRET } }),
            shared: await startChild(baseline.gatewayScript, {
              core: SERVER_CORE,
              options: { upstream: upstreamUrl, webhookSecret: WEBHOOK_SECRET, databaseUrl: baselineDatabase.url, redisUrl: REDIS_URL, redisKeyPrefix: baselinePrefix },
            }),
          };
    if (baselineGateways !== undefined) children.push(baselineGateways.sqlite, baselineGateways.shared);
    const gatewayUrl = gateway.ready.graphqlUrl as string;
    const sharedUrl = gatewayShared.ready.graphqlUrl as string;
    const tracedUrl = gatewayTraced.ready.graphqlUrl as string;
    const directUrl = upstreamDirect.ready.url as string;
    const floorUrl = floor.ready.graphqlUrl as string;
    const proxyUrl = `${proxy.ready.url as string}/transactions?first=20`;
    const jitUrl = jit.ready.graphqlUrl as string;
    const peers = [
      { name: 'Apollo Server + RESTDataSource', url: apolloPeer.ready.graphqlUrl as string, child: apolloPeer },
      { name: 'GraphQL Yoga + RESTDataSource', url: yogaPeer.ready.graphqlUrl as string, child: yogaPeer },
    ];

    // Each operation once, checked, before any load: a failing operation is never measured, and a
    // reference that does not answer the gateway's page item for item is not a reference.
    const gatewayItems = itemsOf(await graphql(gatewayUrl, LISTING_QUERY, { first: 20 }));
    checkSameItems('gateway on PostgreSQL + Redis', gatewayItems, itemsOf(await graphql(sharedUrl, LISTING_QUERY, { first: 20 })));
    checkSameItems('gateway traced', gatewayItems, itemsOf(await graphql(tracedUrl, LISTING_QUERY, { first: 20 })));
    checkSameItems('minimal proxy', gatewayItems, itemsOf(((await rest(proxyUrl, '')) as { data: unknown }).data));
    checkSameItems('Mercurius + graphql-jit', gatewayItems, itemsOf(await graphql(jitUrl, LISTING_QUERY, { first: 20 })));
    // Twice: Mercurius compiles a query with graphql-jit after its first run.
    checkSameItems('Mercurius + graphql-jit (compiled)', gatewayItems, itemsOf(await graphql(jitUrl, LISTING_QUERY, { first: 20 })));
    const gatewayCreated = await graphql(gatewayUrl, ESP_OFFRAMP_MUTATION, { input: ESP_OFFRAMP_INPUT });
    for (const peer of peers) {
      checkSameItems(peer.name, gatewayItems, itemsOf(await graphql(peer.url, LISTING_QUERY, { first: 20 })));
      checkSameCreation(peer.name, gatewayCreated, await graphql(peer.url, ESP_OFFRAMP_MUTATION, { input: ESP_OFFRAMP_INPUT }));
    }
    await graphql(sharedUrl, ESP_OFFRAMP_MUTATION, { input: ESP_OFFRAMP_INPUT });
    await graphql(tracedUrl, ESP_OFFRAMP_MUTATION, { input: ESP_OFFRAMP_INPUT });
    const baselineUrls =
      baselineGateways === undefined
        ? undefined
        : { sqlite: baselineGateways.sqlite.ready.graphqlUrl as string, shared: baselineGateways.shared.ready.graphqlUrl as string };
    if (baselineUrls !== undefined) {
      for (const [name, url] of Object.entries(baselineUrls)) {
        checkSameItems(`baseline ${baseline!.label} (${name})`, gatewayItems, itemsOf(await graphql(url, LISTING_QUERY, { first: 20 })));
        await graphql(url, ESP_OFFRAMP_MUTATION, { input: ESP_OFFRAMP_INPUT });
      }
    }
    await graphql(floorUrl, FLOOR_QUERY);
    await rest(directUrl, LISTING_PATH(20));
    await rest(directUrl, ESP_OFFRAMP_PATH, { method: 'POST', body: ESP_OFFRAMP_REST_BODY });
    console.log(`  answers checked: the minimal proxy, Mercurius + graphql-jit, both peers and both gateways list the same ${gatewayItems.length} items; the peers create as the gateway does`);

    const key = { 'ngnc-sec-key': TEST_KEY };
    const listingBody = graphqlBody(LISTING_QUERY, { first: 20 });
    const mutationBody = graphqlBody(ESP_OFFRAMP_MUTATION, { input: ESP_OFFRAMP_INPUT });
    const cases: Case[] = [
      { name: 'stub directly: listing (REST, limit=20)', target: { url: `${directUrl}${LISTING_PATH(20)}`, method: 'GET', headers: key }, measured: [upstreamDirect] },
      { name: 'stub directly: mutation (REST)', target: { url: `${directUrl}${ESP_OFFRAMP_PATH}`, method: 'POST', headers: key, body: JSON.stringify(ESP_OFFRAMP_REST_BODY) }, measured: [upstreamDirect] },
      { name: 'minimal proxy: listing', target: { url: proxyUrl, method: 'GET', headers: key }, measured: [proxy] },
      { name: 'bare Apollo `{ hello }`', target: { url: floorUrl, method: 'POST', body: graphqlBody(FLOOR_QUERY) }, measured: [floor] },
      { name: 'Mercurius + graphql-jit: listing', target: { url: jitUrl, method: 'POST', headers: key, body: listingBody }, measured: [jit] },
      { name: 'gateway (SQLite, in-memory pub/sub): listing', target: { url: gatewayUrl, method: 'POST', headers: key, body: listingBody }, measured: [gateway] },
      { name: 'gateway (SQLite, in-memory pub/sub): mutation', target: { url: gatewayUrl, method: 'POST', headers: key, body: mutationBody }, measured: [gateway] },
      { name: 'gateway (PostgreSQL, Redis): listing', target: { url: sharedUrl, method: 'POST', headers: key, body: listingBody }, measured: [gatewayShared] },
      { name: 'gateway (PostgreSQL, Redis): mutation', target: { url: sharedUrl, method: 'POST', headers: key, body: mutationBody }, measured: [gatewayShared] },
      { name: 'gateway (SQLite, traced to OTLP): listing', target: { url: tracedUrl, method: 'POST', headers: key, body: listingBody }, measured: [gatewayTraced] },
      { name: 'gateway (SQLite, traced to OTLP): mutation', target: { url: tracedUrl, method: 'POST', headers: key, body: mutationBody }, measured: [gatewayTraced] },
      ...peers.flatMap((peer) => [
        { name: `${peer.name}: listing`, target: { url: peer.url, method: 'POST' as const, headers: key, body: listingBody }, measured: [peer.child] },
        { name: `${peer.name}: mutation`, target: { url: peer.url, method: 'POST' as const, headers: key, body: mutationBody }, measured: [peer.child] },
      ]),
    ];
    if (baselineGateways !== undefined && baselineUrls !== undefined) {
      const at = `baseline ${baseline!.label}`;
      cases.push(
        { name: `${at} (SQLite, in-memory pub/sub): listing`, target: { url: baselineUrls.sqlite, method: 'POST', headers: key, body: listingBody }, measured: [baselineGateways.sqlite] },
        { name: `${at} (SQLite, in-memory pub/sub): mutation`, target: { url: baselineUrls.sqlite, method: 'POST', headers: key, body: mutationBody }, measured: [baselineGateways.sqlite] },
        { name: `${at} (PostgreSQL, Redis): listing`, target: { url: baselineUrls.shared, method: 'POST', headers: key, body: listingBody }, measured: [baselineGateways.shared] },
        { name: `${at} (PostgreSQL, Redis): mutation`, target: { url: baselineUrls.shared, method: 'POST', headers: key, body: mutationBody }, measured: [baselineGateways.shared] },
      );
    }
    const results = await measureInterleaved(cases, settings);
    const [listingDirect, mutationDirect, proxyResult, floorResult, jitResult, listing, mutation, listingShared, mutationShared, listingTraced, mutationTraced, apolloListing, apolloMutation, yogaListing, yogaMutation, ...baselineResults] =
      results as [CaseResult, CaseResult, CaseResult, CaseResult, CaseResult, CaseResult, CaseResult, CaseResult, CaseResult, CaseResult, CaseResult, CaseResult, CaseResult, CaseResult, CaseResult, ...CaseResult[]];
    const cheaperListing = apolloListing.cpuMicrosPerOp <= yogaListing.cpuMicrosPerOp ? apolloListing : yogaListing;
    const cheaperMutation = apolloMutation.cpuMicrosPerOp <= yogaMutation.cpuMicrosPerOp ? apolloMutation : yogaMutation;
    const exported = await otlpSink.request<{ exports: number; bytes: number }>('received');
    // A traced row whose spans never left measured nothing of tracing.
    if (exported.exports === 0) throw new Error('the traced gateway exported no spans to the OTLP sink');
    console.log(`  tracing: the OTLP sink took ${int(exported.exports)} exports, ${int(exported.bytes / 1024)} KiB`);

    const rows = results.map((r) => {
      const cpus = r.rounds.map((round) => round.serverCpuMicrosPerOp);
      return [
        r.name,
        int(r.rps),
        int(r.cpuMicrosPerOp),
        `${int(Math.min(...cpus))}–${int(Math.max(...cpus))}`,
        ratio(r.cpuMicrosPerOp / proxyResult.cpuMicrosPerOp),
        ratio(r.cpuMicrosPerOp / floorResult.cpuMicrosPerOp),
        `${ms(r.fixed.p50Ms)} / ${ms(r.fixed.p99Ms)} (${int(r.fixed.rps)} answered/s)`,
        `${ms(r.moderate.p50Ms)} / ${ms(r.moderate.p99Ms)}`,
        `${r.failures} / ${r.fixed.failures} / ${r.moderate.failures}`,
        `${r.loadGeneratorCpuPercent.toFixed(0)}%`,
      ];
    });

    const cpuTargets: [string, CaseResult][] = [
      ['listing, gateway with SQLite and in-memory pub/sub', listing],
      ['mutation, gateway with SQLite and in-memory pub/sub', mutation],
      ['listing, gateway with PostgreSQL and Redis', listingShared],
      ['mutation, gateway with PostgreSQL and Redis', mutationShared],
    ];
    const verdicts: TargetVerdict[] = cpuTargets.flatMap(([what, r]) => {
      const toProxy = r.cpuMicrosPerOp / proxyResult.cpuMicrosPerOp;
      const toFloor = r.cpuMicrosPerOp / floorResult.cpuMicrosPerOp;
      return [
        {
          target: `${what}: server CPU per operation at most 2× the minimal proxy's (same run)`,
          measured: `${int(r.cpuMicrosPerOp)} vs ${int(proxyResult.cpuMicrosPerOp)} µs = ${ratio(toProxy)}`,
          met: toProxy <= 2,
        },
        {
          target: `${what}: server CPU per operation at most 1.5× bare Apollo's (same run)`,
          measured: `${int(r.cpuMicrosPerOp)} vs ${int(floorResult.cpuMicrosPerOp)} µs = ${ratio(toFloor)}`,
          met: toFloor <= 1.5,
        },
      ];
    });
    for (const [what, ours, peer] of [
      ['listing', listing, cheaperListing],
      ['mutation', mutation, cheaperMutation],
    ] as const) {
      verdicts.push({
        target: `${what}, gateway with SQLite and in-memory pub/sub: server CPU per operation no more than the cheaper peer's (same run)`,
        measured: `${int(ours.cpuMicrosPerOp)} vs ${int(peer.cpuMicrosPerOp)} µs (${peer.name.replace(/: .*/, '')}) = ${ratio(ours.cpuMicrosPerOp / peer.cpuMicrosPerOp)}`,
        met: ours.cpuMicrosPerOp <= peer.cpuMicrosPerOp,
      });
    }
    const floorShare = listing.rps / floorResult.rps;
    verdicts.push({
      target: 'listing query with a zero-cost upstream: at least one third of the bare-Apollo floor\'s throughput on one core',
      measured: `${int(listing.rps)} vs ${int(floorResult.rps)} req/s = ${ratio(floorShare)} of the floor`,
      met: floorShare >= 1 / 3,
    });

    const markdown = [
      '## 1. Gateway cost per operation (zero-cost upstream), beside references',
      '',
      `Every server under test alone on core ${SERVER_CORE} (taskset), NODE_ENV=production; autocannon and the in-memory upstream of the gateways and references on core ${LOAD_CORE}. ` +
        `Saturation: ${SATURATION_CONNECTIONS} connections, ${settings.costRounds} interleaved rounds of ${settings.costRoundSeconds} s per server (the order rotated each round) after ${settings.warmupSeconds} s of warm-up each; ` +
        'req/s and CPU are the medians of the rounds. CPU per operation is the server process\'s own user+system time (`process.cpuUsage`) over a round divided by the requests answered. ' +
        `Fixed rates: ${settings.fixedRate} and ${MODERATE_RATE} req/s for ${settings.runSeconds} s each, open loop (requests leave on schedule; up to 64 connections), each timed in µs. ` +
        'The upstream answers with bytes recorded from the real emulator. For `first: 20` the gateway reads one provider page of 20, as every reference does. ' +
        'Before measuring, the minimal proxy\'s, Mercurius\'s and the gateways\' answers were checked to hold the same 20 items, field for field. ' +
        'The traced gateway is the SQLite one started as `npm start` with `OTEL_EXPORTER_OTLP_ENDPOINT` set: the Node SDK\'s defaults (every span sampled, a batch ' +
        `span processor, OTLP/HTTP protobuf) exporting to a local sink on core ${LOAD_CORE} that answers 200 and keeps only counts ` +
        `(${int(exported.exports)} exports, ${int(exported.bytes / 1024)} KiB in this run); every other gateway runs with no OTEL_* variable, tracing off.`,
      '',
      table(
        [
          'operation',
          'req/s (saturation, median)',
          'server CPU µs/op (median)',
          'CPU µs/op over rounds',
          'CPU ÷ minimal proxy',
          'CPU ÷ bare Apollo',
          `p50 / p99 at ${settings.fixedRate} req/s`,
          `p50 / p99 at ${MODERATE_RATE} req/s`,
          'failed or not sent (saturation / fixed / moderate)',
          'load generator CPU',
        ],
        rows,
      ),
      '',
      '| ratio (same run) | value |',
      '| --- | --- |',
      `| listing: gateway throughput / bare Apollo | ${ratio(floorShare)} |`,
      `| listing: gateway throughput / minimal proxy | ${ratio(listing.rps / proxyResult.rps)} |`,
      `| listing: gateway CPU/op / Mercurius + graphql-jit CPU/op | ${ratio(listing.cpuMicrosPerOp / jitResult.cpuMicrosPerOp)} |`,
      `| listing: gateway CPU/op / Apollo Server + RESTDataSource CPU/op | ${ratio(listing.cpuMicrosPerOp / apolloListing.cpuMicrosPerOp)} |`,
      `| listing: gateway CPU/op / GraphQL Yoga + RESTDataSource CPU/op | ${ratio(listing.cpuMicrosPerOp / yogaListing.cpuMicrosPerOp)} |`,
      `| mutation: gateway CPU/op / Apollo Server + RESTDataSource CPU/op | ${ratio(mutation.cpuMicrosPerOp / apolloMutation.cpuMicrosPerOp)} |`,
      `| mutation: gateway CPU/op / GraphQL Yoga + RESTDataSource CPU/op | ${ratio(mutation.cpuMicrosPerOp / yogaMutation.cpuMicrosPerOp)} |`,
      `| listing: Mercurius + graphql-jit CPU/op / minimal proxy CPU/op | ${ratio(jitResult.cpuMicrosPerOp / proxyResult.cpuMicrosPerOp)} |`,
      `| listing: PostgreSQL + Redis CPU/op / SQLite CPU/op | ${ratio(listingShared.cpuMicrosPerOp / listing.cpuMicrosPerOp)} |`,
      `| mutation: PostgreSQL + Redis CPU/op / SQLite CPU/op | ${ratio(mutationShared.cpuMicrosPerOp / mutation.cpuMicrosPerOp)} |`,
      `| listing: traced (OTLP) CPU/op / untraced CPU/op | ${ratio(listingTraced.cpuMicrosPerOp / listing.cpuMicrosPerOp)} |`,
      `| mutation: traced (OTLP) CPU/op / untraced CPU/op | ${ratio(mutationTraced.cpuMicrosPerOp / mutation.cpuMicrosPerOp)} |`,
      `| listing: added p50 / p99 at ${MODERATE_RATE} req/s over the stub directly | ${ms(listing.moderate.p50Ms - listingDirect.moderate.p50Ms)} / ${ms(listing.moderate.p99Ms - listingDirect.moderate.p99Ms)} |`,
      `| mutation: added p50 / p99 at ${MODERATE_RATE} req/s over the stub directly | ${ms(mutation.moderate.p50Ms - mutationDirect.moderate.p50Ms)} / ${ms(mutation.moderate.p99Ms - mutationDirect.moderate.p99Ms)} |`,
      ...(baselineResults.length === 0
        ? []
        : [
            '',
            `This build beside the baseline ${baseline!.label}, measured in the same rounds (CPU per operation, medians):`,
            '',
            table(
              ['operation', 'this build µs/op', `${baseline!.label} µs/op`, 'this ÷ baseline'],
              [listing, mutation, listingShared, mutationShared].map((r, i) => {
                const before = baselineResults[i]!;
                return [r.name.replace('gateway ', ''), int(r.cpuMicrosPerOp), int(before.cpuMicrosPerOp), ratio(r.cpuMicrosPerOp / before.cpuMicrosPerOp)];
              }),
            ),
          ]),
      '',
      'A load generator near 100% CPU means the load generator, not the server, was the limit of that row (autocannon is single-threaded); ' +
        'CPU per operation is still the server\'s own.',
    ].join('\n');
    return { markdown, verdicts };
  } finally {
    for (const child of children.reverse()) await child.stop();
    await baselineDatabase?.drop().catch((error: unknown) => console.error(`  could not drop the baseline's database: ${String(error)}`));
    await deleteKeys(redisPrefix).catch((error: unknown) => console.error(`  could not delete the bench's Redis keys: ${String(error)}`));
    await database?.drop().catch((error: unknown) => console.error(`  could not drop the bench's database: ${String(error)}`));
  }
}
