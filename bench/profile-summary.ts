// Reads a .cpuprofile (node --cpu-prof) and prints where the time went: the functions with
// the most self time, and the gateway's own functions by inclusive time.
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
  console.log(`tracing's own self time: ${((100 * tracing) / total).toFixed(2)}% (of which busy: ${((100 * tracing) / Math.max(1, total - (self.get('(idle) :0') ?? 0))).toFixed(2)}%)`);
  print('top self time', [...self]);
  print('top inclusive time', [...inclusive].filter(([key]) => !key.startsWith('(root)')));
  print('top inclusive time, gateway code (dist/src)', [...inclusive].filter(([key]) => key.includes('dist/src')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) printProfileSummary(file);
}
