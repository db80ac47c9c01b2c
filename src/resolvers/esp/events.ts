// Live status of ESP transactions: what the ramps create and the listing reads, and the model a
// subscriber of espTransactionUpdated gets back.

import { z } from 'zod';
import { RATED_CURRENCIES } from '../../domain/reference-rates.js';
import { ESP_STATUSES } from '../../domain/state-machines.js';
import type { StatusChange } from '../../status/ledger/status-change.js';
import type { DataSet, StatusObservation } from '../../status/ingest/webhook-envelope.js';
import { UNKNOWN } from '../../datasources/tolerant-fields.js';
import { revivedDate, toJson } from '../shared/model-json.js';
import { espTransactionRecord, type EspTransaction } from '../../datasources/esp/endpoints.js';

/** The `esp_transaction_updated` webhook's record, read into the model. */
export const espWebhookRecord = espTransactionRecord;

export function espObservation(dataSet: DataSet, transaction: EspTransaction): StatusObservation {
  let record: Record<string, unknown> | undefined;
  return {
    kind: 'esp_transaction',
    id: transaction.id,
    dataSet,
    status: transaction.status,
    // Made when first read: most items of a listing were recorded already and nothing reads theirs.
    get record() {
      return (record ??= toJson(transaction));
    },
  };
}

/** An ESP transaction's record in a StatusChange: the model as JSON (espObservation), its date as ISO text. */
const espTransactionChangeRecord = z.object({
  id: z.string(),
  reference: z.string(),
  direction: z.enum(['onramp', 'offramp']),
  asset: z.string(),
  currency: z.enum([...RATED_CURRENCIES, UNKNOWN]),
  // Records stored before the field existed lack it.
  currencyRaw: z
    .string()
    .nullish()
    .transform((text) => text ?? null),
  amount: z.string(),
  payoutAmount: z.string(),
  rate: z.string(),
  bankName: z.string(),
  accountName: z.string().nullable(),
  accountNumber: z.string(),
  espAccount: z.object({
    walletAddress: z.string().nullable(),
    chatUsername: z.string().nullable(),
    espCard: z.string().nullable(),
    emailAddress: z.string().nullable(),
  }),
  status: z.enum(ESP_STATUSES),
  createdAt: z.string().transform(revivedDate),
});

export function espTransactionFromChange(change: StatusChange): EspTransaction {
  return espTransactionChangeRecord.parse(change.record);
}
