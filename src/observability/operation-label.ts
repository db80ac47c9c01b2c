// The `operation` label of an operation's metrics, from text the operator controls only: the
// name a trusted-documents manifest gives the operation, else the root field the operation
// selects, which validation has checked against the schema. Operation names sent by clients
// are their own choice: as labels they would let any client create series without bound, and
// publish its text on /metrics.
import type { OperationDefinitionNode } from 'graphql';
import type { TrustedDocuments } from '../security/trusted-documents.js';

/** Several root fields in one operation: their combinations would be many labels. */
export const SEVERAL_ROOT_FIELDS = 'several';

export function operationLabel(
  operation: OperationDefinitionNode,
  queryHash: string | undefined,
  trusted: TrustedDocuments | undefined,
): string {
  const manifestName = operation.name?.value;
  if (trusted !== undefined && manifestName !== undefined && queryHash !== undefined && trusted.has(queryHash)) return manifestName;
  const fields = new Set<string>();
  for (const selection of operation.selectionSet.selections) {
    // Fragments at the root would need the document to resolve; they are rare enough to pool.
    if (selection.kind !== 'Field') return SEVERAL_ROOT_FIELDS;
    fields.add(selection.name.value);
  }
  const [only, ...others] = fields;
  return only !== undefined && others.length === 0 ? `${operation.operation}.${only}` : SEVERAL_ROOT_FIELDS;
}
