// The operations a router sends one subgraph for a set of client operations: each client
// operation planned against the supergraph by @apollo/query-planner (the planner @apollo/gateway
// runs, with its default configuration), each fetch of that subgraph kept by its text. In subgraph
// mode with TRUSTED_DOCUMENTS, these are what the gateway's manifest must list (docs/operations.md).
import { createHash } from 'node:crypto';
import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { QueryPlanner, type FetchNode, type PlanNode, type QueryPlannerConfig, type SubscriptionNode } from '@apollo/query-planner';
import { parse } from 'graphql';

function fetchesOf(node: PlanNode | SubscriptionNode | undefined): FetchNode[] {
  if (node === undefined) return [];
  switch (node.kind) {
    case 'Fetch':
      return [node];
    case 'Sequence':
    case 'Parallel':
      return node.nodes.flatMap(fetchesOf);
    case 'Flatten':
      return fetchesOf(node.node);
    case 'Condition':
      return [...fetchesOf(node.ifClause), ...fetchesOf(node.elseClause)];
    case 'Defer':
      return [...fetchesOf(node.primary.node), ...node.deferred.flatMap((deferred) => fetchesOf(deferred.node))];
    case 'Subscription':
      return [node.primary, ...fetchesOf(node.rest)];
  }
}

/**
 * A trusted-documents manifest (`{ "sha256:<hex>": text }`, as codegen writes one) of what the
 * router sends `subgraph` for these client documents; each document may hold several operations.
 * `config` is the planner's (e.g. `generateQueryFragments`, Apollo Router's way of writing them).
 */
export function subgraphOperations(supergraphSdl: string, clientDocuments: Iterable<string>, subgraph: string, config: QueryPlannerConfig = {}): Record<string, string> {
  const supergraph = Supergraph.build(supergraphSdl);
  if (!supergraph.subgraphs().names().includes(subgraph)) throw new Error(`the supergraph has no subgraph named ${subgraph}`);
  const planner = new QueryPlanner(supergraph, config);
  const apiSchema = supergraph.apiSchema();
  const manifest: Record<string, string> = {};
  for (const text of clientDocuments) {
    const document = parse(text);
    for (const definition of document.definitions) {
      if (definition.kind !== 'OperationDefinition') continue;
      const name = definition.name?.value;
      let operation;
      try {
        operation = operationFromDocument(apiSchema, document, name === undefined ? {} : { operationName: name });
      } catch (error) {
        throw new Error(`operation ${name ?? '(anonymous)'} does not run against the supergraph: ${(error as Error).message}`);
      }
      for (const fetch of fetchesOf(planner.buildQueryPlan(operation).node)) {
        if (fetch.serviceName !== subgraph) continue;
        manifest[`sha256:${createHash('sha256').update(fetch.operation).digest('hex')}`] = fetch.operation;
      }
    }
  }
  return manifest;
}
