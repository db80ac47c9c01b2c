// Between the gateway and the emulator: passes every request on, but holds the answer to the next
// creation at a given path until released, as a slow network would while the provider's webhook for
// it is already on its way.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export class HoldingProxy {
  private server!: Server;
  private holdNext = false;
  private held: { body: string; release: () => void } | undefined;
  private heldArrived: (() => void) | undefined;

  /** `creationPath`: the provider path whose next POST answer is held. */
  constructor(
    private readonly upstream: string,
    private readonly creationPath: string,
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.pass(req).then(({ status, headers, body }) => res.writeHead(status, headers).end(body)));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Holds the answer of the next creation; resolves with its body once the provider answered it. */
  holdNextCreation(): Promise<string> {
    this.holdNext = true;
    return new Promise((resolve) => (this.heldArrived = () => resolve(this.held!.body)));
  }

  release(): void {
    this.held?.release();
    this.held = undefined;
  }

  async close(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    this.server.close();
  }

  private async pass(req: IncomingMessage): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) headers[name] = value;
    const method = req.method ?? 'GET';
    const answer = await fetch(`${this.upstream}${req.url}`, { method, headers, ...(chunks.length > 0 && { body: Buffer.concat(chunks) }) });
    const body = await answer.text();
    const out = { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' }, body };
    if (this.holdNext && method === 'POST' && req.url?.startsWith(this.creationPath)) {
      this.holdNext = false;
      await new Promise<void>((release) => {
        this.held = { body, release };
        this.heldArrived?.();
      });
    }
    return out;
  }
}
