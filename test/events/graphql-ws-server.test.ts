import type { AddressInfo } from 'node:net';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GRAPHQL_TRANSPORT_WS_PROTOCOL } from 'graphql-ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { serveGraphqlWs } from '../../src/live/graphql-ws-server.js';
import { createLogger } from '../../src/logger.js';

const schema = makeExecutableSchema({
  typeDefs: 'type Query { ok: Boolean } type Subscription { count: Int! }',
  resolvers: {
    Subscription: {
      count: {
        subscribe: async function* () {
          yield { count: 1 };
          yield { count: 2 };
        },
      },
    },
  },
});

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function serve(keepAliveMs: number): Promise<string> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const server = serveGraphqlWs({ schema }, wss, createLogger('silent'), keepAliveMs);
  stops.push(() => server.dispose());
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
}

function open(url: string, autoPong: boolean): Promise<{ socket: WebSocket; messages: unknown[]; closed: Promise<number> }> {
  const socket = new WebSocket(url, GRAPHQL_TRANSPORT_WS_PROTOCOL, { autoPong });
  const messages: unknown[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages, closed }));
    socket.once('error', reject);
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("the gateway's graphql-ws binding", () => {
  it('runs a subscription to its end over the protocol', async () => {
    const { socket, messages } = await open(await serve(10_000), true);
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await until(() => messages.length >= 1);
    socket.send(JSON.stringify({ id: 's', type: 'subscribe', payload: { query: 'subscription { count }' } }));
    await until(() => messages.length >= 4);
    expect(messages).toEqual([
      { type: 'connection_ack' },
      { id: 's', type: 'next', payload: { data: { count: 1 } } },
      { id: 's', type: 'next', payload: { data: { count: 2 } } },
      { id: 's', type: 'complete' },
    ]);
    socket.close();
  });

  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const url = await serve(50);
    const silent = await open(url, false);
    const alive = await open(url, true);
    const code = await Promise.race([silent.closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 2_000))]);
    expect(code).toBe(1006);
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
    alive.socket.close();
  });
});
