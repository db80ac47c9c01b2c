import type { Response } from 'express';
import type { EmulatorContext } from '../context.js';
import { livemodeFlag, type DataSet } from '../data-set.js';
import { newId, newReference } from '../ids.js';
import { payoutAmount, quotedRate } from '../pricing.js';
import { sendJson } from '../profiles/profile.js';
import type { OtcRampRepository, OtcRampRow } from '../repositories/otc-ramps.js';
import type { OtcRampRequest } from '../schemas/otc-ramp.js';

/** A B2B ramp created now from its request, priced at the direction's quoted rate: every column but its status. */
export function newOtcRampRow(
  dataSet: DataSet,
  request: OtcRampRequest,
  direction: 'offramp' | 'onramp',
  at: string,
): Omit<OtcRampRow<string>, 'status'> {
  const rate = quotedRate(request.currency, direction);
  return {
    id: newId('otc'),
    business_id: dataSet.businessId,
    livemode: livemodeFlag(dataSet),
    reference: newReference('link-otc-', 8),
    customer_id: request.customer_id,
    stables: request.stables,
    network: request.network,
    wallet_address: request.wallet_address,
    amount: request.amount,
    currency: request.currency,
    payout_amount: payoutAmount(request.amount, rate),
    rate,
    payment_method: request.paymentMethod,
    payment_details: JSON.stringify(request.paymentDetails),
    created_at: at,
    updated_at: at,
  };
}

/**
 * Stores a new ramp and schedules its first move in one transaction, wakes the clock, then answers
 * with the profile's creation status and body.
 */
export function commitNewOtcRamp<Row extends OtcRampRow<string>>(
  ctx: EmulatorContext,
  res: Response,
  created: { repository: OtcRampRepository<Row>; kind: 'offramp' | 'onramp'; body: (row: Row) => unknown },
  row: Row,
): void {
  ctx.db.transaction(() => {
    created.repository.insert(row);
    ctx.lifecycle.scheduleInitial(created.kind, row.id);
  })();
  ctx.committed();
  sendJson(res, ctx.profile.creationStatus, created.body(row));
}
