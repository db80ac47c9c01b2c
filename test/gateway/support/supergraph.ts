// A supergraph of the gateway in subgraph mode and a small second subgraph, as a company's would
// be: the composition is @apollo/composition's from each subgraph's `_service { sdl }` (read over
// HTTP), the router is @apollo/gateway behind Apollo Server or Hive Gateway (its runtime, from
// npm), and the router forwards the client's `ngnc-sec-key` to the subgraphs, as
// docs/operations.md tells a router to.
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { composeServices } from '@apollo/composition';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { startStandaloneServer } from '@apollo/server/standalone';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parse, type FormattedExecutionResult } from 'graphql';

/** A payout of the second subgraph: its off-ramp and its beneficiary are the ramp gateway's entities. */
export interface Payout {
  id: string;
  offrampId: string;
  beneficiaryId: string;
}

const PAYOUTS_SDL = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.0", import: ["@key"])

  type Offramp @key(fields: "id", resolvable: false) {
    id: ID!
  }

  type BusinessCustomer @key(fields: "id", resolvable: false) {
    id: ID!
  }

  type Payout @key(fields: "id") {
    id: ID!
    offramp: Offramp
    beneficiary: BusinessCustomer
  }

  type Query {
    payouts: [Payout!]!
  }
`;

export interface PayoutsSubgraph {
  url: string;
  sdl: string;
  payouts: Payout[];
  stop(): Promise<void>;
}

export async function startPayoutsSubgraph(): Promise<PayoutsSubgraph> {
  const payouts: Payout[] = [];
  const schema = buildSubgraphSchema({
    typeDefs: parse(PAYOUTS_SDL),
    resolvers: {
      Query: { payouts: () => payouts },
      Payout: {
        offramp: (payout: Payout) => ({ __typename: 'Offramp', id: payout.offrampId }),
        beneficiary: (payout: Payout) => ({ __typename: 'BusinessCustomer', id: payout.beneficiaryId }),
      },
    },
  });
  const server = new ApolloServer({ schema, plugins: [ApolloServerPluginInlineTraceDisabled()] });
  const { url } = await startStandaloneServer(server, { listen: { port: 0, host: '127.0.0.1' } });
  return { url, sdl: PAYOUTS_SDL, payouts, stop: () => server.stop() };
}

/** `_service { sdl }` of a subgraph, read as a router's composition reads it. */
export async function subgraphSdl(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: 'query __ApolloGetServiceDefinition__ { _service { sdl } }' }),
  });
  const body = (await response.json()) as FormattedExecutionResult<{ _service: { sdl: string } }>;
  if (body.data?._service.sdl === undefined) throw new Error(`no _service sdl from ${url}: ${JSON.stringify(body.errors)}`);
  return body.data._service.sdl;
}

export interface Subgraph {
  name: string;
  url: string;
  sdl: string;
}

/** The supergraph SDL of these subgraphs; fails with the composition's errors. */
export function composeSupergraph(subgraphs: readonly Subgraph[]): string {
  const result = composeServices(subgraphs.map(({ name, url, sdl }) => ({ name, url, typeDefs: parse(sdl) })));
  if (result.errors !== undefined) throw new Error(`composition failed:\n${result.errors.map((error) => error.message).join('\n')}`);
  return result.supergraphSdl;
}

interface RouterContext {
  /** The client's headers the router forwards to every subgraph. */
  forwarded: Record<string, string>;
}

export interface Router {
  url: string;
  query<TData = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, key?: string, headers?: Record<string, string>): Promise<FormattedExecutionResult<TData>>;
  stop(): Promise<void>;
}

async function postQuery<TData>(url: string, query: string, variables: Record<string, unknown>, key: string | undefined, headers: Record<string, string>): Promise<FormattedExecutionResult<TData>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'ngnc-sec-key': key }), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as FormattedExecutionResult<TData>;
}

/**
 * @apollo/gateway over the supergraph, forwarding these headers of each client's request (its
 * `ngnc-sec-key` unless told otherwise) to every subgraph, as a router's header propagation does.
 */
export async function startRouter(supergraphSdl: string, forwardHeaders: readonly string[] = ['ngnc-sec-key']): Promise<Router> {
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ url }) =>
      new RemoteGraphQLDataSource<RouterContext>({
        url,
        willSendRequest({ request, context }) {
          const forwarded: Record<string, string> = context.forwarded ?? {};
          for (const [name, value] of Object.entries(forwarded)) request.http?.headers.set(name, value);
        },
      }),
  });
  const server = new ApolloServer<RouterContext>({ gateway });
  const { url } = await startStandaloneServer(server, {
    listen: { port: 0, host: '127.0.0.1' },
    context: async ({ req }) => {
      const forwarded: Record<string, string> = {};
      for (const name of forwardHeaders) {
        const value = req.headers[name.toLowerCase()];
        if (typeof value === 'string') forwarded[name] = value;
      }
      return { forwarded };
    },
  });
  return {
    url,
    query: (query, variables = {}, key, headers = {}) => postQuery(url, query, variables, key, headers),
    stop: () => server.stop(),
  };
}

/**
 * Hive Gateway (its runtime, `@graphql-hive/gateway-runtime`) over the supergraph, in a child
 * process (hive-router.mjs), forwarding these headers of each client's request to every subgraph,
 * as its `propagateHeaders` does.
 */
export async function startHiveRouter(supergraphSdl: string, forwardHeaders: readonly string[] = ['ngnc-sec-key']): Promise<Router> {
  const folder = mkdtempSync(join(tmpdir(), 'hive-router-'));
  const supergraphPath = join(folder, 'supergraph.graphql');
  writeFileSync(supergraphPath, supergraphSdl);
  const child = spawn(process.execPath, [fileURLToPath(new URL('./hive-router.mjs', import.meta.url)), supergraphPath, forwardHeaders.join(',')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  try {
    const listening = once(createInterface({ input: child.stdout! }), 'line').then(([line]) => String(line).trim());
    const failed = exited.then(([code]) => Promise.reject(new Error(`Hive Gateway exited with ${String(code)} before it listened`)));
    const url = await Promise.race([listening, failed]);
    // Past this point an exit is stop()'s doing.
    failed.catch(() => undefined);
    return {
      url,
      query: (query, variables = {}, key, headers = {}) => postQuery(url, query, variables, key, headers),
      async stop() {
        child.kill('SIGTERM');
        await exited;
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
