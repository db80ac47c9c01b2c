// The one admission of a subscription, for every transport (graphql-ws, GraphQL over SSE, Apollo's
// multipart HTTP subscriptions). Each transport takes the same steps, in this order, and only
// says a refusal its own way (an HTTP status and code before a stream opens, or a graphql-ws close
// code and reason, or an `error` message for one operation):
//
//   1. arrive:   the page's origin, then a place among the instance's live connections;
//   2. budget:   the caller's rate limits, before anything it sends is read or waited for (a key
//                the gateway has not seen accepted also spends its address's budget of
//                unverified keys); over graphql-ws, at `connection_init`, its own bounds first;
//   3. identify: the key (missing, malformed, or one the provider refuses);
//   4. operation: over graphql-ws, its bound per connection and the budget of each operation;
//                then the operation's checks (trusted documents, tokens, validation, depth, cost,
//                aliases, subscriptions only) and the caller's open subscriptions over every
//                transport.
//
// An SSE or multipart request takes steps 1 and 2 as it arrives, its body is read, then 3 and 4;
// a WebSocket takes step 1 at its upgrade, 2 and 3 at `connection_init`, and 4 for each
// `subscribe`. Every refusal is counted here (`ramp_gateway_subscription_refusals_total`), a
// client inventing keys cannot turn subscriptions into provider traffic or CPU, and none of the
// steps throws: what fails unexpectedly is logged and refused as an internal error.

import type { IncomingHttpHeaders } from 'node:http';
import * as graphql from 'graphql';
import type { GraphQLFormattedError } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { missingKeyMessage, sentKey, type ContextRequest, type GatewayContext } from '../../context.js';
import type { LiveConnections } from '../../security/live-connections.js';
import type { OriginPolicy } from '../../security/origin-policy.js';
import { rateLimitCharges, rateLimitedError, rateLimitIdentity, type RateLimitDecision, type RateLimiter } from '../../security/rate-limiter.js';
import type { SubscriptionCounts } from '../../security/subscription-counts.js';
import { isKeyRefusal, type VerifiedKeys } from '../../security/verified-keys.js';
import { GONE, WS_CLOSE_CODES, type LimitedConnection, type Refusal as BoundRefusal, type WebSocketLimits } from '../../security/websocket-limits.js';
import type { PolicyRefusalReason, SubscriptionMetrics, WebSocketMetrics } from '../../security/websocket-metrics.js';
import type { OperationChecks, SubscribePayload } from './operation-checks.js';
import type { AdmittedSubscription, FormatError } from './subscription-results.js';

export type Transport = 'graphql-ws' | 'sse' | 'multipart';

/** A subscription, or its connection, refused: said over HTTP as `status` and `errors`, over graphql-ws as `close` (when it ends the connection) or as the errors. */
export interface Refusal {
  /** Why, as counted; `closed`: a WebSocket that closed meanwhile, nobody to tell and nothing counted. */
  reason: PolicyRefusalReason | 'closed';
  status: number;
  errors: readonly graphql.GraphQLError[];
  retryAfterSeconds?: number | undefined;
  close?: { code: number; reason: string } | undefined;
}

export interface AdmittedCaller {
  context: GatewayContext;
  /** Who the caller is for its budgets and bounds: its key by fingerprint, else its address. */
  caller: string;
  /** What the caller was admitted with, for the context of each of its operations. */
  headers: IncomingHttpHeaders;
}

/** The part of a request the policy reads: its headers (or a graphql-ws connection's parameters read as headers) and address. */
export interface SubscriptionRequest {
  /** The HTTP method of an SSE or multipart request; undefined for a WebSocket. */
  method: string | undefined;
  headers: IncomingHttpHeaders;
  remoteAddress: string | undefined;
}

// RFC 6455's "try again later": the provider could not be asked; graphql-ws clients reconnect.
const TRY_AGAIN_LATER = 1013;
const INTERNAL_ERROR = 1011;

// Close reasons of a refused key, said as HTTP's UNAUTHENTICATED says them (within the 123 bytes a
// close reason may have). The key's format is not repeated: the HTTP answer to it names it.
const KEY_CLOSE_REASONS = {
  none: 'Key refused: none sent (ngnc-sec-key, or authorization: Bearer <key>, in connectionParams)',
  malformed: 'Key refused: malformed, not the form of a provider API key (never sent to the provider)',
  provider: 'Key refused: the provider does not accept it',
} as const;

const SUBSCRIPTIONS_ONLY = {
  'graphql-ws': 'Only subscriptions run over WebSocket on this gateway; send queries and mutations over HTTP.',
  sse: 'Only subscriptions run as event streams on this gateway; send queries and mutations as plain requests.',
  multipart: 'Only subscriptions run as multipart streams on this gateway; send queries and mutations as plain requests.',
} as const;

