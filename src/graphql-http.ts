// Apollo on /graphql over node:http. GET and POST /graphql, the gateway's hot path, skip
// express: the fast path runs the same handlers express mounts for them (request id, then those
// of src/security, then Apollo, then the JSON answers for what is not found or failed) in the
// same order, without express's per-request router, request and response wrappers. Any other
// request, /graphql's preflight among them, goes to the express app as before.
import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { GatewayContext } from './context.js';
import { GRAPHQL_PATH } from './live/graphql-ws-server.js';
import { runHandlers, searchOf, type HttpErrorHandler, type HttpHandler } from './platform/http-handlers.js';

/** As express's `res.send(text)` writes the type of a text: text/html when none is set, in UTF-8 always. */
function inUtf8(contentType: string | undefined): string {
  if (contentType === undefined) return 'text/html; charset=utf-8';
  return /;\s*charset=utf-8\s*(;|$)/i.test(contentType) ? contentType : `${contentType}; charset=utf-8`;
}

/** Runs a GraphQL request through Apollo and writes its answer (what @as-integrations/express5 did, without express). */
export function apolloHandler(
  apollo: ApolloServer<GatewayContext>,
  contextFor: (request: { headers: IncomingHttpHeaders }) => GatewayContext,
): HttpHandler {
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: (req.method ?? 'GET').toUpperCase(), headers, search: searchOf(req.url), body: req.body },
      context: async () => contextFor({ headers: req.headers }),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      res.setHeader('content-type', inUtf8(response.headers.get('content-type')));
      res.setHeader('content-length', Buffer.byteLength(response.body.string));
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}

function isGraphqlOperation(req: IncomingMessage): boolean {
  const { method, url } = req;
  return (method === 'POST' || method === 'GET') && url !== undefined && (url === GRAPHQL_PATH || url.startsWith(`${GRAPHQL_PATH}?`));
}

/**
 * The server's request listener: GET and POST /graphql through `handlers` (everything express
 * would run for them, in its order, its last handlers included), the rest to `app`.
 */
export function graphqlFastPath(handlers: readonly (HttpHandler | HttpErrorHandler)[], app: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!isGraphqlOperation(req)) return app(req, res);
    // Reached only by an error after the answer began, as express's final handler does then.
    runHandlers(handlers, req, res, (error) => {
      if (error) req.socket.destroy();
    });
  };
}
