// The floor of any REST→JSON gateway, written by hand: node:http, one undici Pool to the
// upstream, JSON.parse, the 20 items mapped to the camelCase fields the gateway's table query
// returns (the same answer shape as the gateway's `espTransactions(first: 20)`), JSON.stringify.
// No GraphQL, no validation, no store: what is left is HTTP in, HTTP out, and one parse and
// one serialisation, which every gateway over this provider pays.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { childOptions, serveChild } from '../child-harness.js';
import { LISTING_PATH, TEST_KEY } from '../operations.js';
import { toListingAnswer, type ProviderListing } from './reference-listing.js';

const options = childOptions<{ upstream: string }>();
const pool = new Pool(options.upstream, { connections: 32 });

async function listing(first: number): Promise<string> {
  const { statusCode, body } = await pool.request({ path: LISTING_PATH(first), method: 'GET', headers: { 'ngnc-sec-key': TEST_KEY } });
  const text = await body.text();
  if (statusCode !== 200) throw new Error(`upstream ${statusCode}`);
  return JSON.stringify({ data: { espTransactions: toListingAnswer(JSON.parse(text) as ProviderListing, first) } });
}

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function answer(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const first = query === -1 ? 20 : Number(new URLSearchParams(url.slice(query + 1)).get('first') ?? 20);
  listing(first).then(
    (body) => send(res, 200, body),
    (error: unknown) => send(res, 502, JSON.stringify({ errors: [{ message: String(error) }] })),
  );
}

const server = createServer(answer);
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
serveChild({ url: `http://127.0.0.1:${port}` }, undefined, async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await pool.close();
});
