// Who may open a subscription connection. The key comes in graphql-ws `connectionParams`
// (`ngnc-sec-key`, or `authorization: Bearer …`), else the gateway's own RAMP_API_KEY as
// for HTTP requests. A missing or malformed key is refused at once; a well-formed one must be
// one the provider accepts (src/security/verified-keys.ts). Checking a key the gateway has not
// seen accepted costs a provider call, so those checks come out of the address's budget of
// unverified keys: a client inventing keys cannot turn connections into provider traffic.

import type { IncomingHttpHeaders } from 'node:http';
import { GraphQLError } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { sentKey, type GatewayContext } from '../context.js';
import { rateLimitCharges, type RateLimiter } from '../security/rate-limiter.js';
import { isKeyRefusal, type VerifiedKeys } from '../security/verified-keys.js';
// RFC 6455's "try again later": the provider could not be asked; graphql-ws clients reconnect.
const TRY_AGAIN_LATER = 1013;
const INTERNAL_ERROR = 1011;

// Close reasons of a refused key, said as HTTP's UNAUTHENTICATED says them (within the 123 bytes a
// close reason may have). The key's format is not repeated: the HTTP answer to it names it.
const KEY_REFUSALS = {
  none: 'Key refused: none sent (ngnc-sec-key, or authorization: Bearer <key>, in connectionParams)',
  malformed: 'Key refused: malformed, not the form of a provider API key (never sent to the provider)',
  provider: 'Key refused: the provider does not accept it',
} as const;

/**
 * Connection parameters as the header names the HTTP side reads. Some tools nest their HTTP
 * headers under `headers`; those are read too.
 */
export function headersFromConnectionParams(raw: Readonly<Record<string, unknown>> | undefined): IncomingHttpHeaders {
  const nested = raw?.headers;
  const params = { ...(typeof nested === 'object' && nested !== null ? (nested as Record<string, unknown>) : {}), ...raw };
  const headers: IncomingHttpHeaders = {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const key = text(params['ngnc-sec-key']) ?? text(params.apiKey);
  if (key !== undefined) headers['ngnc-sec-key'] = key;
  const authorization = text(params.authorization) ?? text(params.Authorization);
  if (authorization !== undefined) headers.authorization = authorization;
  return headers;
}

export interface ConnectionKeyCheckOptions {
  verified: VerifiedKeys;
  limiter: RateLimiter;
}

export class ConnectionKeyCheck {
  constructor(private readonly options: ConnectionKeyCheckOptions) {}

  /**
   * graphql-ws `onConnect`: true opens the connection; a refused key closes it with 4403 (graphql-ws's
   * Forbidden) and a reason saying why.
   * Never throws: graphql-ws would print the error with console.error, past the log scrubber,
   * and send its text to the client. A caller past its budget is closed with 4429, a provider
   * that cannot be asked with 1013 (retry later), anything else with 1011; each is logged.
   */
  async admit(
    context: GatewayContext,
    headers: IncomingHttpHeaders,
    remoteAddress: string | undefined,
    socket: { close(code: number, reason: string): void },
  ): Promise<boolean> {
    const { credentials } = context;
    if (credentials === null) {
      socket.close(CloseCode.Forbidden, sentKey(headers) === undefined ? KEY_REFUSALS.none : KEY_REFUSALS.malformed);
      return false;
    }
    const { verified, limiter } = this.options;
    try {
      if (!verified.has(credentials.apiKey)) {
        const decision = await limiter.check(rateLimitCharges(credentials, remoteAddress, verified));
        if (!decision.allowed) {
          socket.close(CloseCode.TooManyInitialisationRequests, `Too many connections; retry in ${decision.retryAfterSeconds} s`);
          return false;
        }
      }
      await verified.verify(credentials.apiKey, () => context.ramp().client);
      return true;
    } catch (error) {
      if (isKeyRefusal(error)) {
        socket.close(CloseCode.Forbidden, KEY_REFUSALS.provider);
        return false;
      }
      const code = error instanceof GraphQLError ? error.extensions.code : undefined;
      const upstream = typeof code === 'string' && code.startsWith('UPSTREAM_');
      context.logger[upstream ? 'warn' : 'error']({ err: error }, 'subscription connection could not be set up');
      socket.close(upstream ? TRY_AGAIN_LATER : INTERNAL_ERROR, upstream ? 'Provider unavailable; retry later' : 'Internal server error');
      return false;
    }
  }
}
