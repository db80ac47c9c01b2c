// A graphql-transport-ws client on a bare socket, for what graphql-ws's own client hides: the
// Origin a browser would send, the exact close code and reason, and every message received.
import WebSocket from 'ws';

export interface Message {
  type: string;
  id?: string;
  payload?: unknown;
}

export interface RawSocket {
  /** Every message received so far. */
  received: Message[];
  /** How the server closed the socket. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: Message): void;
  /** Sends text as it is: for messages JSON.stringify cannot write, or will not. */
  sendText(text: string): void;
  /** The next message received, or an error once the socket closed without one. */
  next(): Promise<Message>;
  close(): void;
}

export async function openSocket(graphqlUrl: string, options: { origin?: string } = {}): Promise<RawSocket> {
  const socket = new WebSocket(graphqlUrl.replace(/^http/, 'ws'), 'graphql-transport-ws', options.origin === undefined ? {} : { origin: options.origin });
  const received: Message[] = [];
  let read = 0;
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((resolve) => resolve());
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as Message);
    wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => {
      resolve({ code, reason: String(reason) });
      wake();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    received,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    sendText: (text) => socket.send(text),
    async next() {
      while (read >= received.length) {
        if (socket.readyState === WebSocket.CLOSED) throw new Error(`the socket closed (${JSON.stringify(await closed)})`);
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      return received[read++]!;
    },
    close: () => socket.close(),
  };
}

/** Opens a socket and completes connection_init; fails unless acknowledged. */
export async function connectedSocket(graphqlUrl: string, options: { origin?: string; connectionParams?: Record<string, unknown> } = {}): Promise<RawSocket> {
  const socket = await openSocket(graphqlUrl, options);
  socket.send({ type: 'connection_init', ...(options.connectionParams && { payload: options.connectionParams }) });
  const ack = await socket.next();
  if (ack.type !== 'connection_ack') throw new Error(`expected connection_ack, got ${JSON.stringify(ack)}`);
  return socket;
}
