// Runs a mutation at most once per (caller key, operation, idempotency key): the first request
// claims the key and calls the provider; a replay with the same input gets the first result
// back, or the same unknown-outcome error, without a second provider call; the same key with
// other input is refused; a request meeting a claim still in progress waits for it, up to a bound.
// The claim's fence is checked as the last thing before the provider write (src/datasources/write-fence.ts):
// an instance that stalled past its lease and lost the claim sends nothing.

import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import { deliveryOf, provesNothingCreated, settled, type Delivery } from '../datasources/delivery.js';
import { CHECK_BEFORE_RESENDING } from '../datasources/provider-errors.js';
import type { WriteFence } from '../datasources/write-fence.js';
import type { DataSet } from '../domain/data-sets.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH, isPrintableAscii } from '../domain/header-values.js';
import { heldKeyFingerprint } from '../platform/key-fingerprint.js';
import { inSpan, traceCarrier } from '../platform/tracing.js';
import type { UserError } from '../generated/graphql.js';
import type { OwnerGrants } from '../status/ledger/owner-grants.js';
import type { IdempotencyRecord, IdempotencyStore } from './idempotency-store.js';
import type { InFlightMutations } from './in-flight-mutations.js';
import { WINDOW_MARGIN_MS, type EvidenceRule } from './outcome-evidence.js';
import { locateRecord, type BusinessDirectory } from './record-scope.js';
import { requestFingerprint } from './request-fingerprint.js';
import type { UnknownOutcomes } from './unknown-outcomes.js';

export interface IdempotencySettings {
  /** How long a result (or an unknown outcome) is kept: 24 h. */
  ttlMs: number;
  /** How long a claim counts as alive; past it, the claiming instance is taken for crashed. */
  leaseMs: number;
  /**
   * How long past its provider write's deadline a claim stays held: the provider's time to apply a
   * request written just before it, and the clocks of instances apart.
   */
  sendMarginMs: number;
  /** How long a request meeting a claim in progress waits before it gets IDEMPOTENCY_REQUEST_IN_PROGRESS. */
  waitMs: number;
  /** The first wait between looks at a claim in progress; it doubles up to MAX_POLL_MS. */
  pollMs: number;
}

export interface IdempotencyGuard {
  store: IdempotencyStore;
  /** The match criteria of unknown outcomes, for evidence to settle them later. */
  unknownOutcomes: UnknownOutcomes;
  /** Who may read which resource: a confirmed candidate becomes its caller's. */
  grants: OwnerGrants;
  settings: IdempotencySettings;
  inFlight: InFlightMutations;
  /** Which keys share one business, and so their records. */
  businesses: BusinessDirectory;
}

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const MAX_POLL_MS = 250;

export interface IdempotentMutation<P> {
  /** The GraphQL field name; a key is scoped to one operation. */
  operation: string;
  input: Readonly<Record<string, unknown>> & { idempotencyKey?: string | null | undefined };
  /** The payload carrying these user errors and nothing created. */
  refused(userErrors: UserError[]): P;
  /** How a stored result is marked as a replay, for payloads that say so. */
  replayed?: ((payload: P) => P) | undefined;
  /** How later evidence settles an unknown outcome of this operation; without it, it stays unknown. */
  evidence?: EvidenceRule | undefined;
}

type KeyChoice = { ok: true; key: string; field: string[]; generated: boolean } | { ok: false; userErrors: UserError[] };

function chooseKey(fromInput: string | null | undefined, fromHeader: string | undefined): KeyChoice {
  const inputField = ['input', 'idempotencyKey'];
  const given = fromInput ?? fromHeader;
  if (given === undefined) return { ok: true, key: `gw-${randomUUID()}`, field: [], generated: true };
  const field = fromInput != null ? inputField : [];
  const name = fromInput != null ? 'idempotencyKey' : `The ${IDEMPOTENCY_KEY_HEADER} header`;
  const key = given.trim();
  if (key === '') return { ok: false, userErrors: [{ field, code: 'REQUIRED', message: `${name} must not be empty.` }] };
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    return { ok: false, userErrors: [{ field, code: 'INVALID_FORMAT', message: `${name} must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.` }] };
  }
  // The provider receives it as a header: a newline or a non-ASCII character could not be sent.
  if (!isPrintableAscii(key)) {
    const message = `${name} may contain only printable ASCII characters (letters, digits, punctuation and spaces).`;
    return { ok: false, userErrors: [{ field, code: 'INVALID_FORMAT', message }] };
  }
  if (fromInput != null && fromHeader !== undefined && fromHeader.trim() !== key) {
    const message = `idempotencyKey and the ${IDEMPOTENCY_KEY_HEADER} header differ; send one of them, or the same key in both.`;
    return { ok: false, userErrors: [{ field, code: 'INVALID', message }] };
  }
  return { ok: true, key, field, generated: false };
}

