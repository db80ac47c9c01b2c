// The example app's README says how to serve it on another port; run as written (only the port
// changed), the app answers there.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../operations/support/redis-server.js';
import { REPOSITORY_ROOT } from './readme.js';

it('`npm run example:web -- --port N` serves the example app on port N', async () => {
  const readme = readFileSync(join(REPOSITORY_ROOT, 'examples/web/README.md'), 'utf8');
  const line = readme.split('\n').find((text) => text.startsWith('npm run example:web -- --port'));
  expect(line).toBeDefined();
  const port = await freePort();
  const command = line!.replace(/--port \d+/, `--port ${port}`);
  const vite = spawn('bash', ['-c', `exec ${command}`], { cwd: REPOSITORY_ROOT, stdio: 'ignore', detached: true });
  try {
    await expect
      .poll(
        async () => {
          try {
            const response = await fetch(`http://localhost:${port}/`);
            return response.ok ? await response.text() : '';
          } catch {
            return '';
          }
        },
        { timeout: 30_000, interval: 250 },
      )
      .toContain('id="root"');
  } finally {
    // npm and the Vite it starts, as one process group.
    process.kill(-vite.pid!, 'SIGTERM');
  }
}, 60_000);
