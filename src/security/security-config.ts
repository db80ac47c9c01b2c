// The "limits and security" settings: their environment variables (zod, merged into the
// gateway's environment schema by config.ts) and the defaults a hand-built config falls back to.
import { z } from 'zod';

export interface SecurityConfig {
  /** Deepest selection an operation may have (fragments do not add depth). */
  maxDepth: number;
  /**
   * graphql-armor cost: objects 2, scalars 1, growing with depth and with `first`/`last` page sizes
   * (inline or variables alike). The default lets one page of 100 with every field through (10,588), not two.
   */
  maxCost: number;
  /** Aliases in one operation: each alias of a provider field can be one more provider call. */
  maxAliases: number;
  /**
   * Tokens in one document, counted while it is parsed: validation's cost grows faster than a
   * document's size, so a document past this is refused before any rule looks at it.
   */
  maxTokens: number;
  /**
   * Tokens in one document of a request without a usable key (none sent, or a malformed one, and
   * no RAMP_API_KEY to lend): counted before it is parsed. Such a request can read nothing but
   * the schema, while validation's cost grows with the square of a document's fields.
   */
  maxTokensWithoutKey: number;
  /** Largest JSON body of an HTTP request, and largest WebSocket message. */
  bodyLimitBytes: number;
  /** Schema introspection; on in development, off in production unless turned on. */
  introspection: boolean;
  /** Apollo Sandbox (loaded from Apollo's CDN) for a browser: on GET /graphql, or at `?explorer=sandbox` when GraphiQL is on too; on in development, off in production unless turned on. */
  sandbox: boolean;
  /** GraphiQL served whole by the gateway (no internet needed) on GET /graphql for a browser; on in development, off in production unless turned on. */
  graphiql: boolean;
  /** The persisted-documents manifest (codegen's persisted-documents.json); when set, only its operations run. */
  trustedDocumentsPath?: string | undefined;
  /** Operations per caller key (or client address when no key) per window; 0 turns the limit off. */
  rateLimitRequests: number;
  /** Requests per window of one client address with keys the provider has not accepted yet. */
  rateLimitUnverifiedRequests: number;
  /** Provider checks of keys not yet accepted, per minute of one client address. */
  keyVerificationsPerMinute: number;
  rateLimitWindowSeconds: number;
  /** Keys the provider accepted, remembered by fingerprint (least recently used first out), and for how long. */
  verifiedKeysMax: number;
  verifiedKeyTtlSeconds: number;
  /** Browser origins allowed over HTTP (CORS) and WebSocket, exactly as a browser sends them. */
  corsOrigins: readonly string[];
  /** Any loopback origin (localhost, 127.0.0.1, [::1], any port) allowed too: development's default. */
  corsLoopbackOrigins: boolean;
  /** graphql-js's "Did you mean …" in errors; as introspection unless set, since they name the schema's fields, arguments, values and types. */
  suggestions: boolean;
  /** Queries and mutations over graphql-ws too; when off, only subscriptions run there. */
  websocketAllOperations: boolean;
  /** Open live connections on one instance: WebSockets, SSE streams and multipart streams together. */
  maxLiveConnections: number;
  /** Bytes written to an SSE or multipart stream that its client has not taken yet, past which the stream is closed. */
  streamMaxBufferedBytes: number;
  /** How long an SSE or multipart stream waits for its client to take what was written before it is closed. */
  streamStallTimeoutMs: number;
  /** Open WebSocket connections of one caller (key, or address without one) on one instance. */
  wsMaxConnectionsPerCaller: number;
  /** Largest `connectionParams` of a connection, as JSON. */
  wsMaxConnectionParamsBytes: number;
  wsMaxSubscriptionsPerConnection: number;
  /** Open subscriptions of one caller on one instance, across its connections. */
  wsMaxSubscriptionsPerCaller: number;
  /** `connection_init` messages per client address per rate-limit window; 0 turns the limit off. */
  wsConnectionInitsPerWindow: number;
}

