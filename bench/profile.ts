// `node dist/bench/profile.js [listing|mutation] [seconds] [gateway|apollo-peer|yoga-peer]`: the
// gateway (or a peer of the cost section) under saturation on the in-memory upstream, with
// `node --cpu-prof`, after a warm-up; prints where the time went and leaves the .cpuprofile in
// bench/profiles/ (open it in Chrome DevTools).
import { mkdirSync, readdirSync } from 'node:fs';
import { printProfileSummary } from './profile-summary.js';
import { fileURLToPath } from 'node:url';
import { runLoad } from './load.js';
import { ESP_OFFRAMP_INPUT, ESP_OFFRAMP_MUTATION, LISTING_QUERY, TEST_KEY, graphql, graphqlBody } from './operations.js';
import { benchScript, pinSelf, startChild } from './processes.js';
import { LOAD_CORE, SATURATION_CONNECTIONS, SERVER_CORE } from './settings.js';

const operation = process.argv[2] === 'mutation' ? 'mutation' : 'listing';
const seconds = Number(process.argv[3] ?? 10);
const SERVERS = { gateway: 'servers/gateway.js', 'apollo-peer': 'servers/apollo-datasource-rest.js', 'yoga-peer': 'servers/yoga.js' } as const;
const server = process.argv[4] ?? 'gateway';
if (!(server in SERVERS)) throw new Error(`unknown server ${server}; one of ${Object.keys(SERVERS).join(', ')}`);
const WARM_UP_SECONDS = 3;
const directory = fileURLToPath(new URL('../../bench/profiles/', import.meta.url));
mkdirSync(directory, { recursive: true });

await pinSelf(LOAD_CORE);
const upstream = await startChild(benchScript('servers/stub-provider.js'), { core: LOAD_CORE });
const gateway = await startChild(benchScript(SERVERS[server as keyof typeof SERVERS]), {
  core: SERVER_CORE,
  options: { upstream: upstream.ready.url, webhookSecret: 'whsec_bench_profile_0123456789abcdef0123456789' },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${directory}`],
});
const url = gateway.ready.graphqlUrl as string;
const [query, variables] = operation === 'listing' ? [LISTING_QUERY, { first: 20 }] : [ESP_OFFRAMP_MUTATION, { input: ESP_OFFRAMP_INPUT }];
await graphql(url, query, variables);
const before = new Set(readdirSync(directory));
const request = { url, method: 'POST', headers: { 'ngnc-sec-key': TEST_KEY }, body: graphqlBody(query, variables) } as const;
await runLoad(request, { durationSeconds: WARM_UP_SECONDS, connections: SATURATION_CONNECTIONS }, [gateway]);
const result = await runLoad(request, { durationSeconds: seconds, connections: SATURATION_CONNECTIONS }, [gateway]);
await gateway.stop();
await upstream.stop();
console.log(`${server}, ${operation}: ${Math.round(result.rps)} req/s, ${Math.round(result.serverCpuMicrosPerOp)} µs CPU/op`);

const written = readdirSync(directory).filter((name) => name.endsWith('.cpuprofile') && !before.has(name));
for (const name of written) printProfileSummary(`${directory}${name}`);
