// A collector stand-in for the cost section's traced gateway: takes OTLP/HTTP exports (any
// path, any encoding), answers 200 at once and keeps only counts, so what the gateway spends
// on tracing (spans, batching, encoding, sending) is measured and nothing of a collector's.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveChild } from '../child-harness.js';

let exports = 0;
let bytes = 0;
const server = createServer((request, response) => {
  request.on('data', (chunk: Buffer) => (bytes += chunk.length));
  request.on('end', () => {
    if (request.url === '/v1/traces') exports += 1;
    response.writeHead(200, { 'content-type': request.headers['content-type'] ?? 'application/x-protobuf' }).end();
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
serveChild({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }, async (message) => {
  if (message.type === 'received') return { exports, bytes };
  throw new Error(`unknown request ${String(message.type)}`);
});
