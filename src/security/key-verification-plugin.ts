// Over HTTP, an operation runs only with a key the provider has accepted. A key not seen accepted
// yet is checked first, once for all the requests that carry it at the same moment
// (src/security/verified-keys.ts), so a made-up key costs one provider call, not one per alias
// or field of its operation. Subscriptions check keys in their own policy, when a graphql-ws
// connection opens or an SSE or multipart stream is asked for (src/live/subscription-policy.ts).
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';

const HTTP_STATUS_OF_CODE: Readonly<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
};

export function keyVerificationPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue }) {
          const { credentials } = contextValue;
          // No key: resolvers answer UNAUTHENTICATED. The server's own key is the operator's.
          if (credentials === null || credentials.source === 'SERVER') return;
          try {
            await contextValue.verifiedKeys.verify(credentials.apiKey, () => contextValue.ramp().client);
          } catch (error) {
            throw withHttpStatus(error);
          }
        },
      };
    },
  };
}

// Apollo answers an error thrown before execution with 500 unless it names its own status.
function withHttpStatus(error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  const code = String(error.extensions.code);
  const status = HTTP_STATUS_OF_CODE[code] ?? (code.startsWith('UPSTREAM_') ? 503 : 500);
  return new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status } } });
}