export const SECURITY_DEFAULTS = {
  maxDepth: 8,
  maxCost: 20_000,
  maxAliases: 15,
  maxTokens: 2_000,
  maxTokensWithoutKey: 200,
  bodyLimitBytes: 100 * 1024,
  rateLimitRequests: 600,
  rateLimitUnverifiedRequests: 20,
  keyVerificationsPerMinute: 20,
  rateLimitWindowSeconds: 60,
  verifiedKeysMax: 10_000,
  verifiedKeyTtlSeconds: 900,
  corsOrigins: [],
  websocketAllOperations: false,
  maxLiveConnections: 10_000,
  streamMaxBufferedBytes: 1024 * 1024,
  streamStallTimeoutMs: 30_000,
  wsMaxConnectionsPerCaller: 100,
  wsMaxConnectionParamsBytes: 4096,
  wsMaxSubscriptionsPerConnection: 100,
  wsMaxSubscriptionsPerCaller: 1000,
  wsConnectionInitsPerWindow: 60,
} as const;

/** An origin as a browser sends it: scheme, host and port only, nothing after. */
function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
  } catch {
    return false;
  }
}

const originList = z
  .string()
  .optional()
  .transform((text) => (text ?? '').split(',').map((origin) => origin.trim()).filter(Boolean))
  .refine((origins) => origins.every(isOrigin), 'must be comma-separated origins such as https://app.example.com (scheme, host and port; no path or trailing slash)');

const flag = z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1');
export const optionalFlag = z
  .string()
  .optional()
  .transform((text) => (text === undefined || text.trim() === '' ? undefined : text.trim().toLowerCase()))
  .pipe(flag.optional());

export const securityEnvironment = z.object({
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).max(100).default(SECURITY_DEFAULTS.maxDepth),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).default(SECURITY_DEFAULTS.maxCost),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).max(1000).default(SECURITY_DEFAULTS.maxAliases),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).max(100_000).default(SECURITY_DEFAULTS.maxTokens),
  GRAPHQL_MAX_TOKENS_WITHOUT_KEY: z.coerce.number().int().min(50).max(100_000).default(SECURITY_DEFAULTS.maxTokensWithoutKey),
  GRAPHQL_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(SECURITY_DEFAULTS.bodyLimitBytes),
  GRAPHQL_INTROSPECTION: optionalFlag,
  GRAPHQL_SANDBOX: optionalFlag,
  GRAPHQL_GRAPHIQL: optionalFlag,
  TRUSTED_DOCUMENTS: z
    .string()
    .optional()
    .transform((text) => (text === undefined || text.trim() === '' ? undefined : text.trim())),
  RATE_LIMIT_REQUESTS: z.coerce.number().int().min(0).default(SECURITY_DEFAULTS.rateLimitRequests),
  RATE_LIMIT_UNVERIFIED_REQUESTS: z.coerce.number().int().min(1).default(SECURITY_DEFAULTS.rateLimitUnverifiedRequests),
  KEY_VERIFICATIONS_PER_MINUTE: z.coerce.number().int().min(1).default(SECURITY_DEFAULTS.keyVerificationsPerMinute),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(SECURITY_DEFAULTS.rateLimitWindowSeconds),
  VERIFIED_KEYS_MAX: z.coerce.number().int().min(1).default(SECURITY_DEFAULTS.verifiedKeysMax),
  VERIFIED_KEY_TTL_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(SECURITY_DEFAULTS.verifiedKeyTtlSeconds),
  CORS_ORIGINS: originList,
  GRAPHQL_SUGGESTIONS: optionalFlag,
  GRAPHQL_WS_ALL_OPERATIONS: optionalFlag,
  MAX_LIVE_CONNECTIONS: z.coerce.number().int().min(1).optional(),
  /** The name MAX_LIVE_CONNECTIONS had when it bounded WebSockets alone; MAX_LIVE_CONNECTIONS wins when both are set. */
  WS_MAX_CONNECTIONS: z.coerce.number().int().min(1).optional(),
  STREAM_MAX_BUFFERED_BYTES: z.coerce.number().int().min(16 * 1024).max(64 * 1024 * 1024).default(SECURITY_DEFAULTS.streamMaxBufferedBytes),
  STREAM_STALL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(SECURITY_DEFAULTS.streamStallTimeoutMs),
  WS_MAX_CONNECTIONS_PER_CALLER: z.coerce.number().int().min(1).default(SECURITY_DEFAULTS.wsMaxConnectionsPerCaller),
  WS_MAX_CONNECTION_PARAMS_BYTES: z.coerce.number().int().min(256).max(1024 * 1024).default(SECURITY_DEFAULTS.wsMaxConnectionParamsBytes),
  WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: z.coerce.number().int().min(1).default(SECURITY_DEFAULTS.wsMaxSubscriptionsPerConnection),
  WS_MAX_SUBSCRIPTIONS_PER_CALLER: z.coerce.number().int().min(1).default(SECURITY_DEFAULTS.wsMaxSubscriptionsPerCaller),
  WS_CONNECTION_INITS_PER_WINDOW: z.coerce.number().int().min(0).default(SECURITY_DEFAULTS.wsConnectionInitsPerWindow),
});