/** A WebSocket that closed while its `connection_init` was counted. */
const CLOSED_MEANWHILE: Refusal = { reason: 'closed', status: 499, errors: [], close: { code: 1000, reason: 'Closed' } };

function error(message: string, code: string, extra: Record<string, unknown> = {}): graphql.GraphQLError {
  return new graphql.GraphQLError(message, { extensions: { code, ...extra } });
}

const INTERNAL = (): Refusal & { reason: 'unavailable' } => ({ reason: 'unavailable', status: 500, errors: [error('Internal server error', 'INTERNAL_SERVER_ERROR')], close: { code: INTERNAL_ERROR, reason: 'Internal server error' } });

/** What the policy enforces (built by src/security/gateway-security.ts), with how a request becomes a context and how errors are masked. */
export interface SubscriptionPolicyOptions {
  origins: OriginPolicy;
  /** The instance's live connections: WebSockets and streams together (MAX_LIVE_CONNECTIONS). */
  connections: LiveConnections;
  limiter: RateLimiter;
  verifiedKeys: VerifiedKeys;
  operations: OperationChecks;
  /** Open subscriptions per caller, over every transport. */
  counts: SubscriptionCounts;
  /** graphql-ws's own bounds of connections and subscriptions per connection. */
  websocketLimits: WebSocketLimits;
  /** Whether graphql-ws runs queries and mutations too. */
  websocketAllOperations: boolean;
  metrics: SubscriptionMetrics;
  /** The WebSocket gauge and refusals, kept beside the policy's own count. */
  websocketMetrics: WebSocketMetrics;
  contextFor: (request: ContextRequest) => GatewayContext;
  formatError: FormatError;
}

export class SubscriptionPolicy {
  constructor(private readonly options: SubscriptionPolicyOptions) {}

  /** Whether a page of this origin may read the gateway's answers (CORS_ORIGINS). */
  allowsOrigin(origin: string): boolean {
    return this.options.origins.allows(origin);
  }

  /** The body of an HTTP refusal, formatted as the HTTP side formats errors. */
  publicErrors(refusal: Refusal): { errors: GraphQLFormattedError[] } {
    return { errors: refusal.errors.map((refused) => this.options.formatError(refused.toJSON(), refused)) };
  }

  private refuse(transport: Transport, refusal: Refusal & { reason: PolicyRefusalReason }): Refusal {
    this.options.metrics.refused(transport, refusal.reason);
    return refusal;
  }

  // ---- 1. arrive ----

