import { z } from 'zod';
import { describeEnvironmentIssue } from './config-issues.js';
import type { CircuitBreakerOptions } from './datasources/circuit-breaker.js';
import { DEFAULT_KEY_PREFIXES, isKeyPrefix, overlappingPrefixes, type KeyPrefixes } from './domain/data-sets.js';
import { API_KEY_MAX_LENGTH, API_KEY_MIN_LENGTH, isWellFormedApiKey } from './domain/header-values.js';
import type { ReconcileSettings } from './status/ingest/reconciler.js';
import type { IdempotencySettings } from './idempotency/idempotent-mutation.js';
import { MIN_WEBHOOK_SECRET_LENGTH, shortWebhookSecrets, type BusinessSecret, type LiveStatusConfig } from './status/ingest/config.js';
import { DEFAULT_DATABASE_PATH, type StoreConfig } from './store/gateway-store.js';
import { optionalFlag, securityConfigFrom, securityEnvironment, type SecurityConfig } from './security/security-config.js';

/** How long SIGTERM waits for connections and requests in flight before the process gives up. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** The test-mode helpers are on unless the environment is production (GRAPHQL_TEST_HELPERS says otherwise). */
export function defaultTestHelpers(nodeEnv: string | undefined): boolean {
  return nodeEnv !== 'production';
}

/** Reconciliation by reading the provider (docs/live-status.md): on unless RECONCILE_INTERVAL_MS=0. */
export const DEFAULT_RECONCILE: ReconcileSettings = { intervalMs: 10_000, callsPerKeyPerMinute: 60, keyHoldMs: 24 * 60 * 60_000 };

const port = z.coerce.number().int().min(0).max(65_535);
const milliseconds = z.coerce.number().int().positive();
const optionalText = z
  .string()
  .optional()
  .transform((text) => (text === undefined || text.trim() === '' ? undefined : text.trim()));
const keyPrefixList = optionalText
  .transform((text) => text?.split(',').map((prefix) => prefix.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string())
      .refine((prefixes) => prefixes.every(isKeyPrefix), 'must be comma-separated key prefixes, each visible ASCII with no spaces')
      .optional(),
  );

const BUSINESS_ID = /^[A-Za-z0-9_.:-]{1,200}$/;
/** `<business id>=<secret>` pairs, comma-separated; a secret may not serve two businesses. */
const businessSecretList = optionalText.transform((text, context): BusinessSecret[] | undefined => {
  if (text === undefined) return undefined;
  const pairs: BusinessSecret[] = [];
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const eq = entry.indexOf('=');
    const business = eq < 0 ? '' : entry.slice(0, eq).trim();
    const secret = eq < 0 ? '' : entry.slice(eq + 1).trim();
    if (!BUSINESS_ID.test(business) || secret === '') {
      context.addIssue({ code: 'custom', message: 'must be comma-separated <business id>=<secret> pairs (ids of letters, digits and _.:-)' });
      return z.NEVER;
    }
    pairs.push({ business, secret });
  }
  const owners = new Map<string, string>();
  for (const { business, secret } of pairs) {
    if ((owners.get(secret) ?? business) !== business) {
      context.addIssue({ code: 'custom', message: 'must give each business a secret of its own' });
      return z.NEVER;
    }
    owners.set(secret, business);
  }
  return pairs;
});
/**
 * `<key>=<business id>` pairs, comma-separated: the keys of one business share idempotency
 * records. A key may hold `=`, so a pair splits at its last one; a key is never echoed in an error.
 */
const keyBusinessList = optionalText
  .transform((text) =>
    text?.split(',').map((pair) => {
      const at = pair.lastIndexOf('=');
      return { apiKey: at < 0 ? '' : pair.slice(0, at).trim(), business: at < 0 ? '' : pair.slice(at + 1).trim() };
    }),
  )
  .pipe(
    z
      .array(z.object({ apiKey: z.string(), business: z.string() }))
      .refine(
        (pairs) => pairs.every(({ apiKey, business }) => isWellFormedApiKey(apiKey) && /^[\x21-\x7e]+$/.test(business)),
        'must be comma-separated <key>=<business id> pairs: each key a provider key, each business id visible ASCII with no spaces',
      )
      .refine(
        (pairs) => pairs.every(({ apiKey, business }) => pairs.every((other) => other.apiKey !== apiKey || other.business === business)),
        'must name one business per key',
      )
      .optional(),
  );

