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
  /** How long a last-known status and a resource's owners are kept. */
  statusTtlSeconds?: number | undefined;
}
