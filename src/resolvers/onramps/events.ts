// Live status of on-ramps: what createOnramp records, the webhook's record, and the model a
// subscriber gets back.

import { z } from 'zod';
import { PAYMENT_METHODS } from '../../domain/currencies.js';
import { NETWORKS, STABLECOINS } from '../../domain/networks.js';
import { RATED_CURRENCIES } from '../../domain/reference-rates.js';
import { ONRAMP_STATUSES } from '../../domain/state-machines.js';
import type { StatusChange } from '../../status/ledger/status-change.js';
import type { DataSet, StatusObservation } from '../../status/ingest/webhook-envelope.js';
import type { GatewayContext } from '../../context.js';
import { lastKnown } from '../shared/live-caller.js';
import { revivedOptionalDate, toJson } from '../shared/model-json.js';
import { UNKNOWN } from '../../datasources/tolerant-fields.js';
import { onrampRecord, type Onramp } from '../../datasources/onramps/endpoints.js';

export function onrampObservation(dataSet: DataSet, onramp: Onramp): StatusObservation {
  return { kind: 'onramp', id: onramp.id, dataSet, status: onramp.status, record: toJson(onramp) };
}

/**
 * A webhook's on-ramp record, read into the model. What it does not carry (the docs' payloads have
 * no wallet; a status update need not repeat the banking details) is left out, so the stored state
 * keeps what an earlier record gave rather than losing it to null.
 */
export function onrampWebhookModel(record: Record<string, unknown>): Record<string, unknown> {
  return withoutNulls(onrampRecord.parse(record));
}

/** A provider read (reconciliation) or answer about a known on-ramp (a receipt's), as a webhook's record: what it does not carry stays as known. */
export function onrampReadObservation(dataSet: DataSet, onramp: Onramp): StatusObservation {
  return { ...onrampObservation(dataSet, onramp), record: withoutNulls(toJson(onramp)) };
}

function withoutNulls(model: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(model).filter(([, value]) => value !== null));
}

const nullableText = z
  .string()
  .nullish()
  .transform((text) => text ?? null);

const settlementAccountRecord = z.object({
  bankName: nullableText,
  accountName: nullableText,
  accountNumber: nullableText,
  reference: nullableText,
});

/** An on-ramp's record in a StatusChange: the model as JSON (onrampObservation), its date as ISO text. */
const onrampChangeRecord = z.object({
  id: z.string(),
  reference: nullableText,
  status: z.enum(ONRAMP_STATUSES),
  currency: z.enum([...RATED_CURRENCIES, UNKNOWN]),
  currencyRaw: nullableText,
  amount: z.string(),
  stablecoin: z.enum(STABLECOINS),
  payoutAmount: nullableText,
  rate: nullableText,
  network: z.enum(NETWORKS).nullish().transform((network) => network ?? null),
  walletAddress: nullableText,
  paymentMethod: z.enum([...PAYMENT_METHODS, UNKNOWN]),
  paymentMethodRaw: nullableText,
  createdAt: z.string().nullish().transform(revivedOptionalDate),
  settlementAccount: settlementAccountRecord.nullish().transform((account) => account ?? null),
});

export function onrampFromChange(change: StatusChange): Onramp {
  return onrampChangeRecord.parse(change.record);
}

/** The last known state of an on-ramp this key created or read through the gateway; null for any other. */
export function lastKnownOnramp(ctx: GatewayContext, id: string): Promise<Onramp | null> {
  return lastKnown(ctx, 'onramp', id, onrampFromChange);
}