const environment = z.object({
  PORT: port.default(4000),
  HOST: z.string().trim().min(1).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  RAMP_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  RAMP_API_KEY: optionalText.pipe(
    z
      .string()
      .refine(isWellFormedApiKey, `must be a provider key: ${API_KEY_MIN_LENGTH} to ${API_KEY_MAX_LENGTH} visible ASCII characters, no spaces`)
      .optional(),
  ),
  RAMP_TEST_KEY_PREFIXES: keyPrefixList,
  RAMP_LIVE_KEY_PREFIXES: keyPrefixList,
  UPSTREAM_TIMEOUT_MS: milliseconds.default(10_000),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().positive().default(32),
  UPSTREAM_GET_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  UPSTREAM_RETRY_BASE_MS: milliseconds.default(100),
  IDEMPOTENCY_LEASE_MS: milliseconds.optional(),
  RAMP_KEY_BUSINESSES: keyBusinessList,
  CONNECTION_MAX_PAGE_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
  REDIS_KEY_PREFIX: optionalText,
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional()),
  GATEWAY_DB_PATH: optionalText,
  WEBHOOK_PATH: optionalText.pipe(z.string().startsWith('/').optional()),
  WEBHOOK_SECRET: optionalText,
  WEBHOOK_SECRETS: businessSecretList,
  WEBHOOK_AUTH_FAILURES: z.coerce.number().int().min(1).max(10_000).default(10),
  WEBHOOK_UNROUTED_MAX: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  WEBHOOK_LEGACY_SECRET: optionalText,
  WEBHOOK_SECRET_HEADER: optionalFlag,
  WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().positive().default(300),
  LIVE_STATUS_TTL_SECONDS: z.coerce.number().int().positive().default(7 * 24 * 3600),
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(DEFAULT_RECONCILE.intervalMs),
  RECONCILE_CALLS_PER_KEY_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_RECONCILE.callsPerKeyPerMinute),
  RECONCILE_KEY_HOLD_MS: milliseconds.default(DEFAULT_RECONCILE.keyHoldMs),
  CIRCUIT_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  CIRCUIT_BREAKER_OPEN_MS: milliseconds.default(10_000),
  READINESS_TIMEOUT_MS: milliseconds.default(2_000),
  SHUTDOWN_TIMEOUT_MS: milliseconds.default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
  EMULATOR_PORT: port.default(4010),
  GRAPHQL_TEST_HELPERS: optionalFlag,
  GRAPHQL_FEDERATION: optionalFlag,
  GRAPHQL_FEDERATION_SERVER_KEY: optionalFlag,
  ...securityEnvironment.shape,
}).superRefine((values, context) => {
  if (values.NODE_ENV === 'production') {
    const secrets = { webhookSecrets: secretList(values.WEBHOOK_SECRET), webhookBusinessSecrets: values.WEBHOOK_SECRETS, webhookLegacySecret: values.WEBHOOK_LEGACY_SECRET };
    for (const variable of shortWebhookSecrets(secrets)) {
      context.addIssue({ code: 'custom', path: [variable], message: `must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters in production (each secret)` });
    }
  }
  const pairs = overlappingPrefixes(keyPrefixesOf(values));
  if (pairs.length === 0) return;
  context.addIssue({
    code: 'custom',
    path: ['RAMP_LIVE_KEY_PREFIXES'],
    message: `must not overlap RAMP_TEST_KEY_PREFIXES: ${pairs.map(([test, live]) => `"${live}" and "${test}"`).join(', ')} would both match one key`,
  });
});

/** Comma-separated, so a new secret can be added before the old one is removed. */
function secretList(text: string | undefined): string[] {
  return (text ?? '').split(',').map((secret) => secret.trim()).filter(Boolean);
}

function keyPrefixesOf(values: { RAMP_TEST_KEY_PREFIXES?: string[] | undefined; RAMP_LIVE_KEY_PREFIXES?: string[] | undefined }): KeyPrefixes {
  return { test: values.RAMP_TEST_KEY_PREFIXES ?? DEFAULT_KEY_PREFIXES.test, live: values.RAMP_LIVE_KEY_PREFIXES ?? DEFAULT_KEY_PREFIXES.live };
}

