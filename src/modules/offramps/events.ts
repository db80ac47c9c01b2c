// Live status of off-ramps: what createOfframp records, and the model a subscriber gets back.

import type { Offramp } from '../../datasources/models.js';
import { offrampResponse } from '../../datasources/provider-schemas.js';
import type { StatusChange } from '../../events/status-change.js';
import type { DataSet, StatusObservation } from '../../events/webhook-envelope.js';
import type { GatewayContext } from '../../context.js';
import { liveCaller } from '../../shared/live-caller.js';
import { revivedDate, toJson } from '../../shared/model-json.js';

/** The `offramp_status_updated` webhook's record, read into the model. */
export const offrampWebhookRecord = offrampResponse.shape.data;

export function offrampObservation(dataSet: DataSet, offramp: Offramp): StatusObservation {
  return { kind: 'offramp', id: offramp.id, dataSet, status: offramp.status, record: toJson(offramp) };
}

// The JSON was written from this very model, so only the dates need turning back into Date objects.
export function offrampFromChange(change: StatusChange): Offramp {
  return { ...(change.record as Omit<Offramp, 'createdAt'>), createdAt: revivedDate(change.record.createdAt) };
}

/**
 * The last known state of an off-ramp this key created or read through the gateway (there is no
 * provider endpoint to read one back); null for any other.
 */
export async function lastKnownOfframp(ctx: GatewayContext, id: string): Promise<Offramp | null> {
  const { apiKey, dataSet } = liveCaller(ctx);
  if (!(await ctx.live.canRead(apiKey, dataSet, 'offramp', id))) return null;
  const current = await ctx.live.current(dataSet, 'offramp', id);
  return current ? offrampFromChange(current) : null;
}
