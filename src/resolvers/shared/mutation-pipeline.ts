// The one path of every mutation that asks the provider to create something:
//
//   idempotency key claimed → every check of the input (all problems at once, as userErrors)
//   → the provider call (a refusal the caller can fix becomes userErrors at the input's paths)
//   → what was created recorded for live status → the payload.
//
// Money safety stays with runIdempotent: only a failure proving nothing was created frees the
// key; any other failure leaves it bound to an unknown outcome (OUTCOME_UNKNOWN), settled later
// by the evidence rule the definition carries, if any.

import type { GatewayContext } from '../../context.js';
import type { DataSet, StatusObservation } from '../../status/ingest/webhook-envelope.js';
import type { UserError } from '../../generated/graphql.js';
import { runIdempotent } from '../../idempotency/idempotent-mutation.js';
import type { EvidenceRule } from '../../idempotency/outcome-evidence.js';
import { recordLiveStatus } from './live-observation.js';
import { UserErrors, callProvider, providerFieldPaths, type FieldPath } from './user-errors.js';

type FieldPaths = Readonly<Record<string, FieldPath>>;

type MutationInput = Readonly<Record<string, unknown>> & { idempotencyKey?: string | null | undefined };

export interface RampMutationDefinition<Input extends MutationInput, Request, Created, Payload extends { userErrors: readonly UserError[] }> {
  /** The GraphQL field name: idempotency keys are scoped to it. */
  operation: string;
  /**
   * Every check of the input, each problem added to `errors` (never stopping at the first);
   * returns the provider request, or undefined when a problem leaves none to build.
   */
  validate(input: Input, errors: UserErrors, ctx: GatewayContext): Request | undefined | Promise<Request | undefined>;
  /** The provider call; `idempotencyKey` is the caller's (or a generated) key, for endpoints that take one. */
  call(request: Request, ctx: GatewayContext, idempotencyKey: string): Promise<Created>;
  /**
   * Where a provider field error lands in the GraphQL input: provider field name (or dotted
   * prefix) → input path. Errors of unlisted fields land on `input`.
   */
  fieldPaths: FieldPaths | ((input: Input) => FieldPaths);
  /** The payload of a success and of a refusal (nothing created). */
  payload: { created(created: Created): Payload; refused(userErrors: UserError[]): Payload };
  /** How a stored result is marked as a replay, for payloads that say so. */
  replayed?(payload: Payload): Payload;
  /** What was created, for live status: without it nobody can subscribe to the resource. */
  observe(created: Created, dataSet: DataSet): StatusObservation[];
  /** How a later resource settles an unknown outcome of this mutation, where evidence exists. */
  evidence?: EvidenceRule;
}

export type RampMutationResolver<Input, Payload> = (parent: unknown, args: { input: Input }, ctx: GatewayContext) => Promise<Payload>;

export interface RampMutation<Input, Payload> {
  operation: string;
  resolve: RampMutationResolver<Input, Payload>;
  evidence: EvidenceRule | undefined;
}

export function defineRampMutation<Input extends MutationInput, Request, Created, Payload extends { userErrors: readonly UserError[] }>(
  definition: RampMutationDefinition<Input, Request, Created, Payload>,
): RampMutation<Input, Payload> {
  const { operation, payload } = definition;
  const resolve: RampMutationResolver<Input, Payload> = (_parent, { input }, ctx) =>
    runIdempotent(
      ctx,
      { operation, input, refused: payload.refused, replayed: definition.replayed, evidence: definition.evidence },
      async (idempotencyKey) => {
        const errors = new UserErrors();
        const request = await definition.validate(input, errors, ctx);
        if (errors.any) return payload.refused(errors.list);
        if (request === undefined) throw new TypeError(`${operation}: validation built no request and reported no problem`);

        const paths = typeof definition.fieldPaths === 'function' ? definition.fieldPaths(input) : definition.fieldPaths;
        const sentAt = Date.now();
        const result = await callProvider(() => definition.call(request, ctx, idempotencyKey), providerFieldPaths(paths, ['input']));
        if (!result.ok) return payload.refused(result.userErrors);
        await recordLiveStatus(ctx, operation, { source: 'gateway_mutation', at: sentAt }, (dataSet) => definition.observe(result.value, dataSet));
        return payload.created(result.value);
      },
    );
  return { operation, resolve, evidence: definition.evidence };
}
