// What the gateway remembers per (caller, operation, idempotency key): the fingerprint of the
// first request's input and how far it got. Kept in the gateway's database (src/store), so a
// restart of the gateway or the loss of Redis forgets nothing.

import { z } from 'zod';

export const idempotencyRecord = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('in_progress'),
    fingerprint: z.string(),
    /** Who holds the claim; only the holder may finish or release it. */
    token: z.string(),
    /**
     * The claim's fencing token: grows with every claim of the key, so a holder that lost its claim
     * (stalled past its lease and taken over) finds out before it sends.
     */
    fence: z.number(),
    /** Epoch ms after which the holder counts as gone: no request it sent can still reach the provider. */
    leaseUntil: z.number(),
  }),
  z.object({ state: z.literal('completed'), fingerprint: z.string(), result: z.unknown() }),
  z.object({ state: z.literal('unknown_outcome'), fingerprint: z.string(), message: z.string() }),
  /** Nothing was created (user errors, or a failure before the provider applied anything): the next claim takes the key over. */
  z.object({ state: z.literal('refused'), fingerprint: z.string(), message: z.string() }),
]);
export type IdempotencyRecord = z.infer<typeof idempotencyRecord>;
export type InProgressRecord = Extract<IdempotencyRecord, { state: 'in_progress' }>;

/** A claim as it is asked for; the store gives it its fence. */
export type NewClaim = Omit<InProgressRecord, 'fence'>;

export type ClaimResult = { claimed: true; fence: number } | { claimed: false; existing: IdempotencyRecord };

export interface IdempotencyStore {
  /** Stores `record` unless the key already holds an unexpired one other than a refusal, atomically across instances. */
  claim(key: string, record: NewClaim, ttlMs: number): Promise<ClaimResult>;
  get(key: string): Promise<IdempotencyRecord | undefined>;
  /** Replaces the record if it is still the in-progress claim of `token`; false otherwise. */
  settle(key: string, token: string, record: IdempotencyRecord, ttlMs: number): Promise<boolean>;
  /**
   * The check before the provider call, atomically: true, and the lease stretched to at least
   * `leaseUntil`, when `fence` is still the key's live claim (its lease not run out); false otherwise.
   */
  holdForSend(key: string, token: string, fence: number, leaseUntil: number): Promise<boolean>;
  /**
   * Replaces the claim of `token` by `record` only once its lease has run out (a holder that passed
   * holdForSend has stretched it past its request's deadline), moving the fence on; false otherwise.
   */
  takeOver(key: string, token: string, record: IdempotencyRecord, ttlMs: number): Promise<boolean>;
  /** Turns an unknown outcome into the result evidence showed it had; false when the record is no unknown outcome. */
  resolveUnknown(key: string, result: unknown): Promise<boolean>;
  /**
   * Whether a request of `operation` (any caller's) is running now, or recorded a result naming
   * `resourceId`: that request may have created the resource, though its owner is not recorded yet.
   */
  mayHaveCreated(operation: string, resourceId: string): Promise<boolean>;
}
