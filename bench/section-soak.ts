// Soak: mixed load for minutes against the gateway on the real emulator (whose clock moves
// the created transactions and sends real signed webhooks back), with subscribers listening;
// the gateway's RSS, heap and event-loop delay sampled from start to end.
import type { ProcessStats } from './child-harness.js';
import {
  ESP_OFFRAMP_INPUT,
  ESP_OFFRAMP_MUTATION,
  LISTING_QUERY,
  TEST_KEY,
  graphql,
  graphqlBody,
  rest,
} from './operations.js';
import { runFixedRate } from './open-loop.js';
import { benchScript, startChild, type BenchChild } from './processes.js';
import { mib, ms, table, type SectionResult } from './report.js';
import { LOAD_CORE, SERVER_CORE, type BenchSettings } from './settings.js';

const WEBHOOK_SECRET = 'whsec_bench_soak_0123456789abcdef0123456789';
/** About half of what the gateway answers on this machine for this mix: a moderate, sustainable load. */
const RATE = 100;
const SUBSCRIBERS = 100;
/** Transactions the emulator settles this long after creation, each settlement a webhook to the gateway. */
const SETTLEMENT_MS = 2_000;
/** Heap growth after a forced GC, start to end, below this is noise (and the few stored transactions). */
const HEAP_NOISE_BYTES = 10 * 1024 * 1024;
/** RSS after a forced GC moves with the allocator: growth below this share of the start is noise. */
const RSS_NOISE_SHARE = 0.1;

// One cycle of the mix: mostly the table, some quotes, one withdrawal. Few withdrawals, so the
// state the gateway keeps on purpose for each new transaction stays small beside a leak.
const RATE_QUOTE = '{ rateQuote(currency: NGN, amount: "100") { rate payoutAmount paymentMethod } }';
const MIX = [
  ...Array.from({ length: 44 }, () => graphqlBody(LISTING_QUERY, { first: 20 })),
  ...Array.from({ length: 5 }, (_, i) => graphqlBody(RATE_QUOTE.replace('NGN', ['NGN', 'EUR', 'GBP', 'USD', 'NGN'][i]!))),
  graphqlBody(ESP_OFFRAMP_MUTATION, { input: ESP_OFFRAMP_INPUT }),
];

interface Sample {
  atSeconds: number;
  stats: ProcessStats;
}

