// Builds the context of one GraphQL request: where its API key comes from, and a provider
// client and DataLoaders bound to that key, created on first use.
import type { IncomingHttpHeaders } from 'node:http';
import type { Pool } from 'undici';
import type { ProviderCallObserver } from './datasources/provider-calls.js';
import { systemError } from './datasources/provider-errors.js';
import { RampClient, type RampClientOptions } from './datasources/ramp-client.js';
import { dataSetOfKey, DEFAULT_KEY_PREFIXES, type DataSet, type KeyPrefixes } from './domain/data-sets.js';
import { API_KEY_MAX_LENGTH, API_KEY_MIN_LENGTH, isWellFormedApiKey } from './domain/header-values.js';
import type { LiveStatus } from './status/live-status.js';
import { IDEMPOTENCY_KEY_HEADER, type IdempotencyGuard } from './idempotency/idempotent-mutation.js';
import type { Logger } from './logger.js';
import { createBusinessCustomerLoaders, type BusinessCustomerLoaders } from './datasources/business-customers/loaders.js';
import { createListingLoaders, type ListingLoaders } from './datasources/esp/listing/loaders.js';
import { createRateQuoteLoaders, type RateQuoteLoaders } from './datasources/rates/loaders.js';
import { requestIdOf } from './observability/request-id.js';
import { recordingKeyAnswers, type VerifiedKeys } from './security/verified-keys.js';

export interface Credentials {
  /** The provider key. Never log it or put it in an error. */
  apiKey: string;
  source: 'REQUEST' | 'SERVER';
  /** The data set the key reaches, by the configured prefixes; never guessed from the key's shape. */
  dataSet: DataSet;
}

/**
 * The per-request DataLoaders, each beside the endpoint it reads: the rate quote
 * (src/datasources/rates/, also read by the off-ramp's validation), the ESP listing
 * (src/datasources/esp/listing/) and the business customer (src/datasources/business-customers/).
 */
export type RampLoaders = RateQuoteLoaders & ListingLoaders & BusinessCustomerLoaders;

export interface RampSession {
  client: RampClient;
  loaders: RampLoaders;
  /** How the client reaches the provider (pool, key, timeout, observers); modules send their endpoints with `client.call`, never by hand. */
  upstream: RampClientOptions;
}

export interface GatewayContext {
  credentials: Credentials | null;
  /** The client's network address, for the budgets counted per address. */
  remoteAddress: string | undefined;
  /** Also on every log line of the request and sent to the provider. */
  requestId: string;
  logger: Logger;
  /** The largest `first`/`last` a connection accepts. */
  maxPageSize: number;
  /** Last-known statuses, resource owners and subscriptions (src/status). */
  live: LiveStatus;
  /** Where mutations record their idempotency keys (src/idempotency). */
  idempotency: IdempotencyGuard;
  /** The `idempotency-key` header, when sent. */
  idempotencyKeyHeader: string | undefined;
  /** Keys the provider has accepted (src/security/verified-keys.ts). */
  verifiedKeys: VerifiedKeys;
  /** Why the key the caller sent cannot be used (malformed, or in a header the gateway does not read); undefined when it sent none or a usable one. */
  unusableKey: string | undefined;
  /** The provider client and loaders of this request; throws UNAUTHENTICATED when there is no usable key. */
  ramp(): RampSession;
}

