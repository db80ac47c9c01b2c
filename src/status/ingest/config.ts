export interface BusinessSecret {
  business: string;
  secret: string;
}

/** A webhook secret shorter than this refuses to start in production (a warning elsewhere): short ones are guessed. */
export const MIN_WEBHOOK_SECRET_LENGTH = 32;

/** The variables whose webhook secrets are too short to resist guessing. */
export function shortWebhookSecrets(config: LiveStatusConfig | undefined): string[] {
  const short = (secret: string) => secret.length < MIN_WEBHOOK_SECRET_LENGTH;
  return [
    ...((config?.webhookSecrets ?? []).some(short) ? ['WEBHOOK_SECRET'] : []),
    ...((config?.webhookBusinessSecrets ?? []).some(({ secret }) => short(secret)) ? ['WEBHOOK_SECRETS'] : []),
    ...(config?.webhookLegacySecret !== undefined && short(config.webhookLegacySecret) ? ['WEBHOOK_LEGACY_SECRET'] : []),
  ];
}

/** Settings of live status: webhooks in, subscriptions out. All optional; see readLiveStatusEnvironment. */
export interface LiveStatusConfig {
  /** Redis shared by the gateway instances; in memory (one instance) when absent. */
  redisUrl?: string | undefined;
  /** Prefix of every Redis key and channel. */
  redisKeyPrefix?: string | undefined;
  /** Where the provider POSTs webhooks. */
  webhookPath?: string | undefined;
  /** Webhook signing secrets; the first is current, the others are still accepted during a rotation. */
  webhookSecrets?: readonly string[] | undefined;
  /** A further secret accepted in the provider's `bridge-webhook-secret` header. */
  webhookLegacySecret?: string | undefined;
  /**
   * Whether the `bridge-webhook-secret` header may carry a webhook secret (the provider's documented
   * scheme). On unless false (WEBHOOK_SECRET_HEADER=false): for a sender that signs with `ngnc-signature`.
   */
  webhookSecretHeader?: boolean | undefined;
  webhookToleranceSeconds?: number | undefined;
  /**
   * One secret per business (WEBHOOK_SECRETS): a delivery carrying one authenticates as that business
   * and may only touch its resources. A business may be named twice while its secret is rotated.
   */
  webhookBusinessSecrets?: readonly BusinessSecret[] | undefined;
  /** Failed webhook authentications an address may make per window before it is answered 429; 10 when absent. */
  webhookAuthFailures?: number | undefined;
  /** The window of `webhookAuthFailures`, in seconds; 60 when absent (tests shorten it). */
  webhookAuthWindowSeconds?: number | undefined;
  /** Unrouted deliveries kept per business (WEBHOOK_UNROUTED_MAX); the oldest go past it. */
  webhookUnroutedMax?: number | undefined;
  /** How long a last-known status and a resource's owners are kept. */
  statusTtlSeconds?: number | undefined;
}
