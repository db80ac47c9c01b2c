// Over HTTP, an operation is parsed and validated only for a caller the gateway knows: a key the
// provider has accepted, the server's own key, or no key at all within a small document
// (http-guards.ts, `documentsWithoutKey`). A key not seen accepted yet is checked while the
// request's context is made, before Apollo parses anything, once for all the requests that carry
// it at the same moment (src/security/verified-keys.ts): a made-up key costs one provider call
// out of its address's budget of checks, and no parse or validation at all, however large or
// intricate its document. Validation's cost grows with the square of a document's fields
// (OverlappingFieldsCanBeMerged compares them pairwise), so verifying first rather than
// validating first is what bounds an unknown caller's CPU. Subscriptions check keys in their own
// policy, when a graphql-ws connection opens or an SSE or multipart stream is asked for
// (src/status/feeds/subscription-policy.ts), also before any parse.
import { HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';

const HTTP_STATUS_OF_CODE: Readonly<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
};

/**
 * Resolves once the context's key is one the provider accepts (or there is none to check: no key
 * lets resolvers answer UNAUTHENTICATED, and the server's own key is the operator's); a key sent
 * but unusable is refused at once. Throws the
 * refusal or failure with the HTTP status Apollo answers it with (it would answer 500 otherwise).
 */
export async function verifyBeforeParsing(context: GatewayContext): Promise<void> {
  const { credentials } = context;
  // A key that cannot be used is refused as one the provider refuses is: 401, before any parse.
  if (context.unusableKey !== undefined) throw withHttpStatus(new GraphQLError(context.unusableKey, { extensions: { code: 'UNAUTHENTICATED' } }));
  if (credentials === null || credentials.source === 'SERVER') return;
  try {
    await context.verifiedKeys.verify(credentials, () => context.ramp().client, context.remoteAddress);
  } catch (error) {
    throw withHttpStatus(error);
  }
}

function withHttpStatus(error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  const code = String(error.extensions.code);
  const status = HTTP_STATUS_OF_CODE[code] ?? (code.startsWith('UPSTREAM_') ? 503 : 500);
  const retryAfter = error.extensions.retryAfterSeconds;
  const headers = typeof retryAfter === 'number' ? new HeaderMap([['retry-after', String(retryAfter)]]) : undefined;
  return new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status, ...(headers !== undefined && { headers }) } } });
}
