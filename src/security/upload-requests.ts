// GraphQL multipart requests (https://github.com/jaydenseric/graphql-multipart-request-spec) on
// the GraphQL route: an `operations` field, a `map` field, then one file, which becomes the `Upload`
// variable the map names. Before a byte of the body is read, the request must prove a CORS
// preflight (as Apollo's CSRF prevention asks of every multipart body, which an HTML form can send)
// and carry a key the provider accepts; the rate limit has counted it already (onRequest). The
// body is bounded while it streams: two fields of at most the JSON body limit, one file, three
// parts; the file is kept in memory up to its bound, and past it only its name is kept and the rest
// of the body is never read (the connection ends with the answer). Nothing is written to disk.
// A caller has a few uploads in flight at once (UPLOADS_PER_CALLER): each holds its file in memory.
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { UploadedFile } from '../platform/uploaded-file.js';
import type { Credentials } from '../context.js';
import { rateLimitIdentity } from './rate-limiter.js';
import { SubscriptionCounts } from './subscription-counts.js';

/** Uploads of one caller (its key, as the rate limit counts it) read or answered at once on one instance: a bound on the files it holds in memory. */
export const UPLOADS_PER_CALLER = 4;

export interface UploadRequestOptions {
  /** The file's bound, in bytes: past it, the rest of the body is never read. */
  maxFileBytes: number;
  /** The bound of each of `operations` and `map`, in bytes. */
  maxFieldBytes: number;
  /** Headers of which one proves a preflight (Apollo's `csrfPrevention.requestHeaders`). */
  preflightHeaders: readonly string[];
  credentialsOf: (headers: IncomingHttpHeaders) => Credentials | null;
  /** The key check of every HTTP request (key-verification.ts), here before the body is read. */
  verify: (request: FastifyRequest) => Promise<void>;
}

class UploadRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const operationsField = z.looseObject({ query: z.string().optional(), variables: z.record(z.string(), z.unknown()).nullish() });
/** One file, at one place of the operation's variables. */
const mapField = z.record(z.string(), z.array(z.string()).length(1)).refine((map) => Object.keys(map).length === 1, 'must name exactly one file');
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

function refused(statusCode: number, code: string, message: string): UploadRefused {
  return new UploadRefused(statusCode, code, message);
}

function parseJsonField(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw refused(400, 'BAD_REQUEST', `The multipart field "${name}" is not valid JSON.`);
  }
}

/** Sets `value` at a map path (`variables.input.file`) of the operation, where the client left a null. */
function placeFile(operations: Record<string, unknown>, path: string, value: UploadedFile): void {
  const segments = path.split('.');
  if (segments[0] !== 'variables' || segments.length < 2 || segments.some((segment) => FORBIDDEN_SEGMENTS.has(segment))) {
    throw refused(400, 'BAD_REQUEST', `The multipart map path "${path.slice(0, 100)}" does not name a variable.`);
  }
  let holder: unknown = operations;
  for (const segment of segments.slice(0, -1)) {
    holder = typeof holder === 'object' && holder !== null && Object.hasOwn(holder, segment) ? (holder as Record<string, unknown>)[segment] : undefined;
  }
  const last = segments.at(-1)!;
  if (typeof holder !== 'object' || holder === null || !Object.hasOwn(holder, last) || (holder as Record<string, unknown>)[last] !== null) {
    throw refused(400, 'BAD_REQUEST', `The multipart map path "${path.slice(0, 100)}" does not name a null in the operation's variables.`);
  }
  (holder as Record<string, unknown>)[last] = value;
}

/**
 * Reads a file part up to the parser's bound. Past it (the parser's 'limit') the file is its name
 * only and reading stops there: the part is destroyed, which ends the parse with the rest unread.
 */
function readFile(stream: Readable & { truncated: boolean }, filename: string, declaredType: string): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('limit', () => {
      chunks.length = 0;
      resolve(UploadedFile.pastBound(filename, declaredType));
      stream.destroy();
    });
    stream.once('end', () => resolve(stream.truncated ? UploadedFile.pastBound(filename, declaredType) : UploadedFile.received(filename, declaredType, Buffer.concat(chunks))));
    stream.once('error', reject);
  });
}

