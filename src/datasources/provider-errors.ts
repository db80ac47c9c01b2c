// The one table from provider failures to what the caller sees: a user error the caller can
// fix (returned in a mutation payload's `userErrors`), or a GraphQL error with a stable
// `extensions.code` for everything else. Messages never carry keys or upstream bodies.
import { GraphQLError } from 'graphql';
import type { UserErrorCode } from '../generated/graphql.js';
import type { Method } from './endpoint.js';
import { providerErrorBody } from './provider-schemas.js';

export type SystemErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_BAD_RESPONSE'
  | 'UPSTREAM_REJECTED'
  | 'OUTCOME_UNKNOWN'
  | 'BAD_USER_INPUT';

type Outcome = { kind: 'user'; code: UserErrorCode } | { kind: 'system'; code: SystemErrorCode; message: string };

const user = (code: UserErrorCode): Outcome => ({ kind: 'user', code });
const system = (code: SystemErrorCode, message: string): Outcome => ({ kind: 'system', code, message });

const BY_PROVIDER_CODE: Readonly<Record<string, Outcome>> = {
  VALIDATION_FAILED: user('INVALID'),
  INVALID_DATE: user('INVALID_DATE'),
  AMOUNT_OUT_OF_RANGE: user('AMOUNT_OUT_OF_RANGE'),
  IDEMPOTENCY_KEY_REUSED: user('IDEMPOTENCY_KEY_REUSED'),
  IDEMPOTENCY_REQUEST_IN_PROGRESS: user('IDEMPOTENCY_REQUEST_IN_PROGRESS'),
  UNAUTHORIZED: system('UNAUTHENTICATED', 'The provider did not receive an API key.'),
  INVALID_API_KEY: system('UNAUTHENTICATED', 'The provider does not recognise this API key.'),
  ACCOUNT_INACTIVE: system('FORBIDDEN', 'The business of this API key is not active at the provider.'),
  NOT_FOUND: system('NOT_FOUND', 'The provider has no such resource.'),
  RATE_LIMITED: system('RATE_LIMITED', 'The provider is rate limiting this API key; retry later.'),
  // The gateway always sends these right; seeing one means a gateway bug, not a user mistake.
  IDEMPOTENCY_KEY_REQUIRED: system('UPSTREAM_REJECTED', 'The provider refused the request.'),
  PAYLOAD_TOO_LARGE: system('UPSTREAM_REJECTED', 'The provider refused the request as too large.'),
  INTERNAL_ERROR: system('UPSTREAM_ERROR', 'The provider failed to handle the request.'),
  UNAVAILABLE: system('UPSTREAM_UNAVAILABLE', 'The provider is unavailable; retry later.'),
};

/**
 * For bodies without a code the table above knows (the provider documents no error codes):
 * decided by the HTTP status as its docs define each one (docs/contract.md, "Errors as documented").
 */
function byHttpStatus(status: number, method: Method): Outcome {
  if (status === 401) return BY_PROVIDER_CODE.INVALID_API_KEY!;
  // "The parameters were valid but the request failed": a refusal, whatever the reason; only the
  // contract profile's AMOUNT_OUT_OF_RANGE code (above) makes it an amount error.
  if (status === 402) return user('REFUSED');
  if (status === 403) return BY_PROVIDER_CODE.ACCOUNT_INACTIVE!;
  // "Not found (usually missing parameters)": a creation names no resource to be missing, so its
  // 404 is a refusal of its input; a read's 404 is the resource it asked for.
  if (status === 404) return method === 'POST' ? user('INVALID') : BY_PROVIDER_CODE.NOT_FOUND!;
  if (status === 409) return user('CONFLICT');
  if (status === 429) return BY_PROVIDER_CODE.RATE_LIMITED!;
  if (status === 502 || status === 503 || status === 504) return BY_PROVIDER_CODE.UNAVAILABLE!;
  if (status >= 500) return BY_PROVIDER_CODE.INTERNAL_ERROR!;
  if (status === 400 || status === 422) return user('INVALID');
  return system('UPSTREAM_REJECTED', 'The provider refused the request.');
}

