import type { RequestHandler } from 'express';
import { notFound } from '../http/api-error.js';
import { dataSetOf } from '../http/auth.js';
import type { OtcRampRepository, OtcRampRow } from '../repositories/otc-ramps.js';

/**
 * GET /otc/offramp/:transactionId and /otc/onramp/:transactionId [ours]: the record as the
 * direction's webhooks show it, with its current status; another business's or data set's is 404.
 */
export function otcRampReadHandler<Row extends OtcRampRow<string>>(
  repository: OtcRampRepository<Row>,
  noun: 'Offramp' | 'Onramp',
  record: (row: Row) => object,
): RequestHandler<{ transactionId: string }> {
  return (req, res) => {
    const row = repository.inDataSet(dataSetOf(res), req.params.transactionId);
    if (row === null) throw notFound(`${noun} transaction`);
    res.json({ code: 'TXN_RETRIEVED', status: 'Success', message: `${noun} transaction retrieved`, data: record(row) });
  };
}
