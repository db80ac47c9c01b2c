// The provider's test-control endpoints (`/_emulator/…` on the embedded emulator; docs/contract.md
// section 11), called with the caller's test key through the same pool, timeout, request id,
// metrics and circuit breaker as the provider client. Never retried: a move that timed out is
// checked by asking for it again, which answers ILLEGAL_TRANSITION once it has happened.
import type { Dispatcher } from 'undici';
import type { RampClientOptions } from '../../datasources/ramp-client.js';
import { errorFromResponse, providerErrorCodeOf, systemError, transportErrors } from '../../datasources/provider-errors.js';
import { parseJsonWithNumbersAsText } from '../../domain/exact-json.js';
import type { ResourceKind } from '../../domain/state-machines.js';

/** What a control call answered: the resource's provider record, or a refusal the caller can act on. */
export type ControlAnswer =
  | { ok: true; record: Record<string, unknown> }
  | { ok: false; code: 'NOT_FOUND' | 'ILLEGAL_TRANSITION'; message: string };

const CONTROL_PREFIX = '/_emulator';

export const LIVE_KEY_REFUSED =
  'Test helpers work with a test key (sk_test_…) only: a live key moves real money, whose statuses only the provider changes.';

/** Asks the provider to move a test resource to `to` (one step of its state table). */
export function forceTransition(upstream: RampClientOptions, kind: ResourceKind, id: string, to: string): Promise<ControlAnswer> {
  return control(upstream, '/transitions', { resource: kind, id, to });
}

/** Marks an active test BRL ticket paid, as a Pix payment would. */
export function payBrlTicket(upstream: RampClientOptions, id: string): Promise<ControlAnswer> {
  return control(upstream, `/brl_tickets/${encodeURIComponent(id)}/pay`, undefined);
}

async function control(upstream: RampClientOptions, path: string, body: object | undefined): Promise<ControlAnswer> {
  const target = `${CONTROL_PREFIX}${path}`;
  const headers: Record<string, string> = { accept: 'application/json', 'ngnc-sec-key': upstream.apiKey };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (upstream.requestId !== undefined) headers['x-request-id'] = upstream.requestId;
  const attempt = upstream.calls?.begin('POST', target);
  let response: Dispatcher.ResponseData;
  let text: string;
  try {
    response = await upstream.pool.request({
      method: 'POST',
      path: `${upstream.basePath}${target}`,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      headersTimeout: upstream.timeoutMs,
      bodyTimeout: upstream.timeoutMs,
      signal: AbortSignal.timeout(upstream.timeoutMs),
    });
    text = await response.body.text();
  } catch (error) {
    attempt?.failed(error);
    upstream.logger.warn({ upstream: { method: 'POST', path: target }, err: error }, 'provider test-control request failed');
    throw isTimeout(error) ? transportErrors.timeout(upstream.timeoutMs) : transportErrors.unreachable();
  }
  attempt?.answered(response.statusCode);
  const parsed = parseJson(text);
  if (response.statusCode === 200) {
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw transportErrors.badResponse();
    return { ok: true, record: parsed as Record<string, unknown> };
  }
  const failure = providerErrorCodeOf(parsed);
  upstream.logger.info({ upstream: { method: 'POST', path: target, status: response.statusCode, code: failure.providerCode } }, 'provider refused a test-control request');
  if (failure.providerCode === 'LIVE_KEY_FORBIDDEN') throw systemError('FORBIDDEN', LIVE_KEY_REFUSED);
  if (failure.providerCode === 'ILLEGAL_TRANSITION') return { ok: false, code: 'ILLEGAL_TRANSITION', message: failure.message ?? '' };
  if (response.statusCode === 404) return { ok: false, code: 'NOT_FOUND', message: failure.message ?? '' };
  const retryAfter = Number(response.headers['retry-after']);
  throw errorFromResponse({
    httpStatus: response.statusCode,
    ...failure,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
  });
}

function isTimeout(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  return name === 'TimeoutError' || name === 'AbortError' || code.includes('TIMEOUT');
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return parseJsonWithNumbersAsText(text);
  } catch {
    return null;
  }
}
