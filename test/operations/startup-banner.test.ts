// What `npm start` prints (src/startup-banner.ts, printed by src/main.ts), followed as a new user
// would: the embedded emulator's key of whichever profile runs is the one that works, and the
// webhook address a production banner names is the gateway's webhook route.
import { afterAll, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/index.js';
import { withEmulatorKeys } from '../../src/embedded-emulator-keys.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { startupBanner } from '../../src/startup-banner.js';
import { gatewayConfig } from '../events/support/live-harness.js';

const running: Array<RunningGateway | RunningEmulator> = [];
afterAll(async () => {
  for (const thing of running.reverse()) await thing.close();
});

it('with the documented profile embedded, the banner names the profile and a test key the gateway accepts', async () => {
  const emulator = await startEmulator({ port: 0, profile: 'documented' });
  running.push(emulator);
  // As src/main.ts configures a gateway that embeds the emulator: its keys read TEST and LIVE.
  const base = gatewayConfig(emulator.url);
  const config = { ...base, keyPrefixes: withEmulatorKeys(base.keyPrefixes, emulator) };
  const gateway = await startGateway(config);
  running.push(gateway);

  const banner = startupBanner(config, gateway.graphqlUrl, emulator).join('\n');
  expect(banner).toContain('profile documented');
  const key = /test key: (\S+)/.exec(banner)![1]!;
  expect(key).not.toMatch(/^sk_test_/);
  const answer = await fetch(gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': key },
    body: JSON.stringify({ query: '{ viewer { mode } }' }),
  });
  expect(await answer.json()).toEqual({ data: { viewer: { mode: 'TEST' } } });
});

it('in development, the banner names the two explorers at the URLs that serve them', async () => {
  const emulator = await startEmulator({ port: 0 });
  running.push(emulator);
  const config = { ...gatewayConfig(emulator.url), nodeEnv: 'development' as const };
  const gateway = await startGateway(config);
  running.push(gateway);

  const banner = startupBanner(config, gateway.graphqlUrl, undefined).join('\n');
  const graphiqlUrl = /GraphiQL: open (\S+) in a browser/.exec(banner)![1]!;
  const sandboxUrl = /Apollo Sandbox: open (\S+) /.exec(banner)![1]!;
  const page = async (url: string) => (await fetch(url, { headers: { accept: 'text/html' } })).text();
  expect(await page(graphiqlUrl)).toContain('<title>ramp gateway · GraphiQL</title>');
  expect(await page(sandboxUrl)).toContain('embeddable-sandbox');
});

it('against a provider, the banner names the webhook URL and header to register, and that URL is the webhook route', async () => {
  const emulator = await startEmulator({ port: 0 });
  running.push(emulator);
  const config = { ...gatewayConfig(emulator.url), nodeEnv: 'production' as const };
  const gateway = await startGateway(config);
  running.push(gateway);

  const banner = startupBanner(config, gateway.graphqlUrl, undefined).join('\n');
  expect(banner).not.toContain('Apollo Sandbox');
  expect(banner).not.toContain('GraphiQL');
  const [, webhookUrl, header] = /webhooks: register (\S+) .* by their (\S+) header/.exec(banner)!;
  expect(header).toBe('ngnc-signature');
  // Unsigned, so refused: but refused by the webhook route, not unknown to the gateway.
  const delivery = await fetch(webhookUrl!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"event":"x","payload":{}}' });
  expect(delivery.status).toBe(400);
  expect(await delivery.json()).toMatchObject({ error: { code: 'INVALID_SIGNATURE' } });
});
