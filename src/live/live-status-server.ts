// Live status on a running gateway: the webhook route on the gateway's Fastify instance, and
// graphql-ws on a WebSocket server sharing its HTTP server and the `/graphql` path. startGateway calls
// startLiveStatus before building its context (resolvers need `live`) and attach() once
// the app and schema exist; Apollo's drain runs dispose() so shutdown closes sockets too.
// The gateway completes each upgrade itself, so a socket the limits refuse (a page's origin,
// a full instance) is closed before graphql-ws could read a single message of it.

import type { Redis } from 'ioredis';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GraphQLError, GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { Extra } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GatewayContext } from '../context.js';
import { createEventBackend, type EventBackend } from '../events/event-backend.js';
import { LiveStatus, type LiveStatusStores } from '../events/live-status.js';
import { DEFAULT_WEBHOOK_PATH, webhookRoute } from '../events/webhook-receiver.js';
import type { Logger } from '../logger.js';
import type { WebSocketGuard } from '../security/gateway-security.js';
import * as graphql from 'graphql';
import type { Refusal } from '../security/websocket-limits.js';
import { modelFromProviderRecord } from '../modules/subscriptions/live-status-records.js';
import type { LiveStatusConfig } from './config.js';
import { headersFromConnectionParams, type ConnectionKeyCheck } from './connection-keys.js';
import { keyFingerprint } from '../platform/key-fingerprint.js';
import { serveGraphqlWs } from './graphql-ws-server.js';
import { sharedSubscribe } from './shared-execution.js';

function callerOf(context: unknown): string {
  const credentials = (context as GatewayContext).credentials;
  return credentials === null ? '' : keyFingerprint(credentials.apiKey);
}

export const GRAPHQL_PATH = '/graphql';

/**
 * graphql-ws does not go through Apollo, so its errors get the HTTP side's formatting here: an
 * error raised while resolving keeps its code or is masked as INTERNAL_SERVER_ERROR. An error
 * graphql-js reports about the request itself (bad variables: no path, and no cause but
 * graphql-js's own, as a value an enum or scalar refused) is the caller's to fix, as Apollo's
 * BAD_USER_INPUT is over HTTP.
 */
function formatWebSocketError(error: GraphQLError, format: AttachOptions['formatError']): GraphQLFormattedError {
  const formatted = error.toJSON();
  if (error.path === undefined && (error.originalError === undefined || error.originalError instanceof graphql.GraphQLError)) {
    return format({ ...formatted, extensions: { code: 'BAD_USER_INPUT', ...formatted.extensions } }, error);
  }
  return format(formatted, error.originalError ?? error);
}

function closeWith(socket: WebSocket, refusal: Refusal): void {
  socket.close(refusal.code, refusal.reason);
}

/** graphql-ws runs a subscribe unless its hook answers errors; the socket is closing already, so this one is never sent. */
function refusedError(refusal: Refusal): GraphQLError {
  return new graphql.GraphQLError(refusal.reason, { extensions: { code: 'WEBSOCKET_LIMIT', closeCode: refusal.code } });
}

export interface AttachOptions {
  /** The gateway's Fastify instance, not yet listening; its `server` carries the WebSocket upgrades. */
  http: FastifyInstance;
  schema: GraphQLSchema;
  contextFor: (request: { headers: import('node:http').IncomingHttpHeaders }) => GatewayContext;
  /** The HTTP side's error formatting, so errors over WebSocket are masked the same way. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** The HTTP side's limits and the WebSocket ones (src/security), given what counts this server's open sockets. */
  guard: (openConnections: () => number) => WebSocketGuard;
  /** Who may open a connection (src/live/connection-keys.ts). */
  connectionKeys: ConnectionKeyCheck;
}

export interface RunningLiveStatus {
  live: LiveStatus;
  backend: EventBackend;
  /** Add to Apollo's plugins: closes WebSocket connections while Apollo drains HTTP. */
  drainPlugin: ApolloServerPlugin<GatewayContext>;
  attach(options: AttachOptions): void;
  /** Closes the WebSocket server, the outbox publisher and pub/sub (after Apollo stopped). */
  close(): Promise<void>;
}

