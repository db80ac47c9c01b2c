// POST /otc/pop with an on-ramp's receipt [provider: upload-proof-of-payment]: a multipart form of
// the on-ramp's reference, `transaction_type=onramp` and the file, which the provider forwards to
// confirm the fiat arrived and which moves the on-ramp from pending to processing.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { matchingValue } from '../tolerant-fields.js';
import { PROVIDER_ONRAMP_STATUSES, type OnrampStatus } from '../../domain/state-machines.js';
import { isAhead } from '../../status/ledger/status-order.js';
import type { Onramp } from './endpoints.js';

/** What uploadOnrampProofOfPayment sends: the on-ramp as last known (its reference) and the receipt, in memory. */
export interface ProofOfPaymentRequest {
  onramp: Onramp;
  /** The on-ramp's reference, which the provider knows the proof by. */
  reference: string;
  file: { filename: string; type: string; content: Uint8Array };
}

/**
 * The answer, read tolerantly: the B2B page's `data.status` in any case; absent (the OTC page's
 * answer has none) or unknown, the documented effect of an accepted receipt (pending → processing) stands.
 */
const receiptAnswer = z.object({
  data: z
    .object({
      status: z
        .string()
        .nullish()
        .transform((text): OnrampStatus => (typeof text === 'string' ? matchingValue(PROVIDER_ONRAMP_STATUSES, text) : undefined) ?? 'processing'),
    })
    .nullish()
    .transform((data): { status: OnrampStatus } => data ?? { status: 'processing' }),
});

export const uploadProofOfPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/otc/pop',
  form: (request: ProofOfPaymentRequest) => ({
    reference: request.reference,
    transaction_type: 'onramp',
    file: request.file,
  }),
  response: receiptAnswer,
  // Forward only: an answer behind what the gateway already knows does not move the on-ramp back.
  read: ({ body }, request: ProofOfPaymentRequest): Onramp => {
    const known = request.onramp.status;
    return { ...request.onramp, status: isAhead('onramp', known, body.data.status) ? body.data.status : known };
  },
});