/** One field the provider named in a validation failure, by its own (snake_case, dotted) name. */
export interface ProviderFieldError {
  field: string | null;
  message: string;
}

/** A provider refusal the caller can fix; mutation resolvers turn it into `userErrors`. */
export class UpstreamUserError extends Error {
  override name = 'UpstreamUserError';
  constructor(
    readonly code: UserErrorCode,
    message: string,
    readonly fieldErrors: readonly ProviderFieldError[],
    /** The provider's answer this refusal was read from. */
    readonly upstream: ProviderRefusal | null = null,
  ) {
    super(message);
  }
}

/** What the provider answered when it refused a request: its HTTP status and its own code, if any. */
export interface ProviderRefusal {
  httpStatus: number;
  providerCode: string | null;
}

/**
 * The provider's refusal behind an error `errorFromResponse` made (a user error, or a GraphQL
 * error's `upstreamStatus`/`upstreamCode`), for a caller that reads a code the table does not
 * know; null for any other error (a transport failure, an unreadable answer).
 */
export function providerRefusalOf(error: unknown): ProviderRefusal | null {
  if (error instanceof UpstreamUserError) return error.upstream;
  if (!(error instanceof GraphQLError)) return null;
  const { upstreamStatus, upstreamCode } = error.extensions;
  if (typeof upstreamStatus !== 'number') return null;
  return { httpStatus: upstreamStatus, providerCode: typeof upstreamCode === 'string' ? upstreamCode : null };
}

