// Talks to the provider; owns timeouts, retries, response checking and error mapping.
// One RampClient per GraphQL request (it carries that request's key); one undici Pool per gateway.
// Each domain defines the endpoints it calls (src/datasources/<domain>/endpoints.ts); they are
// sent with `call`; the one endpoint of its own is the key check (`verifyKey`).
import { setTimeout as sleep } from 'node:timers/promises';
import { stringify as stringifyLosslessJson } from 'lossless-json';
import { parseJsonWithNumbersAsText } from '../domain/exact-json.js';
import { FormData, type Dispatcher, type Pool } from 'undici';
import { SpanKind, SpanStatusCode, context, propagation } from '@opentelemetry/api';
import { z } from 'zod';
import { isPrintableAscii, isWellFormedApiKey } from '../domain/header-values.js';
import type { Logger } from '../logger.js';
import { mapStrings, spellingsOf, withoutValue } from '../platform/redaction.js';
import { inSpan, tracingOn } from '../platform/tracing.js';
import { CallDeadline } from './call-deadline.js';
import { defineEndpoint, type Endpoint, type Method } from './endpoint.js';
import type { ProviderCallAttempt, ProviderCallObserver } from './provider-calls.js';
import { OverlappingWriteFences, refuseWritesAfter, WriteFenceSlot, type WriteFence } from './write-fence.js';
import {
  blamesProvider,
  deliveryOf,
  deliveryOfAnswer,
  deliveryOfTransportFailure,
  retriesAsRead,
  settled,
  settledUnlessKnown,
  type Delivery,
} from './delivery.js';
import { errorFromResponse, isSuccess, providerErrorCodeOf, systemError, transportErrors, type ProviderErrorResponse } from './provider-errors.js';

export interface RampClientOptions {
  pool: Pool;
  /** Path prefix of the provider's base URL ('' for none). */
  basePath: string;
  apiKey: string;
  logger: Logger;
  timeoutMs: number;
  getRetries: number;
  retryBaseMs: number;
  /** Sent as `x-request-id`, so the provider's logs can be matched with the gateway's. */
  requestId?: string | undefined;
  /** Told of every attempt (metrics, circuit breaker); may refuse to let one be sent. */
  calls?: ProviderCallObserver | undefined;
}

interface RawResponse {
  status: number;
  headers: Dispatcher.ResponseData['headers'];
  body: unknown;
  text: string;
}

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const LOGGED_BODY_CHARS = 500;

// The cheapest authenticated read: a rate quote of one US dollar, whose quote is not read (the
// rate quote as a model is src/datasources/rates/endpoints.ts). A 2xx with a JSON object accepts the
// key, whatever the object holds: the docs show the quote without the seed's envelope.
const keyCheckEndpoint = defineEndpoint({
  method: 'GET',
  path: '/otc/rate_quote',
  query: () => ({ currency: 'USD', amount: '1', trx_type: 'offramp' }),
  response: z.record(z.string(), z.unknown()),
  read: () => undefined,
});

export class RampClient {
  private readonly fences = new WriteFenceSlot();

  constructor(private readonly options: RampClientOptions) {}

  /**
   * Runs `work` with every write this client sends checked by `fence` first
   * (src/datasources/write-fence.ts); a second fenced call while one runs is refused, nothing sent.
   */
  async withWriteFence<T>(fence: WriteFence, work: () => Promise<T>): Promise<T> {
    if (this.fences.fence !== undefined) {
      const overlapping = new OverlappingWriteFences('A request ran two fenced provider calls at once; nothing was sent for the second.');
      throw settled(overlapping, { kind: 'not_sent', method: 'POST', reason: 'fence' });
    }
    return this.fences.run(fence, work);
  }

  /**
   * Asks the provider something with this client's key and ignores the answer: resolves when the
   * key is accepted, throws the refusal (UNAUTHENTICATED, FORBIDDEN) or failure otherwise.
   */
  async verifyKey(): Promise<void> {
    await this.call(keyCheckEndpoint, {});
  }

