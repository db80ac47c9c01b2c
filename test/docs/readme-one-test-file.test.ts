// The README's command for running one test file, run as written: it runs that file's tests, and
// only those.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { readmeBlock, REPOSITORY_ROOT } from './readme.js';

it('the README’s one-file command runs that file and no other', async () => {
  const command = readmeBlock('npx vitest run').trim();
  const file = /npx vitest run (\S+\.test\.ts)/.exec(command)![1]!;
  const { stdout } = await promisify(execFile)('bash', ['-c', `${command} --reporter=json`], { cwd: REPOSITORY_ROOT, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 });
  const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { numFailedTests: number; numPassedTests: number; testResults: Array<{ name: string }> };
  expect(report.testResults.map((result) => result.name.slice(REPOSITORY_ROOT.length))).toEqual([file]);
  expect(report.numPassedTests).toBeGreaterThan(0);
  expect(report.numFailedTests).toBe(0);
}, 150_000);
