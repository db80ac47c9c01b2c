// How unknown outcomes are settled by later evidence. A resource seen afterwards (a webhook, a
// listing entry) may be the one an unknown request created when it matches the request alone:
// same caller and data set, kind and direction, amount, currency and account, created within the
// request's time window. Such a match is only a candidate unless the record proves whose it is
// (`settlementOf`). A request that acted on an existing resource (a transaction hash submitted for
// an off-ramp) is settled instead by that resource, named by id, showing the request's effect
// (`settles`). Which operations have such evidence is said by the module owning each (its
// mutation's `evidence`, see src/resolvers/shared/mutation-pipeline.ts): ESP and B2B off-ramps
// resemble, the transaction hash names its off-ramp.

import { z } from 'zod';
import { compareDecimal } from '../domain/money.js';
import type { ResourceKind } from '../domain/state-machines.js';
import type { StatusObservation } from '../status/ingest/webhook-envelope.js';
import type { OutcomeCriteria, UnknownOutcome } from './unknown-outcomes.js';

export interface EvidenceRule {
  kind: ResourceKind;
  /** What a matching resource must show, from the mutation's input; undefined when the input has none of it. */
  criteria(input: Readonly<Record<string, unknown>>): OutcomeCriteria | undefined;
  /** The mutation's payload, as a success would have answered it, from the resource's stored record. */
  payload(record: Record<string, unknown>): unknown;
  /**
   * Whether the record itself proves that this outcome's request made it: a field the provider
   * echoes that carries what the gateway sent for this request alone (its idempotency key, or a
   * digest of it). Without it, a match is only a candidate.
   */
  provesCreation?(outcome: UnknownOutcome, record: Record<string, unknown>): boolean;
  /**
   * For a request that acted on an existing resource (the outcome's `subject`): whether this
   * observation of it shows the request's effect done. Such a rule settles by identity, never by
   * resemblance: the resource is the caller's own (the request was checked against it), so
   * whoever reports it, the outcome is settled as the resource.
   */
  settles?(outcome: UnknownOutcome, observation: StatusObservation): boolean;
}

/** The rules of the operations that have evidence, by operation name (the GraphQL field). */
export type EvidenceRules = ReadonlyMap<string, EvidenceRule>;

/** How far the provider's clock (and its seconds-only creation time) may be from the gateway's. */
export const WINDOW_MARGIN_MS = 60_000;

const espEvidence = z.object({
  direction: z.string(),
  amount: z.string(),
  currency: z.string(),
  accountNumber: z.string(),
  createdAt: z.coerce.date(),
});

export interface ResourceFacts {
  direction: string;
  amount: string;
  currency: string;
  account: string;
  createdAtMs: number;
}

const offrampEvidence = z.object({
  amount: z.string(),
  currency: z.string(),
  stablecoin: z.string(),
  network: z.string(),
  createdAt: z.coerce.date(),
});

const onrampEvidence = z.object({
  amount: z.string(),
  currency: z.string(),
  stablecoin: z.string(),
  network: z.string(),
  walletAddress: z.string(),
  createdAt: z.coerce.date(),
});

/** What stands for a B2B on-ramp's account in its criteria: the stablecoin, network and wallet it is bought into. */
export function onrampAccount(stablecoin: string, network: string, walletAddress: string): string {
  return `${stablecoin} on ${network} to ${walletAddress}`;
}

/** What stands for a B2B off-ramp's account in its criteria: the stablecoin and network it is paid in. */
export function offrampAccount(stablecoin: string, network: string): string {
  return `${stablecoin} on ${network}`;
}

/** What a resource's record shows, for matching; undefined when the record lacks it. */
export function factsOf(kind: ResourceKind, record: Record<string, unknown>): ResourceFacts | undefined {
  if (kind === 'esp_transaction') {
    const parsed = espEvidence.safeParse(record);
    if (!parsed.success) return undefined;
    const { direction, amount, currency, accountNumber, createdAt } = parsed.data;
    return { direction, amount, currency, account: accountNumber.trim(), createdAtMs: createdAt.getTime() };
  }
  if (kind === 'offramp') {
    // A record without its network (stored before off-ramps carried it) or a readable creation time matches nothing.
    const parsed = offrampEvidence.safeParse(record);
    if (!parsed.success || Number.isNaN(parsed.data.createdAt.getTime())) return undefined;
    const { amount, currency, stablecoin, network, createdAt } = parsed.data;
    return { direction: 'offramp', amount, currency, account: offrampAccount(stablecoin, network), createdAtMs: createdAt.getTime() };
  }
  if (kind === 'onramp') {
    const parsed = onrampEvidence.safeParse(record);
    if (!parsed.success || Number.isNaN(parsed.data.createdAt.getTime())) return undefined;
    const { amount, currency, stablecoin, network, walletAddress, createdAt } = parsed.data;
    return { direction: 'onramp', amount, currency, account: onrampAccount(stablecoin, network, walletAddress), createdAtMs: createdAt.getTime() };
  }
  return undefined;
}

/**
 * Whether a resource matching an unknown outcome alone (not another key's, not another request's
 * result) settles it as `created`, or is offered to its caller as a `candidate` to confirm. The same
 * API key used outside the gateway (a dashboard, another service) can create an identical payout
 * in the same window, so a match proves nothing by itself: only a record carrying what this
 * request alone sent does. Evidence that cannot tell whose resource it is (any listing entry, a
 * webhook naming the business of the outcome's key) is a candidate.
 */
export function settlementOf(rule: EvidenceRule, outcome: UnknownOutcome, record: Record<string, unknown>): 'created' | 'candidate' {
  return rule.provesCreation?.(outcome, record) === true ? 'created' : 'candidate';
}

export function matches(outcome: UnknownOutcome, facts: ResourceFacts): boolean {
  return (
    outcome.subject === undefined &&
    outcome.direction === facts.direction &&
    outcome.currency === facts.currency &&
    outcome.account === facts.account &&
    facts.createdAtMs >= outcome.windowStart &&
    facts.createdAtMs <= outcome.windowEnd &&
    sameAmount(outcome.amount, facts.amount)
  );
}

function sameAmount(a: string, b: string): boolean {
  try {
    return compareDecimal(a, b) === 0;
  } catch {
    return false;
  }
}
