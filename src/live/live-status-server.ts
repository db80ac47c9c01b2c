// Live status on a running gateway: the webhook route on the express app, and graphql-ws on
// a WebSocket server sharing the HTTP server and the `/graphql` path. startGateway calls
// startLiveStatus before building its context (resolvers need `live`) and attach() once
// the app and schema exist; Apollo's drain runs dispose() so shutdown closes sockets too.

import type { Server } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Express } from 'express';
import type { GraphQLError, GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GatewayContext } from '../context.js';
import { createEventBackend, type EventBackend } from '../events/event-backend.js';
import { LiveStatus, type LiveStatusStores } from '../events/live-status.js';
import { DEFAULT_WEBHOOK_PATH, createWebhookRouter } from '../events/webhook-receiver.js';
import type { Logger } from '../logger.js';
import { modelFromProviderRecord } from '../resolvers/live-status-records.js';
import type { LiveStatusConfig } from './config.js';
import { ConnectionKeyCheck, headersFromConnectionParams } from './connection-keys.js';
import { keyFingerprint } from '../events/key-fingerprint.js';
import { sharedSubscribe } from './shared-execution.js';

function callerOf(context: unknown): string {
  const credentials = (context as GatewayContext).credentials;
  return credentials === null ? '' : keyFingerprint(credentials.apiKey);
}

export const GRAPHQL_PATH = '/graphql';

/**
 * graphql-ws does not go through Apollo, so its errors get the HTTP side's formatting here: an
 * error raised while resolving keeps its code or is masked as INTERNAL_SERVER_ERROR. An error
 * graphql-js reports about the request itself (bad variables: no path, no cause) is the
 * caller's to fix, as Apollo's BAD_USER_INPUT is over HTTP.
 */
function formatWebSocketError(error: GraphQLError, format: AttachOptions['formatError']): GraphQLFormattedError {
  const formatted = error.toJSON();
  if (error.path === undefined && error.originalError === undefined) {
    return { ...formatted, extensions: { code: 'BAD_USER_INPUT', ...formatted.extensions } };
  }
  return format(formatted, error.originalError ?? error);
}

export interface AttachOptions {
  app: Express;
  httpServer: Server;
  schema: GraphQLSchema;
  contextFor: (request: { headers: import('node:http').IncomingHttpHeaders }) => GatewayContext;
  /** The HTTP side's error formatting, so errors over WebSocket are masked the same way. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** The HTTP side's limits (src/security): the largest message, and the check of each subscribe message. */
  guard?: { maxPayload: number; onSubscribe: NonNullable<ServerOptions<Record<string, unknown> | undefined, Extra>['onSubscribe']> };
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

export async function startLiveStatus(config: LiveStatusConfig | undefined, stores: LiveStatusStores, logger: Logger): Promise<RunningLiveStatus> {
  const backend = await createEventBackend({
    redisUrl: config?.redisUrl,
    ...(config?.redisKeyPrefix !== undefined && { keyPrefix: config.redisKeyPrefix }),
    onError: (error) => logger.warn({ err: error }, 'redis connection error'),
  });
  const live = new LiveStatus(stores, backend.pubsub, (error) => logger.warn({ err: error }, 'status publication failed; retrying from the outbox'));
  const keys = new ConnectionKeyCheck();
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
    attach({ app, httpServer, schema, contextFor, formatError, guard }) {
      const secrets = config?.webhookSecrets ?? [];
      if (secrets.length === 0 && !config?.webhookLegacySecret) {
        logger.warn('no WEBHOOK_SECRET configured: every webhook will be refused');
      }
      app.use(
        createWebhookRouter({
          path: config?.webhookPath ?? DEFAULT_WEBHOOK_PATH,
          secrets,
          legacySecret: config?.webhookLegacySecret,
          toleranceSeconds: config?.webhookToleranceSeconds,
          live,
          normalize: modelFromProviderRecord,
          log: logger,
        }),
      );

      const wsServer = new WebSocketServer({ server: httpServer, path: GRAPHQL_PATH, ...(guard && { maxPayload: guard.maxPayload }) });
      const contextOf = (params: Readonly<Record<string, unknown>> | undefined) =>
        contextFor({ headers: headersFromConnectionParams(params) });
      const server = useServer<Record<string, unknown> | undefined>(
        {
          schema,
          context: (ctx) => contextOf(ctx.connectionParams),
          subscribe: sharedSubscribe(callerOf),
          ...(guard && { onSubscribe: guard.onSubscribe }),
          onConnect: async (ctx) => {
            // graphql-ws keeps `extra.request` (the upgrade request, ~1.2 KB with its headers) for
            // the connection's whole life; only the client's address is read after this.
            const extra = ctx.extra as { request?: Extra['request'] | undefined; remoteAddress?: string | undefined };
            extra.remoteAddress = extra.request?.socket.remoteAddress;
            delete extra.request;
            const context = contextOf(ctx.connectionParams);
            return keys.accepts(context.credentials, () => context.ramp().client);
          },
          onNext: (_ctx, _id, _payload, _args, result) =>
            result.errors?.length ? { ...result, errors: result.errors.map((error) => formatWebSocketError(error, formatError)) } : undefined,
        },
        wsServer,
      );
      dispose = async () => {
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
