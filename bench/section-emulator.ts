// Against the real emulator: the latency the gateway adds to the same listing, and how many
// provider calls each operation costs (from the emulator's own request log).
import type { LoadResult, LoadTarget } from './load.js';
import { runFixedRate } from './open-loop.js';
import {
  LISTING_ALL_FIELDS_QUERY,
  LISTING_PATH,
  LISTING_QUERY,
  OFFRAMP_MUTATION,
  TEST_KEY,
  graphql,
  graphqlBody,
  offrampInput,
  rest,
} from './operations.js';
import { benchScript, startChild, type BenchChild } from './processes.js';
import { ms, table, type SectionResult } from './report.js';
import { SERVER_CORE, type BenchSettings } from './settings.js';

const SEEDED = 300;
/** A rate the gateway sustains on this machine, for the added latency of an unsaturated gateway. */
const MODERATE_RATE = 100;

interface CallCase {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  /** What O(pages) allows: one page per 100 items asked, one quote per distinct argument set. */
  expected: number;
}

const RATE_QUOTES_REPEATED = `{
  a: rateQuote(currency: EUR, amount: "100") { rate payoutAmount }
  b: rateQuote(currency: EUR, amount: "100") { paymentMethod }
  c: rateQuote(currency: EUR, amount: "250") { payoutAmount }
}`;
const TEN_SAME_QUOTES = `{ ${Array.from({ length: 10 }, (_, i) => `q${i}: rateQuote(currency: GBP, amount: "10") { rate payoutAmount paymentMethod }`).join(' ')} }`;

const CALL_CASES: CallCase[] = [
  { name: 'listing, first: 20 (table fields)', query: LISTING_QUERY, variables: { first: 20 }, expected: 1 },
  { name: 'listing, first: 20 (every field)', query: LISTING_ALL_FIELDS_QUERY, variables: { first: 20 }, expected: 1 },
  { name: 'listing, first: 100 (table fields)', query: LISTING_QUERY, variables: { first: 100 }, expected: 1 },
  { name: 'listing, first: 250 (table fields)', query: LISTING_QUERY, variables: { first: 250 }, expected: 3 },
  { name: 'listing, first: 250 (every field)', query: LISTING_ALL_FIELDS_QUERY, variables: { first: 250 }, expected: 3 },
  { name: '3 rate quotes, 2 with the same arguments', query: RATE_QUOTES_REPEATED, expected: 2 },
  { name: '10 rate quotes with the same arguments', query: TEN_SAME_QUOTES, expected: 1 },
  { name: 'createOfframp (quote, then create)', query: OFFRAMP_MUTATION, variables: { input: offrampInput(1) }, expected: 2 },
];

async function providerCalls(emulatorUrl: string, gatewayUrl: string, c: CallCase): Promise<number> {
  await rest(emulatorUrl, '/_emulator/requests', { method: 'DELETE' });
  await graphql(gatewayUrl, c.query, c.variables);
  const log = (await rest(emulatorUrl, '/_emulator/requests')) as { requests?: unknown[] } | unknown[];
  const entries = Array.isArray(log) ? log : (log.requests ?? []);
  return entries.length;
}

