// `npm start` without RAMP_BASE_URL embeds the emulator; these two steps make its webhooks
// reach the gateway, so status moves in Apollo Sandbox's subscription tab with no set-up.
// The secret is made fresh for each start: both ends live in the same process, so nothing
// needs to know it, and no well-known development secret is ever accepted by a gateway.

import { randomBytes } from 'node:crypto';
import type { GatewayConfig } from '../../config.js';
import { DEFAULT_WEBHOOK_PATH } from './webhook-receiver.js';

export interface WebhookSender {
  reserveWebhookTarget(target: { url: string; secret: string }, holder: string): void;
}

/** The config with a development signing secret added (before startGateway). */
export function withDevelopmentWebhookSecret(config: GatewayConfig): { config: GatewayConfig; secret: string } {
  const secret = `whsec_dev_${randomBytes(24).toString('hex')}`;
  const liveStatus = config.liveStatus ?? {};
  return {
    secret,
    config: { ...config, liveStatus: { ...liveStatus, webhookSecrets: [secret, ...(liveStatus.webhookSecrets ?? [])] } },
  };
}

/**
 * Points the embedded emulator's webhooks at the running gateway's receiver (after startGateway),
 * for good: the control API's `PUT /_emulator/webhook` (the README's demo) would otherwise
 * replace it and silently stop every subscription until a restart.
 */
export function deliverWebhooksTo(sender: WebhookSender, gateway: { url: string }, config: GatewayConfig, secret: string): void {
  const url = `${gateway.url}${config.liveStatus?.webhookPath ?? DEFAULT_WEBHOOK_PATH}`;
  sender.reserveWebhookTarget({ url, secret }, `the gateway that embeds it (${url})`);
}
