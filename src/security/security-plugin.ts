// The Apollo side of the limits: after Apollo has parsed and validated an operation, refuse it
// when trusted documents are on and its text is not in the manifest (nor, in subgraph mode, made
// of the manifest's root fields as a router writes them), or when it breaks a
// depth, cost or alias limit. Errors thrown here reach the client with their own code and
// HTTP status (Apollo only relabels errors of its validation step).
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';
import type { OperationLimitCheck } from './operation-limits.js';
import { operationNotTrusted, type TrustedDocuments } from './trusted-documents.js';

export function operationGuardPlugin(limits: OperationLimitCheck, trusted: TrustedDocuments | undefined): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, schema, queryHash, request }) {
          if (trusted !== undefined && !trusted.has(queryHash) && !(operation !== undefined && trusted.allowsRouterOperation(document, operation))) throw operationNotTrusted();
          const violation = limits.firstViolation(schema, document, request.variables);
          if (violation !== null) throw violation;
        },
      };
    },
  };
}
