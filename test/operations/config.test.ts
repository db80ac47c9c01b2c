import { describe, expect, it } from 'vitest';
import { ConfigError, readEnvironment } from '../../src/config.js';

function messageOf(env: Record<string, string>): string {
  try {
    readEnvironment(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the environment was accepted');
}

describe('configuration messages', () => {
  it('says for each bad variable what it must be, and what it got', () => {
    const lines = messageOf({
      PORT: 'eighty',
      NODE_ENV: 'prod',
      UPSTREAM_GET_RETRIES: '9',
      CONNECTION_MAX_PAGE_SIZE: '1.5',
      CIRCUIT_BREAKER_FAILURES: '0',
      READINESS_TIMEOUT_MS: 'soon',
      WEBHOOK_PATH: 'hooks',
    }).split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).map((line) => line.trim())).toEqual(
      expect.arrayContaining([
        'PORT: must be a number (got "eighty")',
        'NODE_ENV: must be one of development, production, test (got "prod")',
        'UPSTREAM_GET_RETRIES: must be at most 5 (got "9")',
        'CONNECTION_MAX_PAGE_SIZE: must be a whole number (got "1.5")',
        'CIRCUIT_BREAKER_FAILURES: must be at least 1 (got "0")',
        'READINESS_TIMEOUT_MS: must be a number (got "soon")',
        'WEBHOOK_PATH: must start with "/" (got "hooks")',
      ]),
    );
    expect(lines).toHaveLength(8);
  });

  it('never echoes the value of a key, secret or URL', () => {
    const message = messageOf({
      RAMP_BASE_URL: 'ftp://user:hunter2hunter2@x',
      REDIS_URL: 'http://:hunter3hunter3@redis',
      DATABASE_URL: 'mysql://gw:hunter4hunter4@db/gateway',
    });
    expect(message).toContain('RAMP_BASE_URL: must be an http(s) URL');
    expect(message).toContain('REDIS_URL: must be a redis:// or rediss:// URL');
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(message).not.toContain('hunter');
  });

  it('keeps state in a SQLite file unless DATABASE_URL names a PostgreSQL database', () => {
    expect(readEnvironment({}).store).toEqual({ url: undefined, path: '.gateway-data/gateway.db' });
    expect(readEnvironment({ GATEWAY_DB_PATH: '/var/lib/gateway/state.db' }).store).toEqual({ url: undefined, path: '/var/lib/gateway/state.db' });
    expect(readEnvironment({ DATABASE_URL: 'postgresql://gw@db:5432/gateway' }).store).toMatchObject({ url: 'postgresql://gw@db:5432/gateway' });
  });

  it('reads the keys of one business and the idempotency lease, never echoing a key', () => {
    expect(readEnvironment({ RAMP_KEY_BUSINESSES: 'sk_test_first123=biz_1, sk_test_with=equals=biz_1', IDEMPOTENCY_LEASE_MS: '2000' })).toMatchObject({
      keyBusinesses: [
        { apiKey: 'sk_test_first123', business: 'biz_1' },
        { apiKey: 'sk_test_with=equals', business: 'biz_1' },
      ],
      idempotency: { leaseMs: 2000 },
    });
    expect(readEnvironment({}).keyBusinesses).toBeUndefined();
    const malformed = messageOf({ RAMP_KEY_BUSINESSES: 'sk_test_hunter22=biz 1' });
    expect(malformed).toContain('RAMP_KEY_BUSINESSES: must be comma-separated <key>=<business id> pairs');
    const twice = messageOf({ RAMP_KEY_BUSINESSES: 'sk_test_hunter22=biz_1,sk_test_hunter22=biz_2' });
    expect(twice).toContain('RAMP_KEY_BUSINESSES: must name one business per key');
    expect(`${malformed}${twice}`).not.toContain('hunter');
  });

  it('reads the circuit breaker and readiness settings', () => {
    expect(readEnvironment({ CIRCUIT_BREAKER_FAILURES: '3', CIRCUIT_BREAKER_OPEN_MS: '2500', READINESS_TIMEOUT_MS: '750' })).toMatchObject({
      circuitBreaker: { failureThreshold: 3, openMs: 2500 },
      readinessTimeoutMs: 750,
    });
    expect(readEnvironment({})).toMatchObject({ circuitBreaker: { failureThreshold: 5, openMs: 10_000 }, readinessTimeoutMs: 2000 });
  });
});
