// How unknown outcomes are settled by later evidence. A resource seen afterwards (a webhook, a
// listing entry) may be the one an unknown request created when it matches the request alone:
// same caller and data set, kind and direction, amount, currency and account, created within the
// request's time window. Such a match is only a candidate unless the record proves whose it is
// (`settlementOf`). Which operations have such evidence is said by the module owning each (its
// mutation's `evidence`, see src/resolvers/shared/mutation-pipeline.ts); today only ESP off-ramps.

import { z } from 'zod';
import { compareDecimal } from '../domain/money.js';
import type { ResourceKind } from '../domain/state-machines.js';
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

/** What a resource's record shows, for matching; undefined when the record lacks it. */
export function factsOf(kind: ResourceKind, record: Record<string, unknown>): ResourceFacts | undefined {
  if (kind !== 'esp_transaction') return undefined;
  const parsed = espEvidence.safeParse(record);
  if (!parsed.success) return undefined;
  const { direction, amount, currency, accountNumber, createdAt } = parsed.data;
  return { direction, amount, currency, account: accountNumber.trim(), createdAtMs: createdAt.getTime() };
}

/**
 * Whether a resource matching an unknown outcome alone (not another key's, not another request's
 * result) settles it as `created`, or is offered to its caller as a `candidate` to confirm. The same
 * API key used outside the gateway (a dashboard, another service) can create an identical payout
 * in the same window, so a match proves nothing by itself: only a record carrying what this
 * request alone sent does. Evidence that cannot tell whose resource it is (a webhook whose business
 * cannot be matched, any listing entry) is a candidate.
 */
export function settlementOf(rule: EvidenceRule, outcome: UnknownOutcome, record: Record<string, unknown>): 'created' | 'candidate' {
  return rule.provesCreation?.(outcome, record) === true ? 'created' : 'candidate';
}

export function matches(outcome: UnknownOutcome, facts: ResourceFacts): boolean {
  return (
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