export async function emulatorSection(settings: BenchSettings): Promise<SectionResult> {
  const children: BenchChild[] = [];
  try {
    // Both servers on the server core: on 2 cores the emulator cannot have one of its own.
    const emulator = await startChild(benchScript('servers/emulator.js'), { core: SERVER_CORE, options: { seedTransactions: SEEDED } });
    const gateway = await startChild(benchScript('servers/gateway.js'), {
      core: SERVER_CORE,
      // A page of 250 with every field costs about 26,500 (variables count); the default limit is 20,000.
      options: { upstream: emulator.ready.url, webhookSecret: 'whsec_bench_emulator_0123456789abcdef0123456789', maxPageSize: 250, maxCost: 50_000 },
    });
    children.push(emulator, gateway);
    const emulatorUrl = emulator.ready.url as string;
    const gatewayUrl = gateway.ready.graphqlUrl as string;

    // A key's first request also has the provider check the key (once per instance, then
    // remembered): asked before counting, so each count is the operation's own calls.
    await graphql(gatewayUrl, '{ viewer { mode } }');
    const calls: { c: CallCase; measured: number }[] = [];
    for (const c of CALL_CASES) calls.push({ c, measured: await providerCalls(emulatorUrl, gatewayUrl, c) });
    // The same operations repeated: calls must not depend on how many times or fields are asked.
    const callsOk = calls.every(({ c, measured }) => measured <= c.expected);

    const key = { 'ngnc-sec-key': TEST_KEY };
    const targets: [string, LoadTarget, BenchChild[]][] = [
      ['listing via gateway (first: 20)', { url: gatewayUrl, method: 'POST', headers: key, body: graphqlBody(LISTING_QUERY, { first: 20 }) }, [gateway, emulator]],
      ['listing direct (limit=20)', { url: `${emulatorUrl}${LISTING_PATH(20)}`, method: 'GET', headers: key }, [emulator]],
    ];
    const rates = [settings.fixedRate, MODERATE_RATE];
    const results: { name: string; rate: number; result: LoadResult }[] = [];
    for (const rate of rates) {
      for (const [name, target, measured] of targets) {
        await runFixedRate(target, rate, settings.warmupSeconds, measured);
        const result = await runFixedRate(target, rate, settings.runSeconds, measured);
        console.log(`  ${name} at ${rate} req/s: p50 ${ms(result.p50Ms)} p99 ${ms(result.p99Ms)}, ${Math.round(result.rps)} answered/s`);
        results.push({ name, rate, result });
      }
    }
    const at = (rate: number, index: number) => results.filter((r) => r.rate === rate)[index]!.result;
    const added = (rate: number, reference: number) => ({
      p50: at(rate, 0).p50Ms - at(rate, reference).p50Ms,
      p99: at(rate, 0).p99Ms - at(rate, reference).p99Ms,
    });
    const target = added(settings.fixedRate, 1);
    const addedLines = rates.map((rate) => {
      const over20 = added(rate, 1);
      return `| ${rate} | ${ms(over20.p50)} | ${ms(over20.p99)} |`;
    });

    const markdown = [
      '## 2. Against the real emulator: added latency',
      '',
      `The emulator (in-memory SQLite, ${SEEDED} ESP transactions) and the gateway both on core ${SERVER_CORE}; the load generator on the other core at ` +
        `${settings.fixedRate} and ${MODERATE_RATE} req/s, open loop, each request timed in µs, for ${settings.runSeconds} s after ${settings.warmupSeconds} s of warm-up. ` +
        'CPU/op of the gateway row counts the gateway and the emulator together.',
      '',
      table(
        ['operation', 'offered req/s', 'answered req/s', 'p50', 'p99', 'max', 'CPU µs/op', 'failed or not sent'],
        results.map(({ name, rate, result: r }) => [name, rate, Math.round(r.rps), ms(r.p50Ms), ms(r.p99Ms), ms(r.maxMs), Math.round(r.serverCpuMicrosPerOp), r.failures]),
      ),
      '',
      'Added by the gateway (gateway minus direct `limit=20`, same percentile; for `first: 20` the gateway reads `limit=21`, one item more for the end cursor):',
      '',
      '| offered req/s | p50 added | p99 added |',
      '| --- | --- | --- |',
      ...addedLines,
      '',
      '"Not sent" counts requests the schedule wanted to send while 512 were still unanswered: the server was saturated at that rate.',
      '',
      '## 3. Provider calls per operation',
      '',
      'Counted from the emulator\'s request log (`GET /_emulator/requests`), cleared before each operation. The gateway reads the provider in the fewest pages that cover the window, each just large enough (at most 100); ' +
        'identical rate quotes in one operation share one call (DataLoader). The gateway here allows `first` up to 250 (`CONNECTION_MAX_PAGE_SIZE=250`; the default is 100) and a cost of 50,000 (`GRAPHQL_MAX_COST`; the default is 20,000, which a page of 250 with every field exceeds).',
      '',
      table(['operation', 'provider calls', 'O(pages) bound', 'within'], calls.map(({ c, measured }) => [c.name, measured, c.expected, measured <= c.expected ? 'yes' : 'NO'])),
    ].join('\n');
    return {
      markdown,
      verdicts: [
        {
          target: `added latency over the real emulator: p99 under 3 ms at ${settings.fixedRate} req/s`,
          measured: `p99 ${ms(target.p99)} added (gateway ${ms(at(settings.fixedRate, 0).p99Ms)} vs direct ${ms(at(settings.fixedRate, 1).p99Ms)}); at ${MODERATE_RATE} req/s: ${ms(added(MODERATE_RATE, 1).p99)}`,
          met: target.p99 < 3,
        },
        {
          target: 'provider calls stay O(pages), never O(fields)',
          measured: calls.map(({ c, measured }) => `${measured}/${c.expected}`).join(', '),
          met: callsOk,
        },
      ],
    };
  } finally {
    await Promise.all(children.map((child) => child.stop()));
  }
}
