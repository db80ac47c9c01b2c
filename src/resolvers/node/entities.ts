// Subgraph mode (schema/federation/): `Offramp` and `BusinessCustomer` as entities a router
// resolves by their key, `id`, through `_entities`. Each reference is read as node(id:) and the
// type's own query read it, so a key that may not read one gets what the direct query gives it:
// null, or the same error code.
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/index.js';
import { GraphQLError, isUnionType, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import type { GatewayContext } from '../../context.js';
import { readBusinessCustomer } from '../business-customers/resolvers.js';
import { lastKnownOfframp } from '../offramps/events.js';

// A representation is whatever the router (or anyone reaching the subgraph) sends as `_Any`.
const entityReference = z.object({ id: z.string() });
const representations = z.array(z.object({ __typename: z.string() }));

function badRepresentation(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function referencedId(reference: unknown): string {
  const parsed = entityReference.safeParse(reference);
  if (parsed.success) return parsed.data.id;
  throw badRepresentation('An entity representation must carry its key, `id`, as a string.');
}

/**
 * An entity its caller cannot read (unknown, or another key's) is an error at its own place in
 * `_entities`, never a null: a router reads a null entity as an object whose fields are all null,
 * and fails the caller's whole selection of it on its first non-null field ("Cannot return null
 * for non-nullable field Offramp.status"), where an error costs the caller that entity alone.
 * Unknown and unreadable share one message and code, as node(id:) answers null for both.
 */
function readableEntity<T>(type: string, read: (ctx: GatewayContext, id: string) => Promise<T | null>) {
  return async (reference: unknown, ctx: GatewayContext): Promise<T> => {
    const entity = await read(ctx, referencedId(reference));
    if (entity !== null) return entity;
    throw new GraphQLError(`No ${type} with this id can be read with this key.`, { extensions: { code: 'NOT_FOUND' } });
  };
}

const resolveOfframp = readableEntity('Offramp', lastKnownOfframp);
const resolveBusinessCustomer = readableEntity('BusinessCustomer', readBusinessCustomer);

/** `__resolveReference` of each entity, merged into the resolvers by src/schema.ts in subgraph mode only. */
export const entityResolvers: GraphQLResolverMap<GatewayContext> = {
  Offramp: { __resolveReference: resolveOfframp },
  BusinessCustomer: { __resolveReference: resolveBusinessCustomer },
};

/**
 * Makes `_entities` refuse a batch naming a type that is no entity of this subgraph as the
 * caller's mistake (BAD_USER_INPUT). @apollo/subgraph would fail it as an internal error, logged
 * as one, or hand a known type's representation back to be resolved as its data.
 */
export function refuseNonEntityRepresentations(schema: GraphQLSchema): void {
  const field = schema.getQueryType()?.getFields()['_entities'];
  const union = schema.getType('_Entity');
  if (field?.resolve === undefined || !isUnionType(union)) return;
  const entities = new Set(union.getTypes().map((type) => type.name));
  const resolve = field.resolve;
  field.resolve = (source, args, ctx, info) => {
    const parsed = representations.safeParse(args['representations']);
    if (!parsed.success) throw badRepresentation('Every entity representation must name its type in `__typename`.');
    const stranger = parsed.data.find(({ __typename }) => !entities.has(__typename));
    if (stranger !== undefined) throw badRepresentation(`\`${stranger.__typename}\` is not an entity of this subgraph: ${[...entities].join(', ')} are.`);
    return resolve(source, args, ctx, info);
  };
}