async function readUploadRequest(request: FastifyRequest, options: UploadRequestOptions): Promise<{ operations: Record<string, unknown>; bodyUnread: boolean }> {
  let operations: Record<string, unknown> | undefined;
  let map: Record<string, string[]> | undefined;
  let file: UploadedFile | undefined;
  const parts = request.parts({
    limits: { fields: 2, files: 1, parts: 3, fieldSize: options.maxFieldBytes, fileSize: options.maxFileBytes, headerPairs: 20 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw refused(413, 'PAYLOAD_TOO_LARGE', `The multipart field "${part.fieldname}" is larger than ${options.maxFieldBytes} bytes.`);
      const text = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      if (part.fieldname === 'operations' && operations === undefined && map === undefined) {
        const parsed = operationsField.safeParse(parseJsonField('operations', text));
        if (!parsed.success) throw refused(400, 'BAD_REQUEST', 'The multipart field "operations" must be one operation: an object with its query and variables.');
        operations = parsed.data;
      } else if (part.fieldname === 'map' && operations !== undefined && map === undefined) {
        const parsed = mapField.safeParse(parseJsonField('map', text));
        if (!parsed.success) throw refused(400, 'BAD_REQUEST', 'The multipart field "map" must name one file at one path of the variables.');
        map = parsed.data;
      } else {
        throw refused(400, 'BAD_REQUEST', 'A multipart GraphQL request sends "operations", then "map", then its file.');
      }
    } else {
      if (operations === undefined || map === undefined || !Object.hasOwn(map, part.fieldname)) {
        part.file.resume();
        throw refused(400, 'BAD_REQUEST', 'A multipart GraphQL request sends its file after "operations" and "map", under the name the map gives it.');
      }
      file = await readFile(part.file, part.filename, part.mimetype);
      if (file.tooLarge) break;
    }
  }
  if (operations === undefined || map === undefined || file === undefined) {
    throw refused(400, 'BAD_REQUEST', 'A multipart GraphQL request sends "operations", "map" and the file the map names.');
  }
  const [paths] = Object.values(map);
  placeFile(operations, paths![0]!, file);
  return { operations, bodyUnread: file.tooLarge };
}

/** A refusal leaves the rest of the body unread: the connection ends with the answer, or the server would go on reading whatever the sender sends. */
async function send(reply: FastifyReply, error: UploadRefused): Promise<void> {
  await reply
    .code(error.statusCode)
    .header('connection', 'close')
    .send({ errors: [{ message: error.message, extensions: { code: error.code } }] });
}

const LIMIT_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

const httpOf = z.object({ status: z.number().int() });

function refusalOf(error: unknown): UploadRefused | undefined {
  if (error instanceof UploadRefused) return error;
  if (error instanceof GraphQLError) {
    const status = httpOf.safeParse(error.extensions.http).data?.status ?? 500;
    return refused(status, String(error.extensions.code ?? 'INTERNAL_SERVER_ERROR'), error.message);
  }
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && LIMIT_ERRORS.has(code)) {
    return refused(413, 'PAYLOAD_TOO_LARGE', 'A multipart GraphQL request sends one operation and one file.');
  }
  if (typeof code === 'string' && code.startsWith('FST_')) return refused(400, 'BAD_REQUEST', 'The multipart body cannot be read.');
  // busboy's own errors name the body they could not read; anything else is ours to throw.
  if (error instanceof Error && (error.message.includes('Unexpected end') || error.message.toLowerCase().includes('multipart'))) {
    return refused(400, 'BAD_REQUEST', 'The multipart body cannot be read.');
  }
  return undefined;
}

/** On the GraphQL route's scope, after its JSON body parser: multipart requests as their operation, the file in its variable. */
export async function uploadRequests(scope: FastifyInstance, options: UploadRequestOptions): Promise<void> {
  await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
  // The same per-caller count as open subscriptions', kept apart: uploads in flight per caller.
  const slots = new SubscriptionCounts(UPLOADS_PER_CALLER);
  scope.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    if (!options.preflightHeaders.some((name) => request.headers[name] !== undefined)) {
      return send(
        reply,
        refused(
          400,
          'BAD_REQUEST',
          `This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Send a multipart request with one of these headers: ${options.preflightHeaders.join(', ')}.`,
        ),
      );
    }
    const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity') return send(reply, refused(415, 'BAD_REQUEST', 'A multipart request body is sent uncompressed.'));
    const credentials = options.credentialsOf(request.headers);
    if (credentials === null) {
      return send(reply, refused(401, 'UNAUTHENTICATED', 'A file is uploaded with an API key: send it in the ngnc-sec-key header or as Authorization: Bearer <key>.'));
    }
    const release = slots.open(rateLimitIdentity(credentials, request.socket.remoteAddress));
    if (release === undefined) {
      void reply.header('retry-after', '1');
      return send(reply, refused(429, 'RATE_LIMITED', `This API key has ${UPLOADS_PER_CALLER} uploads in progress: send another once one of them is answered.`));
    }
    // The file is held until the answer is sent, or the connection ends without one (maybe already).
    reply.raw.once('close', release);
    if (request.socket.destroyed) release();
    try {
      await options.verify(request);
      const { operations, bodyUnread } = await readUploadRequest(request, options);
      request.body = operations;
      // The rest of a file past its bound is never read: the connection ends with the answer.
      if (bodyUnread) void reply.header('connection', 'close');
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === undefined) throw error;
      return send(reply, refusal);
    }
  });
}
