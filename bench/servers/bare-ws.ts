// The floor of any WebSocket fan-out on this machine: a bare `ws` server that speaks just enough
// graphql-transport-ws for the bench's subscribers (ack, a snapshot on subscribe) and, for each
// POST /burst, sends one message serialised once to every socket following that resource. No
// GraphQL, no pub/sub, no webhook checks: what is left is ws framing and one socket write per
// subscriber, which every gateway pays.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { serveChild } from '../child-harness.js';

const followers = new Map<string, Set<WebSocket>>();

function nextMessage(id: string, status: string): string {
  return JSON.stringify({ id: '1', type: 'next', payload: { data: { offrampUpdated: { id, status, amount: '100.00' } } } });
}

const httpServer = createServer((req, res) => {
  if (req.method !== 'POST') {
    res.statusCode = 404;
    res.end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const { id, status } = JSON.parse(Buffer.concat(chunks).toString()) as { id: string; status: string };
    const text = nextMessage(id, status);
    for (const socket of followers.get(id) ?? []) socket.send(text);
    res.end('{}');
  });
});
httpServer.keepAliveTimeout = 60_000;

const wss = new WebSocketServer({ server: httpServer });
wss.on('connection', (socket) => {
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { type: string; payload?: { variables?: { id?: string } } };
    if (message.type === 'connection_init') {
      socket.send('{"type":"connection_ack"}');
    } else if (message.type === 'subscribe') {
      const id = message.payload?.variables?.id ?? '';
      const set = followers.get(id) ?? new Set();
      followers.set(id, set.add(socket));
      socket.once('close', () => set.delete(socket));
      socket.send(nextMessage(id, 'PENDING'));
    }
  });
});

await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
const { port } = httpServer.address() as AddressInfo;
serveChild({ url: `http://127.0.0.1:${port}`, graphqlUrl: `http://127.0.0.1:${port}/graphql` }, undefined, async () => {
  for (const socket of wss.clients) socket.terminate();
  await new Promise<void>((resolve) => httpServer.close(() => resolve()));
});
