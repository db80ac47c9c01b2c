// Whether a request reached the provider, decided here and nowhere else. A write that may have
// reached it must keep its idempotency key bound (freeing it could pay out twice); one that
// provably did not, or that the provider refused, frees it. The client settles every failure it
// throws with what happened to its call (`settled`), where it still knows; everyone else asks
// `deliveryOf` and the predicates below, never error classes or codes.
import type { Method } from './endpoint.js';
import { UpstreamUserError, isSuccess } from './provider-errors.js';
import { LateWriteRefused } from './write-fence.js';

/** Why a request provably never left the gateway. */
export type NotSentReason =
  /** undici refused it before writing a byte: a value it cannot send. */
  | 'refused_by_http_client'
  /** The gateway's connection pool was already closed (shutting down): undici refuses new requests only. */
  | 'client_closed'
  /** A header value the gateway will not send. */
  | 'malformed_header'
  /** What watches calls (the circuit breaker, open) refused to let it go. */
  | 'held_back'
  /** Its deadline passed before its first byte was written. */
  | 'too_late'
  /** The idempotency claim's fence refused it, or could not be checked. */
  | 'fence'
  /** The provider's host refused the connection. */
  | 'connection_refused'
  /** No connection was made: the name did not resolve, or connecting timed out. */
  | 'no_connection';

/** Why a request that may have reached the provider has no outcome the gateway can read. */
export type UnknownReason =
  /** No answer within the call's deadline. */
  | 'timeout'
  /** The connection was reset or closed under the request. */
  | 'connection_reset'
  /** Any other failure of the connection after it was made. */
  | 'connection_lost'
  /**
   * The gateway destroyed its own connection pool: undici fails the requests it had already
   * written with the same error as those it had not, so nothing says which this one was.
   */
  | 'client_destroyed'
  /** An answer that does not say whether a write was applied (a 5xx, a 1xx or 3xx). */
  | 'answer_does_not_say'
  /** A 2xx to a write whose model could not be read: it was applied, to what is unknown. */
  | 'answer_unreadable'
  /** A failure nobody classified: it proves nothing. */
  | 'unclassified';

/** What happened to one call to the provider, as far as the gateway can know. */
export type Delivery =
  | { kind: 'not_sent'; method: Method; reason: NotSentReason }
  /** Sent and answered: a read's answer, a write's success or refusal. `httpStatus` null: a refusal whose answer was not kept. */
  | { kind: 'answered'; method: Method | null; httpStatus: number | null }
  | { kind: 'unknown'; method: Method | null; reason: UnknownReason };

const deliveries = new WeakMap<object, Delivery>();

/** Marks `error` with what happened to the call it reports, and returns it to be thrown. */
export function settled<E extends object>(error: E, delivery: Delivery): E {
  deliveries.set(error, delivery);
  return error;
}

/**
 * Marks whatever was thrown with `delivery` unless it is already settled (the mark nearest to the
 * socket wins), and returns it to be thrown again.
 */
export function settledUnlessKnown(thrown: unknown, delivery: Delivery): unknown {
  if (typeof thrown === 'object' && thrown !== null && !deliveries.has(thrown)) deliveries.set(thrown, delivery);
  return thrown;
}

/** What happened to the call behind a failure: as the client settled it, else unknown. */
export function deliveryOf(error: unknown): Delivery {
  if (typeof error === 'object' && error !== null) {
    const known = deliveries.get(error);
    if (known !== undefined) return known;
  }
  // A refusal a resolver restated in its own words (a known id, a state) is still the provider's answer.
  if (error instanceof UpstreamUserError) return { kind: 'answered', method: null, httpStatus: error.upstream?.httpStatus ?? null };
  return { kind: 'unknown', method: null, reason: 'unclassified' };
}

