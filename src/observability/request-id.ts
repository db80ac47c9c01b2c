// Every HTTP request gets an id: the caller's `x-request-id` when it is well formed (so a
// trace can start upstream of the gateway), else a new one. It is answered in the response
// header, put on every log line of the request and sent to the provider.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from '../logger.js';
import type { HttpHandler } from '../platform/http-handlers.js';

export const REQUEST_ID_HEADER = 'x-request-id';

// Short and plain: it goes into log lines and the provider's own logs.
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function requestIdOf(headers: IncomingHttpHeaders): string {
  const value = headers[REQUEST_ID_HEADER];
  const given = Array.isArray(value) ? value[0] : value;
  return given !== undefined && WELL_FORMED.test(given) ? given : flatUUID();
}

/**
 * Node builds randomUUID()'s text as a rope of ~20 pieces (~490 B); reading one character makes
 * V8 flatten it (~50 B). Matters for ids that live as long as a subscription does.
 */
function flatUUID(): string {
  const id = randomUUID();
  id.charCodeAt(0);
  return id;
}

/**
 * Settles the request's id and writes it back into the request headers, so the GraphQL
 * context built later reads the same id; logs each request once it is answered.
 */
export function requestIds(logger: Logger): HttpHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req.headers);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // The answer's log line is at info: below that level, nothing to time or listen for.
    if (logger.isLevelEnabled('info')) {
      const { method, url = '/' } = req;
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e3) / 1e3;
        logger.info({ requestId, method, path: pathOf(url), status: res.statusCode, durationMs }, 'request answered');
      });
    }
    next();
  };
}

/** The path of a request target, without its query (the query may carry a whole operation). */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
