// Live status of off-ramps: what createOfframp records, and the model a subscriber gets back.

import { z } from 'zod';
import { PAYMENT_METHODS } from '../../domain/currencies.js';
import { NETWORKS, STABLECOINS } from '../../domain/networks.js';
import { RATED_CURRENCIES } from '../../domain/reference-rates.js';
import { OFFRAMP_STATUSES } from '../../domain/state-machines.js';
import type { StatusChange } from '../../status/ledger/status-change.js';
import type { DataSet, StatusObservation } from '../../status/ingest/webhook-envelope.js';
import type { GatewayContext } from '../../context.js';
import { lastKnown } from '../shared/live-caller.js';
import { revivedOptionalDate, toJson } from '../shared/model-json.js';
import { UNKNOWN } from '../../datasources/tolerant-fields.js';
import { offrampRecord, type Offramp } from '../../datasources/offramps/endpoints.js';

/** The `offramp_status_updated` webhook's record, read into the model. */
export const offrampWebhookRecord = offrampRecord;

export function offrampObservation(dataSet: DataSet, offramp: Offramp): StatusObservation {
  return { kind: 'offramp', id: offramp.id, dataSet, status: offramp.status, record: toJson(offramp) };
}

// Records stored before a field existed lack it: read as null.
const nullableText = z
  .string()
  .nullish()
  .transform((text) => text ?? null);

/** An off-ramp's record in a StatusChange: the model as JSON (offrampObservation), its date as ISO text. */
const offrampChangeRecord = z.object({
  id: z.string(),
  reference: nullableText,
  depositAddress: nullableText,
  stablecoin: z.enum(STABLECOINS),
  amount: z.string(),
  currency: z.enum([...RATED_CURRENCIES, UNKNOWN]),
  currencyRaw: nullableText,
  payoutAmount: nullableText,
  rate: nullableText,
  status: z.enum(OFFRAMP_STATUSES),
  paymentMethod: z.enum([...PAYMENT_METHODS, UNKNOWN]),
  paymentMethodRaw: nullableText,
  createdAt: z.string().nullish().transform(revivedOptionalDate),
  // Absent from records stored before off-ramps carried it.
  network: z.enum(NETWORKS).nullable().default(null),
});

export function offrampFromChange(change: StatusChange): Offramp {
  return offrampChangeRecord.parse(change.record);
}

/**
 * The last known state of an off-ramp this key created or read through the gateway (there is no
 * provider endpoint to read one back); null for any other.
 */
export function lastKnownOfframp(ctx: GatewayContext, id: string): Promise<Offramp | null> {
  return lastKnown(ctx, 'offramp', id, offrampFromChange);
}
