// What the two B2B ramps' proofs of payment share (POST /otc/pop: an off-ramp's transfer hash, an
// on-ramp's receipt): the provider's refusals that name the ramp, and when a lost answer is done.

import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { providerRefusalOf, UpstreamUserError } from '../../datasources/provider-errors.js';
import type { EvidenceRule } from '../../idempotency/outcome-evidence.js';

type Ramp = 'offramp' | 'onramp';
const NAMES: Readonly<Record<Ramp, string>> = { offramp: 'off-ramp', onramp: 'on-ramp' };

/**
 * Sends a proof. The provider's refusals that name the ramp rather than a field, a reference it does
 * not know (404) and a ramp no longer pending or holding another proof (409), prove nothing was
 * changed: user errors at the request's `reference`.
 */
export async function sendProof<T>(ramp: Ramp, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const refusal = providerRefusalOf(error);
    if (refusal?.httpStatus === 404 && error instanceof GraphQLError) {
      throw new UpstreamUserError('NOT_FOUND', `The provider does not know this ${NAMES[ramp]}.`, [{ field: 'reference', message: 'is not known to the provider' }], refusal);
    }
    if (refusal?.httpStatus === 409 && error instanceof UpstreamUserError) {
      throw new UpstreamUserError('NOT_PENDING', error.message, [{ field: 'reference', message: error.message }], refusal);
    }
    throw error;
  }
}

/**
 * A proof whose answer was lost is done once its ramp is seen PROCESSING or COMPLETED: only an
 * accepted proof moves it past PENDING (FAILED may come straight from PENDING, so it settles
 * nothing). The ramp is named by id (`rampId`, read from the mutation's input) and is the caller's
 * own (validation read it), so any report of it settles the request, answered as `payload`.
 */
export function proofDone(ramp: Ramp, rampId: z.ZodType<string>, payload: EvidenceRule['payload']): EvidenceRule {
  return {
    kind: ramp,
    criteria(input) {
      const parsed = rampId.safeParse(input);
      if (!parsed.success) return undefined;
      return { kind: ramp, direction: ramp, amount: '', currency: '', account: '', subject: parsed.data };
    },
    payload,
    settles: (_outcome, observation) => observation.status === 'processing' || observation.status === 'completed',
  };
}