function outcomeUnknown(message: string, idempotencyKey: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'OUTCOME_UNKNOWN', idempotencyKey } });
}

/** What the caller is told of a candidate: it is not the request's creation until the caller says so. */
export function candidateNote(candidateId: string): string {
  return (
    `A resource matching this request was seen since (${candidateId}), but the gateway cannot tell whether this request created it ` +
    'or the same API key created an identical one elsewhere (a dashboard, another service). Check it, then confirm or reject it ' +
    'with confirmMutationOutcome; until then this key answers OUTCOME_UNKNOWN.'
  );
}

/**
 * The replay of an unknown outcome: OUTCOME_UNKNOWN, naming the candidate evidence offered (in
 * `extensions.candidateId`), never answering it as this request's creation.
 */
async function replayedUnknown(ctx: GatewayContext, storeKey: string, message: string, idempotencyKey: string): Promise<GraphQLError> {
  let candidateId: string | null = null;
  try {
    const outcome = await ctx.idempotency.unknownOutcomes.get(storeKey);
    if (outcome?.resolution === 'candidate') candidateId = outcome.resourceId;
  } catch (error) {
    ctx.logger.warn({ err: error }, 'could not read the candidate of an unknown outcome');
  }
  if (candidateId === null) return outcomeUnknown(message, idempotencyKey);
  return new GraphQLError(`${message} ${candidateNote(candidateId)}`, { extensions: { code: 'OUTCOME_UNKNOWN', idempotencyKey, candidateId } });
}

function isOutcomeUnknown(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && error.extensions.code === 'OUTCOME_UNKNOWN';
}

export { idempotencyRecordKey } from './record-scope.js';

/** The record of this caller's request, wherever its business's keys keep it (record-scope.ts); every reader finds it the same way. */
export function recordKeyOf(ctx: GatewayContext, credentials: { apiKey: string; dataSet: DataSet }, operation: string, idempotencyKey: string): Promise<string> {
  return locateRecord(ctx.idempotency.store, ctx.idempotency.businesses, credentials, operation, idempotencyKey);
}

export const ABANDONED =
  'The gateway instance handling the first request with this idempotency key stopped before it finished; the request may or may not have been applied. ' +
  CHECK_BEFORE_RESENDING;

const UNEXPECTED_FAILURE =
  'The gateway failed while handling this request and cannot tell whether it reached the provider; the request may or may not have been applied. ' +
  CHECK_BEFORE_RESENDING;

export function runIdempotent<P extends { userErrors: readonly UserError[] }>(
  ctx: GatewayContext,
  mutation: IdempotentMutation<NoInfer<P>>,
  run: (idempotencyKey: string) => Promise<P>,
): Promise<P> {
  return ctx.idempotency.inFlight.track(runTracked(ctx, mutation, run));
}

async function runTracked<P extends { userErrors: readonly UserError[] }>(
  ctx: GatewayContext,
  mutation: IdempotentMutation<NoInfer<P>>,
  run: (idempotencyKey: string) => Promise<P>,
): Promise<P> {
  const choice = chooseKey(mutation.input.idempotencyKey, ctx.idempotencyKeyHeader);
  if (!choice.ok) return mutation.refused(choice.userErrors);
  // Without a key the provider call fails as UNAUTHENTICATED; there is no caller to scope a record to.
  if (ctx.credentials === null) return run(choice.key);
  // The request's provider client, whose writes the claim's fence checks: taken before the claim.
  const { client } = ctx.ramp();

  const storeKey = await recordKeyOf(ctx, ctx.credentials, mutation.operation, choice.key);
  const fingerprint = requestFingerprint(mutation.operation, mutation.input);
  const token = randomUUID();
  const startedAt = Date.now();
  const claim = { storeKey, fingerprint, token, startedAt, key: choice.key, field: choice.field };
  const claimed = await inSpan('idempotency.claim', { attributes: { 'gateway.operation': mutation.operation } }, async (span) => {
    const outcome = await claimKey(ctx, mutation, claim);
    span.setAttribute('idempotency.claim.outcome', outcome.kind);
    return outcome;
  });
  if (claimed.kind !== 'claimed') return claimed.answer;

  let payload: P;
  let writeLeft = false;
  try {
    const fence = claimFence(ctx, storeKey, token, claimed.fence, () => {
      writeLeft = true;
    });
    payload = await client.withWriteFence(fence, () => run(choice.key));
  } catch (error) {
    // Only a failure proving nothing was created (a refusal, nothing sent: src/datasources/delivery.ts
    // decides) frees the key; anything else may have reached the provider, so the key stays bound
    // to an unknown outcome.
    if (provesNothingCreated(deliveryOf(error), writeLeft)) {
      await refuse(ctx, storeKey, token, fingerprint, error instanceof Error ? error.message : String(error));
      // Taken over meanwhile: this request answers as the key's record now says, like any later arrival.
      if (error instanceof ClaimLost) return runTracked(ctx, mutation, run);
      if (error instanceof FenceUnchecked) throw error.cause;
      throw error;
    }
    // Its own words only when the client wrote them for an unknown outcome; never a bug's message.
    let message = UNEXPECTED_FAILURE;
    if (isOutcomeUnknown(error)) message = error.message;
    else ctx.logger.error({ err: error }, 'unexpected failure of a mutation; its outcome is unknown');
    await record(ctx, storeKey, token, { state: 'unknown_outcome', fingerprint, message });
    await rememberCriteria(ctx, mutation, storeKey, startedAt);
    throw outcomeUnknown(message, choice.key);
  }
  if (payload.userErrors.length > 0) await refuse(ctx, storeKey, token, fingerprint, payload.userErrors.map((e) => e.message).join(' '));
  else await record(ctx, storeKey, token, { state: 'completed', fingerprint, result: payload });
  return payload;
}

