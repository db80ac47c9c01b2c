import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { id: string; event: string; created_at: string; livemode: boolean; payload: Record<string, unknown> };
  answeredWith: number;
}

/** A real HTTP receiver for the emulator's webhooks; `respond` decides each answer's status. */
export async function startReceiver(respond: (hook: Omit<ReceivedWebhook, 'answeredWith'>, index: number) => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const hook = { headers: req.headers, raw, body: JSON.parse(raw) as ReceivedWebhook['body'] };
      const status = receiver.respond(hook, received.length);
      received.push({ ...hook, answeredWith: status });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    respond,
    accepted: () => received.filter((r) => r.answeredWith >= 200 && r.answeredWith < 300),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return receiver;
}
