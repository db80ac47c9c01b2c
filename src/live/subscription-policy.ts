// One admission of a subscription for every transport (graphql-ws, GraphQL over SSE, Apollo's
// multipart HTTP subscriptions): the page's origin, the key (missing, malformed, or one the
// provider refuses), the caller's rate limit, the operation's checks (trusted documents, token
// limit, validation, depth, cost and aliases), the caller's open subscriptions, and a metric for
// every refusal. A transport only says how a refusal reaches its client: an HTTP status and
// code before a stream opens, or a graphql-ws close code and reason.
//
// Every SSE or multipart request, and every graphql-ws operation, is counted against its caller's
// budgets before anything else is done for it; a key the gateway has not seen accepted also
// spends its address's budget of unverified keys on each request, and its provider check the
// address's budget of checks: a client inventing keys cannot turn subscriptions into provider
// traffic or CPU.

import type { IncomingHttpHeaders } from 'node:http';
import * as graphql from 'graphql';
import type { ExecutionArgs, ExecutionResult, GraphQLFormattedError } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { missingKeyMessage, sentKey, type ContextRequest, type Credentials, type GatewayContext } from '../context.js';
import { transformIterator } from '../events/transform-iterator.js';
import type { SubscriptionGuards } from '../security/gateway-security.js';
import { rateLimitCharges, rateLimitedError, rateLimitIdentity, type RateLimitDecision } from '../security/rate-limiter.js';
import type { OperationGuard, SubscribePayload } from '../security/subscribe-guard.js';
import { isKeyRefusal } from '../security/verified-keys.js';
import { WS_CLOSE_CODES } from '../security/websocket-limits.js';
import type { PolicyRefusalReason } from '../security/websocket-metrics.js';

export type Transport = 'graphql-ws' | 'sse' | 'multipart';

/** A subscription, or its connection, refused: said over HTTP as `status` and `errors`, over graphql-ws as `close` (when it ends the connection) or as the errors. */
export interface Refusal {
  reason: PolicyRefusalReason;
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

export interface AdmittedSubscription {
  args: ExecutionArgs;
  /** Frees the caller's place; execute() calls it when the subscription ends. */
  release: () => void;
}

/** The part of a request the policy reads: its headers (or a graphql-ws connection's parameters read as headers) and address. */
export interface SubscriptionRequest {
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

function error(message: string, code: string, extra: Record<string, unknown> = {}): graphql.GraphQLError {
  return new graphql.GraphQLError(message, { extensions: { code, ...extra } });
}

/** An error already formatted for clients (masked, scrubbed): every transport writes it as toJSON() says. */
class PublicError extends graphql.GraphQLError {
  constructor(private readonly formatted: GraphQLFormattedError) {
    super(formatted.message);
  }

  override toJSON(): GraphQLFormattedError {
    return this.formatted;
  }
}

/** What src/security enforces for every transport, with how a request becomes a context and how errors are masked. */
export interface SubscriptionPolicyOptions extends Omit<SubscriptionGuards, 'maxPayload' | 'websocketLimits' | 'streams'> {
  contextFor: (request: ContextRequest) => GatewayContext;
  credentialsOf: (headers: IncomingHttpHeaders) => Credentials | null;
  /** The HTTP side's error formatting, so errors of every transport are masked the same way. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
}

export class SubscriptionPolicy {
  constructor(private readonly options: SubscriptionPolicyOptions) {}

  /** Who sends these headers from this address, before the key is checked: for the bounds counted per caller. */
  callerOf(headers: IncomingHttpHeaders, remoteAddress: string | undefined): string {
    return rateLimitIdentity(this.options.credentialsOf(headers), remoteAddress);
  }

  /** Whether a page of this origin may read the gateway's answers (CORS_ORIGINS). */
  allowsOrigin(origin: string): boolean {
    return this.options.origins.allows(origin);
  }

  private refuse(transport: Transport, refusal: Refusal): Refusal {
    this.options.metrics.refused(transport, refusal.reason);
    return refusal;
  }

  /**
   * The page behind an HTTP request (graphql-ws checks its upgrade's `Origin` itself): a foreign
   * origin is refused, and so is a GET without `Origin` that would act with RAMP_API_KEY from a
   * host no allowed origin has (DNS rebinding; src/security/cors.ts says the same for queries).
   */
  checkOrigin(transport: Transport, request: SubscriptionRequest, lendsServerKey: boolean): Refusal | undefined {
    const { origins } = this.options;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origins.allows(origin)) return undefined;
      return this.refuse(transport, { reason: 'origin', status: 403, errors: [error('Requests from this page’s origin are not allowed (CORS_ORIGINS).', 'ORIGIN_NOT_ALLOWED')] });
    }
    if (request.method === 'GET' && lendsServerKey && !origins.allowsHost(request.headers.host)) {
      return this.refuse(transport, {
        reason: 'origin',
        status: 403,
        errors: [error('A GET without Origin may come from a page of any origin (DNS rebinding): it does not act with the gateway’s own key. Send your key, or use POST.', 'ORIGIN_REQUIRED')],
      });
    }
    return undefined;
  }