export async function soakSection(settings: BenchSettings): Promise<SectionResult> {
  const children: BenchChild[] = [];
  try {
    const emulator = await startChild(benchScript('servers/emulator.js'), {
      core: LOAD_CORE,
      options: { seedTransactions: 100, delaysMs: SETTLEMENT_MS },
    });
    children.push(emulator);
    const gateway = await startChild(benchScript('servers/gateway.js'), {
      core: SERVER_CORE,
      options: { upstream: emulator.ready.url, webhookSecret: WEBHOOK_SECRET },
    });
    children.push(gateway);
    const emulatorUrl = emulator.ready.url as string;
    const graphqlUrl = gateway.ready.graphqlUrl as string;
    await rest(emulatorUrl, '/_emulator/webhook', {
      method: 'PUT',
      body: { url: `${gateway.ready.url as string}/webhooks/ramp`, secret: WEBHOOK_SECRET },
    });
    for (const body of MIX.slice(43)) {
      const { query, variables } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
      await graphql(graphqlUrl, query, variables);
    }
    const subscribers = await startChild(benchScript('subscribers.js'), {
      core: LOAD_CORE,
      options: { graphqlUrls: [graphqlUrl], webhookUrl: '', webhookSecret: WEBHOOK_SECRET, offramps: [], followEspTransactions: true },
    });
    children.push(subscribers);
    await subscribers.request('connect', { count: SUBSCRIBERS });

    const started = performance.now();
    const samples: Sample[] = [];
    const sample = async () => {
      const stats = await gateway.stats();
      await gateway.request('reset-eld');
      samples.push({ atSeconds: (performance.now() - started) / 1000, stats });
    };
    await gateway.request('reset-eld');
    const load = runFixedRate(
      { url: graphqlUrl, method: 'POST', headers: { 'ngnc-sec-key': TEST_KEY } },
      RATE,
      settings.soakSeconds,
      [],
      MIX,
    );
    // A forced-GC reading once the load has warmed up (a tenth of the soak), and again at the very end.
    const warmupSeconds = Math.max(settings.soakSampleSeconds, settings.soakSeconds / 10);
    await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
    const gcStart = await gateway.request<ProcessStats>('gc');
    const sampler = setInterval(() => void sample(), settings.soakSampleSeconds * 1000);
    const result = await load;
    clearInterval(sampler);
    // The window since the last interval's sample, unless that one just ended the run.
    if (performance.now() - started > (samples.at(-1)?.atSeconds ?? 0) * 1000 + 1000) await sample();
    const gcEnd = await gateway.request<ProcessStats>('gc');
    const messages = await subscribers.request<number>('count');
    const deliveries = (await rest(emulatorUrl, '/_emulator/deliveries')) as { deliveries: { status: string }[] };
    const delivered = deliveries.deliveries.filter((d) => d.status === 'delivered').length;

    const first = samples[0]!;
    const last = samples[samples.length - 1]!;
    const growth = gcEnd.rssBytes - gcStart.rssBytes;
    const heapGrowth = gcEnd.heapUsedBytes - gcStart.heapUsedBytes;
    const created = Math.floor(result.requests / MIX.length);
    const failures = result.failures;
    console.log(`  soak: ${result.requests} requests, ${failures} failed, RSS after GC ${mib(gcStart.rssBytes)} → ${mib(gcEnd.rssBytes)}`);
    const row = (label: string, s: ProcessStats, window: boolean) => [
      label,
      mib(s.rssBytes),
      mib(s.heapUsedBytes),
      mib(s.heapTotalBytes),
      `${mib(s.externalBytes)} (${mib(s.arrayBuffersBytes)})`,
      window ? ms(s.eventLoopDelayMs.p50) : '',
      window ? ms(s.eventLoopDelayMs.p99) : '',
      window ? ms(s.eventLoopDelayMs.max) : '',
    ];
    const markdown = [
      '## 5. Soak',
      '',
      `${settings.soakSeconds} s of mixed load at ${RATE} req/s, open loop (per cycle of fifty: 44 listings \`first: 20\`, 5 rate quotes, ` +
        `1 \`createEspOfframp\`), gateway on core ${SERVER_CORE}, the emulator on core ${LOAD_CORE} settling every created transaction after ${SETTLEMENT_MS / 1000} s ` +
        `with a signed webhook to the gateway, and ${SUBSCRIBERS} \`espTransactionUpdated\` subscribers. Event-loop delay per ${settings.soakSampleSeconds} s window ` +
        '(`monitorEventLoopDelay`, sampled every 10 ms; shown is the delay beyond that interval).',
      '',
      `Requests: ${result.requests.toLocaleString('en-US')} (${failures} failed), latency (open loop, µs timing) p50 ${ms(result.p50Ms)}, p99 ${ms(result.p99Ms)}. ` +
        `Webhooks delivered to the gateway: ${delivered.toLocaleString('en-US')}; subscription messages received: ${messages.toLocaleString('en-US')}.`,
      '',
      table(['gateway', 'RSS', 'heap used', 'heap held by V8', 'external (of which array buffers)', 'event-loop delay p50', 'p99', 'max'], [
        row(`first window (to ${first.atSeconds.toFixed(0)} s)`, first.stats, true),
        row(`last window (to ${last.atSeconds.toFixed(0)} s)`, last.stats, true),
        row(`after forced GC, start (${warmupSeconds.toFixed(0)} s)`, gcStart, false),
        row('after forced GC, end', gcEnd, false),
      ]),
      '',
      `Growth after forced GC, start to end: RSS ${mib(growth)}, heap used ${mib(heapGrowth)}, heap held by V8 ${mib(gcEnd.heapTotalBytes - gcStart.heapTotalBytes)}. The gateway keeps, by design, the last known status and owner of ` +
        `every transaction created or listed through it (TTL 7 days): about ${created.toLocaleString('en-US')} ` +
        `transactions created in this run, so a little heap growth is stored state, not a leak. ` +
        'The forced-GC reading at the start pauses the gateway once, under load: it shows in the first window\'s maximum event-loop delay.',
      '',
      '<details><summary>every sample</summary>',
      '',
      table(
        ['at', 'RSS', 'heap used', 'heap held by V8', 'external', 'ELD p99'],
        samples.map((s) => [
          `${s.atSeconds.toFixed(0)} s`,
          mib(s.stats.rssBytes),
          mib(s.stats.heapUsedBytes),
          mib(s.stats.heapTotalBytes),
          mib(s.stats.externalBytes),
          ms(s.stats.eventLoopDelayMs.p99),
        ]),
      ),
      '',
      '</details>',
    ].join('\n');
    return {
      markdown,
      verdicts: [
        {
          target: `no memory growth in the soak (${settings.soakSeconds} s; noise: heap after forced GC within ${mib(HEAP_NOISE_BYTES)}, RSS within ${100 * RSS_NOISE_SHARE}%)`,
          measured: `heap after GC ${mib(gcStart.heapUsedBytes)} → ${mib(gcEnd.heapUsedBytes)} (${mib(heapGrowth)}), heap held by V8 ${mib(gcStart.heapTotalBytes)} → ${mib(gcEnd.heapTotalBytes)}, external ${mib(gcStart.externalBytes)} → ${mib(gcEnd.externalBytes)}, RSS ${mib(gcStart.rssBytes)} → ${mib(gcEnd.rssBytes)} (${mib(growth)}); ${failures} failed requests`,
          met: heapGrowth < HEAP_NOISE_BYTES && growth < RSS_NOISE_SHARE * gcStart.rssBytes && failures === 0,
        },
      ],
    };
  } finally {
    for (const child of children.reverse()) await child.stop();
  }
}
