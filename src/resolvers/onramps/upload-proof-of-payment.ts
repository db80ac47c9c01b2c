// uploadOnrampProofOfPayment: the on-ramp's next step once the business has sent the fiat to the
// settlement account. The receipt (a JPEG, PNG, GIF or PDF of at most 3 MB, its type told by its
// bytes) goes to POST /otc/pop as multipart, which moves the on-ramp from pending to processing.
// The file lives only in this request's memory: nothing of it is stored but its hash, in the
// idempotency key's fingerprint, so the same receipt sent again with the same key is sent once.

import { z } from 'zod';
import { RECEIPT_MAX_BYTES, receiptTypeOf } from '../../domain/receipt-file.js';
import { ONRAMP_AWAITING_PAYMENT, type OnrampStatus } from '../../domain/state-machines.js';
import type { GatewayContext } from '../../context.js';
import type { UploadOnrampProofOfPaymentInput, UploadOnrampProofOfPaymentPayload } from '../../generated/graphql.js';
import type { UploadedFile } from '../../platform/uploaded-file.js';
import { defineRampMutation } from '../shared/mutation-pipeline.js';
import { proofDone, sendProof } from '../shared/proof-of-payment.js';
import { checkRequired, type UserErrors } from '../shared/user-errors.js';
import type { Onramp } from '../../datasources/onramps/endpoints.js';
import { uploadProofOfPaymentEndpoint, type ProofOfPaymentRequest } from '../../datasources/onramps/proof-of-payment.js';
import { lastKnownOnramp, onrampReadObservation } from './events.js';

type Payload = Omit<UploadOnrampProofOfPaymentPayload, 'onramp'> & { onramp: Onramp | null };

const ONRAMP_ID = ['input', 'onrampId'];
/** The provider's `pending`, before and after it said where to send the fiat. */
const AWAITING_PROOF: ReadonlySet<OnrampStatus> = new Set(['pending', ONRAMP_AWAITING_PAYMENT]);
const FILE = ['input', 'file'];
/** The file's name travels to the provider in the form's part header [ours: a bound like the other texts']. */
const FILENAME_MAX_LENGTH = 255;

/** The receipt's content and the type its bytes show, or every problem of it added to `errors`. */
function checkFile(errors: UserErrors, file: UploadedFile): ProofOfPaymentRequest['file'] | undefined {
  if (file.tooLarge) {
    errors.add(FILE, 'FILE_TOO_LARGE', `The receipt is larger than ${RECEIPT_MAX_BYTES / (1024 * 1024)} MB, the provider's limit.`);
    return undefined;
  }
  if (file.filename.length > FILENAME_MAX_LENGTH) {
    errors.add(FILE, 'INVALID', `The receipt's file name has at most ${FILENAME_MAX_LENGTH} characters.`);
    return undefined;
  }
  const content = file.bytes();
  if (content.byteLength === 0) {
    errors.add(FILE, 'REQUIRED', 'The receipt is empty.');
    return undefined;
  }
  const type = receiptTypeOf(content);
  if (type === null) {
    errors.add(FILE, 'INVALID_FILE_TYPE', 'The receipt must be a JPEG, PNG, GIF or PDF file (its content decides, not its name or declared type).');
    return undefined;
  }
  return { filename: file.filename === '' ? 'receipt' : file.filename, type, content };
}

async function validate(input: UploadOnrampProofOfPaymentInput, errors: UserErrors, ctx: GatewayContext): Promise<ProofOfPaymentRequest | undefined> {
  const onrampId = checkRequired(errors, ONRAMP_ID, input.onrampId);
  const file = checkFile(errors, input.file);
  // Only an on-ramp this key created (or read) is known, with its reference: another key's is not found.
  const onramp = onrampId === '' ? null : await lastKnownOnramp(ctx, onrampId);
  if (onrampId !== '' && onramp === null) {
    errors.add(ONRAMP_ID, 'NOT_FOUND', `There is no on-ramp ${onrampId} created with this API key.`);
  }
  if (onramp !== null && !AWAITING_PROOF.has(onramp.status)) {
    errors.add(ONRAMP_ID, 'NOT_PENDING', `The on-ramp is ${onramp.status.toUpperCase()}: it no longer waits for its proof of payment.`);
  }
  if (onramp !== null && onramp.reference === null) {
    errors.add(ONRAMP_ID, 'INVALID', "The provider gave no reference for this on-ramp: upload the receipt in the provider's dashboard.");
  }
  if (onramp === null || onramp.reference === null || file === undefined) return undefined;
  return { onramp, reference: onramp.reference, file };
}

const upload = (request: ProofOfPaymentRequest, ctx: GatewayContext): Promise<Onramp> =>
  sendProof('onramp', () => ctx.ramp().client.call(uploadProofOfPaymentEndpoint, request));

const proofEvidence = z.object({ onrampId: z.string().trim().min(1) }).transform((input) => input.onrampId);

export const uploadOnrampProofOfPayment = defineRampMutation<UploadOnrampProofOfPaymentInput, ProofOfPaymentRequest, Onramp, Payload>({
  operation: 'uploadOnrampProofOfPayment',
  validate,
  call: upload,
  fieldPaths: { reference: ONRAMP_ID, file: FILE },
  payload: {
    created: (onramp) => ({ onramp, userErrors: [] }),
    refused: (userErrors) => ({ onramp: null, userErrors }),
  },
  // Forward only, like every status the gateway records: subscribers of the on-ramp see PROCESSING.
  // The answer is the on-ramp as validation read it: what it holds null (a settlement account
  // that arrived meanwhile) stays as known, as from a read of the provider.
  observe: (onramp, dataSet) => [onrampReadObservation(dataSet, onramp)],
  evidence: proofDone('onramp', proofEvidence, (record) => ({ onramp: record, userErrors: [] })),
});