  /** Sends one request of `endpoint` and reads its answer into the endpoint's model. */
  async call<Request extends object, Response extends z.ZodType, Model>(
    endpoint: Endpoint<Request, Response, Model>,
    request: Request,
  ): Promise<Model> {
    const path = typeof endpoint.path === 'string' ? endpoint.path : endpoint.path(request);
    const target = { path, route: typeof endpoint.path === 'string' ? endpoint.path : endpoint.route };
    const { status, ...answer } =
      endpoint.method === 'GET'
        ? await this.get(target, endpoint.response, endpoint.query?.(request) ?? {})
        : await this.post(target, endpoint.response, requestBody(endpoint, request), endpoint.headers?.(request) ?? {});
    try {
      const { options } = this;
      // Read only when the endpoint logs: the request's logger may be made on first use (src/context.ts).
      return endpoint.read({
        ...answer,
        get logger() {
          return options.logger;
        },
      }, request);
    } catch (error) {
      // A write's 2xx whose model cannot be read was applied all the same.
      const delivery: Delivery =
        endpoint.method === 'POST' ? { kind: 'unknown', method: 'POST', reason: 'answer_unreadable' } : { kind: 'answered', method: 'GET', httpStatus: status };
      throw settledUnlessKnown(error, delivery);
    }
  }

  private async get<S extends z.ZodType>(
    { path, route }: CallTarget,
    schema: S,
    query: Record<string, string>,
  ): Promise<CheckedAnswer<S>> {
    const search = new URLSearchParams(query).toString();
    const target = { path: search === '' ? path : `${path}?${search}`, route };
    let attempt = 0;
    for (;;) {
      try {
        const response = await this.send('GET', target);
        if (RETRYABLE_STATUSES.has(response.status) && attempt < this.options.getRetries) {
          attempt += 1;
          await this.backoff('GET', path, attempt, `HTTP ${response.status}`);
          continue;
        }
        return { body: this.check('GET', path, response, schema), headers: response.headers, status: response.status };
      } catch (error) {
        const delivery = deliveryOf(error);
        if (retriesAsRead(delivery) && attempt < this.options.getRetries) {
          attempt += 1;
          await this.backoff('GET', path, attempt, delivery.kind === 'answered' ? 'answered' : delivery.reason);
          continue;
        }
        throw error;
      }
    }
  }

  // A POST is sent once and never retried here. These POSTs move money (or create a
  // customer); after a timeout, a dropped connection or a 5xx the gateway cannot know whether
  // the provider applied the request (a load balancer answers 502/504 for a write that went
  // through), and only the business-customer endpoint takes an idempotency key that would make
  // a resend safe. Resending blindly could pay out twice, so any answer but a readable 2xx or a
  // refusal is OUTCOME_UNKNOWN: the caller can check and decide. Any 2xx (the docs' 201, the
  // seed's 200) whose body the endpoint's schema reads is a creation: each creation's schema
  // requires only the new resource's id, which proves it; everything else is read tolerantly.
  // A write of an idempotent mutation passes its fence (src/datasources/write-fence.ts) first, as
  // the last await before it is sent, and is over by the deadline it told the fence. Whether a
  // failed write may have reached the provider is src/datasources/delivery.ts's to say.
  private async post<S extends z.ZodType>(
    target: CallTarget,
    schema: S,
    body: SentBody,
    headers: Record<string, string> = {},
  ): Promise<CheckedAnswer<S>> {
    const { path } = target;
    const fence = this.fences.fence;
    const deadline = Date.now() + this.options.timeoutMs;
    if (fence !== undefined) {
      try {
        await fence.pass(deadline);
      } catch (error) {
        throw settledUnlessKnown(error, { kind: 'not_sent', method: 'POST', reason: 'fence' });
      }
    }
    const response = await this.send('POST', target, body, headers, fence === undefined ? undefined : deadline);
    const delivery = deliveryOfAnswer('POST', response.status);
    if (delivery.kind === 'unknown') {
      this.options.logger.warn(
        { upstream: { method: 'POST', path, status: response.status }, body: response.text.slice(0, LOGGED_BODY_CHARS) },
        'provider failed a write after it was sent; its outcome is unknown',
      );
      throw settled(transportErrors.writeFailed(response.status), delivery);
    }
    try {
      return { body: this.check('POST', path, response, schema), headers: response.headers, status: response.status };
    } catch (error) {
      if (!isSuccess(response.status)) throw error;
      throw settled(transportErrors.writeUnreadable(), { kind: 'unknown', method: 'POST', reason: 'answer_unreadable' });
    }
  }

