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
    /** Epoch ms after which the holder counts as gone (crashed instance). */
    leaseUntil: z.number(),
  }),
  z.object({ state: z.literal('completed'), fingerprint: z.string(), result: z.unknown() }),
  z.object({ state: z.literal('unknown_outcome'), fingerprint: z.string(), message: z.string() }),
  /** Nothing was created (user errors, or a failure before the provider applied anything): the next claim takes the key over. */
  z.object({ state: z.literal('refused'), fingerprint: z.string(), message: z.string() }),
]);
export type IdempotencyRecord = z.infer<typeof idempotencyRecord>;
export type InProgressRecord = Extract<IdempotencyRecord, { state: 'in_progress' }>;

export type ClaimResult = { claimed: true } | { claimed: false; existing: IdempotencyRecord };

export interface IdempotencyStore {
  /** Stores `record` unless the key already holds an unexpired one other than a refusal, atomically across instances. */
  claim(key: string, record: InProgressRecord, ttlMs: number): Promise<ClaimResult>;
  get(key: string): Promise<IdempotencyRecord | undefined>;
  /** Replaces the record if it is still the in-progress claim of `token`; false otherwise. */
  settle(key: string, token: string, record: IdempotencyRecord, ttlMs: number): Promise<boolean>;
  /** Turns an unknown outcome into the result evidence showed it had; false when the record is no unknown outcome. */
  resolveUnknown(key: string, result: unknown): Promise<boolean>;
  /**
   * Whether a request of `operation` (any caller's) is running now, or recorded a result naming
   * `resourceId`: that request may have created the resource, though its owner is not recorded yet.
   */
  mayHaveCreated(operation: string, resourceId: string): Promise<boolean>;
}
