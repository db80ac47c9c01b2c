// The /graphql route on the gateway's Fastify instance (and `/graphql/`): a subscription over a
// streamed HTTP response (GraphQL over SSE, multipart) goes to its transport first, which applies
// the subscription policy of every transport itself (src/status/feeds/subscription-policy.ts: origin, key,
// rate limit, the operation's checks) and reads its own body within the limit; everything else
// meets security's hooks (origin policy and CORS, rate limit, the JSON body and its limit,
// persisted-query hashes), then a browser's GET gets the explorer page where one is on
// (src/security/graphiql.ts), and every other request of every method reaches Apollo through
// @as-integrations/fastify, which answers 405 for those it does not serve, each in its operation span
// (src/observability/graphql-tracing.ts; nothing while tracing is off). The WebSocket upgrade on
// the same path is src/status/feeds', on the same server.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ContextRequest, GatewayContext } from './context.js';
import type { Logger } from './logger.js';
import { inOperationSpan } from './observability/graphql-tracing.js';

/** The streaming transport that takes this request (by its Accept header), if any: src/status/feeds/subscription-transports.ts. */
export type StreamingTransports = (req: IncomingMessage) => ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;

export interface GraphqlRouteOptions {
  apollo: ApolloServer<GatewayContext>;
  contextFor: (request: ContextRequest) => GatewayContext;
  /** src/security's hooks for this route (`GatewaySecurity.protectGraphqlRoute`). */
  protect: (scope: FastifyInstance, verify: (request: FastifyRequest) => Promise<void>) => Promise<void>;
  /** src/security's check of a context's key, before Apollo parses its document (`GatewaySecurity.verifyBeforeParsing`). */
  verify: (context: GatewayContext) => Promise<void>;
  streaming: StreamingTransports;
  /** src/security's explorer page for a browser's GET, if this request gets it (`GatewaySecurity.explorer`). */
  explorer?: { pageFor(method: string, headers: IncomingHttpHeaders, url: string): { html: string; headers: Readonly<Record<string, string>> } | undefined } | undefined;
  logger: Logger;
}

/** Register with `{ prefix: '/graphql' }`. */
export function graphqlRoute({ apollo, contextFor, protect, verify, streaming, explorer, logger }: GraphqlRouteOptions): FastifyPluginAsync {
  return async (scope) => {
    // The integration reads the query string through `new URL(target, http://<Host>/)`, which
    // throws on a Host no URL can hold: such a request is unreadable, not a failure of ours.
    scope.addHook('onRequest', (request, reply, done) => {
      if (URL.canParse(`http://${request.host}/`)) return done();
      void reply.code(400).send({ errors: [{ message: 'The request could not be read.', extensions: { code: 'BAD_REQUEST' } }] });
    });
    // Before security's hooks: they would read the body the transport reads, and count the request
    // against the rate limit the transport's policy counts it against too.
    scope.addHook('onRequest', (request, reply, done) => {
      const handle = streaming(request.raw);
      if (handle === undefined) return done();
      // The transport owns the response from here: Fastify sends nothing of its own.
      reply.hijack();
      handle(request.raw, reply.raw).catch((error: unknown) => {
        logger.error({ err: error, requestId: request.id }, 'streaming transport failed');
        if (reply.raw.headersSent) return void reply.raw.destroy();
        reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        reply.raw.end(JSON.stringify({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
      });
    });
    // An upload's key is checked before its body is read, as Apollo's context would check it after.
    await protect(scope, (request) => verify(contextFor({ headers: request.headers, remoteAddress: request.socket.remoteAddress })));
    // After security's hooks, so the page meets the origin policy and rate limit as Apollo's landing page did.
    if (explorer !== undefined) {
      scope.addHook('preHandler', (request, reply, done) => {
        const page = explorer.pageFor(request.method, request.headers, request.url);
        if (page === undefined) return done();
        void reply.headers(page.headers).send(page.html);
      });
    }
    // Apollo names the type of its landing page without a charset; the page is UTF-8.
    scope.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/') && !type.includes('charset=')) void reply.header('content-type', `${type}; charset=utf-8`);
      done(null, payload);
    });
    // Apollo makes the context before it parses the document: a key it throws for (refused,
    // rate limited) costs no parse or validation.
    const apolloHandler = fastifyApolloHandler(apollo, {
      context: async (request) => {
        const context = contextFor({ headers: request.headers, remoteAddress: request.socket.remoteAddress });
        await verify(context);
        return context;
      },
    });
    scope.all('/', function graphqlOperation(this: ThisParameterType<typeof apolloHandler>, ...[request, reply]: Parameters<typeof apolloHandler>) {
      return inOperationSpan(request.headers, () => reply.statusCode, () => apolloHandler.call(this, request, reply));
    });
  };
}
