// The gateway as production runs it (NODE_ENV=production, logs at warn), on a given upstream,
// with the per-key rate limit off: one key sends all the load, and the limiter's refusals are
// not what is measured. Traced as `npm start` traces: only when the OTEL_* variables of its
// environment ask for it.
import { createLogger } from '../../src/logger.js';
import { startTracing } from '../../src/observability/tracing-sdk.js';
import { startGateway } from '../../src/server.js';
import { childOptions, serveChild } from '../child-harness.js';
import { benchGatewayConfig, type GatewayChildOptions } from './gateway-config.js';

export type { GatewayChildOptions } from './gateway-config.js';

/** How long the spans of a run may take to reach the collector once the run is over. */
const TRACING_FLUSH_MS = 10_000;

const logger = createLogger('warn');
const tracing = await startTracing(logger);
const gateway = await startGateway(benchGatewayConfig(childOptions<GatewayChildOptions>()), { logger });
serveChild({ url: gateway.url, graphqlUrl: gateway.graphqlUrl, traced: tracing !== undefined }, undefined, async () => {
  await gateway.close();
  await tracing?.shutdown(TRACING_FLUSH_MS);
});
