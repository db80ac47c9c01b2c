// The provider's webhooks into live status: the route on the gateway's Fastify instance, from the
// live-status settings (src/live/config.ts).

import type { FastifyPluginAsync } from 'fastify';
import type { LiveStatus } from '../events/live-status.js';
import { DEFAULT_WEBHOOK_PATH, webhookRoute } from '../events/webhook-receiver.js';
import type { Logger } from '../logger.js';
import { modelFromProviderRecord } from '../resolvers/subscriptions/live-status-records.js';
import type { LiveStatusConfig } from './config.js';

export function providerWebhooks(config: LiveStatusConfig | undefined, live: LiveStatus, logger: Logger): FastifyPluginAsync {
  const secrets = config?.webhookSecrets ?? [];
  if (secrets.length === 0 && !config?.webhookLegacySecret) logger.warn('no WEBHOOK_SECRET configured: every webhook will be refused');
  return webhookRoute({
    path: config?.webhookPath ?? DEFAULT_WEBHOOK_PATH,
    secrets,
    legacySecret: config?.webhookLegacySecret,
    secretHeader: config?.webhookSecretHeader,
    toleranceSeconds: config?.webhookToleranceSeconds,
    live,
    normalize: modelFromProviderRecord,
    log: logger,
  });
}
