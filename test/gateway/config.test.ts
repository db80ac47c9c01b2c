import { describe, expect, it } from 'vitest';
import { ConfigError, readEnvironment } from '../../src/config.js';

describe('readEnvironment', () => {
  it('fills the defaults: port 4000, no upstream (the emulator is embedded), 100 per page', () => {
    const config = readEnvironment({});
    expect(config).toMatchObject({ port: 4000, rampBaseUrl: undefined, rampApiKey: undefined, connectionMaxPageSize: 100 });
  });

  it('listens on loopback unless in production or told otherwise: development answers keyless requests with a test key', () => {
    expect(readEnvironment({}).host).toBe('127.0.0.1');
    expect(readEnvironment({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(readEnvironment({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(readEnvironment({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readEnvironment({ NODE_ENV: 'production', HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });

  it('reads the upstream, the server key and the timeouts', () => {
    const config = readEnvironment({
      PORT: '8080',
      RAMP_BASE_URL: 'https://api.provider.example/v1',
      RAMP_API_KEY: ' sk_live_abcdefghijklmnopqrstuvwxyz ',
      UPSTREAM_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({
      port: 8080,
      rampBaseUrl: 'https://api.provider.example/v1',
      rampApiKey: 'sk_live_abcdefghijklmnopqrstuvwxyz',
      upstreamTimeoutMs: 2500,
    });
  });

  it('names every bad variable at once, and never echoes the API key', () => {
    let error: unknown;
    try {
      readEnvironment({ PORT: 'eighty', RAMP_BASE_URL: 'ftp://x', UPSTREAM_TIMEOUT_MS: '-1', RAMP_API_KEY: 'sk_live_secret_value_123456789' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/RAMP_BASE_URL: must be an http\(s\) URL/);
    expect(message).toMatch(/UPSTREAM_TIMEOUT_MS/);
    expect(message).not.toContain('sk_live_secret_value');
  });
});
