// The origin policy on the HTTP side of /graphql: a page of an origin not on the list is refused
// (preflight or not) with 403 ORIGIN_NOT_ALLOWED before anything else runs; a page of an allowed
// origin gets its preflight answered and the CORS headers on every answer, from the `cors` package.
//
// One browser request carries no `Origin`: a same-origin GET. After DNS rebinding, an attacker's
// page is "same-origin" with the gateway (its name now resolves to the gateway's address), and
// its GET, `apollo-require-preflight` and all, looks like curl's. So a GET operation without
// `Origin` that would act with RAMP_API_KEY runs only when its `Host` is an allowed origin's
// (a frontend behind the same reverse proxy as the gateway); otherwise it is refused too.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import cors from 'cors';
import { searchOf, sendJson, type HttpHandler } from '../platform/http-handlers.js';
import type { OriginPolicy } from './origin-policy.js';

const PREFLIGHT_CACHE_SECONDS = 600;

function refuse(res: ServerResponse, message: string, code: string): void {
  sendJson(res, 403, { errors: [{ message, extensions: { code } }] });
}

/** A GET that asks for an operation (Apollo reads `query` and `extensions` from the query string), not the landing page. */
function isGetOperation(req: IncomingMessage): boolean {
  if (req.method !== 'GET') return false;
  const params = new URLSearchParams(searchOf(req.url));
  return params.has('query') || params.has('extensions');
}

function refuseForeignOrigins(policy: OriginPolicy, lendsServerKey: (headers: IncomingHttpHeaders) => boolean): HttpHandler {
  return (req, res, next) => {
    const { origin, host } = req.headers;
    if (origin !== undefined) {
      if (policy.allows(origin)) return next();
      return refuse(res, 'Requests from this page’s origin are not allowed (CORS_ORIGINS).', 'ORIGIN_NOT_ALLOWED');
    }
    if (isGetOperation(req) && lendsServerKey(req.headers) && !policy.allowsHost(host)) {
      return refuse(
        res,
        'A GET without Origin may come from a page of any origin (DNS rebinding): it does not act with the gateway’s own key. Send your key, or use POST.',
        'ORIGIN_REQUIRED',
      );
    }
    next();
  };
}

/** `lendsServerKey`: whether a request with these headers would act with RAMP_API_KEY (it sends no key of its own). */
export function corsHandlers(policy: OriginPolicy, lendsServerKey: (headers: IncomingHttpHeaders) => boolean): HttpHandler[] {
  return [
    refuseForeignOrigins(policy, lendsServerKey),
    cors({
      // Only origins the policy let through get here; without an Origin there is nothing to answer.
      origin: (origin, callback) => callback(null, origin !== undefined),
      methods: ['GET', 'POST'],
      // Keys travel in headers, never in cookies: no credentialed requests.
      credentials: false,
      exposedHeaders: ['x-request-id', 'retry-after'],
      maxAge: PREFLIGHT_CACHE_SECONDS,
    }),
  ];
}
