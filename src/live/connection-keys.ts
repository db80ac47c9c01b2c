// Who may open a subscription connection. The key comes in graphql-ws `connectionParams`
// (`ngnc-sec-key`, or `authorization: Bearer …`), else the gateway's own RAMP_API_KEY as
// for HTTP requests. A key of the wrong form is refused at once; a well-formed one is
// checked with the provider by the cheapest authenticated read (the rate quote), so a
// made-up `sk_test_…` cannot hold a connection open. A key that passed is remembered for a
// few minutes, so reconnect storms do not become provider traffic.

import type { IncomingHttpHeaders } from 'node:http';
import { GraphQLError } from 'graphql';
import type { Credentials } from '../context.js';
import type { RampClient } from '../datasources/ramp-client.js';
import { dataSetOfKey, keyFingerprint } from '../events/key-fingerprint.js';
import { TtlMap } from '../events/ttl-map.js';

const ACCEPTED_KEY_SECONDS = 300;
const REFUSING_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

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

export class ConnectionKeyCheck {
  private readonly accepted = new TtlMap<true>();

  /** True when the key may open a connection; throws when the provider cannot be asked. */
  async accepts(credentials: Credentials | null, client: () => RampClient): Promise<boolean> {
    if (credentials === null || dataSetOfKey(credentials.apiKey) === undefined) return false;
    const fingerprint = keyFingerprint(credentials.apiKey);
    if (this.accepted.get(fingerprint)) return true;
    try {
      await client().rateQuote({ currency: 'USD', amount: '1', direction: 'offramp' });
    } catch (error) {
      const code = error instanceof GraphQLError ? error.extensions.code : undefined;
      if (typeof code === 'string' && REFUSING_CODES.has(code)) return false;
      throw error;
    }
    this.accepted.set(fingerprint, true, ACCEPTED_KEY_SECONDS);
    return true;
  }
}
