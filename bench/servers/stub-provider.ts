// The zero-cost upstream: speaks the provider's shapes but answers every call from memory
// with bytes recorded once, at start, from a real emulator. So the gateway's own cost is
// all that is left to measure.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator } from '../../emulator/index.js';
import { serveChild } from '../child-harness.js';
import { ESP_OFFRAMP_PATH, ESP_OFFRAMP_REST_BODY, ESP_ONRAMP_PATH, ESP_ONRAMP_REST_BODY, TEST_KEY, rest } from '../operations.js';

const RECORDED_ITEMS = 100;

async function record(): Promise<Map<string, Buffer>> {
  const emulator = await startEmulator({ port: 0 });
  try {
    for (let i = 0; i < RECORDED_ITEMS; i++) {
      const body = i % 2 === 0 ? ESP_ONRAMP_REST_BODY : ESP_OFFRAMP_REST_BODY;
      await rest(emulator.url, i % 2 === 0 ? ESP_ONRAMP_PATH : ESP_OFFRAMP_PATH, { method: 'POST', body });
    }
    const answers = new Map<string, Buffer>();
    const keep = (key: string, value: unknown) => answers.set(key, Buffer.from(JSON.stringify(value)));
    // 20: the direct client's page and the gateway's read for `first: 20`; 100: the largest page.
    for (const limit of [20, 100]) {
      keep(`listing:${limit}`, await rest(emulator.url, `/transactions/v2/esp_transactions?limit=${limit}`));
    }
    keep('rate', await rest(emulator.url, '/otc/rate_quote?currency=USD&amount=1'));
    keep('offramp', await rest(emulator.url, ESP_OFFRAMP_PATH, { method: 'POST', body: ESP_OFFRAMP_REST_BODY }));
    return answers;
  } finally {
    await emulator.close();
  }
}

const answers = await record();

// Every created transaction gets an id of its own, as the provider's do: a gateway that
// remembers what it recorded must not see the same transaction again and again. The recorded
// id's last 8 hex digits (random at the emulator) become a counter.
function createdAnswers(recorded: Buffer): () => Buffer {
  const text = recorded.toString('utf8');
  const id = /"transaction_id":"(esp_[0-9a-f]{16})[0-9a-f]{8}"/.exec(text);
  if (id === null) throw new Error('the recorded off-ramp has no esp_ id');
  const cut = id.index + '"transaction_id":"'.length + id[1]!.length;
  const head = Buffer.from(text.slice(0, cut));
  const tail = Buffer.from(text.slice(cut + 8));
  let next = 0;
  return () => Buffer.concat([head, Buffer.from((next++ % 0x1_0000_0000).toString(16).padStart(8, '0')), tail]);
}
const createdOfframp = createdAnswers(answers.get('offramp')!);
const notFound = Buffer.from(JSON.stringify({ code: 'NOT_FOUND', status: 'Failed', message: 'not recorded' }));

function send(res: ServerResponse, status: number, body: Buffer): void {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}

function answer(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (req.headers['ngnc-sec-key'] !== TEST_KEY) {
    send(res, 401, Buffer.from('{"code":"UNAUTHORIZED","status":"Failed","message":"no key"}'));
    return;
  }
  if (req.method === 'GET' && path === '/transactions/v2/esp_transactions') {
    const limit = new URLSearchParams(url.slice(query + 1)).get('limit') ?? '20';
    send(res, 200, answers.get(`listing:${limit}`) ?? answers.get('listing:100')!);
  } else if (req.method === 'GET' && path === '/otc/rate_quote') {
    send(res, 200, answers.get('rate')!);
  } else if (req.method === 'POST' && path === ESP_OFFRAMP_PATH) {
    req.resume();
    req.once('end', () => send(res, 200, createdOfframp()));
  } else {
    send(res, 404, notFound);
  }
}

const server = createServer(answer);
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
serveChild({ url: `http://127.0.0.1:${port}` }, undefined, () => new Promise((resolve) => server.close(() => resolve())));
