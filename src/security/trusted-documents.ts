// Trusted documents: in production a gateway can be told to run only the operations its
// frontends ship, from the manifest their codegen writes (client preset, `persistedDocuments`:
// `{ "sha256:<hex>": "<document text>" }`). A request names one by its hash in Apollo's
// persisted-query format (`extensions.persistedQuery.sha256Hash`), or sends the text itself,
// which is accepted when its sha256 is in the manifest. Everything else is refused before it
// runs, so a stolen key cannot be used to explore the API with hand-written queries.
import { readFileSync } from 'node:fs';
import type { DocumentNode, GraphQLError, OperationDefinitionNode } from 'graphql';
import { z } from 'zod';
import * as graphql from 'graphql';
import { canonicalRootFields, canonicalRootFieldsOf, type CanonicalRootFields } from './router-root-fields.js';
import { persistedHashOf, persistedQueryHashMismatch, sha256Hex } from './persisted-queries.js';

const manifestSchema = z.record(z.string(), z.string().min(1));
const HASH_KEY = /^(?:sha256:)?([0-9a-f]{64})$/;

export class TrustedDocumentsError extends Error {
  override name = 'TrustedDocumentsError';
}

export interface TrustedDocumentsOptions {
  /**
   * Subgraph mode: an operation whose text is not listed still runs when each of its root fields
   * is one of a listed operation's, as routers write them (router-root-fields.ts).
   */
  routerOperations?: boolean;
}

export class TrustedDocuments {
  private constructor(
    private readonly byHash: ReadonlyMap<string, string>,
    private readonly rootFields: CanonicalRootFields | undefined,
  ) {}

  /** Reads and checks a manifest: every key must be the sha256 of its text, or the gateway does not start. */
  static fromManifest(path: string, options: TrustedDocumentsOptions = {}): TrustedDocuments {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new TrustedDocumentsError(`TRUSTED_DOCUMENTS: cannot read ${path}: ${(error as Error).message}`);
    }
    const parsed = manifestSchema.safeParse(raw);
    if (!parsed.success) throw new TrustedDocumentsError(`TRUSTED_DOCUMENTS: ${path} is not a map of hashes to documents`);
    const byHash = new Map<string, string>();
    for (const [key, text] of Object.entries(parsed.data)) {
      const hash = HASH_KEY.exec(key)?.[1];
      if (hash === undefined) throw new TrustedDocumentsError(`TRUSTED_DOCUMENTS: ${key} is not a sha256 hash; generate the manifest with hashAlgorithm 'sha256'`);
      if (sha256Hex(text) !== hash) throw new TrustedDocumentsError(`TRUSTED_DOCUMENTS: the document of ${key} does not have that hash`);
      byHash.set(hash, text);
    }
    return new TrustedDocuments(byHash, options.routerOperations === true ? canonicalRootFields([...byHash.values()].map((text) => parseListed(path, text))) : undefined);
  }

  get size(): number {
    return this.byHash.size;
  }

  has(hash: string): boolean {
    return this.byHash.has(hash);
  }

  /** Whether a router's operation, not listed as it is written, is made only of listed root fields (subgraph mode). */
  allowsRouterOperation(document: DocumentNode, operation: OperationDefinitionNode): boolean {
    const listed = this.rootFields;
    if (listed === undefined) return false;
    const fields = canonicalRootFieldsOf(document, operation, listed.maxDepth);
    return fields !== undefined && fields.length > 0 && fields.every((field) => listed.fields.has(field));
  }

  text(hash: string): string | undefined {
    return this.byHash.get(hash);
  }

  /**
   * Apollo's persisted-query cache, read-only: a hash-only request finds its text here, and a
   * client's attempt to register a new query (APQ) is ignored. Apollo prefixes its keys; the
   * request's own `sha256:` prefix is gone by then (persisted-queries.ts).
   */
  asPersistedQueryCache() {
    const lookup = (key: string) => this.byHash.get(key.replace(/^apq:/, ''));
    return {
      get: async (key: string) => lookup(key),
      set: async () => {},
      delete: async () => {},
    };
  }
}

function parseListed(path: string, text: string): DocumentNode {
  try {
    return graphql.parse(text);
  } catch (error) {
    throw new TrustedDocumentsError(`TRUSTED_DOCUMENTS: a document of ${path} is not GraphQL: ${(error as Error).message}`);
  }
}

export function operationNotTrusted(): GraphQLError {
  return new graphql.GraphQLError('This gateway runs only the operations of its trusted-documents manifest; send a listed operation or its sha256 hash.', {
    extensions: { code: 'OPERATION_NOT_TRUSTED', http: { status: 400 } },
  });
}

export function persistedQueryNotFound(): GraphQLError {
  return new graphql.GraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
}

interface SubscribePayload {
  query?: string | null | undefined;
  extensions?: Readonly<Record<string, unknown>> | null | undefined;
}

/** The text a graphql-ws subscribe message stands for, or the error refusing it (as HTTP would). */
export function trustedSourceOf(documents: TrustedDocuments, payload: SubscribePayload): string | GraphQLError {
  const hash = persistedHashOf(payload.extensions);
  const query = typeof payload.query === 'string' && payload.query !== '' ? payload.query : undefined;
  if (query === undefined) {
    const text = hash === undefined ? undefined : documents.text(hash);
    return text ?? persistedQueryNotFound();
  }
  const queryHash = sha256Hex(query);
  if (hash !== undefined && hash !== queryHash) return persistedQueryHashMismatch();
  return documents.has(queryHash) ? query : operationNotTrusted();
}