interface Claim {
  storeKey: string;
  fingerprint: string;
  token: string;
  startedAt: number;
  /** The idempotency key as the caller sent it (or generated), and where it was sent. */
  key: string;
  field: string[];
}

/** Claimed (with its fence): this request runs. Else its answer without running: a replay, or a refusal of the key. */
type ClaimOutcome<P> = { kind: 'claimed'; fence: number } | { kind: 'replayed' | 'in_progress' | 'reused'; answer: P };

/** What the fence's refusals say: it is the last check before the write, so nothing was sent. */
const NOT_SENT: Delivery = { kind: 'not_sent', method: 'POST', reason: 'fence' };

/** The claim was taken over (its lease ran out) before the write: nothing was sent. */
class ClaimLost extends Error {
  override name = 'ClaimLost';
}

/** The store could not say whether the claim is still held: nothing was sent. */
class FenceUnchecked extends Error {
  override name = 'FenceUnchecked';
}

/**
 * The check before the provider write: the claim is still this request's, and is held until the
 * write's deadline and the margin have passed, so nobody takes the key over while it may still land.
 */
function claimFence(ctx: GatewayContext, storeKey: string, token: string, fence: number, passed: () => void): WriteFence {
  return {
    async pass(deadline) {
      const { store, settings } = ctx.idempotency;
      let held: boolean;
      try {
        held = await inSpan('store.idempotency_fence', {}, () => store.holdForSend(storeKey, token, fence, deadline + settings.sendMarginMs));
      } catch (error) {
        throw settled(new FenceUnchecked('The gateway could not check its claim of the key; nothing was sent to the provider.', { cause: error }), NOT_SENT);
      }
      if (!held) {
        ctx.logger.warn({ idempotency: { fence } }, 'idempotency claim lost before the provider call; nothing sent');
        throw settled(new ClaimLost('The gateway instance lost its claim of the key before sending anything to the provider.'), NOT_SENT);
      }
      passed();
    },
  };
}

/**
 * Claims the key, or meets the record already there: waits for a claim in progress (up to a
 * bound), takes over the key of a claim whose instance is gone, answers a replay; throws the
 * unknown outcome of a replayed one.
 */
