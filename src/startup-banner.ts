// What `npm start` prints once the gateway listens: where to send GraphQL and explore it, which provider it talks
// to (for the embedded emulator: its profile and the keys that profile issues, since they differ
// between profiles) and where the provider's webhooks must be registered.
import type { GatewayConfig } from './config.js';
import { DEFAULT_WEBHOOK_PATH } from './status/ingest/webhook-receiver.js';
import { SANDBOX_EXPLORER } from './security/graphiql.js';
import { SIGNATURE_HEADER } from './status/ingest/webhook-signature.js';

export interface BannerEmulator {
  url: string;
  profile: string;
  testKey: string;
  liveKey: string;
}

export function startupBanner(config: GatewayConfig, graphqlUrl: string, emulator: BannerEmulator | undefined): string[] {
  const lines = [`ramp gateway: GraphQL at ${graphqlUrl}`];
  const development = config.nodeEnv !== 'production';
  const graphiql = config.security?.graphiql ?? development;
  if (graphiql) lines.push(`  GraphiQL: open ${graphqlUrl} in a browser (served by the gateway, no internet needed)`);
  if (config.security?.sandbox ?? development) lines.push(`  Apollo Sandbox: open ${graphiql ? `${graphqlUrl}?${SANDBOX_EXPLORER} (loads from Apollo's CDN)` : graphqlUrl} in a browser`);
  if (emulator !== undefined) {
    lines.push(`  upstream: embedded emulator at ${emulator.url}, profile ${emulator.profile} (RAMP_BASE_URL unset; EMULATOR_PROFILE)`);
    lines.push(`  test key: ${emulator.testKey}  (send it in ngnc-sec-key; used when a request sends no ngnc-sec-key or Authorization: Bearer)`);
    lines.push(`  live key: ${emulator.liveKey}`);
    lines.push('  webhooks: the embedded emulator delivers its own to this gateway');
  } else {
    lines.push(`  upstream: ${config.rampBaseUrl}`);
    const webhookUrl = new URL(config.liveStatus?.webhookPath ?? DEFAULT_WEBHOOK_PATH, graphqlUrl).href;
    lines.push(`  webhooks: register ${webhookUrl} (at this gateway's public address) with the provider; deliveries are authenticated by their ${SIGNATURE_HEADER} header`);
  }
  return lines;
}
