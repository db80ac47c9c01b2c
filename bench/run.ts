// `npm run bench` (full, writes bench/RESULTS.md) and `npm run bench:quick` (smoke run,
// writes bench/RESULTS.quick.md). `--only=cost,emulator,fanout,soak,events` runs some sections.
// `--baseline=<commit or built directory>` adds that build of the gateway to the cost and event-log
// sections (bench/baseline.ts).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, release, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { killAllChildren, pinSelf } from './processes.js';
import { prepareBaseline } from './baseline.js';
import { verdictLine, type SectionResult } from './report.js';
import { costSection } from './section-cost.js';
import { emulatorSection } from './section-emulator.js';
import { eventLogSection } from './section-event-log.js';
import { fanoutSection } from './section-fanout.js';
import { soakSection } from './section-soak.js';
import { LOAD_CORE, benchSettings } from './settings.js';

const SECTIONS = { cost: costSection, emulator: emulatorSection, fanout: fanoutSection, soak: soakSection, events: eventLogSection } as const;
type SectionName = keyof typeof SECTIONS;

const quick = process.argv.includes('--quick');
const onlyArgument = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArgument === undefined ? undefined : (onlyArgument.slice('--only='.length).split(',') as SectionName[]);
for (const name of only ?? []) if (!(name in SECTIONS)) throw new Error(`unknown section ${name}; one of ${Object.keys(SECTIONS).join(', ')}`);
const baselineArgument = process.argv.find((arg) => arg.startsWith('--baseline='))?.slice('--baseline='.length);
const settings = benchSettings(quick, baselineArgument === undefined ? undefined : prepareBaseline(baselineArgument));

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function machine(loadBefore: number[], loadAfter: number[]): string {
  const cpu = cpus();
  // The results files themselves are what a run rewrites, so they do not make the code dirty.
  const dirty = git('status', '--porcelain', '--', 'src', 'emulator', 'schema', 'bench', ':!bench/RESULTS.md', ':!bench/RESULTS.quick.md') === '' ? '' : ' (with uncommitted changes)';
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(', ');
  return [
    `- CPU: ${cpu[0]?.model ?? 'unknown'}, ${cpu.length} cores; memory ${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} GiB free at the end)`,
    `- OS: Linux ${release()}; Node.js ${process.version}`,
    `- Load average (1, 5, 15 min) at the start: ${load(loadBefore)}; at the end: ${load(loadAfter)}` +
      (loadBefore[0]! > 0.5 ? ' — other work was running on the machine, so figures carry that noise' : ''),
    `- Commit: ${git('rev-parse', '--short', 'HEAD')}${dirty}`,
    ...(settings.baseline === undefined ? [] : [`- Baseline beside it in the cost and event-log sections: ${settings.baseline.label}`]),
  ].join('\n');
}

async function main(): Promise<void> {
  await pinSelf(LOAD_CORE);
  const loadBefore = loadavg();
  const started = new Date();
  const results: SectionResult[] = [];
  for (const [name, section] of Object.entries(SECTIONS) as [SectionName, (typeof SECTIONS)[SectionName]][]) {
    if (only !== undefined && !only.includes(name)) continue;
    console.log(`${name}…`);
    results.push(await section(settings));
  }
  const minutes = (Date.now() - started.getTime()) / 60_000;
  const options = [...(only === undefined ? [] : [`--only=${only.join(',')}`]), ...(baselineArgument === undefined ? [] : [`--baseline=${baselineArgument}`])];
  const command = `npm run ${quick ? 'bench:quick' : 'bench'}${options.length === 0 ? '' : ` -- ${options.join(' ')}`}`;
  const document = [
    quick ? '# Benchmarks — QUICK MODE (smoke run: short runs, fewer subscribers, short soak; not the recorded figures)' : '# Benchmarks',
    '',
    `Measured ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC with \`${command}\` (${minutes.toFixed(1)} minutes). ` +
      'Every figure below comes from this one run; each comparison\'s reference was measured in the same run on the same machine.',
    '',
    machine(loadBefore, loadavg()),
    '',
    '## Targets',
    '',
    ...results.flatMap((result) => result.verdicts.map(verdictLine)),
    '',
    'Where a target is missed, `bench/README.md` has what the profiles show and what would fix it.',
    '',
    ...results.flatMap((result) => [result.markdown, '']),
  ].join('\n');
  const file = fileURLToPath(new URL(quick || only !== undefined ? '../../bench/RESULTS.quick.md' : '../../bench/RESULTS.md', import.meta.url));
  writeFileSync(file, document);
  console.log(`written ${file}`);
  console.log(results.flatMap((result) => result.verdicts.map(verdictLine)).join('\n'));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    killAllChildren();
    process.exit(1);
  },
);
