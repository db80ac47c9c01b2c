// The README's shell examples, run as written (only addresses changed), so they cannot rot.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The README's `sh` block containing `marker`. */
export function readmeBlock(marker: string): string {
  const readme = readFileSync(join(REPOSITORY_ROOT, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!).find((text) => text.includes(marker));
  if (block === undefined) throw new Error(`no sh block of README.md contains ${marker}`);
  return block;
}

/** Runs shell lines with bash from the repository root and returns their standard output. */
export async function runShell(script: string): Promise<string> {
  const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', script], { cwd: REPOSITORY_ROOT, timeout: 15_000 });
  return stdout;
}
