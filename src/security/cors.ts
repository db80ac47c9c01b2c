// The origin policy on the HTTP side of /graphql: a page of an origin not on the list is refused
// (preflight or not) with 403 ORIGIN_NOT_ALLOWED before anything else runs; a page of an allowed
// origin gets its preflight answered and the CORS headers on every answer, from `@fastify/cors`.
//
// One browser request carries no `Origin`: a same-origin GET. After DNS rebinding, an attacker's
// page is "same-origin" with the gateway (its name now resolves to the gateway's address), and
// its GET, `apollo-require-preflight` and all, looks like curl's. So a GET operation without
// `Origin` that would act with RAMP_API_KEY runs only when its `Host` is an allowed origin's
// (a frontend behind the same reverse proxy as the gateway); otherwise it is refused too.
import type { IncomingHttpHeaders } from 'node:http';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { searchOf } from '../platform/query-string.js';
import type { OriginPolicy } from './origin-policy.js';

const PREFLIGHT_CACHE_SECONDS = 600;

function refusal(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

/** A GET that asks for an operation (Apollo reads `query` and `extensions` from the query string), not the landing page. */
function isGetOperation(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const params = new URLSearchParams(searchOf(request.url));
  return params.has('query') || params.has('extensions');
}

/**
 * On the scope of the GraphQL route, before its other hooks. `lendsServerKey`: whether a request
 * with these headers would act with RAMP_API_KEY (it sends no key of its own).
 */
export async function browserOrigins(
  scope: FastifyInstance,
  policy: OriginPolicy,
  lendsServerKey: (headers: IncomingHttpHeaders) => boolean,
): Promise<void> {
  scope.addHook('onRequest', (request, reply, done) => {
    const { origin, host } = request.headers;
    if (origin !== undefined) {
      if (policy.allows(origin)) return done();
      return void reply.code(403).send(refusal('Requests from this page’s origin are not allowed (CORS_ORIGINS).', 'ORIGIN_NOT_ALLOWED'));
    }
    if (isGetOperation(request) && lendsServerKey(request.headers) && !policy.allowsHost(host)) {
      return void reply
        .code(403)
        .send(
          refusal(
            'A GET without Origin may come from a page of any origin (DNS rebinding): it does not act with the gateway’s own key. Send your key, or use POST.',
            'ORIGIN_REQUIRED',
          ),
        );
    }
    done();
  });
  await scope.register(fastifyCors, {
    // Only origins the policy let through get here; without an Origin there is nothing to answer.
    origin: (origin, callback) => callback(null, origin !== undefined),
    // Written as the `cors` package of the express days wrote them, so the headers stay byte for byte.
    methods: 'GET,POST',
    // Keys travel in headers, never in cookies: no credentialed requests.
    credentials: false,
    exposedHeaders: 'x-request-id,retry-after',
    maxAge: PREFLIGHT_CACHE_SECONDS,
    // Any OPTIONS from an allowed page is answered as a preflight, as browsers only send those.
    strictPreflight: false,
  });
}
