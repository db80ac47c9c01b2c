// The README's request for a gateway in trusted-documents mode works against one.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { gatewayConfig } from '../events/support/live-harness.js';
import { readmeBlock, REPOSITORY_ROOT, runShell } from './readme.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  const trustedDocumentsPath = join(REPOSITORY_ROOT, 'examples/web/src/gql/persisted-documents.json');
  gateway = await startGateway({ ...gatewayConfig(emulator.url), security: { trustedDocumentsPath } });
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

it('the README’s trusted-documents example runs a manifest operation by its sha256:<hex> key', async () => {
  const block = readmeBlock('TRUSTED_DOCUMENTS=examples/web/src/gql/persisted-documents.json npm start');
  const output = await runShell(block.replaceAll('localhost:4000', new URL(gateway.url).host));
  expect(JSON.parse(output)).toEqual({ data: { espTransactions: expect.objectContaining({ edges: [], totalCount: 0 }) } });
});

it('the README’s first example is refused there, as the README says', async () => {
  const block = readmeBlock('rateQuote(currency: NGN');
  const output = await runShell(block.replaceAll('localhost:4000', new URL(gateway.url).host));
  expect((JSON.parse(output) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('OPERATION_NOT_TRUSTED');
});
