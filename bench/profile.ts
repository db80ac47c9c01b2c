// `node dist/bench/profile.js [listing|mutation] [seconds]`: the gateway under saturation on
// the in-memory upstream, with `node --cpu-prof`; prints the functions with the most self
// time and leaves the .cpuprofile in bench/profiles/ (open it in Chrome DevTools).
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runLoad } from './load.js';
import { ESP_OFFRAMP_INPUT, ESP_OFFRAMP_MUTATION, LISTING_QUERY, TEST_KEY, graphql, graphqlBody } from './operations.js';
import { benchScript, pinSelf, startChild } from './processes.js';
import { LOAD_CORE, SATURATION_CONNECTIONS, SERVER_CORE } from './settings.js';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

function label(node: ProfileNode): string {
  const frame = node.callFrame;
  const where = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(dist\/)/, '$1');
  return `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
}

const operation = process.argv[2] === 'mutation' ? 'mutation' : 'listing';
const seconds = Number(process.argv[3] ?? 10);
const directory = fileURLToPath(new URL('../../bench/profiles/', import.meta.url));
mkdirSync(directory, { recursive: true });

await pinSelf(LOAD_CORE);
const upstream = await startChild(benchScript('servers/stub-provider.js'), { core: LOAD_CORE });
const gateway = await startChild(benchScript('servers/gateway.js'), {
  core: SERVER_CORE,
  options: { upstream: upstream.ready.url, webhookSecret: 'whsec_bench_profile' },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${directory}`],
});
const url = gateway.ready.graphqlUrl as string;
const [query, variables] = operation === 'listing' ? [LISTING_QUERY, { first: 20 }] : [ESP_OFFRAMP_MUTATION, { input: ESP_OFFRAMP_INPUT }];
await graphql(url, query, variables);
const before = new Set(readdirSync(directory));
const result = await runLoad(
  { url, method: 'POST', headers: { 'ngnc-sec-key': TEST_KEY }, body: graphqlBody(query, variables) },
  { durationSeconds: seconds, connections: SATURATION_CONNECTIONS },
  [gateway],
);
await gateway.stop();
await upstream.stop();
console.log(`${operation}: ${Math.round(result.rps)} req/s, ${Math.round(result.serverCpuMicrosPerOp)} µs CPU/op`);

const written = readdirSync(directory).filter((name) => name.endsWith('.cpuprofile') && !before.has(name));
for (const name of written) {
  const profile = JSON.parse(readFileSync(`${directory}${name}`, 'utf8')) as { nodes: ProfileNode[] };
  const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const key = label(node);
    byFunction.set(key, (byFunction.get(key) ?? 0) + (node.hitCount ?? 0));
  }
  console.log(`\n${directory}${name}: top self time`);
  for (const [key, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${((100 * hits) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
  // Inclusive time of the gateway's own functions: where its cost starts, not where it ends.
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const inclusive = new Map<string, number>();
  const walk = (node: ProfileNode, onStack: Set<string>): number => {
    const key = label(node);
    let hits = node.hitCount ?? 0;
    const entered = !onStack.has(key);
    if (entered) onStack.add(key);
    for (const child of node.children ?? []) hits += walk(nodes.get(child)!, onStack);
    if (entered) {
      onStack.delete(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + hits);
    }
    return hits;
  };
  walk(profile.nodes[0]!, new Set());
  console.log('\ntop inclusive time, gateway code (dist/src)');
  for (const [key, hits] of [...inclusive].filter(([key]) => key.includes('dist/src')).sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${((100 * hits) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
}