export function systemError(code: SystemErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export interface ProviderErrorResponse {
  /** The request's method: a 404 means another thing for a creation than for a read. */
  method: Method;
  httpStatus: number;
  providerCode: string | null;
  message: string | null;
  fieldErrors: readonly ProviderFieldError[];
  retryAfterSeconds: number | null;
}

/** Maps an error response of the provider through the table. */
export function errorFromResponse(response: ProviderErrorResponse): UpstreamUserError | GraphQLError {
  const outcome =
    (response.providerCode !== null ? BY_PROVIDER_CODE[response.providerCode] : undefined) ?? byHttpStatus(response.httpStatus, response.method);
  if (outcome.kind === 'user') {
    return new UpstreamUserError(outcome.code, response.message ?? 'The provider refused the input.', response.fieldErrors, {
      httpStatus: response.httpStatus,
      providerCode: response.providerCode,
    });
  }
  const extensions: Record<string, unknown> = { upstreamStatus: response.httpStatus };
  if (response.providerCode !== null) extensions.upstreamCode = response.providerCode;
  if (response.retryAfterSeconds !== null) extensions.retryAfterSeconds = response.retryAfterSeconds;
  return systemError(outcome.code, outcome.message, extensions);
}

export const CHECK_BEFORE_RESENDING =
  'Do not send it again under a new idempotency key: that could create it twice. ' +
  'Check whether it was created (ESP ramps: the espTransactions listing, or wait for its webhook through the espTransactionUpdated subscription; ' +
  "otherwise the provider's dashboard) before deciding. " +
  'Sending it again with the same idempotency key is safe: it returns this same answer and sends nothing to the provider.';

export const transportErrors = {
  timeout: (timeoutMs: number) =>
    systemError('UPSTREAM_TIMEOUT', `The provider did not answer within ${timeoutMs} ms.`),
  // The gateway stalled between its last check and the write, past the call's deadline: it gave
  // the request up unsent, so nothing was created and the key is free, as when the provider
  // cannot be reached.
  notSentInTime: () =>
    systemError('UPSTREAM_UNAVAILABLE', 'The gateway could not send the request to the provider in time; nothing was sent. Send it again with the same idempotency key.'),
  // A write that timed out or lost its connection after sending may still have happened at the
  // provider: its own code, so nobody mistakes it for a refusal and blindly resends.
  writeTimeout: (timeoutMs: number) =>
    systemError(
      'OUTCOME_UNKNOWN',
      `The provider did not answer within ${timeoutMs} ms; the request may or may not have been applied. ${CHECK_BEFORE_RESENDING}`,
    ),
  unreachable: () => systemError('UPSTREAM_UNAVAILABLE', 'The provider could not be reached; retry later.'),
  writeInterrupted: () =>
    systemError(
      'OUTCOME_UNKNOWN',
      `The connection to the provider broke after the request was sent; the request may or may not have been applied. ${CHECK_BEFORE_RESENDING}`,
    ),
  // A load balancer answers 502/504 when its upstream failed, possibly after the write; a 500 may
  // come after it too. Only a refusal (4xx) says the provider did not apply a write.
  writeFailed: (httpStatus: number) =>
    systemError(
      'OUTCOME_UNKNOWN',
      `The provider answered HTTP ${httpStatus} after the request was sent, which does not say whether it was applied; the request may or may not have been applied. ${CHECK_BEFORE_RESENDING}`,
    ),
  // A 200 means the provider took the write; a body the gateway cannot read does not undo it.
  writeUnreadable: () =>
    systemError(
      'OUTCOME_UNKNOWN',
      `The provider accepted the request but answered in a form the gateway does not understand; it may have been applied. ${CHECK_BEFORE_RESENDING}`,
    ),
  badResponse: () => systemError('UPSTREAM_BAD_RESPONSE', 'The provider answered with a response the gateway does not understand.'),
};

/** A 2xx: the seed's 200 and the docs' 201 ("created") alike. */
export function isSuccess(httpStatus: number): boolean {
  return httpStatus >= 200 && httpStatus < 300;
}

/**
 * The provider's code, message and field errors from an error body: the contract's shape, or any
 * part of it (the docs show no error body: `{message}` alone, or no body at all, is read too). A
 * 400 ("a required parameter is missing") whose message alone names a parameter is that
 * parameter's field error.
 */
export function providerErrorCodeOf(httpStatus: number, body: unknown): Pick<ProviderErrorResponse, 'providerCode' | 'message' | 'fieldErrors'> {
  const parsed = providerErrorBody.safeParse(body);
  if (!parsed.success) return { providerCode: null, message: null, fieldErrors: [] };
  const { code, message, errors } = parsed.data;
  const listed = (errors ?? []).map((error) => ({ field: error.field ?? null, message: error.message }));
  const named = httpStatus === 400 && listed.length === 0 && message !== null ? parameterNamedIn(message) : null;
  return {
    providerCode: code,
    message,
    fieldErrors: named === null ? listed : [{ field: named, message: `is missing or invalid (the provider: "${message}")` }],
  };
}

// How a message names a missing parameter: `customer_id is required`, `Missing parameter: amount`,
// `"wallet_address" is not allowed to be empty`, `paymentDetails.accountName must be a string`.
const PARAMETER_NAME = String.raw`[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*`;
const NAMED_PARAMETER = [
  new RegExp(String.raw`^["'\`]?(${PARAMETER_NAME})["'\`]? (?:is|are|was|were|must|should|field)\b`),
  new RegExp(String.raw`\b(?:missing|required|invalid)(?: required)? (?:parameter|field|param)s?\b[:\s]*["'\`]?(${PARAMETER_NAME})`, 'i'),
  new RegExp(String.raw`["'\`](${PARAMETER_NAME})["'\`]`),
];

/** The parameter a refusal's message names, by the provider's own name; null when it names none. */
export function parameterNamedIn(message: string): string | null {
  for (const pattern of NAMED_PARAMETER) {
    const name = pattern.exec(message)?.[1];
    if (name !== undefined && /[_.]|[a-z][A-Z]|^[a-z]+$/.test(name)) return name;
  }
  return null;
}
