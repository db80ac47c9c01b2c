import express, { Router, type Request, type RequestHandler } from 'express';
import { isNetwork } from '../../src/domain/networks.js';
import { isValidTransactionProof } from '../../src/domain/transaction-hash.js';
import type { EmulatorContext } from '../context.js';
import { livemodeFlag, type DataSet } from '../data-set.js';
import { ApiError, notFound, validationFailed } from '../http/api-error.js';
import { dataSetOf } from '../http/auth.js';
import { PaymentProofRepository } from '../repositories/payment-proofs.js';
import { parsePaymentProofForm, RECEIPT_MAX_BYTES, type PaymentProofRequest } from '../schemas/payment-proof.js';

type OnrampReceipt = Extract<PaymentProofRequest, { transaction_type: 'onramp' }>;

export const PAYMENT_PROOF_PATH = '/otc/pop';
/** The receipt's 3 MB and the form around it. */
const FORM_LIMIT_BYTES = RECEIPT_MAX_BYTES + 64 * 1024;

const notMultipart = () => validationFailed([{ field: 'body', message: 'must be multipart/form-data' }]);

/** Reads the multipart body with undici's form parser, bounded in size; anything else is a 400. */
async function readForm(req: Request): Promise<FormData> {
  const contentType = req.get('content-type') ?? '';
  if (!req.is('multipart/form-data') || !Buffer.isBuffer(req.body)) throw notMultipart();
  try {
    // The platform's fetch (undici) parses multipart/form-data; its Response reads a Buffer as the body.
    return await new Response(req.body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw validationFailed([{ field: 'body', message: 'is not a readable multipart/form-data body' }]);
  }
}

/** The raw multipart body, at most FORM_LIMIT_BYTES; a larger one is 413 with the form's own limit in the message. */
function formBody(): RequestHandler {
  const raw = express.raw({ type: 'multipart/form-data', limit: FORM_LIMIT_BYTES });
  return (req, res, next) =>
    raw(req, res, (error?: unknown) => {
      const tooLarge = (error as { type?: unknown } | undefined)?.type === 'entity.too.large';
      next(tooLarge ? new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The form is larger than its 3 MB receipt allows') : error);
    });
}

/**
 * An on-ramp's receipt moves it from pending to processing [provider: upload-proof-of-payment, the
 * B2B page's answer], through the lifecycle, so its webhook and the clock's settlement follow; the
 * same file again answers the same, another file is refused [ours].
 */
function acceptReceipt(ctx: EmulatorContext, proofs: PaymentProofRepository, dataSet: DataSet, request: OnrampReceipt): string {
  const { reference, filename, sha256 } = request;
  return ctx.db.transaction(() => {
    const onramp = ctx.onramps.byReference(dataSet, reference);
    if (!onramp) throw notFound(`Transaction ${reference}`);
    const earlier = proofs.find(dataSet, reference, 'onramp');
    if (earlier) {
      if (earlier.file_sha256 === sha256) return earlier.answer;
      throw new ApiError(409, 'PROOF_ALREADY_SUBMITTED', 'Another proof of payment was already submitted for this transaction');
    }
    if (onramp.status !== 'pending') {
      throw new ApiError(409, 'TRANSACTION_NOT_PENDING', `The transaction is ${onramp.status}, not pending`);
    }
    ctx.lifecycle.transition('onramp', onramp.id, 'processing', dataSet);
    const submittedAt = new Date(ctx.now()).toISOString();
    const body = JSON.stringify({
      message: 'Proof of payment submitted successfully.',
      data: { reference, filename, transaction_hash: null, status: 'processing', submitted_at: submittedAt },
    });
    proofs.insert({
      business_id: dataSet.businessId,
      livemode: livemodeFlag(dataSet),
      reference,
      transaction_type: 'onramp',
      transaction_hash: null,
      filename,
      file_sha256: sha256,
      answer: body,
      created_at: submittedAt,
    });
    return body;
  })();
}

/**
 * POST /otc/pop: the proof that a B2B transaction was paid [provider: upload-proof-of-payment].
 * An off-ramp's transaction hash (or explorer URL) moves it from pending to processing through the
 * lifecycle, so its webhook and the clock's settlement follow; the same proof again answers the
 * same [ours]. An on-ramp's receipt does the same for the on-ramp (`acceptReceipt`).
 */
export function paymentProofRouter(ctx: EmulatorContext): Router {
  const router = Router();
  const proofs = new PaymentProofRepository(ctx.db);
  router.post(PAYMENT_PROOF_PATH, formBody(), async (req, res) => {
    const dataSet = dataSetOf(res);
    const request = await parsePaymentProofForm(await readForm(req), ctx.faults.current().receiptMaxBytes);
    if (request.transaction_type === 'onramp') {
      const receipt = acceptReceipt(ctx, proofs, dataSet, request);
      ctx.committed();
      res.type('application/json').send(receipt);
      return;
    }

    const { reference, transaction_hash: hash } = request;
    const answer = ctx.db.transaction(() => {
      const offramp = proofs.offrampByReference(dataSet, reference);
      if (!offramp) throw notFound(`Transaction ${reference}`);
      const earlier = proofs.find(dataSet, reference, 'offramp');
      if (earlier) {
        if (earlier.transaction_hash === hash) return earlier.answer;
        throw new ApiError(409, 'PROOF_ALREADY_SUBMITTED', 'Another transaction hash was already submitted for this transaction');
      }
      if (!isNetwork(offramp.network) || !isValidTransactionProof(offramp.network, hash)) {
        throw validationFailed([
          { field: 'transaction_hash', message: `must be a ${offramp.network} transaction hash or a block explorer URL of it` },
        ]);
      }
      if (offramp.status !== 'pending') {
        throw new ApiError(409, 'TRANSACTION_NOT_PENDING', `The transaction is ${offramp.status}, not pending`);
      }
      ctx.lifecycle.transition('offramp', offramp.id, 'processing', dataSet);
      const body = JSON.stringify({
        message: 'Proof of payment submitted successfully.',
        data: { reference, filename: null, transaction_hash: hash, status: 'processing' },
      });
      proofs.insert({
        business_id: dataSet.businessId,
        livemode: livemodeFlag(dataSet),
        reference,
        transaction_type: 'offramp',
        transaction_hash: hash,
        filename: null,
        file_sha256: null,
        answer: body,
        created_at: new Date(ctx.now()).toISOString(),
      });
      return body;
    })();
    ctx.committed();
    res.type('application/json').send(answer);
  });
  return router;
}
