// graphql-ws on `/graphql` of the gateway's HTTP server, with graphql-ws's own `ws` binding
// (`useServer`). The gateway completes each upgrade itself, so a socket the limits refuse (a
// page's origin, a full instance) is closed before graphql-ws reads a single message of it. The
// key, the operation's checks and the caller's subscriptions are the policy every transport
// shares (subscription-policy.ts); the bounds of connections are WebSocket's own
// (src/security/websocket-limits.ts).

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import * as graphql from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from '../logger.js';
import type { Refusal as LimitRefusal, WebSocketLimits } from '../security/websocket-limits.js';
import { headersFromConnectionParams } from './connection-keys.js';
import { isRefusal, type AdmittedCaller, type SubscriptionPolicy } from './subscription-policy.js';

export const GRAPHQL_PATH = '/graphql';

/** What the gateway keeps on a connection, beside graphql-ws's socket and upgrade request. */
interface ConnectionState extends Record<PropertyKey, unknown> {
  /** The caller its key check admitted at `connection_init`. */
  admitted: AdmittedCaller;
  /** Each open operation's place among its caller's subscriptions, by operation id. */
  releases: Map<string, () => void>;
}

export interface GraphqlWsOptions {
  httpServer: Server;
  policy: SubscriptionPolicy;
  limits: WebSocketLimits;
  /** The largest message a client may send. */
  maxPayload: number;
  logger: Logger;
}

export interface GraphqlWsServer {
  /** Stops taking upgrades and closes every socket ("going away"): Apollo's drain runs it. */
  dispose(): Promise<void>;
}

function closeWith(socket: WebSocket, refusal: { code: number; reason: string }): void {
  socket.close(refusal.code, refusal.reason);
}

/** graphql-ws runs a subscribe unless its hook answers errors; the socket is closing already, so this one is never sent. */
function refusedError(refusal: LimitRefusal): graphql.GraphQLError {
  return new graphql.GraphQLError(refusal.reason, { extensions: { code: 'WEBSOCKET_LIMIT', closeCode: refusal.code } });
}

export function serveGraphqlWs({ httpServer, policy, limits, maxPayload, logger }: GraphqlWsOptions): GraphqlWsServer {
  const wsServer = new WebSocketServer({ noServer: true, path: GRAPHQL_PATH, maxPayload });
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    wsServer.handleUpgrade(request, socket, head, (websocket) => {
      const admitted = limits.upgrade(request.headers.origin);
      if (typeof admitted === 'function') {
        limits.opened();
        websocket.once('close', () => {
          admitted();
          limits.closed();
        });
        return wsServer.emit('connection', websocket, request);
      }
      // Nobody else listens to this socket: a protocol error must not become an uncaught one.
      websocket.on('error', () => {});
      closeWith(websocket, admitted);
    });
  };
  httpServer.on('upgrade', upgrade);

  const server = useServer<Record<string, unknown> | undefined, ConnectionState>(
    {
      // Close reasons and errors never carry an exception's own text.
      isProd: true,
      onConnect: async (ctx) => {
        const remoteAddress = ctx.extra.request.socket.remoteAddress;
        const headers = headersFromConnectionParams(ctx.connectionParams);
        const bounded = await limits.connect(ctx, policy.callerOf(headers, remoteAddress), remoteAddress);
        if (bounded !== undefined) {
          // graphql-ws would close with 4403 on `false`; the socket is already closing with the limit's own code.
          closeWith(ctx.extra.socket, bounded);
          return false;
        }
        const admitted = await policy.admitCaller('graphql-ws', { method: undefined, headers, remoteAddress });
        if (isRefusal(admitted)) {
          if (admitted.close !== undefined) closeWith(ctx.extra.socket, admitted.close);
          return false;
        }
        ctx.extra.admitted = admitted;
        ctx.extra.releases = new Map();
        return true;
      },
      onSubscribe: async (ctx, id, payload) => {
        const bounded = limits.subscribe(ctx);
        if (bounded !== undefined) {
          closeWith(ctx.extra.socket, bounded);
          return [refusedError(bounded)];
        }
        const { admitted, releases } = ctx.extra;
        // Set by onConnect, which graphql-ws runs before any subscribe it accepts.
        if (admitted === undefined || releases === undefined) return [new graphql.GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } })];
        const args = await policy.admitOperation('graphql-ws', admitted, ctx.extra.request.socket.remoteAddress, payload);
        if (isRefusal(args)) return args.errors;
        const release = policy.open('graphql-ws', admitted.caller);
        if (typeof release !== 'function') {
          if (release.close !== undefined) closeWith(ctx.extra.socket, release.close);
          return release.errors;
        }
        releases.set(id, release);
        return args;
      },
      onOperation: async (ctx, id, _payload, _args, result) => {
        const release = ctx.extra.releases?.get(id) ?? (() => {});
        ctx.extra.releases?.delete(id);
        return policy.released(await result, release);
      },
      onComplete: (ctx, id) => {
        ctx.extra.releases?.get(id)?.();
        ctx.extra.releases?.delete(id);
      },
      onClose: (ctx) => {
        limits.release(ctx);
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
