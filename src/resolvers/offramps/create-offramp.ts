// createOfframp: a B2B payout of stablecoins into a bank account (POST /otc/offramp).

import { z } from 'zod';
import type { CreateOfframpInput, CreateOfframpPayload } from '../../generated/graphql.js';
import { offrampAccount, type EvidenceRule } from '../../idempotency/outcome-evidence.js';
import { defineRampMutation } from '../shared/mutation-pipeline.js';
import { createOfframpEndpoint, type Offramp, type OfframpRequest } from '../../datasources/offramps/endpoints.js';
import { offrampObservation } from './events.js';
import { otcRampFieldPaths } from '../shared/otc-ramp-input.js';
import { payoutMember } from '../shared/payout-account.js';
import { validateOfframp } from './validation.js';

type Payload = Omit<CreateOfframpPayload, 'offramp'> & { offramp: Offramp | null };

const offrampEvidence = z.object({ amount: z.string(), currency: z.string(), stablecoin: z.string(), network: z.string() });

/**
 * A B2B off-ramp whose answer was lost is the one a later webhook naming the caller's business
 * shows for the same data set, amount, currency, stablecoin and network within the request's
 * window: there is no listing of off-ramps, and their record carries no bank account, so the match
 * is offered to the caller as a candidate like an ESP payout's, never taken as created.
 */
const payoutEvidence: EvidenceRule = {
  kind: 'offramp',
  criteria(input) {
    const parsed = offrampEvidence.safeParse(input);
    if (!parsed.success) return undefined;
    const { amount, currency, stablecoin, network } = parsed.data;
    return { kind: 'offramp', direction: 'offramp', amount: amount.trim(), currency, account: offrampAccount(stablecoin, network) };
  },
  payload: (record) => ({ offramp: record, userErrors: [] }),
};

export const createOfframp = defineRampMutation<CreateOfframpInput, OfframpRequest, Offramp, Payload>({
  operation: 'createOfframp',
  validate: validateOfframp,
  call: (request, ctx) => ctx.ramp().client.call(createOfframpEndpoint, request),
  fieldPaths: (input) => otcRampFieldPaths(['input', 'payoutAccount', payoutMember(input.payoutAccount)]),
  payload: {
    created: (offramp) => ({ offramp, userErrors: [] }),
    refused: (userErrors) => ({ offramp: null, userErrors }),
  },
  observe: (offramp, dataSet) => [offrampObservation(dataSet, offramp)],
  evidence: payoutEvidence,
});
