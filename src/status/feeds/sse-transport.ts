// GraphQL over Server-Sent Events (the graphql-sse package's handler, "distinct connections
// mode": one request, one operation, one stream) on `/graphql` for a request that accepts
// `text/event-stream`. graphql-sse reads the request; the subscription policy's last steps decide
// before the stream opens, so a refusal is an HTTP status and code, never an event.

import type { IncomingMessage } from 'node:http';
import { createHandler } from 'graphql-sse';
import { acceptedAnswer } from './accept-negotiation.js';
import { isRefusal, type SubscriptionPolicy } from './subscription-policy.js';
import type { SubscriptionResults } from './subscription-results.js';
import type { StreamOutlet } from './stream-outlet.js';
import { badRequest, corsHeaders, payloadTooLarge, readBody, refusalResponse, type StreamTransport } from './stream-requests.js';

const EVENT_STREAM = 'text/event-stream';

/** A request whose Accept header prefers the event stream (src/status/feeds/accept-negotiation.ts). */
export function acceptsEventStream(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'POST') && acceptedAnswer(req.headers.accept) === 'sse';
}

/** The request's header as graphql-sse's handler reads it: it serves a stream in distinct connections mode only to an Accept of exactly the event stream, the answer already chosen. */
function handlerHeader(req: IncomingMessage, name: string): string | undefined {
  if (name.toLowerCase() === 'accept') return EVENT_STREAM;
  const value = req.headers[name];
  return Array.isArray(value) ? value.join('\n') : value;
}

export function sseTransport(policy: SubscriptionPolicy, results: SubscriptionResults, bodyLimitBytes: number): StreamTransport {
  // The request's context is its stream's outlet: graphql-sse pulls each event of the subscription
  // as soon as it can and queues it unbounded, so what it is given is paced by the client instead.
  const handler = createHandler<IncomingMessage, StreamOutlet>({
    onSubscribe: async (req, params) => {
      const request = { method: req.method, headers: req.raw.headers, remoteAddress: req.raw.socket.remoteAddress };
      const admitted = await policy.admit('sse', request, params);
      if (!isRefusal(admitted)) {
        const result = await results.execute(admitted);
        // A subscription refused by its resolver (a malformed cursor, a resource the key may not
        // read) is `{ errors }` without `data`, which graphql-sse would take for execution
        // arguments and answer as a bare 400 without the error: its one event says it instead.
        if (Symbol.asyncIterator in result) return req.context.paced(result);
        return 'data' in result ? result : { ...result, data: null };
      }
      const { body, status, headers } = refusalResponse(policy, req.raw, admitted);
      return [body, { status, statusText: 'Refused', headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])) }];
    },
  });

  return {
    name: 'sse',
    accepts: acceptsEventStream,
    async handle(req, res, outlet) {
      // A client may leave while its subscription is admitted and set up: noticed from the start,
      // or its stream would keep its place and pub/sub subscription (a closed response stays `writable`).
      let gone = false;
      res.once('close', () => (gone = true));
      const body = req.method === 'POST' ? await readBody(req, bodyLimitBytes) : '';
      if (body === undefined) return payloadTooLarge(policy, res, req, bodyLimitBytes);
      let answer;
      try {
        answer = await handler({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: { get: (name) => handlerHeader(req, name) },
          body: req.method === 'POST' ? body : null,
          raw: req,
          context: outlet,
        });
      } catch {
        return badRequest(policy, res, req, 'The request is not a GraphQL request graphql-sse can read.');
      }
      const [stream, init] = answer;
      res.writeHead(init.status, init.statusText, { ...corsHeaders(policy, req), ...init.headers });
      if (stream === null || typeof stream === 'string') {
        res.end(stream ?? undefined);
        return;
      }
      if (gone) {
        await stream.return(undefined);
        return;
      }
      res.once('close', () => void stream.return(undefined));
      for await (const chunk of stream) {
        if (!outlet.write(chunk)) break;
      }
      if (outlet.open) res.end();
    },
  };
}
