// Where a graphql-ws client's key travels: `connectionParams` (`ngnc-sec-key`, or
// `authorization: Bearer …`), read as the headers the HTTP side reads, so one key check
// (src/status/feeds/subscription-policy.ts) serves every transport.

import type { IncomingHttpHeaders } from 'node:http';

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
