import { STATUS_CODES } from 'node:http';
import { finished } from 'node:stream/promises';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { ApiError, validationFailed } from './api-error.js';

const afterProcessingSchema = z.strictObject({
  rate: z.number().min(0).max(1).default(1),
  answer: z.union([z.literal(200), z.int().min(500).max(599), z.literal('drop')]),
  body: z.enum(['html', 'json']).default('html'),
});
type AfterProcessing = z.infer<typeof afterProcessingSchema>;

export const faultSettingsSchema = z.strictObject({
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  errorRate: z.number().min(0).max(1).optional(),
  errorStatus: z.union([z.literal(400), z.literal(402), z.literal(429), z.literal(500), z.literal(503)]).optional(),
  /** With `errorStatus` 400: the request field the refusal names (dotted, e.g. `paymentDetails.iban`). */
  errorField: z.string().min(1).optional(),
  dropRate: z.number().min(0).max(1).optional(),
  /**
   * With `dropRate`: when the connection is dropped, as soon as the request's headers are read
   * (its body maybe still unread) or once all of its body is; and how, closed or reset (RST).
   */
  drop: z.strictObject({ after: z.enum(['headers', 'body']).default('headers'), how: z.enum(['close', 'reset']).default('close') }).optional(),
  malformedRate: z.number().min(0).max(1).optional(),
  afterProcessing: afterProcessingSchema.optional(),
  pathPrefix: z.string().startsWith('/').optional(),
  /** POST /otc/pop refuses an on-ramp's receipt above this many bytes, below the documented 3 MB, as a provider whose limit counts differently would. */
  receiptMaxBytes: z.number().int().min(1).optional(),
});
export type FaultSettings = z.infer<typeof faultSettingsSchema>;
/** What the control API accepts (defaults not yet filled in). */
export type FaultSettingsInput = z.input<typeof faultSettingsSchema>;

const ERROR_OF_STATUS: Record<402 | 429 | 500 | 503, ApiError> = {
  402: new ApiError(402, 'AMOUNT_OUT_OF_RANGE', 'The amount is outside the limits of this account'),
  429: new ApiError(429, 'RATE_LIMITED', 'Too many requests', undefined, { 'retry-after': '1' }),
  500: new ApiError(500, 'INTERNAL_ERROR', 'Internal error'),
  503: new ApiError(503, 'UNAVAILABLE', 'The service is temporarily unavailable'),
};

const MALFORMED_BODY = { code: 42, status: ['Success'], data: 'not-the-shape-you-expect' };

/**
 * The injected error: a refusal (400 naming `errorField` when given, 402), as a provider with
 * rules of its own beyond the contract's would answer, or a 429 or 5xx.
 */
function errorOf(s: FaultSettings): ApiError {
  const status = s.errorStatus ?? 503;
  if (status !== 400) return ERROR_OF_STATUS[status];
  return validationFailed(s.errorField === undefined ? [] : [{ field: s.errorField, message: 'was refused by the provider' }]);
}

/** Latency the idempotent creation spends after reserving its key (see `deferLatency`). */
export function deferredLatencyMs(res: Response): number {
  return (res.locals.deferredLatencyMs as number | undefined) ?? 0;
}

/**
 * Fault injection on provider paths, so the gateway's resilience can be
 * tested: a dropped connection, an error status, or a 200 whose body has the
 * wrong shape, each before the request is processed; then added latency; and
 * last, an answer lost after the request was processed (`afterProcessing`).
 */
export class Faults {
  private settings: FaultSettings = {};

  constructor(private readonly random: () => number = Math.random) {}

  current(): FaultSettings {
    return { ...this.settings };
  }

  set(settings: FaultSettings): void {
    this.settings = { ...settings };
  }

  clear(): void {
    this.settings = {};
  }

  /**
   * `deferLatency` lists paths (POST) whose handler spends the latency itself,
   * after reserving its idempotency key, like a slow upstream step: a retry
   * arriving meanwhile then meets 409 IDEMPOTENCY_REQUEST_IN_PROGRESS.
   */
  middleware(deferLatency: readonly string[], errorBody: (error: ApiError) => unknown) {
    return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
      const s = this.settings;
      if (s.pathPrefix && !req.path.startsWith(s.pathPrefix)) return next();
      if (s.dropRate && this.random() < s.dropRate) {
        await dropConnection(req, s.drop ?? { after: 'headers', how: 'close' });
        return;
      }
      if (s.errorRate && this.random() < s.errorRate) throw errorOf(s);
      if (s.malformedRate && this.random() < s.malformedRate) {
        res.status(200).json(MALFORMED_BODY);
        return;
      }
      if (s.afterProcessing && this.random() < s.afterProcessing.rate) loseAnswer(req, res, s.afterProcessing, errorBody);
      if (s.latencyMs) {
        if (req.method === 'POST' && deferLatency.includes(req.path)) res.locals.deferredLatencyMs = s.latencyMs;
        else await new Promise((resolve) => setTimeout(resolve, s.latencyMs));
      }
      next();
    };
  }
}

/** Drops the request's connection without an answer, once what `drop` says has been read. */
async function dropConnection(req: Request, drop: NonNullable<FaultSettings['drop']>): Promise<void> {
  if (drop.after === 'body') {
    req.resume();
    await finished(req);
  }
  if (drop.how === 'reset') req.socket.resetAndDestroy();
  else req.socket.destroy();
}

/**
 * The route still processes the request (creating what it creates); then what it answers is
 * replaced, as a load balancer does when its upstream failed after the write, or a 200 arrives
 * that the caller cannot read, or the connection breaks before the answer.
 */
function loseAnswer(req: Request, res: Response, fault: AfterProcessing, errorBody: (error: ApiError) => unknown): void {
  const send = res.send.bind(res);
  res.send = () => {
    if (fault.answer === 'drop') {
      req.socket.destroy();
      return res;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    res.status(fault.answer);
    if (fault.body === 'html') return send(loadBalancerPage(fault.answer));
    res.type('application/json');
    if (fault.answer === 200) return send(JSON.stringify(MALFORMED_BODY));
    return send(JSON.stringify(errorBody(ERROR_OF_STATUS[fault.answer === 500 ? 500 : 503])));
  };
}

/** The page nginx answers for an upstream failure, e.g. `502 Bad Gateway`. */
function loadBalancerPage(status: number): string {
  const title = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}