  /**
   * Counts one request (an SSE or multipart stream, a graphql-ws operation, or the key check of a
   * graphql-ws connection) against the caller's budgets, before anything else is done for it.
   * Never throws: a store that cannot count is logged and refused as an internal error.
   */
  private async charge(transport: Transport, context: GatewayContext, remoteAddress: string | undefined): Promise<Refusal | undefined> {
    let decision: RateLimitDecision;
    try {
      decision = await this.options.limiter.check(rateLimitCharges(context.credentials, remoteAddress, this.options.verifiedKeys));
    } catch (failure) {
      context.logger.error({ err: failure, transport }, 'subscription could not be checked');
      return this.refuse(transport, { reason: 'unavailable', status: 500, errors: [error('Internal server error', 'INTERNAL_SERVER_ERROR')], close: { code: INTERNAL_ERROR, reason: 'Internal server error' } });
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

  /**
   * A graphql-ws connection's caller (its `connection_init`, already counted against its
   * address's budget of those): none or a malformed key is refused at once; a key not accepted
   * yet spends its address's budget of unverified keys, then must be one the provider accepts.
   */
  async admitCaller(transport: Transport, request: SubscriptionRequest): Promise<AdmittedCaller | Refusal> {
    const context = this.options.contextFor({ headers: request.headers, remoteAddress: request.remoteAddress });
    const { credentials } = context;
    if (credentials !== null && !this.options.verifiedKeys.has(credentials.apiKey)) {
      const refused = await this.charge(transport, context, request.remoteAddress);
      if (refused !== undefined) return refused;
    }
    return this.verifyCaller(transport, context, request);
  }

  /**
   * The caller's key: none or a malformed one is refused at once; a well-formed one must be one
   * the provider accepts (src/security/verified-keys.ts). Never throws: a provider that cannot
   * be asked, or anything unexpected, is a refusal (logged) the client may retry.
   */
  private async verifyCaller(transport: Transport, context: GatewayContext, request: SubscriptionRequest): Promise<AdmittedCaller | Refusal> {
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
      await this.options.verifiedKeys.verify(credentials.apiKey, () => context.ramp().client, request.remoteAddress);
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
      return this.refuse(transport, {
        reason: 'unavailable',
        status: upstream ? 503 : 500,
        errors: [upstream ? error('The provider cannot check the key right now; retry later.', 'UPSTREAM_UNAVAILABLE') : error('Internal server error', 'INTERNAL_SERVER_ERROR')],
        close: upstream ? { code: TRY_AGAIN_LATER, reason: 'Provider unavailable; retry later' } : { code: INTERNAL_ERROR, reason: 'Internal server error' },
      });
    }
  }

  /** One operation of an admitted graphql-ws connection: counted against the caller's budget, then checked. */
  async admitOperation(transport: Transport, admitted: AdmittedCaller, remoteAddress: string | undefined, payload: SubscribePayload): Promise<ExecutionArgs | Refusal> {
    const refused = await this.charge(transport, admitted.context, remoteAddress);
    if (refused !== undefined) return refused;
    return this.checkOperation(transport, admitted, remoteAddress, payload);
  }

  /**
   * The operation's checks, as Apollo runs them over HTTP; what passed is ready to execute in the
   * caller's context. Never throws: a check that fails unexpectedly is logged and refused as an
   * internal error.
   */
  private async checkOperation(transport: Transport, admitted: AdmittedCaller, remoteAddress: string | undefined, payload: SubscribePayload): Promise<ExecutionArgs | Refusal> {
    let checked: Awaited<ReturnType<OperationGuard>>;
    try {
      checked = await this.options.operations({ allOperations: transport === 'graphql-ws' && this.options.websocketAllOperations, subscriptionsOnly: SUBSCRIPTIONS_ONLY[transport] }, payload);
    } catch (failure) {
      admitted.context.logger.error({ err: failure, transport }, 'subscription could not be checked');
      return this.refuse(transport, { reason: 'unavailable', status: 500, errors: [error('Internal server error', 'INTERNAL_SERVER_ERROR')] });
    }
    if (!('schema' in checked)) return this.refuse(transport, { reason: 'operation', status: 400, errors: checked });
    // A graphql-ws connection runs many operations: each gets a context of its own, as each HTTP
    // request does, so its DataLoaders read the provider afresh instead of answering from (or
    // failing with) what an earlier operation on the connection read.
    const contextValue = transport === 'graphql-ws' ? this.options.contextFor({ headers: admitted.headers, remoteAddress }) : admitted.context;
    return { ...checked, contextValue };
  }

  /** A place among the caller's open subscriptions, on whichever transports they are. */
  open(transport: Transport, caller: string): (() => void) | Refusal {
    const release = this.options.counts.open(caller);
    if (release !== undefined) return release;
    const limit = this.options.counts.maxPerCaller;
    return this.refuse(transport, {
      reason: 'caller_subscriptions',
      status: 429,
      errors: [error(`Too many subscriptions open for this key or address (limit ${limit}).`, 'TOO_MANY_SUBSCRIPTIONS', { limit })],
      close: { code: WS_CLOSE_CODES.tooMany, reason: `Too many subscriptions for this key or address (limit ${limit})` },
    });
  }

  /**
   * What an HTTP transport checks of a stream request before it reads its body: its origin, then
   * one count against its caller's budgets (its address's without a key, or with a key not
   * accepted yet). A body may take minutes to arrive while the request holds a place among the
   * instance's live connections, so a caller past its budget is refused before any wait for it.
   */
  async receive(transport: 'sse' | 'multipart', request: SubscriptionRequest): Promise<Refusal | undefined> {
    const foreign = this.checkOrigin(transport, request, sentKey(request.headers) === undefined);
    if (foreign !== undefined) return foreign;
    const context = this.options.contextFor({ headers: request.headers, remoteAddress: request.remoteAddress });
    return this.charge(transport, context, request.remoteAddress);
  }

  /**
   * The rest of what an HTTP transport checks before its stream opens, once `receive` let its
   * request in and its body is read: the caller's key, before its document is read, then the
   * operation and the caller's open subscriptions.
   */
  async admit(transport: 'sse' | 'multipart', request: SubscriptionRequest, payload: SubscribePayload): Promise<AdmittedSubscription | Refusal> {
    const context = this.options.contextFor({ headers: request.headers, remoteAddress: request.remoteAddress });
    const caller = await this.verifyCaller(transport, context, request);
    if (isRefusal(caller)) return caller;
    const args = await this.checkOperation(transport, caller, request.remoteAddress, payload);
    if (isRefusal(args)) return args;
    const release = this.open(transport, caller.caller);
    if (typeof release !== 'function') return release;
    return { args, release };
  }

  /** Runs an admitted subscription: its results' errors formatted for clients, its place released when it ends, however it ends. */
  async execute({ args, release }: AdmittedSubscription): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    let result: AsyncGenerator<ExecutionResult> | ExecutionResult;
    try {
      result = await graphql.subscribe(args);
    } catch (failure) {
      release();
      throw failure;
    }
    return this.released(result, release);
  }

