// createOnramp: a B2B purchase of stablecoins paid in fiat from a bank account (POST /otc/onramp).

import { z } from 'zod';
import type { CreateOnrampInput, CreateOnrampPayload } from '../../generated/graphql.js';
import { onrampAccount, type EvidenceRule } from '../../idempotency/outcome-evidence.js';
import { defineRampMutation } from '../shared/mutation-pipeline.js';
import { createOnrampEndpoint, type Onramp, type OnrampRequest } from '../../datasources/onramps/endpoints.js';
import { onrampObservation } from './events.js';
import { otcRampFieldPaths } from '../shared/otc-ramp-input.js';
import { payoutMember } from '../shared/payout-account.js';
import { validateOnramp } from './validation.js';

type Payload = Omit<CreateOnrampPayload, 'onramp'> & { onramp: Onramp | null };

const onrampEvidence = z.object({ amount: z.string(), currency: z.string(), stablecoin: z.string(), network: z.string(), walletAddress: z.string() });

/**
 * A B2B on-ramp whose answer was lost is the one a later webhook (or read) shows for the same data
 * set, fiat amount, currency, stablecoin, network and receiving wallet within the request's window.
 * There is no listing of on-ramps and their record carries nothing only this request sent, so the
 * match is offered to the caller as a candidate, never taken as created.
 */
const purchaseEvidence: EvidenceRule = {
  kind: 'onramp',
  criteria(input) {
    const parsed = onrampEvidence.safeParse(input);
    if (!parsed.success) return undefined;
    const { amount, currency, stablecoin, network, walletAddress } = parsed.data;
    return { kind: 'onramp', direction: 'onramp', amount: amount.trim(), currency, account: onrampAccount(stablecoin, network, walletAddress.trim()) };
  },
  payload: (record) => ({ onramp: record, userErrors: [] }),
};

export const createOnramp = defineRampMutation<CreateOnrampInput, OnrampRequest, Onramp, Payload>({
  operation: 'createOnramp',
  validate: validateOnramp,
  call: (request, ctx) => ctx.ramp().client.call(createOnrampEndpoint, request),
  fieldPaths: (input) => otcRampFieldPaths(['input', 'paymentAccount', payoutMember(input.paymentAccount)]),
  payload: {
    created: (onramp) => ({ onramp, userErrors: [] }),
    refused: (userErrors) => ({ onramp: null, userErrors }),
  },
  observe: (onramp, dataSet) => [onrampObservation(dataSet, onramp)],
  evidence: purchaseEvidence,
});
