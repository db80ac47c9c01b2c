// Live status of off-ramps: what createOfframp records, and the model a subscriber gets back.

import type { Offramp } from '../../datasources/models.js';
import { offrampResponse } from '../../datasources/provider-schemas.js';
import type { StatusChange } from '../../events/status-change.js';
import type { DataSet, StatusObservation } from '../../events/webhook-envelope.js';
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
