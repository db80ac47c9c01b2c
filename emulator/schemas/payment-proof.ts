import { createHash } from 'node:crypto';
import { RECEIPT_MAX_BYTES, receiptTypeOf } from '../../src/domain/receipt-file.js';
import { TRANSACTION_PROOF_MAX_LENGTH } from '../../src/domain/transaction-hash.js';
import { FieldErrors } from '../http/field-errors.js';

export { RECEIPT_MAX_BYTES };
const REFERENCE_MAX_LENGTH = 128;
/** Enough of a file to read its type's signature. */
const SIGNATURE_BYTES = 8;

export type PaymentProofRequest =
  | { transaction_type: 'offramp'; reference: string; transaction_hash: string }
  | { transaction_type: 'onramp'; reference: string; filename: string; sha256: string };

function text(value: ReturnType<FormData['get']>): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * The form of POST /otc/pop, or 400 naming every missing or bad field. The hash's format is checked
 * against the transaction's network later. An on-ramp's receipt is a JPEG, PNG, GIF or PDF of at most
 * `maxReceiptBytes` (3 MB) [provider: upload-proof-of-payment], its type read from its bytes, as
 * a provider that forwards it to a person must [ours].
 */
export async function parsePaymentProofForm(form: FormData, maxReceiptBytes = RECEIPT_MAX_BYTES): Promise<PaymentProofRequest> {
  const errors = new FieldErrors();
  const reference = text(form.get('reference'));
  if (!reference) errors.add('reference', 'is required');
  else if (reference.length > REFERENCE_MAX_LENGTH) errors.add('reference', `must be at most ${REFERENCE_MAX_LENGTH} characters`);
  const type = text(form.get('transaction_type'));
  if (!type) errors.add('transaction_type', 'is required');
  else if (type !== 'onramp' && type !== 'offramp') errors.add('transaction_type', 'must be one of onramp, offramp');

  let proof: PaymentProofRequest | undefined;
  if (type === 'offramp') {
    const hash = text(form.get('transaction_hash'));
    if (!hash) errors.add('transaction_hash', 'is required for an offramp');
    else if (hash.length > TRANSACTION_PROOF_MAX_LENGTH) errors.add('transaction_hash', `must be at most ${TRANSACTION_PROOF_MAX_LENGTH} characters`);
    else if (reference) proof = { transaction_type: 'offramp', reference, transaction_hash: hash };
  } else if (type === 'onramp') {
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) errors.add('file', 'is required for an onramp');
    else if (file.size > maxReceiptBytes) errors.add('file', `must be at most ${maxReceiptBytes === RECEIPT_MAX_BYTES ? '3 MB' : `${maxReceiptBytes} bytes`}`);
    else if (receiptTypeOf(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())) === null) errors.add('file', 'must be a JPEG, PNG, GIF or PDF file');
    else if (reference) {
      const sha256 = createHash('sha256').update(new Uint8Array(await file.arrayBuffer())).digest('hex');
      proof = { transaction_type: 'onramp', reference, filename: file.name === '' ? 'receipt' : file.name, sha256 };
    }
  }
  errors.throwIfAny();
  if (proof === undefined) throw new TypeError('a form without problems names its proof');
  return proof;
}
