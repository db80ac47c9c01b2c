// The three ways a client subscribes, each built once over one admission policy
// (subscription-policy.ts): graphql-ws on the HTTP server's upgrades, and GraphQL over SSE and
// Apollo's multipart subscriptions as plain node:http handlers, which any framework mounts on
// `/graphql` before its GraphQL handler (`stream`).

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { ContextRequest, GatewayContext } from '../../context.js';
import type { Logger } from '../../logger.js';
import type { SubscriptionGuards } from '../../security/gateway-security.js';
import { serveGraphqlWs, type GraphqlWsServer } from './graphql-ws-server.js';
import { multipartTransport } from './multipart-transport.js';
import { sseTransport } from './sse-transport.js';
import { StreamOutlet } from './stream-outlet.js';
import { operationChecks } from './operation-checks.js';
import { sendRefusal, type StreamTransport } from './stream-requests.js';
import { SubscriptionPolicy } from './subscription-policy.js';
import { SubscriptionResults, type FormatError } from './subscription-results.js';

export interface SubscriptionTransportOptions {
  httpServer: Server;
  guards: SubscriptionGuards;
  contextFor: (request: ContextRequest) => GatewayContext;
  /** The HTTP side's error formatting, so every transport masks errors the same way. */
  formatError: FormatError;
  logger: Logger;
}

export interface SubscriptionTransports {
  graphqlWs: GraphqlWsServer;
  /** The HTTP transport a request asks for by its Accept header (SSE, multipart), if any. */
  stream(req: IncomingMessage): ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  /**
   * Drops every open SSE and multipart stream, as a lost connection would (their clients
   * reconnect elsewhere): a stream never ends by itself, so a shutdown would otherwise wait its
   * whole grace period for them and be cut by its own deadline before the stores close.
   */
  dropStreams(): void;
}

export function startSubscriptionTransports({ httpServer, guards, contextFor, formatError, logger }: SubscriptionTransportOptions): SubscriptionTransports {
  const { schema, documents, maxPayload, streams: bounds, ...enforced } = guards;
  const policy = new SubscriptionPolicy({ ...enforced, connections: bounds.connections, operations: operationChecks({ schema, ...documents }), contextFor, formatError });
  const results = new SubscriptionResults(formatError);
  const streams: StreamTransport[] = [sseTransport(policy, results, maxPayload), multipartTransport(policy, results, maxPayload)];
  const open = new Set<ServerResponse>();
  return {
    graphqlWs: serveGraphqlWs({ httpServer, policy, results, maxPayload, logger }),
    stream: (req) => {
      const transport = streams.find((candidate) => candidate.accepts(req));
      if (transport === undefined) return undefined;
      return async (request, res) => {
        // The policy's first two steps, before the body is read or the key checked: a foreign page
        // or a full instance gets no work done for it, and a caller past its budget is refused
        // before its body is waited for.
        const arriving = { method: request.method, headers: request.headers, remoteAddress: request.socket.remoteAddress };
        const release = policy.arrive(transport.name, arriving);
        if (typeof release !== 'function') return sendRefusal(policy, request, res, release);
        open.add(res);
        res.once('close', () => {
          open.delete(res);
          release();
        });
        const refused = await policy.budget(transport.name, arriving);
        if (refused !== undefined) return sendRefusal(policy, request, res, refused);
        const outlet = new StreamOutlet(res, bounds, (reason) => guards.metrics.overflowed(transport.name, reason));
        return transport.handle(request, res, outlet);
      };
    },
    dropStreams: () => {
      for (const res of open) res.destroy();
    },
  };
}
