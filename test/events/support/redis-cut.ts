// A TCP relay in front of a real Redis, for one gateway instance's connections only: cutting it
// closes that instance's connections and leaves its reconnections unanswered (its subscriptions
// are lost while other instances keep publishing); restoring it lets them through, so ioredis
// subscribes again.

import { createServer, connect, type Server, type Socket } from 'node:net';

export interface RedisCut {
  /** The URL the cut-off instance connects to. */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function redisRelay(redisUrl: string): Promise<RedisCut> {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  /** Connections made while cut: held unanswered, as over a partitioned network, until restored. */
  const held: Socket[] = [];
  let open = true;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const relay = (client: Socket) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.resume();
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    track(client);
    if (open) relay(client);
    else held.push(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the relay has no port');
  return {
    url: `redis://127.0.0.1:${address.port}`,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
      for (const client of held.splice(0)) if (!client.destroyed) relay(client);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
