// `npm start`: the gateway, configured from the environment. Without RAMP_BASE_URL it embeds
// the provider emulator (file database under .emulator-data/, one per gateway store) and points
// itself at it, with the emulator's webhooks delivered to the gateway's own webhook route.
import { ConfigError, DEFAULT_SHUTDOWN_TIMEOUT_MS, readEnvironment, type GatewayConfig } from './config.js';
import { startEmbeddedEmulator } from './embedded-emulator.js';
import { withEmulatorKeys } from './embedded-emulator-keys.js';
import { StoreNotUsableError } from './store/database.js';
import { deliverWebhooksTo, withDevelopmentWebhookSecret } from './status/ingest/embedded-webhooks.js';
import { describeListenError } from './listen-error.js';
import { createLogger } from './logger.js';
import { startTracing } from './observability/tracing-sdk.js';
import { startGateway } from './server.js';
import { exitOnTerminationSignals } from './shutdown.js';
import { startupBanner } from './startup-banner.js';

const EXIT_MARGIN_MS = 250;

async function main(): Promise<void> {
  const environment = readEnvironment();
  const logger = createLogger(environment.logLevel);
  // Before anything traced starts; off unless the OTEL_* variables ask (docs/operations.md, "Traces").
  const tracing = await startTracing(logger);
  if (tracing !== undefined) logger.info('tracing: exporting spans as the OTEL_* variables say');
  const emulator =
    environment.rampBaseUrl === undefined
      ? await startEmbeddedEmulator({ port: environment.embeddedEmulatorPort, store: environment.store ?? {} })
      : undefined;
  // With the embedded emulator, its test key is the gateway's own key unless RAMP_API_KEY says otherwise:
  // Apollo Sandbox sends no key on its subscription connections (headers only reach HTTP requests), and
  // the demo should work with no set-up. Only test data is ever reachable this way.
  const configured: GatewayConfig = {
    ...environment,
    rampBaseUrl: environment.rampBaseUrl ?? emulator!.url,
    rampApiKey: environment.rampApiKey ?? emulator?.testKey,
    keyPrefixes: emulator === undefined ? environment.keyPrefixes : withEmulatorKeys(environment.keyPrefixes, emulator),
  };
  const development = emulator === undefined ? undefined : withDevelopmentWebhookSecret(configured);
  const config = development?.config ?? configured;
  const gateway = await startGateway(config, { logger }).catch((error: unknown) => {
    const line = describeListenError(error, config.host, config.port);
    if (line === undefined) throw error;
    console.error(line);
    process.exit(1);
  });
  if (emulator !== undefined && development !== undefined) deliverWebhooksTo(emulator, gateway, config, development.secret);

  for (const line of startupBanner(config, gateway.graphqlUrl, emulator)) console.log(line);

  exitOnTerminationSignals({
    logger,
    timeoutMs: config.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS,
    stop: async (deadline) => {
      await gateway.close();
      await emulator?.close();
      // What is left of the deadline, less a moment to exit 0 before it cuts the process.
      await tracing?.shutdown(deadline - Date.now() - EXIT_MARGIN_MS);
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof StoreNotUsableError ? error.message : error);
  process.exit(1);
});