/** `redis`: the instance's Redis client when REDIS_URL is set (src/platform/redis.ts); in memory without. */
export async function startLiveStatus(
  config: LiveStatusConfig | undefined,
  stores: LiveStatusStores,
  logger: Logger,
  redis?: Redis,
): Promise<RunningLiveStatus> {
  const backend = await createEventBackend({
    redis,
    ...(config?.redisKeyPrefix !== undefined && { keyPrefix: config.redisKeyPrefix }),
    onError: (error) => logger.warn({ err: error }, 'redis connection error'),
  });
  const live = new LiveStatus(stores, backend.pubsub, (error) => logger.warn({ err: error }, 'status publication failed; retrying from the outbox'));
  let dispose: (() => Promise<void>) | undefined;
  const disposeSockets = async () => {
    const running = dispose;
    dispose = undefined;
    await running?.();
  };

  return {
    live,
    backend,
    drainPlugin: {
      async serverWillStart() {
        return { drainServer: disposeSockets };
      },
    },
    attach({ http, schema, contextFor, formatError, guard, connectionKeys }) {
      const httpServer = http.server;
      const secrets = config?.webhookSecrets ?? [];
      if (secrets.length === 0 && !config?.webhookLegacySecret) {
        logger.warn('no WEBHOOK_SECRET configured: every webhook will be refused');
      }
      void http.register(
        webhookRoute({
          path: config?.webhookPath ?? DEFAULT_WEBHOOK_PATH,
          secrets,
          legacySecret: config?.webhookLegacySecret,
          secretHeader: config?.webhookSecretHeader,
          toleranceSeconds: config?.webhookToleranceSeconds,
          live,
          normalize: modelFromProviderRecord,
          log: logger,
        }),
      );

      // The metrics read the open sockets only when scraped, once the server exists.
      const { maxPayload, onSubscribe, limits, callerIdentity } = guard(() => wsServer.clients.size);
      const wsServer = new WebSocketServer({ noServer: true, path: GRAPHQL_PATH, maxPayload });
      const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        wsServer.handleUpgrade(request, socket, head, (websocket) => {
          const refusal = limits.upgrade(request.headers.origin, wsServer.clients.size);
          if (refusal === undefined) return wsServer.emit('connection', websocket, request);
          // Nobody else listens to this socket: a protocol error must not become an uncaught one.
          websocket.on('error', () => {});
          closeWith(websocket, refusal);
        });
      };
      httpServer.on('upgrade', upgrade);
      const contextOf = (params: Readonly<Record<string, unknown>> | undefined) =>
        contextFor({ headers: headersFromConnectionParams(params) });
      const server = serveGraphqlWs<Record<string, unknown> | undefined>(
        {
          schema,
          context: (ctx) => contextOf(ctx.connectionParams),
          subscribe: sharedSubscribe(callerOf),
          onSubscribe: async (ctx, id, payload) => {
            const refusal = limits.subscribe(ctx);
            if (refusal === undefined) return onSubscribe(ctx, id, payload);
            closeWith(ctx.extra.socket, refusal);
            return [refusedError(refusal)];
          },
          onConnect: async (ctx) => {
            // graphql-ws keeps `extra.request` (the upgrade request, ~1.2 KB with its headers) for
            // the connection's whole life; only the client's address is read after this.
            // Deleted before the address is added: deleting an object's last-added property keeps
            // its fast shape, deleting any other turns it into a dictionary (~250 B a connection).
            const extra = ctx.extra as { request?: Extra['request'] | undefined; remoteAddress?: string | undefined };
            const remoteAddress = extra.request?.socket.remoteAddress;
            delete extra.request;
            extra.remoteAddress = remoteAddress;
            const refusal = await limits.connect(ctx, callerIdentity(ctx.connectionParams, extra.remoteAddress), extra.remoteAddress);
            if (refusal !== undefined) {
              // graphql-ws would close with 4403 on `false`; the socket is already closing with the limit's own code.
              closeWith(ctx.extra.socket, refusal);
              return false;
            }
            const headers = headersFromConnectionParams(ctx.connectionParams);
            return connectionKeys.admit(contextFor({ headers }), headers, extra.remoteAddress, ctx.extra.socket);
          },
          onClose: (ctx) => limits.release(ctx),
          onNext: (_ctx, _id, _payload, _args, result) =>
            result.errors?.length ? { ...result, errors: result.errors.map((error) => formatWebSocketError(error, formatError)) } : undefined,
        },
        wsServer,
        logger,
      );
      dispose = async () => {
        httpServer.off('upgrade', upgrade);
        await server.dispose();
      };
    },
    async close() {
      await disposeSockets();
      await live.close();
      await backend.close();
    },
  };
}