/**
 * The settings from the parsed environment. Introspection, the explorers and loopback origins follow
 * NODE_ENV unless set (CORS_ORIGINS, once set, is the whole list); suggestions follow introspection.
 */
export function securityConfigFrom(values: z.infer<typeof securityEnvironment>, nodeEnv: string): SecurityConfig {
  const development = nodeEnv !== 'production';
  const introspection = values.GRAPHQL_INTROSPECTION ?? development;
  return {
    maxDepth: values.GRAPHQL_MAX_DEPTH,
    maxCost: values.GRAPHQL_MAX_COST,
    maxAliases: values.GRAPHQL_MAX_ALIASES,
    maxTokens: values.GRAPHQL_MAX_TOKENS,
    maxTokensWithoutKey: values.GRAPHQL_MAX_TOKENS_WITHOUT_KEY,
    bodyLimitBytes: values.GRAPHQL_BODY_LIMIT_BYTES,
    introspection,
    sandbox: values.GRAPHQL_SANDBOX ?? development,
    graphiql: values.GRAPHQL_GRAPHIQL ?? development,
    trustedDocumentsPath: values.TRUSTED_DOCUMENTS,
    rateLimitRequests: values.RATE_LIMIT_REQUESTS,
    rateLimitUnverifiedRequests: values.RATE_LIMIT_UNVERIFIED_REQUESTS,
    keyVerificationsPerMinute: values.KEY_VERIFICATIONS_PER_MINUTE,
    rateLimitWindowSeconds: values.RATE_LIMIT_WINDOW_SECONDS,
    verifiedKeysMax: values.VERIFIED_KEYS_MAX,
    verifiedKeyTtlSeconds: values.VERIFIED_KEY_TTL_SECONDS,
    corsOrigins: values.CORS_ORIGINS,
    corsLoopbackOrigins: development && values.CORS_ORIGINS.length === 0,
    suggestions: values.GRAPHQL_SUGGESTIONS ?? introspection,
    websocketAllOperations: values.GRAPHQL_WS_ALL_OPERATIONS ?? SECURITY_DEFAULTS.websocketAllOperations,
    maxLiveConnections: values.MAX_LIVE_CONNECTIONS ?? values.WS_MAX_CONNECTIONS ?? SECURITY_DEFAULTS.maxLiveConnections,
    streamMaxBufferedBytes: values.STREAM_MAX_BUFFERED_BYTES,
    streamStallTimeoutMs: values.STREAM_STALL_TIMEOUT_MS,
    wsMaxConnectionsPerCaller: values.WS_MAX_CONNECTIONS_PER_CALLER,
    wsMaxConnectionParamsBytes: values.WS_MAX_CONNECTION_PARAMS_BYTES,
    wsMaxSubscriptionsPerConnection: values.WS_MAX_SUBSCRIPTIONS_PER_CONNECTION,
    wsMaxSubscriptionsPerCaller: values.WS_MAX_SUBSCRIPTIONS_PER_CALLER,
    wsConnectionInitsPerWindow: values.WS_CONNECTION_INITS_PER_WINDOW,
  };
}

/** A hand-built config (tests, embedding) with the defaults of its NODE_ENV filled in. */
export function withSecurityDefaults(partial: Partial<SecurityConfig> | undefined, nodeEnv: string): SecurityConfig {
  const development = nodeEnv !== 'production';
  const introspection = partial?.introspection ?? development;
  return {
    ...SECURITY_DEFAULTS,
    introspection,
    sandbox: development,
    graphiql: development,
    suggestions: introspection,
    corsLoopbackOrigins: development && (partial?.corsOrigins ?? []).length === 0,
    ...partial,
  };
}
