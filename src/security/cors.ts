// The origin policy on the HTTP side of /graphql: a page of an origin not on the list is refused
// (preflight or not) with 403 ORIGIN_NOT_ALLOWED before anything else runs; a page of an allowed
// origin gets its preflight answered and the CORS headers on every answer, from the `cors` package.
import cors from 'cors';
import type { RequestHandler } from 'express';
import type { OriginPolicy } from './origin-policy.js';

const PREFLIGHT_CACHE_SECONDS = 600;

function refuseForeignOrigins(policy: OriginPolicy): RequestHandler {
  return (req, res, next) => {
    if (policy.allows(req.headers.origin)) return next();
    res.status(403).json({
      errors: [{ message: 'Requests from this page’s origin are not allowed (CORS_ORIGINS).', extensions: { code: 'ORIGIN_NOT_ALLOWED' } }],
    });
  };
}

export function corsHandlers(policy: OriginPolicy): RequestHandler[] {
  return [
    refuseForeignOrigins(policy),
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
