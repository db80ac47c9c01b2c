// Gateway cost per operation against a zero-cost upstream, beside the same client calling
// that upstream directly and beside a bare Apollo Server (the floor of any Apollo gateway).
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
import { int, ms, ratio, table, type SectionResult } from './report.js';
import { LOAD_CORE, SATURATION_CONNECTIONS, SERVER_CORE, type BenchSettings } from './settings.js';

const WEBHOOK_SECRET = 'whsec_bench_cost';

interface Case {
  name: string;
  target: LoadTarget;
  /** The processes whose CPU counts for this case. */
  measured: BenchChild[];
}

interface CaseResult {
  name: string;
  saturation: LoadResult;
  fixed: LoadResult;
  moderate: LoadResult;
}

/** A rate every server here sustains, for latency without queueing; 1,000 req/s is beyond the gateway's listing on this machine. */
const MODERATE_RATE = 100;

async function measureCase(c: Case, settings: BenchSettings): Promise<CaseResult> {
  await runLoad(c.target, { durationSeconds: settings.warmupSeconds, connections: SATURATION_CONNECTIONS }, c.measured);
  const saturation = await runLoad(c.target, { durationSeconds: settings.runSeconds, connections: SATURATION_CONNECTIONS }, c.measured);
  const fixed = await runFixedRate(c.target, settings.fixedRate, settings.runSeconds, c.measured);
  const moderate = await runFixedRate(c.target, MODERATE_RATE, settings.runSeconds, c.measured);
  console.log(`  ${c.name}: ${int(saturation.rps)} req/s, ${int(saturation.serverCpuMicrosPerOp)} µs CPU/op, p99 ${ms(fixed.p99Ms)} at ${settings.fixedRate}/s, ${ms(moderate.p99Ms)} at ${MODERATE_RATE}/s`);
  return { name: c.name, saturation, fixed, moderate };
}

