// What stands in front of Apollo on the GraphQL route: the per-caller rate limit (before the
// body is read, so refused callers cost nothing more), the JSON body parser with its size limit
// (a declared length over it is refused before a byte is read), JSON answers for the body's
// refusals, and the token bound of a document sent without a key (before Apollo parses it).
// Request bodies may come compressed (gzip, deflate, br); the limit counts what they inflate to.
import type { IncomingHttpHeaders } from 'node:http';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FastifyError, FastifyInstance } from 'fastify';
import { Lexer, Source, TokenKind } from 'graphql';
import { z } from 'zod';
import type { Credentials } from '../context.js';
import { rateLimitCharges, rateLimitedError, type RateLimiter } from './rate-limiter.js';
import type { VerifiedKeys } from './verified-keys.js';

function errorBody(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

export function rateLimit(
  scope: FastifyInstance,
  limiter: RateLimiter,
  verified: VerifiedKeys,
  credentialsOf: (headers: IncomingHttpHeaders) => Credentials | null,
): void {
  if (!limiter.enabled) return;
  scope.addHook('onRequest', async (request, reply) => {
    const decision = await limiter.check(rateLimitCharges(credentialsOf(request.headers), request.socket.remoteAddress, verified));
    if (decision.allowed) return;
    await reply
      .code(429)
      .header('retry-after', String(decision.retryAfterSeconds))
      .send({ errors: [rateLimitedError(decision.retryAfterSeconds)] });
  });
}

/** A body refusal of ours: its status, and the kind the answer names. */
class BodyRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly kind: 'unreadable' | 'not-json',
    message: string,
  ) {
    super(message);
  }
}

const DECODERS = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress } as const;

/**
 * A compressed body is inflated before the parser reads it. Fastify compares the bytes received
 * with `content-length` through `receivedEncodedLength`.
 */
function inflateBodies(scope: FastifyInstance): void {
  scope.addHook('preParsing', (request, _reply, payload, done) => {
    const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding === 'identity') return done(null, payload);
    const decoder = Object.hasOwn(DECODERS, encoding) ? DECODERS[encoding as keyof typeof DECODERS]() : undefined;
    if (decoder === undefined) return done(new BodyRefused(415, 'unreadable', `unsupported content encoding "${encoding}"`));
    const inflated = payload.pipe(decoder) as typeof decoder & { receivedEncodedLength: number };
    inflated.receivedEncodedLength = 0;
    payload.on('data', (chunk: Buffer) => (inflated.receivedEncodedLength += chunk.length));
    decoder.on('error', (error: Error & { statusCode?: number }) => (error.statusCode = 400));
    done(null, inflated);
  });
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;
/** As JSON.parse would read them: what a body holds before its value (RFC 8259 whitespace). */
const FIRST_CHARACTER = /^[\x20\x09\x0a\x0d]*(.)/s;

/**
 * On the GraphQL route's scope: `application/json` bodies of UTF-8 up to `limitBytes`, an object
 * or an array (an empty body is `{}`), any other type left unread for Apollo to refuse; and the
 * JSON answers for a body refused.
 */
export function jsonBodies(scope: FastifyInstance, limitBytes: number): void {
  inflateBodies(scope);
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: limitBytes }, (request, body, done) => {
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8') return done(new BodyRefused(415, 'unreadable', `unsupported charset "${charset}"`), undefined);
    const text = body as string;
    const first = FIRST_CHARACTER.exec(text)?.[1];
    if (first === undefined) return done(null, {});
    if (first !== '{' && first !== '[') return done(new BodyRefused(400, 'not-json', 'not a JSON object or array'), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new BodyRefused(400, 'not-json', 'not valid JSON'), undefined);
    }
  });
  // CSRF prevention in Apollo refuses what an HTML form can send; nothing needs its body read.
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  scope.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode;
    const bodyError = error instanceof BodyRefused || (error.code?.startsWith('FST_ERR_CTP_') === true && status !== undefined && status >= 400 && status < 500);
    if (!bodyError) throw error;
    const tooLarge = status === 413;
    const message = tooLarge
      ? `The request body is larger than ${limitBytes} bytes.`
      : error instanceof BodyRefused && error.kind === 'not-json'
        ? 'The request body is not valid JSON.'
        : 'The request body cannot be read.';
    return reply.code(status!).send(errorBody(message, tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST'));
  });
}

/** Whether `source` has more than `limit` tokens; lexing stops at the first one past it. */
export function hasMoreTokensThan(source: string, limit: number): boolean {
  const lexer = new Lexer(new Source(source));
  try {
    for (let count = 0; count <= limit; count += 1) if (lexer.advance().kind === TokenKind.EOF) return false;
  } catch {
    // A lexical error: the parser says so at no more cost than this.
    return false;
  }
  return true;
}

/** The document of a GraphQL request, in a POST's JSON body or a GET's query string. */
const sentDocument = z.object({ query: z.string() });

/**
 * A request without a usable key (none sent, or a malformed one, and no server key to lend) can
 * read nothing but the schema: its document may have at most `limit` tokens, counted before
 * Apollo parses or validates it, whose cost grows with the square of a document's fields.
 * Refused as UNAUTHENTICATED, since sending a key is the fix.
 */
export function documentsWithoutKey(scope: FastifyInstance, limit: number, credentialsOf: (headers: IncomingHttpHeaders) => Credentials | null): void {
  scope.addHook('preHandler', async (request, reply) => {
    if (credentialsOf(request.headers) !== null) return;
    const sent = sentDocument.safeParse(request.method === 'GET' ? request.query : request.body);
    if (!sent.success || !hasMoreTokensThan(sent.data.query, limit)) return;
    await reply.code(401).send({
      errors: [
        {
          message: `A request without an API key may send a document of at most ${limit} tokens. Send your provider API key in the ngnc-sec-key header or as Authorization: Bearer <key>.`,
          extensions: { code: 'UNAUTHENTICATED', limit },
        },
      ],
    });
  });
}