/** What an HTTP answer to a call says: a write's 2xx or 4xx is its outcome; any other status leaves a write unknown. */
export function deliveryOfAnswer(method: Method, httpStatus: number): Delivery {
  if (method === 'POST' && !isSuccess(httpStatus) && !isRefusal(httpStatus)) return { kind: 'unknown', method, reason: 'answer_does_not_say' };
  return { kind: 'answered', method, httpStatus };
}

const NEVER_CONNECTED: Readonly<Record<string, NotSentReason>> = {
  ECONNREFUSED: 'connection_refused',
  ENOTFOUND: 'no_connection',
  EAI_AGAIN: 'no_connection',
  UND_ERR_CONNECT_TIMEOUT: 'no_connection',
  UND_ERR_INVALID_ARG: 'refused_by_http_client',
  UND_ERR_NOT_SUPPORTED: 'refused_by_http_client',
  UND_ERR_CLOSED: 'client_closed',
};
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const RESET_CODES = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

/** What a failure of the HTTP client (no answer at all) says about the call. */
export function deliveryOfTransportFailure(method: Method, error: unknown): Exclude<Delivery, { kind: 'answered' }> {
  if (error instanceof LateWriteRefused) return { kind: 'not_sent', method, reason: 'too_late' };
  const code = transportCode(error);
  const neverConnected = code === undefined ? undefined : NEVER_CONNECTED[code];
  if (neverConnected !== undefined) return { kind: 'not_sent', method, reason: neverConnected };
  if (code === 'UND_ERR_DESTROYED') return { kind: 'unknown', method, reason: 'client_destroyed' };
  if (isTimeout(error, code)) return { kind: 'unknown', method, reason: 'timeout' };
  return { kind: 'unknown', method, reason: code !== undefined && RESET_CODES.has(code) ? 'connection_reset' : 'connection_lost' };
}

/**
 * Whether a failure proves that nothing was created, so its idempotency key may be used again:
 * nothing was sent, the provider answered with anything but a success, or the call was a read.
 * Once a write of the request has passed its last check (`writeLeft`), only that write's own
 * failure can prove it: a read failing after it says nothing of the write.
 */
export function provesNothingCreated(delivery: Delivery, writeLeft: boolean): boolean {
  if (writeLeft && delivery.method !== 'POST') return false;
  switch (delivery.kind) {
    case 'not_sent':
      return true;
    case 'answered':
      return delivery.method === 'GET' || delivery.httpStatus === null || !isSuccess(delivery.httpStatus);
    case 'unknown':
      return delivery.method === 'GET';
  }
}

/** Whether a read that failed this way is worth sending again: it never connected, or its connection broke. */
export function retriesAsRead(delivery: Delivery): boolean {
  return (delivery.kind === 'not_sent' && delivery.reason === 'connection_refused') || (delivery.kind === 'unknown' && delivery.reason === 'connection_reset');
}

/** Whether a call that never left says something of the provider (it could not be reached) rather than of the gateway. */
export function blamesProvider(delivery: Delivery): boolean {
  return delivery.kind !== 'not_sent' || delivery.reason === 'connection_refused' || delivery.reason === 'no_connection';
}

/**
 * Whether an answer to a write proves the provider did not apply it. Only a refusal does: its
 * own 4xx (invalid input, bad key, rate limit, …), given before anything is created. A 5xx, a
 * 1xx or 3xx, or no answer at all proves nothing.
 */
function isRefusal(httpStatus: number): boolean {
  return httpStatus >= 400 && httpStatus < 500;
}

function transportCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code: unknown = Reflect.get(error, 'code');
  if (typeof code === 'string') return code;
  const cause: unknown = Reflect.get(error, 'cause');
  return cause === undefined ? undefined : transportCode(cause);
}

function isTimeout(error: unknown, code: string | undefined): boolean {
  if (error instanceof Error && error.name === 'TimeoutError') return true;
  if (error instanceof Error && error.name === 'AbortError' && error.cause instanceof Error && error.cause.name === 'TimeoutError') return true;
  return code !== undefined && TIMEOUT_CODES.has(code);
}
