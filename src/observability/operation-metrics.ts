// Counts and times every GraphQL operation by its label (src/observability/operation-label.ts)
// and outcome, and logs it with the request id.
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';
import type { Logger } from '../logger.js';
import type { TrustedDocuments } from '../security/trusted-documents.js';
import type { GatewayMetrics } from './metrics.js';
import { operationLabel } from './operation-label.js';

/** `logger`: the root logger, whose level the request's logger child would take. */
export function operationMetricsPlugin(metrics: GatewayMetrics, trusted: TrustedDocuments | undefined, logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      const stopTimer = metrics.operationDuration.startTimer();
      return {
        async willSendResponse({ operation, queryHash, response, errors, contextValue }) {
          const body = response.body;
          const result = body.kind === 'single' ? body.singleResult : body.initialResult;
          const allErrors = [...(errors ?? []), ...(result.errors ?? [])];
          const code = allErrors.map((error) => error.extensions?.code).find((value) => typeof value === 'string');
          const outcome =
            allErrors.length > 0 ? (code ?? 'INTERNAL_SERVER_ERROR') : hasUserErrors(result.data) ? 'user_error' : 'ok';
          const name = operation === undefined ? 'invalid' : operationLabel(operation, queryHash, trusted);
          metrics.operations.inc({ operation: name, outcome });
          const seconds = stopTimer({ operation: name, outcome });
          // The request's logger child is made on first use: not for a line its level would drop.
          if (logger.isLevelEnabled('info')) contextValue.logger?.info({ operation: name, outcome, durationMs: Math.round(seconds * 1e6) / 1e3 }, 'graphql operation');
        },
      };
    },
  };
}

/** A mutation payload with a non-empty `userErrors` at the top level: refused input, not a failure. */
function hasUserErrors(data: Record<string, unknown> | null | undefined): boolean {
  if (data === null || data === undefined) return false;
  return Object.values(data).some((payload) => {
    const userErrors = (payload as { userErrors?: unknown } | null)?.userErrors;
    return Array.isArray(userErrors) && userErrors.length > 0;
  });
}
