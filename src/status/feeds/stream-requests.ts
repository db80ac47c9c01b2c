// What the two HTTP subscription transports (GraphQL over SSE, Apollo's multipart) share as
// plain node:http: the handler's shape, the body read within the body limit, the CORS headers
// of an allowed page, and a refusal written as the HTTP side writes one, before any stream opens.

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { StreamOutlet } from './stream-outlet.js';
import type { SubscriptionPolicy, Refusal } from './subscription-policy.js';

/** A transport as any framework can mount it: which requests it takes, and how it answers one, writing its stream's events through `outlet`. */
export interface StreamTransport {
  name: 'sse' | 'multipart';
  accepts(req: IncomingMessage): boolean;
  handle(req: IncomingMessage, res: ServerResponse, outlet: StreamOutlet): Promise<void>;
}

/** The request's body as text, or undefined past `limitBytes` (the rest is not read). */
export function readBody(req: IncomingMessage, limitBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        req.off('data', onData);
        req.resume();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('error', reject);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** An allowed page's CORS headers on a stream's answer; none for a page of another origin, refused or not yet checked. */
export function corsHeaders(policy: SubscriptionPolicy, req: IncomingMessage): OutgoingHttpHeaders {
  const origin = req.headers.origin;
  if (origin === undefined || !policy.allowsOrigin(origin)) return {};
  return { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-expose-headers': 'x-request-id, retry-after' };
}

export function refusalResponse(policy: SubscriptionPolicy, req: IncomingMessage, refusal: Refusal): { body: string; status: number; headers: OutgoingHttpHeaders } {
  return {
    body: JSON.stringify(policy.publicErrors(refusal)),
    status: refusal.status,
    headers: {
      ...corsHeaders(policy, req),
      'content-type': 'application/json; charset=utf-8',
      ...(refusal.retryAfterSeconds !== undefined && { 'retry-after': String(refusal.retryAfterSeconds) }),
    },
  };
}

export function sendRefusal(policy: SubscriptionPolicy, req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  const { body, status, headers } = refusalResponse(policy, req, refusal);
  res.writeHead(status, headers).end(body);
}

/** The body limit's refusal, as the HTTP side's body parser words it. */
export function payloadTooLarge(policy: SubscriptionPolicy, res: ServerResponse, req: IncomingMessage, limitBytes: number): void {
  res
    .writeHead(413, { ...corsHeaders(policy, req), 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ errors: [{ message: `The request body is larger than ${limitBytes} bytes.`, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }));
}

export function badRequest(policy: SubscriptionPolicy, res: ServerResponse, req: IncomingMessage, message: string): void {
  res.writeHead(400, { ...corsHeaders(policy, req), 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }));
}
