// Every HTTP request gets an id: the caller's `x-request-id` when it is well formed (so a
// trace can start upstream of the gateway), else a new one. It is answered in the response
// header, put on every log line of the request and sent to the provider.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from '../logger.js';

export const REQUEST_ID_HEADER = 'x-request-id';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route polled without a key (probes, metrics): no request id, no access log line. */
    unlogged?: boolean;
  }
}

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
 * On every route but those whose config says `unlogged` (probes and metrics: no key, polled):
 * Fastify's request id (its `genReqId` is `requestIdOf`) written back into the request headers,
 * so the GraphQL context built later reads the same id, and into the answer; each request logged
 * once it is answered.
 */
export function requestIds(http: FastifyInstance, logger: Logger): void {
  http.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.unlogged === true) return done();
    request.headers[REQUEST_ID_HEADER] = request.id;
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // The answer's log line is at info: below that level, nothing to listen for.
  if (!logger.isLevelEnabled('info')) return;
  http.addHook('onResponse', (request, reply, done) => {
    if (request.routeOptions.config.unlogged !== true) {
      const durationMs = Math.round(reply.elapsedTime * 1e3) / 1e3;
      logger.info({ requestId: request.id, method: request.method, path: pathOf(request.url), status: reply.statusCode, durationMs }, 'request answered');
    }
    done();
  });
}

/** The path of a request target, without its query (the query may carry a whole operation). */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
