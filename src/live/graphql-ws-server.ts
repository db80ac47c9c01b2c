// graphql-ws's server on a `ws` WebSocketServer, as graphql-ws/use/ws does it, lighter per
// connection: what a connection holds lives as long as it stays open, 10,000 of them on one
// instance. use/ws gives every socket its own keep-alive interval and pong timer, and awaits each
// message's handling in a function that, for a subscribe message, stays suspended for the
// subscription's whole life holding the message's Buffer (about 1.3 KB a connection in all).
// Here one timer pings every socket, and a message's handling is a promise nobody waits in.

import type { IncomingMessage } from 'node:http';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { Extra } from 'graphql-ws/use/ws';
import type { WebSocket, WebSocketServer } from 'ws';
import type { Logger } from '../logger.js';

const INTERNAL_ERROR_REASON = 'Internal server error';
const KEEP_ALIVE_MS = 12_000;

/** Sockets that have not answered the last ping; a socket still here at the next sweep is gone. */
const unanswered = new WeakSet<WebSocket>();

function answered(this: WebSocket): void {
  unanswered.delete(this);
}

export function serveGraphqlWs<P extends Record<string, unknown> | undefined>(
  options: ServerOptions<P, Extra>,
  wss: WebSocketServer,
  logger: Logger,
  keepAliveMs = KEEP_ALIVE_MS,
): { dispose(): Promise<void> } {
  const server = makeServer<P, Extra>(options);
  wss.options.handleProtocols = handleProtocols;
  wss.once('error', (error) => {
    logger.error({ err: error }, 'WebSocket server error');
    for (const client of wss.clients) client.close(CloseCode.InternalServerError, INTERNAL_ERROR_REASON);
  });

  // Pings every open socket each interval; one that did not answer the previous ping is dropped,
  // so a dead peer is gone within two intervals.
  const keepAlive = setInterval(() => {
    for (const socket of wss.clients) {
      if (socket.readyState !== socket.OPEN) continue;
      if (unanswered.has(socket)) {
        socket.terminate();
        continue;
      }
      unanswered.add(socket);
      socket.ping();
    }
  }, keepAliveMs);
  keepAlive.unref();

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    socket.once('error', (error) => {
      logger.error({ err: error }, 'WebSocket connection error');
      socket.close(CloseCode.InternalServerError, INTERNAL_ERROR_REASON);
    });
    socket.on('pong', answered);
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data) => {
            handle(String(data)).catch((error: unknown) => {
              logger.error({ err: error }, 'graphql-ws message handling failed');
              socket.close(CloseCode.InternalServerError, INTERNAL_ERROR_REASON);
            });
          }),
      },
      { socket, request },
    );
    socket.once('close', (code, reason) => void closed(code, String(reason)));
  });

  return {
    async dispose() {
      clearInterval(keepAlive);
      for (const client of wss.clients) client.close(1001, 'Going away');
      wss.removeAllListeners();
      await new Promise<void>((resolve, reject) => wss.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
