// What stands in front of Apollo on the GraphQL route: the per-caller rate limit (before the
// body is read, so refused callers cost nothing more), the JSON body parser with its size
// limit, and JSON answers for the body parser's refusals, which express would otherwise send
// as an HTML page with a stack trace.
import type { IncomingHttpHeaders } from 'node:http';
import express from 'express';
import type { Credentials } from '../context.js';
import { sendJson, type HttpErrorHandler, type HttpHandler } from '../platform/http-handlers.js';
import { rateLimitCharges, rateLimitedError, type RateLimiter } from './rate-limiter.js';
import type { VerifiedKeys } from './verified-keys.js';

export function rateLimitHandler(
  limiter: RateLimiter,
  verified: VerifiedKeys,
  credentialsOf: (headers: IncomingHttpHeaders) => Credentials | null,
): HttpHandler {
  return (req, res, next) => {
    if (!limiter.enabled) return next();
    limiter.check(rateLimitCharges(credentialsOf(req.headers), req.socket.remoteAddress, verified)).then((decision) => {
      if (decision.allowed) return next();
      res.setHeader('retry-after', String(decision.retryAfterSeconds));
      sendJson(res, 429, { errors: [rateLimitedError(decision.retryAfterSeconds)] });
    }, next);
  };
}

export function jsonBodyParser(limitBytes: number): HttpHandler {
  return express.json({ limit: limitBytes });
}

interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  const candidate = error as Partial<BodyParserError> | null;
  return typeof candidate?.type === 'string' && typeof candidate.status === 'number' && candidate.status >= 400 && candidate.status < 500;
}

export function bodyErrorHandler(limitBytes: number): HttpErrorHandler {
  return (error, _req, res, next) => {
    if (!isBodyParserError(error)) return next(error);
    const tooLarge = error.type === 'entity.too.large';
    const message = tooLarge
      ? `The request body is larger than ${limitBytes} bytes.`
      : error.type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : 'The request body cannot be read.';
    sendJson(res, error.status, { errors: [{ message, extensions: { code: tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } }] });
  };
}