/** What the gateway needs to run; `startGateway` takes it whole so tests can build one by hand. */
export interface GatewayConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** The provider's base URL, e.g. `https://api.provider.example`. */
  rampBaseUrl: string;
  /** A key the gateway uses when the caller sends none; absent means callers must send their own. */
  rampApiKey?: string | undefined;
  /** Which keys reach test data and which live data (src/domain/data-sets.ts); `sk_test_` and `sk_live_` when absent. */
  keyPrefixes?: KeyPrefixes | undefined;
  upstreamTimeoutMs: number;
  upstreamConnections: number;
  /** How many times an idempotent GET is retried after a 502/503/504 or a dropped connection. */
  upstreamGetRetries: number;
  upstreamRetryBaseMs: number;
  /** The largest `first`/`last` a connection accepts. */
  connectionMaxPageSize: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * The database of idempotency records, statuses, owners, webhook ids and the status outbox:
   * PostgreSQL with `url`, else SQLite at `path`; a private in-memory SQLite when absent.
   */
  store?: StoreConfig | undefined;
  /** Webhooks in, subscriptions out; in memory and refusing every webhook when absent. */
  liveStatus?: LiveStatusConfig;
  /**
   * Reading the provider for resources someone waits on, when webhooks are lost or never sent
   * (src/status/ingest/reconciler.ts). The environment turns it on by default; a config built by hand
   * (tests) has it off unless given, as it has when `intervalMs` is 0.
   */
  reconcile?: ReconcileSettings | undefined;
  /** Keys of one business (RAMP_KEY_BUSINESSES): they share idempotency records; what webhooks teach otherwise. */
  keyBusinesses?: readonly { apiKey: string; business: string }[] | undefined;
  /** Overrides of the idempotency timings (IDEMPOTENCY_LEASE_MS, tests); derived from the upstream timeout when absent. */
  idempotency?: Partial<IdempotencySettings> | undefined;
  /** Upstream failures in a row before the provider circuit opens, and how long it stays open; 5 and 10 s when absent. */
  circuitBreaker?: Pick<CircuitBreakerOptions, 'failureThreshold' | 'openMs'>;
  /** How long /readyz waits for each dependency; 2 s when absent. */
  readinessTimeoutMs?: number;
  /** How long a shutdown may take to drain connections and close stores; 10 s when absent. */
  shutdownTimeoutMs?: number;
  /** The test-mode mutations (`testMoveOfframp`, …) in the schema; on unless `nodeEnv` is production when absent. */
  testHelpers?: boolean | undefined;
  /** Subgraph mode: the schema an Apollo Federation 2 router composes (`_service`, `_entities`, entity keys); off when absent. */
  federation?: boolean | undefined;
  /**
   * In subgraph mode, whether a request that carries no caller key runs with `rampApiKey`. Off when
   * absent: a router that forwards no key header would otherwise give every client the server's key.
   */
  federationServerKey?: boolean | undefined;
  /** Query limits, introspection and Sandbox, trusted documents, rate limit; the defaults of `nodeEnv` when absent. */
  security?: Partial<SecurityConfig> | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment. `RAMP_BASE_URL` may be absent: main.ts then embeds the emulator
 * and fills it in. Every problem is reported at once, one line per variable.
 */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Omit<GatewayConfig, 'rampBaseUrl'> & {
  rampBaseUrl: string | undefined;
  /** Where main.ts tries to serve the embedded emulator when RAMP_BASE_URL is unset. */
  embeddedEmulatorPort: number;
} {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${describeEnvironmentIssue(issue, env)}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    // Development serves keyless requests with a test key (the embedded emulator's): only this
    // machine may reach it unless HOST says otherwise.
    host: values.HOST ?? (values.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    nodeEnv: values.NODE_ENV,
    rampBaseUrl: values.RAMP_BASE_URL,
    rampApiKey: values.RAMP_API_KEY,
    keyPrefixes: keyPrefixesOf(values),
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS,
    upstreamConnections: values.UPSTREAM_CONNECTIONS,
    upstreamGetRetries: values.UPSTREAM_GET_RETRIES,
    upstreamRetryBaseMs: values.UPSTREAM_RETRY_BASE_MS,
    ...(values.IDEMPOTENCY_LEASE_MS !== undefined && { idempotency: { leaseMs: values.IDEMPOTENCY_LEASE_MS } }),
    keyBusinesses: values.RAMP_KEY_BUSINESSES,
    connectionMaxPageSize: values.CONNECTION_MAX_PAGE_SIZE,
    logLevel: values.LOG_LEVEL,
    circuitBreaker: { failureThreshold: values.CIRCUIT_BREAKER_FAILURES, openMs: values.CIRCUIT_BREAKER_OPEN_MS },
    readinessTimeoutMs: values.READINESS_TIMEOUT_MS,
    reconcile: {
      intervalMs: values.RECONCILE_INTERVAL_MS,
      callsPerKeyPerMinute: values.RECONCILE_CALLS_PER_KEY_PER_MINUTE,
      keyHoldMs: values.RECONCILE_KEY_HOLD_MS,
    },
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    embeddedEmulatorPort: values.EMULATOR_PORT,
    testHelpers: values.GRAPHQL_TEST_HELPERS ?? defaultTestHelpers(values.NODE_ENV),
    federation: values.GRAPHQL_FEDERATION ?? false,
    federationServerKey: values.GRAPHQL_FEDERATION_SERVER_KEY ?? false,
    security: securityConfigFrom(values, values.NODE_ENV),
    store: { url: values.DATABASE_URL, path: values.GATEWAY_DB_PATH ?? DEFAULT_DATABASE_PATH },
    liveStatus: {
      redisUrl: values.REDIS_URL,
      redisKeyPrefix: values.REDIS_KEY_PREFIX,
      webhookPath: values.WEBHOOK_PATH,
      webhookSecrets: secretList(values.WEBHOOK_SECRET),
      webhookBusinessSecrets: values.WEBHOOK_SECRETS,
      webhookAuthFailures: values.WEBHOOK_AUTH_FAILURES,
      webhookUnroutedMax: values.WEBHOOK_UNROUTED_MAX,
      webhookLegacySecret: values.WEBHOOK_LEGACY_SECRET,
      webhookSecretHeader: values.WEBHOOK_SECRET_HEADER,
      webhookToleranceSeconds: values.WEBHOOK_TOLERANCE_SECONDS,
      statusTtlSeconds: values.LIVE_STATUS_TTL_SECONDS,
    },
  };
}