export async function costSection(settings: BenchSettings): Promise<SectionResult> {
  const children: BenchChild[] = [];
  try {
    // The gateway's upstream shares the load generator's core so the gateway has core 0 to itself;
    // the directly-called upstream is a second copy on core 0, where the server under test runs.
    const upstreamOfGateway = await startChild(benchScript('servers/stub-provider.js'), { core: LOAD_CORE });
    const upstreamDirect = await startChild(benchScript('servers/stub-provider.js'), { core: SERVER_CORE });
    const gateway = await startChild(benchScript('servers/gateway.js'), {
      core: SERVER_CORE,
      options: { upstream: upstreamOfGateway.ready.url, webhookSecret: WEBHOOK_SECRET },
    });
    const floor = await startChild(benchScript('servers/bare-apollo.js'), { core: SERVER_CORE });
    children.push(upstreamOfGateway, upstreamDirect, gateway, floor);
    const gatewayUrl = gateway.ready.graphqlUrl as string;
    const directUrl = upstreamDirect.ready.url as string;
    const floorUrl = floor.ready.graphqlUrl as string;

    // Each operation once, checked, before any load: a failing operation is never measured.
    await graphql(gatewayUrl, LISTING_QUERY, { first: 20 });
    await graphql(gatewayUrl, ESP_OFFRAMP_MUTATION, { input: ESP_OFFRAMP_INPUT });
    await graphql(floorUrl, FLOOR_QUERY);
    await rest(directUrl, LISTING_PATH(20));
    await rest(directUrl, ESP_OFFRAMP_PATH, { method: 'POST', body: ESP_OFFRAMP_REST_BODY });

    const key = { 'ngnc-sec-key': TEST_KEY };
    const cases: Case[] = [
      { name: 'listing via gateway', target: { url: gatewayUrl, method: 'POST', headers: key, body: graphqlBody(LISTING_QUERY, { first: 20 }) }, measured: [gateway] },
      { name: 'listing direct (REST, limit=20)', target: { url: `${directUrl}${LISTING_PATH(20)}`, method: 'GET', headers: key }, measured: [upstreamDirect] },
      { name: 'mutation via gateway', target: { url: gatewayUrl, method: 'POST', headers: key, body: graphqlBody(ESP_OFFRAMP_MUTATION, { input: ESP_OFFRAMP_INPUT }) }, measured: [gateway] },
      { name: 'mutation direct (REST)', target: { url: `${directUrl}${ESP_OFFRAMP_PATH}`, method: 'POST', headers: key, body: JSON.stringify(ESP_OFFRAMP_REST_BODY) }, measured: [upstreamDirect] },
      { name: 'bare Apollo floor `{ hello }`', target: { url: floorUrl, method: 'POST', body: graphqlBody(FLOOR_QUERY) }, measured: [floor] },
    ];
    const results: CaseResult[] = [];
    for (const c of cases) results.push(await measureCase(c, settings));
    const [listing, listingDirect, mutation, mutationDirect, floorResult] = results as [CaseResult, CaseResult, CaseResult, CaseResult, CaseResult];

    const rows = results.map((r) => [
      r.name,
      int(r.saturation.rps),
      int(r.saturation.serverCpuMicrosPerOp),
      `${ms(r.saturation.p50Ms)} / ${ms(r.saturation.p99Ms)}`,
      `${ms(r.fixed.p50Ms)} / ${ms(r.fixed.p99Ms)} (${int(r.fixed.rps)} answered/s)`,
      `${ms(r.moderate.p50Ms)} / ${ms(r.moderate.p99Ms)}`,
      `${r.saturation.failures} / ${r.fixed.failures} / ${r.moderate.failures}`,
      `${r.saturation.loadGeneratorCpuPercent.toFixed(0)}%`,
    ]);
    const floorShare = listing.saturation.rps / floorResult.saturation.rps;
    const markdown = [
      '## 1. Gateway cost per operation (zero-cost upstream)',
      '',
      `Server under test alone on core ${SERVER_CORE} (taskset); autocannon and the gateway's in-memory upstream on core ${LOAD_CORE}. ` +
        `Saturation: ${SATURATION_CONNECTIONS} connections for ${settings.runSeconds} s after ${settings.warmupSeconds} s of warm-up; ` +
        `fixed rates: ${settings.fixedRate} and ${MODERATE_RATE} req/s for ${settings.runSeconds} s each, open loop (requests leave on schedule; up to 64 connections), each timed in µs. ` +
        'autocannon reports latency in whole milliseconds, so saturation latencies are coarse. ' +
        'CPU per operation is the server process\'s own user+system time (`process.cpuUsage`) over the saturation run divided by the requests answered. ' +
        'The upstream answers with bytes recorded from the real emulator. For `first: 20` the gateway reads one provider page of 20, as the direct client does.',
      '',
      table(
        [
          'operation',
          'req/s (saturation)',
          'server CPU µs/op',
          'p50 / p99 at saturation',
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
      `| listing: gateway throughput / bare Apollo floor | ${ratio(floorShare)} |`,
      `| listing: gateway throughput / direct upstream | ${ratio(listing.saturation.rps / listingDirect.saturation.rps)} |`,
      `| listing: gateway CPU/op / floor CPU/op | ${ratio(listing.saturation.serverCpuMicrosPerOp / floorResult.saturation.serverCpuMicrosPerOp)} |`,
      `| mutation: gateway throughput / bare Apollo floor | ${ratio(mutation.saturation.rps / floorResult.saturation.rps)} |`,
      `| mutation: gateway throughput / direct upstream | ${ratio(mutation.saturation.rps / mutationDirect.saturation.rps)} |`,
      `| listing: added p99 at ${settings.fixedRate} req/s over direct | ${ms(listing.fixed.p99Ms - listingDirect.fixed.p99Ms)} |`,
      `| listing: added p50 / p99 at ${MODERATE_RATE} req/s over direct | ${ms(listing.moderate.p50Ms - listingDirect.moderate.p50Ms)} / ${ms(listing.moderate.p99Ms - listingDirect.moderate.p99Ms)} |`,
      `| mutation: added p50 / p99 at ${MODERATE_RATE} req/s over direct | ${ms(mutation.moderate.p50Ms - mutationDirect.moderate.p50Ms)} / ${ms(mutation.moderate.p99Ms - mutationDirect.moderate.p99Ms)} |`,
      '',
      'A load generator near 100% CPU means the reference, not the server, was the limit of that row (autocannon is single-threaded).',
    ].join('\n');
    return {
      markdown,
      verdicts: [
        {
          target: 'listing query with a zero-cost upstream: at least one third of the bare-Apollo floor\'s throughput on one core',
          measured: `${int(listing.saturation.rps)} vs ${int(floorResult.saturation.rps)} req/s = ${ratio(floorShare)} of the floor`,
          met: floorShare >= 1 / 3,
        },
      ],
    };
  } finally {
    await Promise.all(children.map((child) => child.stop()));
  }
}
