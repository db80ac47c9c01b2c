// The Node versions package.json's "engines" promises must be ones every locked package accepts:
// otherwise `npm ci` on a supported Node prints EBADENGINE, and the package may really need a
// newer Node. Read from package-lock.json, whose entries carry each package's own "engines".
import semver from 'semver';
import { z } from 'zod';

const LockEntry = z.object({
  version: z.string().optional(),
  // A few old packages write engines as an array of strings, which npm does not check.
  engines: z.union([z.object({ node: z.string().optional() }).loose(), z.array(z.string())]).optional(),
  dependencies: z.record(z.string(), z.string()).optional(),
  optionalDependencies: z.record(z.string(), z.string()).optional(),
  peerDependencies: z.record(z.string(), z.string()).optional(),
});

export const PackageLock = z.object({
  lockfileVersion: z.number().min(2),
  packages: z.record(z.string(), LockEntry),
});
export type PackageLock = z.infer<typeof PackageLock>;

export interface EngineMismatch {
  /** The entry's path in the lockfile, e.g. `node_modules/a/node_modules/b`. */
  readonly path: string;
  readonly version: string;
  /** The package's own `engines.node`. */
  readonly node: string;
  /** `name@version` of each locked package that resolves to this entry. */
  readonly requiredBy: readonly string[];
}

export interface EnginesReport {
  readonly projectNode: string;
  readonly mismatches: readonly EngineMismatch[];
}

const NESTED = '/node_modules/';

function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** The entry npm's lookup finds for `name` from the package at `fromPath`: nearest node_modules upward. */
function resolve(lock: PackageLock, fromPath: string, name: string): string | undefined {
  let base = fromPath;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (lock.packages[candidate] !== undefined) return candidate;
    if (base === '') return undefined;
    const cut = base.lastIndexOf(NESTED);
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/**
 * Every locked package whose `engines.node` does not accept all the versions the project's own
 * `engines.node` (the lockfile's root entry) promises.
 */
export function enginesOutsideProject(lock: PackageLock): EnginesReport {
  const projectNode = z.object({ node: z.string() }).loose().parse(lock.packages['']?.engines).node;
  const requiredBy = new Map<string, string[]>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    const names = Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies });
    for (const name of names) {
      const target = resolve(lock, path, name);
      if (target === undefined) continue;
      const dependent = path === '' ? 'the project' : `${nameOf(path)}@${entry.version ?? '?'}`;
      requiredBy.set(target, [...(requiredBy.get(target) ?? []), dependent]);
    }
  }
  const mismatches: EngineMismatch[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.engines === undefined || Array.isArray(entry.engines)) continue;
    const node = entry.engines.node;
    if (node === undefined) continue;
    if (semver.validRange(node) !== null && semver.subset(projectNode, node)) continue;
    mismatches.push({ path, version: entry.version ?? '?', node, requiredBy: requiredBy.get(path) ?? [] });
  }
  return { projectNode, mismatches };
}

export function formatMismatches(report: EnginesReport): string {
  return report.mismatches
    .map((m) => `${nameOf(m.path)}@${m.version} wants node ${m.node}, the project promises ${report.projectNode} (required by ${m.requiredBy.join(', ') || 'nothing'})`)
    .join('\n');
}