async function claimKey<P extends { userErrors: readonly UserError[] }>(
  ctx: GatewayContext,
  mutation: IdempotentMutation<P>,
  { storeKey, fingerprint, token, startedAt, key, field }: Claim,
): Promise<ClaimOutcome<P>> {
  const { store, settings } = ctx.idempotency;
  let pollMs = settings.pollMs;
  for (;;) {
    const claim = await store.claim(storeKey, { state: 'in_progress', fingerprint, token, leaseUntil: Date.now() + settings.leaseMs }, settings.ttlMs).catch(async (error: unknown) => {
      // The claim may have been stored with its answer lost; nothing was sent, so free the key if it was.
      await refuse(ctx, storeKey, token, fingerprint, 'The gateway could not record the request; nothing was sent to the provider.');
      throw error;
    });
    if (claim.claimed) return { kind: 'claimed', fence: claim.fence };
    let existing: IdempotencyRecord | undefined = claim.existing;
    while (existing?.state === 'in_progress' && existing.fingerprint === fingerprint) {
      if (existing.leaseUntil <= Date.now()) {
        // The claiming instance is gone; it may have sent the request, so nobody may send it again.
        // Its lease outlasts the deadline of any write it let through, so nothing of it can land later.
        const abandoned: IdempotencyRecord = { state: 'unknown_outcome', fingerprint, message: ABANDONED };
        // Same input, same caller: what it may have created can settle it, from when it claimed the key.
        if (await store.takeOver(storeKey, existing.token, abandoned, settings.ttlMs)) await rememberCriteria(ctx, mutation, storeKey, existing.leaseUntil - settings.leaseMs);
      } else if (Date.now() - startedAt >= settings.waitMs) {
        const message = 'A request with this idempotency key is still being processed; send it again shortly with the same key.';
        return { kind: 'in_progress', answer: mutation.refused([{ field, code: 'IDEMPOTENCY_REQUEST_IN_PROGRESS', message }]) };
      } else {
        await sleep(pollMs);
        pollMs = Math.min(pollMs * 2, MAX_POLL_MS);
      }
      existing = await store.get(storeKey);
    }
    // Gone or refused meanwhile: nothing was created, so the key is free for this request.
    if (existing === undefined || existing.state === 'refused') continue;
    if (existing.fingerprint !== fingerprint) {
      const message = `This idempotency key was already used for a different ${mutation.operation} request; use a new key for a new request.`;
      return { kind: 'reused', answer: mutation.refused([{ field, code: 'IDEMPOTENCY_KEY_REUSED', message }]) };
    }
    if (existing.state === 'unknown_outcome') throw await replayedUnknown(ctx, storeKey, existing.message, key);
    if (existing.state === 'completed') {
      const payload = existing.result as P;
      return { kind: 'replayed', answer: mutation.replayed ? mutation.replayed(payload) : payload };
    }
  }
}

// The provider call already happened: a store failure now must not turn its result into an
// error. The claim then lapses with its lease and later replays see an unknown outcome.
async function record(ctx: GatewayContext, storeKey: string, token: string, outcome: IdempotencyRecord): Promise<void> {
  await recordSpan(outcome.state, async () => {
    const settled = await ctx.idempotency.store.settle(storeKey, token, outcome, ctx.idempotency.settings.ttlMs);
    // Outlived its lease: a retry recorded an unknown outcome over the claim, and this is its answer.
    if (!settled && outcome.state === 'completed' && (await ctx.idempotency.store.resolveUnknown(storeKey, outcome.result))) return;
    if (!settled) ctx.logger.warn({ idempotency: { state: outcome.state } }, 'idempotency claim was taken over before the result was recorded');
  }).catch((error: unknown) => ctx.logger.error({ err: error, idempotency: { state: outcome.state } }, 'could not record an idempotent result'));
}

/** A write of the request's idempotency record, as a span named by what it writes. */
function recordSpan(state: IdempotencyRecord['state'], write: () => Promise<void>): Promise<void> {
  return inSpan('store.idempotency_record', { attributes: { 'idempotency.state': state } }, write);
}

/** What a resource created by this request would show, so evidence can settle its unknown outcome later. */
async function rememberCriteria(ctx: GatewayContext, mutation: Pick<IdempotentMutation<unknown>, 'operation' | 'input' | 'evidence'>, storeKey: string, startedAt: number): Promise<void> {
  const criteria = mutation.evidence?.criteria(mutation.input);
  const credentials = ctx.credentials;
  if (criteria === undefined || credentials === null) return;
  // The request's span, for whatever settles the outcome later (a webhook, a read of the provider) to link to.
  const trace = traceCarrier();
  try {
    const outcome = {
      ...criteria,
      ...(trace !== undefined && { trace }),
      recordKey: storeKey,
      operation: mutation.operation,
      caller: heldKeyFingerprint(credentials),
      dataSet: credentials.dataSet,
      windowStart: startedAt - WINDOW_MARGIN_MS,
      windowEnd: Date.now() + WINDOW_MARGIN_MS,
    };
    await inSpan('store.unknown_outcome', { attributes: { 'gateway.operation': mutation.operation } }, () =>
      ctx.idempotency.unknownOutcomes.add(outcome, ctx.idempotency.settings.ttlMs),
    );
    // Reconciliation reads the provider with this key until the outcome is settled.
    ctx.live.ledger.awaitingOutcome(credentials, credentials.dataSet);
  } catch (error) {
    ctx.logger.error({ err: error }, 'could not record what would settle an unknown outcome');
  }
}

/** Nothing was created: the record says so (mutationOutcome answers REFUSED), and the next request with the key runs again. */
async function refuse(ctx: GatewayContext, storeKey: string, token: string, fingerprint: string, message: string): Promise<void> {
  await recordSpan('refused', async () => {
    await ctx.idempotency.store.settle(storeKey, token, { state: 'refused', fingerprint, message }, ctx.idempotency.settings.ttlMs);
  }).catch((error: unknown) => ctx.logger.error({ err: error }, 'could not record an idempotency refusal'));
}
