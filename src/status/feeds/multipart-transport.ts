// Apollo's multipart HTTP subscriptions (Apollo Client's HttpLink, Apollo Kotlin and iOS; the
// GraphOS Router's protocol): a request that accepts `multipart/mixed;subscriptionSpec="1.0"`
// gets one multipart answer whose parts are JSON, `{"payload": <execution result>}` per event,
// `{}` as a heartbeat while nothing happens (proxies close idle connections), and a closing
// boundary when the subscription ends. Apollo Server has no such transport, so this is the
// gateway's; refusals come before the stream, as an HTTP status and code.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExecutionResult } from 'graphql';
import { z } from 'zod';
import { acceptedAnswer } from './accept-negotiation.js';
import type { StreamOutlet } from './stream-outlet.js';
import { isRefusal, type SubscriptionPolicy } from './subscription-policy.js';
import type { SubscriptionResults } from './subscription-results.js';
import { badRequest, corsHeaders, payloadTooLarge, readBody, sendRefusal, type StreamTransport } from './stream-requests.js';

export const HEARTBEAT_MS = 5_000;
const BOUNDARY = 'graphql';
// Each part is closed by the boundary right after it, so a client reads it whole at once rather
// than when the next part (or heartbeat) begins; the closing boundary is that one plus `--`.
const OPEN = `\r\n--${BOUNDARY}`;
const PART_HEADERS = '\r\ncontent-type: application/json; charset=utf-8\r\n\r\n';
const END = '--\r\n';
const CONTENT_TYPE = `multipart/mixed; boundary="${BOUNDARY}"; subscriptionSpec="1.0"`;

/** The request as the GraphQL-over-HTTP spec sends it, in a JSON body or a GET's query string. */
const graphqlRequest = z.object({
  query: z.string().nullish(),
  operationName: z.string().nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
  extensions: z.record(z.string(), z.unknown()).nullish(),
});

/** A request whose Accept header prefers `multipart/mixed` (src/status/feeds/accept-negotiation.ts); @defer's `deferSpec` is Apollo Server's. */
export function acceptsMultipartSubscription(req: IncomingMessage): boolean {
  return (req.method === 'POST' || req.method === 'GET') && acceptedAnswer(req.headers.accept) === 'multipart';
}

function jsonField(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readRequest(req: IncomingMessage, bodyLimitBytes: number): Promise<unknown> {
  if (req.method === 'GET') {
    const params = new URL(req.url ?? '/', 'http://gateway').searchParams;
    return {
      query: params.get('query'),
      operationName: params.get('operationName'),
      variables: jsonField(params.get('variables')),
      extensions: jsonField(params.get('extensions')),
    };
  }
  const body = await readBody(req, bodyLimitBytes);
  if (body === undefined) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

function part(value: object): string {
  return `${PART_HEADERS}${JSON.stringify(value)}\r\n--${BOUNDARY}`;
}

function writePart(res: ServerResponse, value: object): void {
  res.write(part(value));
}

function openStream(policy: SubscriptionPolicy, req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, { ...corsHeaders(policy, req), 'content-type': CONTENT_TYPE, 'cache-control': 'no-cache' });
  res.write(OPEN);
}

export function multipartTransport(policy: SubscriptionPolicy, results: SubscriptionResults, bodyLimitBytes: number, heartbeatMs = HEARTBEAT_MS): StreamTransport {
  return {
    name: 'multipart',
    accepts: acceptsMultipartSubscription,
    async handle(req, res, outlet) {
      // A client may leave while its subscription is admitted and set up: noticed from the start,
      // or its idle stream would keep its place, pub/sub subscription and heartbeat until an event.
      let gone = false;
      res.once('close', () => (gone = true));
      const raw = await readRequest(req, bodyLimitBytes);
      if (raw === undefined) return payloadTooLarge(policy, res, req, bodyLimitBytes);
      const payload = graphqlRequest.safeParse(raw);
      if (!payload.success) return badRequest(policy, res, req, 'The request body is not a GraphQL request (query, operationName, variables, extensions).');
      const admitted = await policy.admit('multipart', { method: req.method, headers: req.headers, remoteAddress: req.socket.remoteAddress }, payload.data);
      if (isRefusal(admitted)) return sendRefusal(policy, req, res, admitted);

      let result: AsyncIterableIterator<ExecutionResult> | ExecutionResult;
      try {
        result = await results.execute(admitted);
      } catch {
        openStream(policy, req, res);
        writePart(res, { payload: null, errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
        res.end(END);
        return;
      }
      openStream(policy, req, res);
      if (!(Symbol.asyncIterator in result)) {
        writePart(res, { payload: result });
        res.end(END);
        return;
      }
      const events = result;
      if (gone) {
        await events.return?.();
        return;
      }
      outlet.write(part({}));
      const heartbeat = setInterval(() => outlet.write(part({})), heartbeatMs);
      res.once('close', () => void events.return?.());
      try {
        for await (const next of outlet.paced(events)) {
          if (!outlet.write(part({ payload: next }))) break;
        }
      } catch {
        // The stream itself failed (not a resolver, whose errors are in a payload): a transport error ends it.
        outlet.write(part({ payload: null, errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
      } finally {
        clearInterval(heartbeat);
      }
      if (outlet.open) res.end(END);
    },
  };
}
