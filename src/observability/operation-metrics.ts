// Counts and times every GraphQL operation by name and outcome, and logs it with the request id.
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';
import type { GatewayMetrics } from './metrics.js';

// Operation names come from clients: past this many distinct ones, new names are counted as
// "other", so a client cannot grow the metrics without bound.
const MAX_OPERATION_NAMES = 200;

export function operationMetricsPlugin(metrics: GatewayMetrics): ApolloServerPlugin<GatewayContext> {
  const seenNames = new Set<string>();
  const labelOf = (name: string): string => {
    if (seenNames.has(name)) return name;
    if (seenNames.size >= MAX_OPERATION_NAMES) return 'other';
    seenNames.add(name);
    return name;
  };

  return {
    async requestDidStart() {
      const stopTimer = metrics.operationDuration.startTimer();
      return {
        async willSendResponse({ operationName, operation, response, errors, contextValue }) {
          const body = response.body;
          const result = body.kind === 'single' ? body.singleResult : body.initialResult;
          const allErrors = [...(errors ?? []), ...(result.errors ?? [])];
          const code = allErrors.map((error) => error.extensions?.code).find((value) => typeof value === 'string');
          const outcome =
            allErrors.length > 0 ? (code ?? 'INTERNAL_SERVER_ERROR') : hasUserErrors(result.data) ? 'user_error' : 'ok';
          const name = operation === undefined ? 'invalid' : labelOf(operationName ?? 'anonymous');
          metrics.operations.inc({ operation: name, outcome });
          const seconds = stopTimer({ operation: name, outcome });
          contextValue.logger?.info({ operation: name, outcome, durationMs: Math.round(seconds * 1e6) / 1e3 }, 'graphql operation');
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