  /** A result, or each result of a stream, with its errors formatted for clients; `release` runs once it ends. */
  released(result: AsyncIterable<ExecutionResult> | ExecutionResult, release: () => void): AsyncIterableIterator<ExecutionResult> | ExecutionResult {
    if (!(Symbol.asyncIterator in result)) {
      release();
      return this.publicResult(result);
    }
    return transformIterator(result[Symbol.asyncIterator](), (next: ExecutionResult) => this.publicResult(next), [], release);
  }

  /** The body of an HTTP refusal. */
  publicErrors(refusal: Refusal): { errors: GraphQLFormattedError[] } {
    return { errors: refusal.errors.map((refused) => this.options.formatError(refused.toJSON(), refused)) };
  }

  /**
   * Errors as the HTTP side formats them: an error raised while resolving keeps its code or is
   * masked as INTERNAL_SERVER_ERROR. An error graphql-js reports about the request itself (bad
   * variables: no path, and no cause but graphql-js's own) is the caller's to fix, as Apollo's
   * BAD_USER_INPUT is over HTTP.
   */
  publicResult(result: ExecutionResult): ExecutionResult {
    if (!result.errors?.length) return result;
    const errors = result.errors.map((raised) => {
      const formatted = raised.toJSON();
      const aboutRequest = raised.path === undefined && (raised.originalError === undefined || raised.originalError instanceof graphql.GraphQLError);
      const shown = aboutRequest
        ? this.options.formatError({ ...formatted, extensions: { code: 'BAD_USER_INPUT', ...formatted.extensions } }, raised)
        : this.options.formatError(formatted, raised.originalError ?? raised);
      return new PublicError(shown);
    });
    return { ...result, errors };
  }
}

export function isRefusal(value: object): value is Refusal {
  return 'reason' in value && 'status' in value && 'errors' in value;
}
