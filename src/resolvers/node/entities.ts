// Subgraph mode (schema/federation/): `Offramp` and `BusinessCustomer` as entities a router
// resolves by their key, `id`, through `_entities`. Each reference is read as node(id:) and the
// type's own query read it, so a key that may not read one gets what the direct query gives it:
// null, or the same error code.
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/index.js';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { GatewayContext } from '../../context.js';
import { readBusinessCustomer } from '../business-customers/resolvers.js';
import { lastKnownOfframp } from '../offramps/events.js';

// A representation is whatever the router (or anyone reaching the subgraph) sends as `_Any`.
const entityReference = z.object({ id: z.string() });

function referencedId(reference: unknown): string {
  const parsed = entityReference.safeParse(reference);
  if (parsed.success) return parsed.data.id;
  throw new GraphQLError('An entity representation must carry its key, `id`, as a string.', { extensions: { code: 'BAD_USER_INPUT' } });
}

const resolveOfframp = (reference: unknown, ctx: GatewayContext) => lastKnownOfframp(ctx, referencedId(reference));
const resolveBusinessCustomer = (reference: unknown, ctx: GatewayContext) => readBusinessCustomer(ctx, referencedId(reference));

/** `__resolveReference` of each entity, merged into the resolvers by src/schema.ts in subgraph mode only. */
export const entityResolvers: GraphQLResolverMap<GatewayContext> = {
  Offramp: { __resolveReference: resolveOfframp },
  BusinessCustomer: { __resolveReference: resolveBusinessCustomer },
};
