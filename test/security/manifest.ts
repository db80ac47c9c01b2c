// The operations frontends ship, as codegen wrote them for trusted documents: the "normal"
// set every limit must let through.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MANIFEST_PATH = fileURLToPath(new URL('../generated/persisted-documents.json', import.meta.url));

export interface ManifestOperation {
  hash: string;
  text: string;
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
}

export function manifestOperations(): ManifestOperation[] {
  const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Record<string, string>;
  return Object.entries(manifest).map(([key, text]) => {
    const match = /(query|mutation|subscription) (\w+)/.exec(text);
    if (match === null) throw new Error(`no operation in ${key}`);
    return { hash: key.replace(/^sha256:/, ''), text, kind: match[1] as ManifestOperation['kind'], name: match[2]! };
  });
}

/** The manifest operation of that name. */
export function manifestOperation(name: string): ManifestOperation {
  const operation = manifestOperations().find((candidate) => candidate.name === name);
  if (operation === undefined) throw new Error(`${name} is not in the manifest`);
  return operation;
}

/** POSTs a GraphQL request body to the gateway and returns the status, headers and JSON. */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: JSON.parse(text) as GraphQLResponse };
}

export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}
