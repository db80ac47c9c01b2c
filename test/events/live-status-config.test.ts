import { describe, expect, it } from 'vitest';
import { ConfigError, readEnvironment } from '../../src/config.js';

describe('live status settings from the environment', () => {
  it('has working defaults: in memory, no secret, the contract’s 300 s tolerance', () => {
    expect(readEnvironment({}).liveStatus).toEqual({
      redisUrl: undefined,
      redisKeyPrefix: undefined,
      webhookPath: undefined,
      webhookSecrets: [],
      webhookLegacySecret: undefined,
      webhookToleranceSeconds: 300,
      statusTtlSeconds: 604_800,
    });
  });

  it('reads several comma-separated secrets for a rotation, and the opt-in legacy secret', () => {
    const live = readEnvironment({
      WEBHOOK_SECRET: 'whsec_new, whsec_old',
      WEBHOOK_LEGACY_SECRET: 'shared',
      REDIS_URL: 'redis://cache:6379/2',
      WEBHOOK_PATH: '/hooks/provider',
    }).liveStatus;
    expect(live).toMatchObject({
      webhookSecrets: ['whsec_new', 'whsec_old'],
      webhookLegacySecret: 'shared',
      redisUrl: 'redis://cache:6379/2',
      webhookPath: '/hooks/provider',
    });
  });

  it('turns the secret in the bridge-webhook-secret header off only when asked', () => {
    expect(readEnvironment({ WEBHOOK_SECRET_HEADER: 'false' }).liveStatus?.webhookSecretHeader).toBe(false);
    expect(readEnvironment({ WEBHOOK_SECRET_HEADER: 'true' }).liveStatus?.webhookSecretHeader).toBe(true);
    expect(readEnvironment({}).liveStatus?.webhookSecretHeader).toBeUndefined();
  });

  it('refuses a Redis URL of another scheme and a webhook path that is not absolute', () => {
    expect(() => readEnvironment({ REDIS_URL: 'http://cache:6379' })).toThrow(ConfigError);
    expect(() => readEnvironment({ WEBHOOK_PATH: 'hooks' })).toThrow(/WEBHOOK_PATH/);
  });
});
