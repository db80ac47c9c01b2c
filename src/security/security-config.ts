// The "limits and security" settings: their environment variables (zod, merged into the
// gateway's environment schema by config.ts) and the defaults a hand-built config falls back to.
import { z } from 'zod';

export interface SecurityConfig {
  /** Deepest selection an operation may have (fragments do not add depth). */
  maxDepth: number;
  /** graphql-armor cost: objects 2, scalars 1, growing with depth and with `first`/`last` page sizes. */
  maxCost: number;
  /** Aliases in one operation: each alias of a provider field can be one more provider call. */
  maxAliases: number;
  /** Largest JSON body of an HTTP request, and largest WebSocket message. */
  bodyLimitBytes: number;
  /** Schema introspection; on in development, off in production unless turned on. */
  introspection: boolean;
  /** Apollo Sandbox on GET /graphql from a browser; as introspection. */
  sandbox: boolean;
  /** The persisted-documents manifest (codegen's persisted-documents.json); when set, only its operations run. */
  trustedDocumentsPath?: string | undefined;
  /** Operations per caller key (or client address when no key) per window; 0 turns the limit off. */
  rateLimitRequests: number;
  /** Requests per window of one client address with keys the provider has not accepted yet. */
  rateLimitUnverifiedRequests: number;
  rateLimitWindowSeconds: number;
  /** Keys the provider accepted, remembered by fingerprint (least recently used first out), and for how long. */
  verifiedKeysMax: number;
  verifiedKeyTtlSeconds: number;
}

export const SECURITY_DEFAULTS = {
  maxDepth: 8,
  maxCost: 5000,
  maxAliases: 15,
  bodyLimitBytes: 100 * 1024,
  rateLimitRequests: 600,
  rateLimitUnverifiedRequests: 20,
  rateLimitWindowSeconds: 60,
  verifiedKeysMax: 10_000,
  verifiedKeyTtlSeconds: 900,
} as const;

const flag = z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1');
const optionalFlag = z
  .string()
  .optional()
  .transform((text) => (text === undefined || text.trim() === '' ? undefined : text.trim().toLowerCase()))
  .pipe(flag.optional());

export const securityEnvironment = z.object({
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).max(100).default(SECURITY_DEFAULTS.maxDepth),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).default(SECURITY_DEFAULTS.maxCost),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).max(1000).default(SECURITY_DEFAULTS.maxAliases),
  GRAPHQL_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(SECURITY_DEFAULTS.bodyLimitBytes),
  GRAPHQL_INTROSPECTION: optionalFlag,
  GRAPHQL_SANDBOX: optionalFlag,
  TRUSTED_DOCUMENTS: z
    .string()
    .optional()
    .transform((text) => (text === undefined || text.trim() === '' ? undefined : text.trim())),
  RATE_LIMIT_REQUESTS: z.coerce.number().int().min(0).default(SECURITY_DEFAULTS.rateLimitRequests),
  RATE_LIMIT_UNVERIFIED_REQUESTS: z.coerce.number().int().min(1).default(SECURITY_DEFAULTS.rateLimitUnverifiedRequests),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(SECURITY_DEFAULTS.rateLimitWindowSeconds),
  VERIFIED_KEYS_MAX: z.coerce.number().int().min(1).default(SECURITY_DEFAULTS.verifiedKeysMax),
  VERIFIED_KEY_TTL_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(SECURITY_DEFAULTS.verifiedKeyTtlSeconds),
});

/** The settings from the parsed environment; introspection and Sandbox follow NODE_ENV unless set. */
export function securityConfigFrom(values: z.infer<typeof securityEnvironment>, nodeEnv: string): SecurityConfig {
  const development = nodeEnv !== 'production';
  return {
    maxDepth: values.GRAPHQL_MAX_DEPTH,
    maxCost: values.GRAPHQL_MAX_COST,
    maxAliases: values.GRAPHQL_MAX_ALIASES,
    bodyLimitBytes: values.GRAPHQL_BODY_LIMIT_BYTES,
    introspection: values.GRAPHQL_INTROSPECTION ?? development,
    sandbox: values.GRAPHQL_SANDBOX ?? development,
    trustedDocumentsPath: values.TRUSTED_DOCUMENTS,
    rateLimitRequests: values.RATE_LIMIT_REQUESTS,
    rateLimitUnverifiedRequests: values.RATE_LIMIT_UNVERIFIED_REQUESTS,
    rateLimitWindowSeconds: values.RATE_LIMIT_WINDOW_SECONDS,
    verifiedKeysMax: values.VERIFIED_KEYS_MAX,
    verifiedKeyTtlSeconds: values.VERIFIED_KEY_TTL_SECONDS,
  };
}

/** A hand-built config (tests, embedding) with the defaults of its NODE_ENV filled in. */
export function withSecurityDefaults(partial: Partial<SecurityConfig> | undefined, nodeEnv: string): SecurityConfig {
  const development = nodeEnv !== 'production';
  return { ...SECURITY_DEFAULTS, introspection: development, sandbox: development, ...partial };
}
