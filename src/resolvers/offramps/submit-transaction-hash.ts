// submitOfframpTransactionHash: the off-ramp's next step after its creation. The business sends
// the stablecoin, then proves it with the transfer's hash (POST /otc/pop, multipart), which moves
// the payout from pending to processing.

import { z } from 'zod';
import {
  isValidTransactionProof,
  isValidTransactionProofOnAnyNetwork,
  TRANSACTION_PROOF_MAX_LENGTH,
} from '../../domain/transaction-hash.js';
import type { GatewayContext } from '../../context.js';
import type { SubmitOfframpTransactionHashInput, SubmitOfframpTransactionHashPayload } from '../../generated/graphql.js';
import { defineRampMutation } from '../shared/mutation-pipeline.js';
import { proofDone, sendProof } from '../shared/proof-of-payment.js';
import { checkRequired, type UserErrors } from '../shared/user-errors.js';
import { submitTransactionHashEndpoint, type Offramp, type TransactionHashRequest } from '../../datasources/offramps/endpoints.js';
import { lastKnownOfframp, offrampObservation } from './events.js';

type Payload = Omit<SubmitOfframpTransactionHashPayload, 'offramp'> & { offramp: Offramp | null };

const OFFRAMP_ID = ['input', 'offrampId'];
const TRANSACTION_HASH = ['input', 'transactionHash'];

function checkProof(errors: UserErrors, offramp: Offramp | null, proof: string): void {
  if (proof === '') return;
  const network = offramp?.network ?? null;
  const valid =
    proof.length <= TRANSACTION_PROOF_MAX_LENGTH &&
    (network === null ? isValidTransactionProofOnAnyNetwork(proof) : isValidTransactionProof(network, proof));
  if (valid) return;
  const of = network === null ? 'a supported network' : network;
  errors.add(TRANSACTION_HASH, 'INVALID_TRANSACTION_HASH', `transactionHash must be a transaction hash of ${of}, or an https block explorer page of one.`);
}

async function validate(input: SubmitOfframpTransactionHashInput, errors: UserErrors, ctx: GatewayContext): Promise<TransactionHashRequest | undefined> {
  const offrampId = checkRequired(errors, OFFRAMP_ID, input.offrampId);
  const proof = checkRequired(errors, TRANSACTION_HASH, input.transactionHash);
  // Only an off-ramp this key created (or read) is known, with its reference and network: another key's is not found.
  const offramp = offrampId === '' ? null : await lastKnownOfframp(ctx, offrampId);
  if (offrampId !== '' && offramp === null) {
    errors.add(OFFRAMP_ID, 'NOT_FOUND', `There is no off-ramp ${offrampId} created with this API key.`);
  }
  checkProof(errors, offramp, proof);
  if (offramp !== null && (offramp.status === 'completed' || offramp.status === 'failed')) {
    errors.add(OFFRAMP_ID, 'NOT_PENDING', `The off-ramp is ${offramp.status.toUpperCase()}: it no longer waits for its stablecoin.`);
  }
  if (offramp !== null && offramp.reference === null) {
    errors.add(OFFRAMP_ID, 'INVALID', "The provider gave no reference for this off-ramp: submit the transfer's hash in the provider's dashboard.");
  }
  if (offramp === null || offramp.reference === null) return undefined;
  return { offramp, reference: offramp.reference, transactionHash: proof };
}

const submit = (request: TransactionHashRequest, ctx: GatewayContext): Promise<Offramp> =>
  sendProof('offramp', () => ctx.ramp().client.call(submitTransactionHashEndpoint, request));

const proofEvidence = z.object({ offrampId: z.string().trim().min(1) }).transform((input) => input.offrampId);

export const submitOfframpTransactionHash = defineRampMutation<SubmitOfframpTransactionHashInput, TransactionHashRequest, Offramp, Payload>({
  operation: 'submitOfframpTransactionHash',
  validate,
  call: submit,
  fieldPaths: { reference: OFFRAMP_ID, transaction_hash: TRANSACTION_HASH },
  payload: {
    created: (offramp) => ({ offramp, userErrors: [] }),
    refused: (userErrors) => ({ offramp: null, userErrors }),
  },
  // Forward only, like every status the gateway records: subscribers of the off-ramp see PROCESSING.
  observe: (offramp, dataSet) => [offrampObservation(dataSet, offramp)],
  evidence: proofDone('offramp', proofEvidence, (record) => ({ offramp: record, userErrors: [] })),
});
