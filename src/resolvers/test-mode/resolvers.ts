// Test-mode helpers (issue 14): move test resources to the status a screen needs, through the
// provider's test-control endpoints, with the caller's test key. A live key is refused before
// anything is sent. What each move returns is recorded for live status, step by step, as a
// webhook would be, so queries and subscriptions see it at once.
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { systemError, transportErrors } from '../../datasources/provider-errors.js';
import { businessCustomerRecord, getBusinessCustomerEndpoint } from '../../datasources/business-customers/endpoints.js';
import { offrampRecord } from '../../datasources/offramps/endpoints.js';
import { espTransactionRecord } from '../../datasources/esp/endpoints.js';
import type { RampClient } from '../../datasources/ramp-client.js';
import type { ResourceKind } from '../../domain/state-machines.js';
import type { GatewayContext } from '../../context.js';
import type { KybDecision, MutationResolvers, Resolvers, UserError } from '../../generated/graphql.js';
import type { DataSet, StatusObservation } from '../../status/ingest/webhook-envelope.js';
import { recordLiveStatus } from '../shared/live-observation.js';
import { brlTicketObservation, brlTicketWebhookRecord } from '../brl/events.js';
import { businessCustomerObservations } from '../business-customers/events.js';
import { espObservation } from '../esp/events.js';
import { offrampObservation } from '../offramps/events.js';
import { LIVE_KEY_REFUSED, UNKNOWN_KEY_REFUSED } from '../../datasources/test-mode/test-control.js';
import { moveTestResource, type MoveOutcome } from './moves.js';

/**
 * The provider client of a request made with a test key; FORBIDDEN for a live key and for a key of
 * unknown data set (it may be live), UNAUTHENTICATED for none.
 */
function testClient(ctx: GatewayContext): RampClient {
  const { client } = ctx.ramp();
  const dataSet = ctx.credentials!.dataSet;
  if (dataSet === 'live') throw systemError('FORBIDDEN', LIVE_KEY_REFUSED);
  if (dataSet === 'unknown') throw systemError('FORBIDDEN', UNKNOWN_KEY_REFUSED);
  return client;
}

function userErrorsOf(outcome: Extract<MoveOutcome, { ok: false }>, statusField: string[]): UserError[] {
  return [{ field: outcome.code === 'NOT_FOUND' ? ['input', 'id'] : statusField, code: outcome.code, message: outcome.message }];
}

/** Reads each step's record with the provider's schema; a record it cannot read is the provider's fault. */
function readAll<T>(schema: z.ZodType<T>, records: readonly Record<string, unknown>[]): T[] {
  return records.map((record) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) throw transportErrors.badResponse();
    return parsed.data;
  });
}

const last = <T>(items: readonly T[]): T => items[items.length - 1]!;

interface Move {
  kind: ResourceKind;
  id: string;
  to: string;
  /** The status it is at, when known: the route is planned from it. */
  from?: string;
  /** The input field a refused move names (an unknown id names `input.id`). */
  statusField: string[];
}

type Moved<T> = { ok: true; record: T } | { ok: false; userErrors: UserError[] };

/**
 * Moves a test resource, reads each step's record with the provider's schema and records every
 * step for live status, as the webhooks of a real run would be; answers the last record.
 */
async function moveAndRecord<T>(
  ctx: GatewayContext,
  client: RampClient,
  operation: string,
  move: Move,
  schema: z.ZodType<T>,
  observe: (dataSet: DataSet, record: T) => StatusObservation | StatusObservation[],
): Promise<Moved<T>> {
  const sentAt = Date.now();
  const outcome = await moveTestResource(client, move.kind, move.id, move.to, move.from);
  if (!outcome.ok) return { ok: false, userErrors: userErrorsOf(outcome, move.statusField) };
  const steps = readAll(schema, outcome.records);
  await recordLiveStatus(ctx, operation, { source: 'gateway_mutation', at: sentAt }, (dataSet) => steps.flatMap((record) => observe(dataSet, record)));
  return { ok: true, record: last(steps) };
}

export const testMoveOfframp: NonNullable<MutationResolvers['testMoveOfframp']> = async (_parent, { input }, ctx) => {
  const move: Move = { kind: 'offramp', id: input.id, to: input.status, statusField: ['input', 'status'] };
  const moved = await moveAndRecord(ctx, testClient(ctx), 'testMoveOfframp', move, offrampRecord, offrampObservation);
  return moved.ok ? { offramp: moved.record, userErrors: [] } : { offramp: null, userErrors: moved.userErrors };
};

export const testMoveEspTransaction: NonNullable<MutationResolvers['testMoveEspTransaction']> = async (_parent, { input }, ctx) => {
  const move: Move = { kind: 'esp_transaction', id: input.id, to: input.status, statusField: ['input', 'status'] };
  const moved = await moveAndRecord(ctx, testClient(ctx), 'testMoveEspTransaction', move, espTransactionRecord, espObservation);
  return moved.ok ? { transaction: moved.record, userErrors: [] } : { transaction: null, userErrors: moved.userErrors };
};

async function moveBrlTicket(ctx: GatewayContext, id: string, to: 'paid' | 'expired') {
  const operation = to === 'paid' ? 'testPayBrlTicket' : 'testExpireBrlTicket';
  const move: Move = { kind: 'brl_ticket', id, to, statusField: ['input', 'id'] };
  const moved = await moveAndRecord(ctx, testClient(ctx), operation, move, brlTicketWebhookRecord, brlTicketObservation);
  return moved.ok ? { ticket: { ...moved.record, updatedAt: new Date() }, userErrors: [] } : { ticket: null, userErrors: moved.userErrors };
}

export const testPayBrlTicket: NonNullable<MutationResolvers['testPayBrlTicket']> = (_parent, { input }, ctx) =>
  moveBrlTicket(ctx, input.id, 'paid');

export const testExpireBrlTicket: NonNullable<MutationResolvers['testExpireBrlTicket']> = (_parent, { input }, ctx) =>
  moveBrlTicket(ctx, input.id, 'expired');

const DECISION_STATUS: Readonly<Record<KybDecision, 'approved' | 'rejected' | 'more_info'>> = {
  APPROVED: 'approved',
  REJECTED: 'rejected',
  MORE_INFO: 'more_info',
};

const KIND: ResourceKind = 'business_customer';

export const testDecideKybReview: NonNullable<MutationResolvers['testDecideKybReview']> = async (_parent, { input }, ctx) => {
  const client = testClient(ctx);
  // The customer can be read back, so the route (through IN_REVIEW when the form is not in) is planned from its status.
  let current: string;
  try {
    current = (await client.call(getBusinessCustomerEndpoint, { id: input.id })).verificationStatus;
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') {
      return {
        businessCustomer: null,
        userErrors: [{ field: ['input', 'id'], code: 'NOT_FOUND', message: `There is no business customer ${input.id} in the test data of this key.` }],
      };
    }
    throw error;
  }
  const move: Move = { kind: KIND, id: input.id, to: DECISION_STATUS[input.decision], from: current, statusField: ['input', 'decision'] };
  const moved = await moveAndRecord(ctx, client, 'testDecideKybReview', move, businessCustomerRecord, businessCustomerObservations);
  return moved.ok ? { businessCustomer: moved.record, userErrors: [] } : { businessCustomer: null, userErrors: moved.userErrors };
};

export const testModeResolvers: Resolvers = {
  Mutation: { testMoveOfframp, testMoveEspTransaction, testPayBrlTicket, testExpireBrlTicket, testDecideKybReview },
};
