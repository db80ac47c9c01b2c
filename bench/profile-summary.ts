// Reads a .cpuprofile (node --cpu-prof) and prints where the time went: the busy time split by
// whose work it is, the functions with the most self time, and the gateway's own functions by
// inclusive time.
// `node dist/bench/profile-summary.js <file.cpuprofile>`; profile.ts calls it too.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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

/**
 * Libraries that run only for the gateway's own features (the exact reading, the store, its
 * limits and metrics, tracing, the security plugins): what a peer without those features never
 * loads. Everything else a request runs (HTTP, GraphQL, the HTTP client, Node, the collector) is
 * the stack every server of the comparison shares.
 */
const GATEWAY_LIBRARIES = [
  'zod', 'lossless-json', 'lru-cache', 'prom-client', 'tdigest', 'bintrees', 'better-sqlite3', 'pg', 'pg-types', 'pg-protocol',
  'ioredis', 'rate-limiter-flexible', 'dataloader', 'pino', 'pino-std-serializers', 'sonic-boom', '@pinojs/redact',
  '@opentelemetry/api', 'ibantools', 'graphql-scalars', '@noble/hashes', '@scure/base',
];

type Owner = 'gateway code' | 'gateway libraries' | 'shared stack' | 'start-up';

function ownerOf(url: string, inStartUp: boolean): Owner {
  if (inStartUp) return 'start-up';
  if (url.includes('/dist/src/')) return 'gateway code';
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (library !== undefined && (GATEWAY_LIBRARIES.includes(library) || library.startsWith('@escape.tech/graphql-armor'))) return 'gateway libraries';
  return 'shared stack';
}

/**
 * The busy time (idle and module loading left out) by whose work it is. Garbage collection and Node's own functions count as the shared stack,
 * though the gateway's work makes part of them.
 */
function printOwners(nodes: Map<number, ProfileNode>, root: ProfileNode): void {
  const owners = new Map<Owner, number>();
  let busy = 0;
  const walk = (node: ProfileNode, inStartUp: boolean): void => {
    const startUp = inStartUp || /node:internal\/modules\/(esm|run_main)/.test(node.callFrame.url);
    const hits = node.hitCount ?? 0;
    if (hits > 0 && node.callFrame.functionName !== '(idle)') {
      const owner = ownerOf(node.callFrame.url, startUp);
      owners.set(owner, (owners.get(owner) ?? 0) + hits);
      busy += hits;
    }
    for (const child of node.children ?? []) walk(nodes.get(child)!, startUp);
  };
  walk(root, false);
  const serving = busy - (owners.get('start-up') ?? 0);
  owners.delete('start-up');
  console.log('\nbusy time after start-up, by whose work it is');
  for (const [owner, hits] of [...owners].sort((a, b) => b[1] - a[1])) console.log(`${((100 * hits) / Math.max(1, serving)).toFixed(1).padStart(5)}%  ${owner}`);
}

export function printProfileSummary(file: string, rows = 25): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const self = new Map<string, number>();
  for (const node of profile.nodes) self.set(label(node), (self.get(label(node)) ?? 0) + (node.hitCount ?? 0));
  // Inclusive time, each function counted once per stack even when it recurses.
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
  const print = (title: string, entries: [string, number][]) => {
    console.log(`\n${title}`);
    for (const [key, hits] of entries.sort((a, b) => b[1] - a[1]).slice(0, rows)) {
      console.log(`${((100 * hits) / total).toFixed(1).padStart(5)}%  ${key}`);
    }
  };
  console.log(file);
  // Tracing's own share: the API and the gateway's wrappers, by self time (what they run inside is not theirs).
  const tracing = [...self].filter(([key]) => /@opentelemetry\/|platform\/tracing\.js|observability\/graphql-tracing\.js/.test(key)).reduce((sum, [, hits]) => sum + hits, 0);
  printOwners(nodes, profile.nodes[0]!);
  console.log(`tracing's own self time: ${((100 * tracing) / total).toFixed(2)}% (of which busy: ${((100 * tracing) / Math.max(1, total - (self.get('(idle) :0') ?? 0))).toFixed(2)}%)`);
  print('top self time', [...self]);
  print('top inclusive time', [...inclusive].filter(([key]) => !key.startsWith('(root)')));
  print('top inclusive time, gateway code (dist/src)', [...inclusive].filter(([key]) => key.includes('dist/src')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) printProfileSummary(file);
}
