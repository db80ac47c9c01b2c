// Another build of the gateway measured beside this one in the cost section (`--baseline=`): a
// directory holding a checkout built with `tsc -p bench/tsconfig.json` and its own node_modules,
// or a commit, which is then exported (git archive) into a directory of its own under the system's
// temporary directory, installed with `npm ci` and built, once; later runs reuse it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

export interface Baseline {
  /** What the rows call it: the commit, or the directory's name. */
  label: string;
  /** Its bench's gateway server, as built there. */
  gatewayScript: string;
}

const GATEWAY_SCRIPT = join('dist', 'bench', 'servers', 'gateway.js');

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

export function prepareBaseline(given: string): Baseline {
  if (existsSync(given)) {
    const directory = resolve(given);
    const gatewayScript = join(directory, GATEWAY_SCRIPT);
    if (!existsSync(gatewayScript)) throw new Error(`--baseline=${given}: no ${GATEWAY_SCRIPT} there; build it with npx tsc -p bench/tsconfig.json`);
    let label = basename(directory);
    try {
      label = run('git', ['rev-parse', '--short', 'HEAD'], directory);
    } catch {
      // An exported tree has no git metadata: its directory's name names it.
    }
    return { label, gatewayScript };
  }
  const commit = run('git', ['rev-parse', '--short', `${given}^{commit}`], process.cwd());
  const directory = join(tmpdir(), `ramp-gateway-bench-${commit}`);
  const gatewayScript = join(directory, GATEWAY_SCRIPT);
  if (!existsSync(gatewayScript)) {
    console.log(`  preparing the baseline ${commit} in ${directory} (git archive, npm ci, tsc)…`);
    mkdirSync(directory, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${directory}"`], { stdio: 'inherit' });
    run('npm', ['ci', '--no-audit', '--no-fund'], directory);
    run(process.execPath, [join(directory, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'bench/tsconfig.json'], directory);
  }
  return { label: commit, gatewayScript };
}
