// How unknown outcomes are settled by later evidence. A resource seen afterwards (a webhook, a
// listing entry) is the one an unknown request created when it matches the request alone: same
// caller and data set, kind and direction, amount, currency and account, created within the
// request's time window. Which operations have such evidence is said by the module owning each
// (its mutation's `evidence`, see src/shared/mutation-pipeline.ts); today only ESP off-ramps.

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
