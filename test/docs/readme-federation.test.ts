// The README's request for a gateway in subgraph mode works against one.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { gatewayConfig } from '../events/support/live-harness.js';
import { readmeBlock, runShell } from './readme.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  gateway = await startGateway({ ...gatewayConfig(emulator.url), federation: true });
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

it('the README’s subgraph-mode example reads the subgraph SDL with both entity keys', async () => {
  const block = readmeBlock('GRAPHQL_FEDERATION=true npm start');
  const output = await runShell(block.replaceAll('localhost:4000', new URL(gateway.url).host));
  const sdl = (JSON.parse(output) as { data: { _service: { sdl: string } } }).data._service.sdl;
  expect(sdl).toMatch(/type Offramp\s+@key\(fields: "id"\)/);
  expect(sdl).toMatch(/type BusinessCustomer\s+@key\(fields: "id"\)/);
});
