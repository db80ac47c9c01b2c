// The provider's webhooks into live status: the route on the gateway's Fastify instance, from the
// live-status settings (src/status/ingest/config.ts).

import type { FastifyPluginAsync } from 'fastify';
import type { ResourceKind } from '../../domain/state-machines.js';
import type { StatusLedger } from '../ledger/status-ledger.js';
import { DEFAULT_WEBHOOK_PATH, webhookRoute, type AuthFailureLimit, type ListedOwner, type WebhookObserver } from './webhook-receiver.js';
import type { Logger } from '../../logger.js';
import { modelFromProviderRecord } from '../../resolvers/subscriptions/live-status-records.js';
import { MIN_WEBHOOK_SECRET_LENGTH, shortWebhookSecrets, type LiveStatusConfig } from './config.js';

export interface ProviderWebhookDependencies {
  authFailures: AuthFailureLimit;
  observer: WebhookObserver;
  /** The kinds reconciliation reads; none when it is off. */
  confirmedByRead: ReadonlySet<ResourceKind>;
  /** The operator's businesses of the keys owning a resource (src/status/ingest/webhook-receiver.ts). */
  listedOwners: (kind: ResourceKind, id: string) => Promise<readonly ListedOwner[]>;
}

/**
 * Called before the gateway opens anything: in production a short webhook secret stops the start
 * (readEnvironment refuses it already; a configuration built by hand is held to the same rule).
 */
export function checkWebhookSecrets(config: LiveStatusConfig | undefined, nodeEnv: 'development' | 'production' | 'test', logger: Logger): void {
  const short = shortWebhookSecrets(config);
  if (short.length === 0) return;
  const message = `${short.join(', ')}: a webhook secret under ${MIN_WEBHOOK_SECRET_LENGTH} characters can be guessed`;
  if (nodeEnv === 'production') throw new Error(message);
  logger.warn({ variables: short }, message);
}

export function providerWebhooks(config: LiveStatusConfig | undefined, live: StatusLedger, logger: Logger, deps: ProviderWebhookDependencies): FastifyPluginAsync {
  const secrets = config?.webhookSecrets ?? [];
  const businessSecrets = config?.webhookBusinessSecrets ?? [];
  if (secrets.length === 0 && businessSecrets.length === 0 && !config?.webhookLegacySecret) {
    logger.warn('no WEBHOOK_SECRET or WEBHOOK_SECRETS configured: every webhook will be refused');
  }
  return webhookRoute({
    path: config?.webhookPath ?? DEFAULT_WEBHOOK_PATH,
    secrets,
    businessSecrets,
    legacySecret: config?.webhookLegacySecret,
    secretHeader: config?.webhookSecretHeader,
    toleranceSeconds: config?.webhookToleranceSeconds,
    live,
    normalize: modelFromProviderRecord,
    authFailures: deps.authFailures,
    confirmedByRead: deps.confirmedByRead,
    listedOwners: deps.listedOwners,
    observer: deps.observer,
    log: logger,
  });
}