  /**
   * One attempt, as a client span named by the endpoint's route (never the path itself, whose
   * ids a caller chose) carrying the trace to the provider in its headers.
   */
  private send(method: Method, target: CallTarget, body?: SentBody, extraHeaders: Record<string, string> = {}, writeBy?: number): Promise<RawResponse> {
    if (!tracingOn()) return this.sendAttempt(method, target.path, body, extraHeaders, writeBy);
    const attributes = { 'http.request.method': method, ...(target.route !== undefined && { 'url.template': target.route }) };
    return inSpan(`${method}${target.route === undefined ? '' : ` ${target.route}`}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      const response = await this.sendAttempt(method, target.path, body, extraHeaders, writeBy);
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return response;
    });
  }

  /** `writeBy`: the fenced write's deadline, past which its first byte is never written and the call is over. */
  private async sendAttempt(
    method: Method,
    path: string,
    body: SentBody | undefined,
    extraHeaders: Record<string, string>,
    writeBy?: number,
  ): Promise<RawResponse> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'ngnc-sec-key': this.options.apiKey,
      ...extraHeaders,
    };
    // A form's content type (with its boundary) is written by undici as it encodes the form.
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    if (this.options.requestId !== undefined) headers['x-request-id'] = this.options.requestId;
    propagation.inject(context.active(), headers);
    checkHeaderValues(method, headers);
    const attempt = this.begin(method, path);
    const writeDeadline = writeBy ?? Date.now() + this.options.timeoutMs;
    const remainingMs = writeDeadline - Date.now();
    if (remainingMs <= 0) {
      attempt?.notSent();
      throw settled(transportErrors.notSentInTime(), { kind: 'not_sent', method, reason: 'too_late' });
    }
    const deadline = new CallDeadline(remainingMs);
    // undici keeps a call whose deadline passed while it waited for a connection of the pool until
    // one is free; refused then, it is known unsent, and says nothing of the provider.
    const dispatcher = this.options.pool.compose(refuseWritesAfter(writeDeadline));
    let response: Dispatcher.ResponseData;
    let text: string;
    try {
      response = await dispatcher.request({
        method,
        path: `${this.options.basePath}${path}`,
        headers,
        body,
        headersTimeout: this.options.timeoutMs,
        bodyTimeout: this.options.timeoutMs,
        signal: deadline,
      });
      text = await response.body.text();
    } catch (error) {
      const delivery = deliveryOfTransportFailure(method, error);
      if (blamesProvider(delivery)) attempt?.failed(delivery);
      else attempt?.notSent();
      throw settled(this.transportFailure(method, path, error, delivery), delivery);
    } finally {
      deadline.clear();
    }
    attempt?.answered(response.statusCode);
    return { status: response.statusCode, headers: response.headers, ...withoutOwnKey(text, this.options.apiKey) };
  }

  /** Tells `calls` of the attempt; whatever it throws stops the attempt before it is sent. */
  private begin(method: Method, path: string): ProviderCallAttempt | undefined {
    try {
      return this.options.calls?.begin(method, path);
    } catch (error) {
      throw settledUnlessKnown(error, { kind: 'not_sent', method, reason: 'held_back' });
    }
  }

  private check<S extends z.ZodType>(method: Method, path: string, response: RawResponse, schema: S): z.output<S> {
    const answered: Delivery = { kind: 'answered', method, httpStatus: response.status };
    if (!isSuccess(response.status)) {
      const failure = describeFailure(method, response);
      this.options.logger.warn(
        { upstream: { method, path, status: response.status, code: failure.providerCode } },
        'provider refused the request',
      );
      throw settled(errorFromResponse(failure), answered);
    }
    const parsed = schema.safeParse(response.body);
    if (!parsed.success) {
      this.options.logger.error(
        {
          upstream: { method, path, status: response.status },
          issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
          body: response.text.slice(0, LOGGED_BODY_CHARS),
        },
        'provider response has an unexpected shape',
      );
      throw settled(transportErrors.badResponse(), answered);
    }
    return parsed.data;
  }

  private async backoff(method: Method, path: string, attempt: number, reason: string): Promise<void> {
    // Full jitter: a random wait below an exponentially growing cap, so callers that failed
    // together do not come back together.
    const capMs = this.options.retryBaseMs * 2 ** (attempt - 1);
    const delayMs = Math.round(Math.random() * capMs);
    this.options.logger.info({ upstream: { method, path }, attempt, delayMs, reason }, 'retrying provider request');
    await sleep(delayMs);
  }

  /** What the caller is told of a call the HTTP client failed, as `delivery` says it went. */
  private transportFailure(method: Method, path: string, error: unknown, delivery: Exclude<Delivery, { kind: 'answered' }>): Error {
    const upstream = { method, path };
    switch (delivery.kind) {
      case 'not_sent':
        if (delivery.reason === 'too_late') return method === 'GET' ? transportErrors.timeout(this.options.timeoutMs) : transportErrors.notSentInTime();
        if (delivery.reason === 'refused_by_http_client' || delivery.reason === 'client_closed') {
          this.options.logger.error({ upstream, err: error }, 'provider request refused before sending');
          // A value undici cannot send is a gateway bug, reported as such rather than as the provider's failure.
          if (delivery.reason === 'refused_by_http_client' && error instanceof Error) return error;
        } else {
          this.options.logger.warn({ upstream, error: delivery.reason }, 'provider request failed');
        }
        return transportErrors.unreachable();
      case 'unknown':
        this.options.logger.warn({ upstream, error: delivery.reason }, 'provider request failed');
        if (delivery.reason === 'timeout') {
          return method === 'POST' ? transportErrors.writeTimeout(this.options.timeoutMs) : transportErrors.timeout(this.options.timeoutMs);
        }
        return method === 'POST' ? transportErrors.writeInterrupted() : transportErrors.unreachable();
    }
  }
}

/** A 2xx the endpoint's schema read, with the status it came with. */
interface CheckedAnswer<S extends z.ZodType> {
  body: z.output<S>;
  headers: RawResponse['headers'];
  status: number;
}

/** Where a call goes: its path as sent, and the route it is traced by (its template; none for an endpoint that declares none). */
interface CallTarget {
  path: string;
  route: string | undefined;
}

/** A POST's body as sent: JSON text, or a multipart form for an endpoint that declares one. */
type SentBody = string | FormData;

function requestBody<Request extends object>(endpoint: Endpoint<Request, z.ZodType, unknown>, request: Request): SentBody {
  if (endpoint.form === undefined) return stringifyLosslessJson(endpoint.body?.(request) ?? request) ?? '{}';
  const form = new FormData();
  for (const [name, value] of Object.entries(endpoint.form(request))) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.content], { type: value.type }), value.filename);
  }
  return form;
}

/**
 * The provider's answer with this request's own key blanked wherever it echoes it (a refusal's
 * message may quote the key it refused), before any of it reaches an answer or a log line: only
 * this request's key, by plain replacement, so nothing one caller sends touches another's answers.
 * A JSON answer is searched as read, not only as written: a serializer may escape any character
 * of a key its own way (Go's `\u003c` for `<`, PHP's `\/`), which no list of spellings covers; such
 * an answer is logged as read and cleaned.
 */
function withoutOwnKey(text: string, apiKey: string): { text: string; body: unknown } {
  const body = parseJson(text);
  const written = spellingsOf(apiKey).some((spelling) => text.includes(spelling));
  // Without a backslash the text escapes nothing: every string JSON.parse read from it (a key, a
  // value, a number's text) stands in it as written, so a key that is not written is not read.
  if (!written && !text.includes('\\')) return { text, body };
  let read: boolean;
  let cleaned: unknown;
  try {
    read = containsText(body, apiKey);
    if (!written && !read) return { text, body };
    cleaned = mapStrings(body, (value) => withoutValue(value, apiKey));
  } catch {
    // Nested deeper than a walk can go: read as an unreadable answer rather than with the key in it.
    return { text: withoutValue(text, apiKey), body: null };
  }
  // The provider's own text unless a spelling of its own survived the replacement.
  const replaced = withoutValue(text, apiKey);
  return { text: read && containsText(parseJson(replaced), apiKey) ? JSON.stringify(cleaned) : replaced, body: cleaned };
}

/**
 * Whether any string of a JSON value, keys included, contains `value`. Every answer is walked, so
 * the walk makes no pair per property (Object.entries would, for each object of a listing page).
 */
function containsText(json: unknown, value: string): boolean {
  if (typeof json === 'string') return json.includes(value);
  if (json === null || typeof json !== 'object') return false;
  if (Array.isArray(json)) {
    for (const item of json) if (containsText(item, value)) return true;
    return false;
  }
  for (const key of Object.keys(json)) if (key.includes(value) || containsText(Reflect.get(json, key), value)) return true;
  return false;
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return parseJsonWithNumbersAsText(text);
  } catch {
    return null;
  }
}

function describeFailure(method: Method, response: RawResponse): ProviderErrorResponse {
  const retryAfter = Number(response.headers['retry-after']);
  return {
    method,
    httpStatus: response.status,
    ...providerErrorCodeOf(response.status, response.body),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
  };
}

/**
 * Every header value the callers chose is checked where it entered (src/context.ts, the
 * idempotency key, the request id); this is the last check, before anything counts as an attempt.
 */
function checkHeaderValues(method: Method, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) {
    const wellFormed = name === 'ngnc-sec-key' ? isWellFormedApiKey(value) : isPrintableAscii(value);
    if (!wellFormed) {
      throw settled(systemError('BAD_USER_INPUT', `The ${name} header cannot be sent to the provider: it is malformed.`), { kind: 'not_sent', method, reason: 'malformed_header' });
    }
  }
}