  /**
   * A connection arrives, before anything it sends is read: a WebSocket's upgrade, or an SSE or
   * multipart request. The page's origin, then a place among the instance's live connections,
   * which the answer frees (once, however often called) when the connection closes.
   */
  arrive(transport: Transport, request: SubscriptionRequest): (() => void) | Refusal {
    const foreign = this.checkOrigin(request);
    if (foreign !== undefined) return this.refuseArrival(transport, foreign);
    const release = this.options.connections.take();
    if (release === undefined) {
      return this.refuseArrival(transport, {
        reason: 'instance_connections',
        status: 503,
        errors: [error('Too many connections on this instance; try again later.', 'TOO_MANY_CONNECTIONS')],
        close: { code: WS_CLOSE_CODES.instanceFull, reason: 'Too many connections on this instance; try again later' },
      });
    }
    if (transport !== 'graphql-ws') return release;
    const { websocketMetrics } = this.options;
    websocketMetrics.opened();
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      release();
      websocketMetrics.closed();
    };
  }

  private refuseArrival(transport: Transport, refusal: Refusal & { reason: 'origin' | 'instance_connections' }): Refusal {
    if (transport === 'graphql-ws') this.options.websocketMetrics.refused(refusal.reason);
    return this.refuse(transport, refusal);
  }

  /**
   * The page behind a request: a foreign origin is refused, and so is an HTTP GET without `Origin`
   * that would act with RAMP_API_KEY from a host no allowed origin has (DNS rebinding;
   * src/security/cors.ts says the same for queries). A browser names the page of every WebSocket
   * upgrade, so the second rule is HTTP's only.
   */
  private checkOrigin(request: SubscriptionRequest): (Refusal & { reason: 'origin' }) | undefined {
    const { origins } = this.options;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origins.allows(origin)) return undefined;
      return {
        reason: 'origin',
        status: 403,
        errors: [error('Requests from this page’s origin are not allowed (CORS_ORIGINS).', 'ORIGIN_NOT_ALLOWED')],
        close: { code: WS_CLOSE_CODES.originNotAllowed, reason: 'Origin not allowed' },
      };
    }
    const lendsServerKey = sentKey(request.headers) === undefined;
    if (request.method === 'GET' && lendsServerKey && !origins.allowsHost(request.headers.host)) {
      return {
        reason: 'origin',
        status: 403,
        errors: [error('A GET without Origin may come from a page of any origin (DNS rebinding): it does not act with the gateway’s own key. Send your key, or use POST.', 'ORIGIN_REQUIRED')],
      };
    }
    return undefined;
  }

  // ---- 2. budget ----

  /**
   * The caller's budgets, before its body (SSE, multipart) or its key check (graphql-ws) is waited
   * for. An SSE or multipart request is counted once, keyless or not. A graphql-ws
   * `connection_init` is counted against its address's budget of those, its parameters' size and
   * its caller's connections (`connection` counts until `release`); a key not accepted yet then
   * spends its address's budget of unverified keys, as a request does.
   */
  async budget(transport: Transport, request: SubscriptionRequest, connection?: LimitedConnection): Promise<Refusal | undefined> {
    const context = this.options.contextFor({ headers: request.headers, remoteAddress: request.remoteAddress });
    if (transport !== 'graphql-ws' || connection === undefined) return this.charge(transport, context, request.remoteAddress);
    const { credentials } = context;
    let bounded: BoundRefusal | typeof GONE | undefined;
    try {
      bounded = await this.options.websocketLimits.connect(connection, rateLimitIdentity(credentials, request.remoteAddress), request.remoteAddress);
    } catch (failure) {
      context.logger.error({ err: failure, transport }, 'subscription could not be checked');
      return this.refuse(transport, INTERNAL());
    }
    if (bounded === GONE) return CLOSED_MEANWHILE;
    if (bounded !== undefined) return this.refuseBound(transport, bounded);
    if (credentials === null || this.options.verifiedKeys.has(credentials)) return undefined;
    return this.charge(transport, context, request.remoteAddress);
  }

  /** Releases what budget() counted for a WebSocket, when it closes (admitted or not). */
  leave(connection: LimitedConnection): void {
    this.options.websocketLimits.release(connection);
  }

  private refuseBound(transport: Transport, bounded: BoundRefusal): Refusal {
    this.options.websocketMetrics.refused(bounded.bound);
    return this.refuse(transport, {
      reason: bounded.bound,
      status: bounded.bound === 'connection_params_size' ? 413 : 429,
      errors: [error(bounded.reason, 'WEBSOCKET_LIMIT', { closeCode: bounded.code })],
      close: { code: bounded.code, reason: bounded.reason },
    });
  }

  /** One count against the caller's budgets. A store that cannot count is logged and refused as an internal error. */
  private async charge(transport: Transport, context: GatewayContext, remoteAddress: string | undefined): Promise<Refusal | undefined> {
    let decision: RateLimitDecision;
    try {
      decision = await this.options.limiter.check(rateLimitCharges(context.credentials, remoteAddress, this.options.verifiedKeys));
    } catch (failure) {
      context.logger.error({ err: failure, transport }, 'subscription could not be checked');
      return this.refuse(transport, INTERNAL());
    }
    return decision.allowed ? undefined : this.rateLimited(transport, decision.retryAfterSeconds);
  }

  private rateLimited(transport: Transport, retryAfterSeconds: number): Refusal {
    const { message, extensions } = rateLimitedError(retryAfterSeconds);
    return this.refuse(transport, {
      reason: 'rate_limited',
      status: 429,
      errors: [error(message, extensions.code, { retryAfterSeconds })],
      retryAfterSeconds,
      close: { code: CloseCode.TooManyInitialisationRequests, reason: `Too many connections; retry in ${retryAfterSeconds} s` },
    });
  }

  // ---- 3. identify ----

  /**
   * The caller's key: none or a malformed one is refused at once; a well-formed one must be one
   * the provider accepts (src/security/verified-keys.ts). A provider that cannot be asked is a
   * refusal the client may retry.
   */
  async identify(transport: Transport, request: SubscriptionRequest): Promise<AdmittedCaller | Refusal> {
    const context = this.options.contextFor({ headers: request.headers, remoteAddress: request.remoteAddress });
    const { credentials } = context;
    if (credentials === null) {
      const none = sentKey(request.headers) === undefined;
      return this.refuse(transport, {
        reason: 'key',
        status: 401,
        errors: [error(missingKeyMessage(request.headers), 'UNAUTHENTICATED')],
        close: { code: CloseCode.Forbidden, reason: none ? KEY_CLOSE_REASONS.none : KEY_CLOSE_REASONS.malformed },
      });
    }
    try {
      await this.options.verifiedKeys.verify(credentials, () => context.ramp().client, request.remoteAddress);
      return { context, caller: rateLimitIdentity(credentials, request.remoteAddress), headers: request.headers };
    } catch (failure) {
      if (isKeyRefusal(failure)) {
        return this.refuse(transport, {
          reason: 'key',
          status: 401,
          errors: [error('The provider does not accept this API key.', 'UNAUTHENTICATED')],
          close: { code: CloseCode.Forbidden, reason: KEY_CLOSE_REASONS.provider },
        });
      }
      const code = failure instanceof graphql.GraphQLError ? failure.extensions.code : undefined;
      const retryAfter = failure instanceof graphql.GraphQLError ? failure.extensions.retryAfterSeconds : undefined;
      if (code === 'RATE_LIMITED' && typeof retryAfter === 'number') return this.rateLimited(transport, retryAfter);
      const upstream = typeof code === 'string' && code.startsWith('UPSTREAM_');
      context.logger[upstream ? 'warn' : 'error']({ err: failure, transport }, 'subscription connection could not be set up');
      if (!upstream) return this.refuse(transport, INTERNAL());
      return this.refuse(transport, {
        reason: 'unavailable',
        status: 503,
        errors: [error('The provider cannot check the key right now; retry later.', 'UPSTREAM_UNAVAILABLE')],
        close: { code: TRY_AGAIN_LATER, reason: 'Provider unavailable; retry later' },
      });
    }
  }

  // ---- 4. operation ----

  /**
   * One operation of an identified caller. Over graphql-ws, where a connection runs many: its
   * bound of subscriptions per connection, and a count against the caller's budget (refused as
   * an `error` message: the connection stays). Then the operation's checks, as Apollo runs them
   * over HTTP, and a place among the caller's open subscriptions over every transport. What
   * passed is ready to execute in the caller's context.
   */
  async operation(
    transport: Transport,
    admitted: AdmittedCaller,
    request: Pick<SubscriptionRequest, 'remoteAddress'>,
    payload: SubscribePayload,
    connection?: LimitedConnection,
  ): Promise<AdmittedSubscription | Refusal> {
    const { remoteAddress } = request;
    if (transport === 'graphql-ws' && connection !== undefined) {
      const bounded = this.options.websocketLimits.subscribe(connection);
      if (bounded !== undefined) return this.refuseBound(transport, bounded);
      const refused = await this.charge(transport, admitted.context, remoteAddress);
      if (refused !== undefined) return { ...refused, close: undefined };
    }
    let checked: Awaited<ReturnType<OperationChecks>>;
    try {
      checked = await this.options.operations({ allOperations: transport === 'graphql-ws' && this.options.websocketAllOperations, subscriptionsOnly: SUBSCRIPTIONS_ONLY[transport] }, payload);
    } catch (failure) {
      admitted.context.logger.error({ err: failure, transport }, 'subscription could not be checked');
      return this.refuse(transport, { ...INTERNAL(), close: undefined });
    }
    if (!('schema' in checked)) return this.refuse(transport, { reason: 'operation', status: 400, errors: checked });
    const release = this.options.counts.open(admitted.caller);
    if (release === undefined) {
      const limit = this.options.counts.maxPerCaller;
      return this.refuse(transport, {
        reason: 'caller_subscriptions',
        status: 429,
        errors: [error(`Too many subscriptions open for this key or address (limit ${limit}).`, 'TOO_MANY_SUBSCRIPTIONS', { limit })],
        close: { code: WS_CLOSE_CODES.tooMany, reason: `Too many subscriptions for this key or address (limit ${limit})` },
      });
    }
    // A graphql-ws connection runs many operations: each gets a context of its own, as each HTTP
    // request does, so its DataLoaders read the provider afresh instead of answering from (or
    // failing with) what an earlier operation on the connection read.
    const contextValue = transport === 'graphql-ws' ? this.options.contextFor({ headers: admitted.headers, remoteAddress }) : admitted.context;
    return { args: { ...checked, contextValue }, release };
  }

  /** Steps 3 and 4 at once, for an SSE or multipart request whose body is read: its key, before its document is read, then its operation. */
  async admit(transport: 'sse' | 'multipart', request: SubscriptionRequest, payload: SubscribePayload): Promise<AdmittedSubscription | Refusal> {
    const caller = await this.identify(transport, request);
    if (isRefusal(caller)) return caller;
    return this.operation(transport, caller, request, payload);
  }
}

export function isRefusal(value: object): value is Refusal {
  return 'reason' in value && 'status' in value && 'errors' in value;
}
