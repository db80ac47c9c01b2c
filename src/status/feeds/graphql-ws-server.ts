// graphql-ws on `/graphql` of the gateway's HTTP server, with graphql-ws's own `ws` binding
// (`useServer`). The gateway completes each upgrade itself, so a socket the policy refuses at its
// arrival (a page's origin, a full instance) is closed before graphql-ws reads a single message of
// it. Every step of admission is the policy's (subscription-policy.ts): this only says its
// refusals as close codes, or as an operation's errors.

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import * as graphql from 'graphql';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from '../../logger.js';
import { headersFromConnectionParams } from './connection-keys.js';
import { isRefusal, type AdmittedCaller, type Refusal, type SubscriptionPolicy } from './subscription-policy.js';
import type { SubscriptionResults } from './subscription-results.js';

export const GRAPHQL_PATH = '/graphql';

/** What the gateway keeps on a connection, beside graphql-ws's socket and upgrade request. */
interface ConnectionState extends Record<PropertyKey, unknown> {
  /** The caller its key check admitted at `connection_init`. */
  admitted: AdmittedCaller;
  /**
   * Each admitted operation's place among its caller's subscriptions until its result is taken,
   * by the execution arguments graphql-ws hands back with it: an id may be completed and
   * subscribed again before its first operation was set up, so two may share one id.
   */
  releases: Map<ExecutionArgs, () => void>;
}

export interface GraphqlWsOptions {
  httpServer: Server;
  policy: SubscriptionPolicy;
  results: SubscriptionResults;
  /** The largest message a client may send. */
  maxPayload: number;
  logger: Logger;
}

export interface GraphqlWsServer {
  /** Stops taking upgrades and closes every socket ("going away"): Apollo's drain runs it. */
  dispose(): Promise<void>;
}

/** Closes the socket when the refusal ends its connection (graphql-ws then sends nothing of its own). */
function closeFor(socket: WebSocket, refusal: Refusal): void {
  if (refusal.close !== undefined) socket.close(refusal.close.code, refusal.close.reason);
}

export function serveGraphqlWs({ httpServer, policy, results, maxPayload, logger }: GraphqlWsOptions): GraphqlWsServer {
  const wsServer = new WebSocketServer({ noServer: true, path: GRAPHQL_PATH, maxPayload });
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    wsServer.handleUpgrade(request, socket, head, (websocket) => {
      const arrived = policy.arrive('graphql-ws', { method: undefined, headers: request.headers, remoteAddress: request.socket.remoteAddress });
      if (typeof arrived === 'function') {
        websocket.once('close', arrived);
        return wsServer.emit('connection', websocket, request);
      }
      // Nobody else listens to this socket: a protocol error must not become an uncaught one.
      websocket.on('error', () => {});
      closeFor(websocket, arrived);
    });
  };
  httpServer.on('upgrade', upgrade);

  const server = useServer<Record<string, unknown> | undefined, ConnectionState>(
    {
      // Close reasons and errors never carry an exception's own text.
      isProd: true,
      onConnect: async (ctx) => {
        const request = { method: undefined, headers: headersFromConnectionParams(ctx.connectionParams), remoteAddress: ctx.extra.request.socket.remoteAddress };
        const refused = await policy.budget('graphql-ws', request, ctx);
        // graphql-ws would close with 4403 on `false`; the socket is already closing with the refusal's own code.
        if (refused !== undefined) {
          closeFor(ctx.extra.socket, refused);
          return false;
        }
        const admitted = await policy.identify('graphql-ws', request);
        if (isRefusal(admitted)) {
          closeFor(ctx.extra.socket, admitted);
          return false;
        }
        ctx.extra.admitted = admitted;
        ctx.extra.releases = new Map();
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        const { admitted, releases } = ctx.extra;
        // Set by onConnect, which graphql-ws runs before any subscribe it accepts.
        if (admitted === undefined || releases === undefined) return [new graphql.GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } })];
        const subscription = await policy.operation('graphql-ws', admitted, { remoteAddress: ctx.extra.request.socket.remoteAddress }, payload, ctx);
        if (isRefusal(subscription)) {
          // An error graphql-ws would send on a socket that is closing is never sent.
          closeFor(ctx.extra.socket, subscription);
          return subscription.errors;
        }
        releases.set(subscription.args, subscription.release);
        return subscription.args;
      },
      onOperation: async (ctx, _id, _payload, args, result) => {
        const release = ctx.extra.releases?.get(args) ?? (() => {});
        ctx.extra.releases?.delete(args);
        return results.released(await result, release);
      },
      onClose: (ctx) => {
        policy.leave(ctx);
        for (const release of ctx.extra.releases?.values() ?? []) release();
        ctx.extra.releases?.clear();
      },
    },
    wsServer,
  );
  wsServer.on('error', (error) => logger.error({ err: error }, 'WebSocket server error'));

  return {
    async dispose() {
      httpServer.off('upgrade', upgrade);
      await server.dispose();
    },
  };
}
