// What `npm start` prints when the gateway cannot listen: one line saying what to fix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/index.js';
import { describeListenError } from '../../src/listen-error.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { gatewayConfig } from '../events/support/live-harness.js';

let emulator: RunningEmulator;
let first: RunningGateway;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  first = await startGateway(gatewayConfig(emulator.url));
});

afterAll(async () => {
  await first?.close();
  await emulator?.close();
});

describe('a listen error', () => {
  it('is one line naming the port and PORT when a second gateway starts on a port in use', async () => {
    const port = Number(new URL(first.url).port);
    const failure = await startGateway({ ...gatewayConfig(emulator.url), port }).then(
      () => undefined,
      (error: unknown) => error,
    );
    const line = describeListenError(failure, '127.0.0.1', port);
    expect(line).toBe(`ramp gateway: port ${port} is in use (127.0.0.1:${port}); stop what holds it or set PORT to another port (PORT=0 picks a free one).`);
    expect(line).not.toContain('\n');
  });

  it('says what to do for a port the process may not use or a host that is not the machine’s', () => {
    expect(describeListenError({ code: 'EACCES' }, '0.0.0.0', 80)).toMatch(/^ramp gateway: not allowed to listen on 0\.0\.0\.0:80; use a port above 1023/);
    expect(describeListenError({ code: 'EADDRNOTAVAIL' }, '10.9.9.9', 4000)).toMatch(/^ramp gateway: 10\.9\.9\.9 is not an address of this machine/);
  });

  it('leaves any other start failure to be reported in full', () => {
    expect(describeListenError(new Error('database unreachable'), '127.0.0.1', 4000)).toBeUndefined();
  });
});