export interface ContextDependencies {
  pool: Pool;
  basePath: string;
  logger: Logger;
  serverApiKey?: string | undefined;
  /** Which keys reach test and live data; `sk_test_` and `sk_live_` when absent. */
  keyPrefixes?: KeyPrefixes | undefined;
  timeoutMs: number;
  getRetries: number;
  retryBaseMs: number;
  maxPageSize: number;
  live: LiveStatus;
  idempotency: IdempotencyGuard;
  verifiedKeys: VerifiedKeys;
  /** Metrics and the circuit breaker, told of every provider request. */
  providerCalls?: ProviderCallObserver | undefined;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

function headerValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

// Headers a key is often sent in by mistake. A request carrying one and no key where the gateway
// reads it is refused, not run with the server's own key: in development that key reaches the
// embedded emulator, and the caller would read test data thinking it used its own key.
const MISPLACED_KEY_HEADERS = ['x-api-key', 'api-key', 'apikey', 'x-ngnc-sec-key', 'ngnc-secret-key', 'ngnc-api-key', 'x-auth-token'] as const;

function misplacedKeyHeader(headers: IncomingHttpHeaders): string | undefined {
  return MISPLACED_KEY_HEADERS.find((name) => headerValue(headers[name]) !== undefined);
}

/** The key the caller sent, from `ngnc-sec-key` or `Authorization: Bearer`, well formed or not. */
export function sentKey(headers: IncomingHttpHeaders): string | undefined {
  return headerValue(headers['ngnc-sec-key']) ?? BEARER.exec(headerValue(headers.authorization) ?? '')?.[1];
}

/**
 * The caller's key, else the server's own key. A malformed key is no key at all (null): it is
 * never sent to the provider and never falls back to the
 * server's key.
 */
export function credentialsFrom(
  headers: IncomingHttpHeaders,
  serverApiKey: string | undefined,
  keyPrefixes: KeyPrefixes = DEFAULT_KEY_PREFIXES,
): Credentials | null {
  const sent = sentKey(headers);
  if (sent !== undefined) return isWellFormedApiKey(sent) ? { apiKey: sent, source: 'REQUEST', dataSet: dataSetOfKey(sent, keyPrefixes) } : null;
  if (serverApiKey !== undefined && misplacedKeyHeader(headers) === undefined) return { apiKey: serverApiKey, source: 'SERVER', dataSet: dataSetOfKey(serverApiKey, keyPrefixes) };
  return null;
}

const NO_KEY = 'Send your provider API key in the ngnc-sec-key header or as Authorization: Bearer <key>.';
const MALFORMED_KEY = `The API key is malformed: a provider key is ${API_KEY_MIN_LENGTH} to ${API_KEY_MAX_LENGTH} visible ASCII characters, with no spaces or control characters.`;

/** Why the key a request sent cannot be used; undefined when it sent none where the gateway reads keys, nor in a header mistaken for one. */
export function unusableKeyMessage(headers: IncomingHttpHeaders): string | undefined {
  const sent = sentKey(headers);
  if (sent !== undefined) return isWellFormedApiKey(sent) ? undefined : MALFORMED_KEY;
  const misplaced = misplacedKeyHeader(headers);
  return misplaced === undefined ? undefined : `The gateway does not read keys from the ${misplaced} header. ${NO_KEY}`;
}

/** Why a request without usable credentials is UNAUTHENTICATED. */
export function missingKeyMessage(headers: IncomingHttpHeaders): string {
  return unusableKeyMessage(headers) ?? NO_KEY;
}

/**
 * One request's context. A class rather than an object literal of closures: a subscription
 * keeps its context for as long as it is connected, and the logger child (~350 B) is made only
 * when something logs, which an idle subscription never does.
 */
class RequestContext implements GatewayContext {
  readonly maxPageSize: number;
  readonly live: LiveStatus;
  readonly idempotency: IdempotencyGuard;
  readonly verifiedKeys: VerifiedKeys;
  private childLogger: Logger | undefined;
  private session: RampSession | undefined;

  constructor(
    private readonly deps: ContextDependencies,
    readonly credentials: Credentials | null,
    readonly remoteAddress: string | undefined,
    readonly requestId: string,
    readonly idempotencyKeyHeader: string | undefined,
    private readonly unauthenticatedMessage: string,
    readonly unusableKey: string | undefined,
  ) {
    this.maxPageSize = deps.maxPageSize;
    this.live = deps.live;
    this.idempotency = deps.idempotency;
    this.verifiedKeys = deps.verifiedKeys;
  }

  get logger(): Logger {
    return (this.childLogger ??= this.deps.logger.child({ requestId: this.requestId }));
  }

  ramp(): RampSession {
    const credentials = this.credentials;
    if (credentials === null) throw systemError('UNAUTHENTICATED', this.unauthenticatedMessage);
    if (this.session === undefined) {
      const { deps } = this;
      // The logger child is made when the client first logs, not when it is made: most requests never log.
      const request = this;
      const upstream: RampClientOptions = {
        pool: deps.pool,
        basePath: deps.basePath,
        apiKey: credentials.apiKey,
        get logger() {
          return request.logger;
        },
        requestId: this.requestId,
        calls: recordingKeyAnswers(deps.verifiedKeys, credentials, deps.providerCalls),
        timeoutMs: deps.timeoutMs,
        getRetries: deps.getRetries,
        retryBaseMs: deps.retryBaseMs,
      };
      const client = new RampClient(upstream);
      this.session = { client, loaders: { ...createRateQuoteLoaders(client), ...createListingLoaders(client), ...createBusinessCustomerLoaders(client) }, upstream };
    }
    return this.session;
  }
}

/** What a context is made from: a request's headers (or a graphql-ws connection's parameters read as headers) and address. */
export interface ContextRequest {
  headers: IncomingHttpHeaders;
  remoteAddress: string | undefined;
}

export function createContextFactory(deps: ContextDependencies) {
  return ({ headers, remoteAddress }: ContextRequest): GatewayContext => {
    const credentials = credentialsFrom(headers, deps.serverApiKey, deps.keyPrefixes);
    return new RequestContext(
      deps,
      credentials,
      remoteAddress,
      requestIdOf(headers),
      headerValue(headers[IDEMPOTENCY_KEY_HEADER]),
      credentials === null ? missingKeyMessage(headers) : '',
      credentials === null ? unusableKeyMessage(headers) : undefined,
    );
  };
}
