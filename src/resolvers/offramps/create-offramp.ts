// createOfframp: a B2B payout of stablecoins into a bank account (POST /otc/offramp).

import type { CreateOfframpInput, CreateOfframpPayload } from '../../generated/graphql.js';
import { defineRampMutation } from '../shared/mutation-pipeline.js';
import { createOfframpEndpoint, type Offramp, type OfframpRequest } from '../../datasources/offramps/endpoints.js';
import { offrampObservation } from './events.js';
import { payoutMember, validateOfframp } from './validation.js';

type Payload = Omit<CreateOfframpPayload, 'offramp'> & { offramp: Offramp | null };

export const createOfframp = defineRampMutation<CreateOfframpInput, OfframpRequest, Offramp, Payload>({
  operation: 'createOfframp',
  validate: validateOfframp,
  call: (request, ctx) => ctx.ramp().client.call(createOfframpEndpoint, request),
  fieldPaths: (input) => ({
    customer_id: ['input', 'customerId'],
    currency: ['input', 'currency'],
    amount: ['input', 'amount'],
    stables: ['input', 'stablecoin'],
    network: ['input', 'network'],
    wallet_address: ['input', 'walletAddress'],
    paymentDetails: ['input', 'payoutAccount', payoutMember(input.payoutAccount)],
  }),
  payload: {
    created: (offramp) => ({ offramp, userErrors: [] }),
    refused: (userErrors) => ({ offramp: null, userErrors }),
  },
  observe: (offramp, dataSet) => [offrampObservation(dataSet, offramp)],
});
