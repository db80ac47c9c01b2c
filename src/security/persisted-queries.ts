// The persisted-query extension (`extensions.persistedQuery.sha256Hash`), read the same way on
// both transports. A hash is the hex sha256 of the document's text, with or without codegen's
// `sha256:` prefix (its manifests are keyed that way, so clients copy the key as it is). A request
// carrying both a text and a hash that is not the text's is the client's mistake: Apollo answered
// it with an uncoded error the gateway reported as INTERNAL_SERVER_ERROR, so it is refused here
// first with a code of its own.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GraphQLError } from 'graphql';
import * as graphql from 'graphql';
import { searchOf } from '../platform/query-string.js';

const SHA256_PREFIX = 'sha256:';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A hash as Apollo and the manifest lookup use it: hex, without the `sha256:` prefix. */
export function bareHash(hash: string): string {
  return hash.startsWith(SHA256_PREFIX) ? hash.slice(SHA256_PREFIX.length) : hash;
}

export const HASH_MISMATCH_MESSAGE =
  'extensions.persistedQuery.sha256Hash is not the sha256 of the query sent with it; send the hash of that exact text, or the hash alone.';

export function persistedQueryHashMismatch(): GraphQLError {
  return new graphql.GraphQLError(HASH_MISMATCH_MESSAGE, { extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } });
}

interface PersistedRequest {
  query?: unknown;
  extensions?: unknown;
}

/** The request's persisted-query hash, without prefix, or undefined when it names none. */
export function persistedHashOf(extensions: unknown): string | undefined {
  if (typeof extensions !== 'object' || extensions === null) return undefined;
  const persisted = (extensions as { persistedQuery?: unknown }).persistedQuery;
  if (typeof persisted !== 'object' || persisted === null) return undefined;
  const hash = (persisted as { sha256Hash?: unknown }).sha256Hash;
  return typeof hash === 'string' ? bareHash(hash) : undefined;
}

/** The same request with its hash without prefix (unchanged when it had none). */
function withBareHash<T extends PersistedRequest>(request: T, hash: string): T {
  const extensions = request.extensions as { persistedQuery: Record<string, unknown> };
  return { ...request, extensions: { ...extensions, persistedQuery: { ...extensions.persistedQuery, sha256Hash: hash } } };
}

/** Whether the request carries a text whose sha256 is not its hash. */
export function hashMismatch(request: PersistedRequest, hash: string): boolean {
  return typeof request.query === 'string' && request.query !== '' && sha256Hex(request.query) !== hash;
}

function refuseMismatch(reply: FastifyReply): FastifyReply {
  return reply.code(400).send({ errors: [{ message: HASH_MISMATCH_MESSAGE, extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } }] });
}

/**
 * On the GraphQL route's scope, once the body is read: strips the `sha256:` prefix from a POST
 * body's or GET query's hash, and answers a hash that is not its query's with 400
 * PERSISTED_QUERY_HASH_MISMATCH.
 */
export function persistedQueryHashes(scope: FastifyInstance): void {
  scope.addHook('preHandler', async (request, reply) => {
    if (request.method === 'POST' && typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)) {
      const body = request.body as PersistedRequest;
      const hash = persistedHashOf(body.extensions);
      if (hash === undefined) return;
      if (hashMismatch(body, hash)) return refuseMismatch(reply);
      request.body = withBareHash(body, hash);
      return;
    }
    if (request.method !== 'GET') return;
    const params = new URLSearchParams(searchOf(request.url));
    const extensions = params.get('extensions');
    if (extensions === null) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(extensions);
    } catch {
      return; // Apollo answers a malformed parameter itself.
    }
    const hash = persistedHashOf(parsed);
    if (hash === undefined) return;
    if (hashMismatch({ query: params.get('query') }, hash)) return refuseMismatch(reply);
    params.set('extensions', JSON.stringify(withBareHash({ extensions: parsed }, hash).extensions));
    // The query string is where searchOf found it, after the first `?`; Apollo reads the raw target.
    const url = request.raw.url!;
    request.raw.url = `${url.slice(0, url.indexOf('?'))}?${params.toString()}`;
  });
}
