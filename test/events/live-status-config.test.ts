import { describe, expect, it } from 'vitest';
import { ConfigError, readEnvironment } from '../../src/config.js';
import { startGateway } from '../../src/server.js';
import { gatewayConfig } from './support/live-harness.js';

describe('live status settings from the environment', () => {
  it('has working defaults: in memory, no secret, the contract’s 300 s tolerance', () => {
    expect(readEnvironment({}).liveStatus).toEqual({
      redisUrl: undefined,
      redisKeyPrefix: undefined,
      webhookPath: undefined,
      webhookSecrets: [],
      webhookBusinessSecrets: undefined,
      webhookAuthFailures: 10,
      webhookUnroutedMax: 1_000,
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

  it('reads one secret per business from WEBHOOK_SECRETS, a business named twice while its secret is rotated', () => {
    expect(readEnvironment({ WEBHOOK_SECRETS: 'biz_a=whsec_a_new, biz_b=whsec_b,biz_a=whsec_a_old' }).liveStatus?.webhookBusinessSecrets).toEqual([
      { business: 'biz_a', secret: 'whsec_a_new' },
      { business: 'biz_b', secret: 'whsec_b' },
      { business: 'biz_a', secret: 'whsec_a_old' },
    ]);
    expect(() => readEnvironment({ WEBHOOK_SECRETS: 'whsec_without_business' })).toThrow(/WEBHOOK_SECRETS: must be comma-separated <business id>=<secret> pairs/);
    // One secret for two businesses would let either touch the other's resources.
    expect(() => readEnvironment({ WEBHOOK_SECRETS: 'biz_a=whsec_same,biz_b=whsec_same' })).toThrow(/WEBHOOK_SECRETS: must give each business a secret of its own/);
  });

  it('refuses to start in production with a webhook secret under 32 characters, and names the variable but not the secret', () => {
    const long = 'whsec_'.padEnd(32, 'x');
    for (const variable of ['WEBHOOK_SECRET', 'WEBHOOK_SECRETS', 'WEBHOOK_LEGACY_SECRET']) {
      const value = variable === 'WEBHOOK_SECRETS' ? `biz_a=${long},biz_b=x` : 'x';
      const refusal = (() => {
        try {
          readEnvironment({ NODE_ENV: 'production', [variable]: value });
        } catch (error) {
          return error;
        }
        return undefined;
      })();
      expect(refusal).toBeInstanceOf(ConfigError);
      expect(String(refusal)).toContain(`${variable}: must be at least 32 characters in production`);
      expect(String(refusal)).not.toContain(long);
    }
    expect(readEnvironment({ NODE_ENV: 'production', WEBHOOK_SECRET: long, WEBHOOK_SECRETS: `biz_a=${long}y` }).liveStatus?.webhookSecrets).toEqual([long]);
    // Elsewhere a short secret starts, with a warning when the route is built.
    expect(readEnvironment({ NODE_ENV: 'development', WEBHOOK_SECRET: 'x' }).liveStatus?.webhookSecrets).toEqual(['x']);
  });

  it('holds a configuration built by hand to the same rule: a production gateway with a short secret does not start', async () => {
    const config = gatewayConfig('http://127.0.0.1:1', { webhookBusinessSecrets: [{ business: 'biz_a', secret: 'short' }] });
    await expect(startGateway({ ...config, nodeEnv: 'production' })).rejects.toThrow(/WEBHOOK_SECRETS: a webhook secret under 32 characters/);
  });
});
