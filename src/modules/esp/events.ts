// Live status of ESP transactions: what the ramps create and the listing reads, and the model a
// subscriber of espTransactionUpdated gets back.

import type { EspTransaction } from '../../datasources/models.js';
import { espTransactionRecord } from '../../datasources/provider-schemas.js';
import type { StatusChange } from '../../events/status-change.js';
import type { DataSet, StatusObservation } from '../../events/webhook-envelope.js';
import { revivedDate, toJson } from '../../shared/model-json.js';

/** The `esp_transaction_updated` webhook's record, read into the model. */
export const espWebhookRecord = espTransactionRecord;

export function espObservation(dataSet: DataSet, transaction: EspTransaction): StatusObservation {
  return { kind: 'esp_transaction', id: transaction.id, dataSet, status: transaction.status, record: toJson(transaction) };
}

// The JSON was written from this very model, so only the dates need turning back into Date objects.
export function espTransactionFromChange(change: StatusChange): EspTransaction {
  return { ...(change.record as Omit<EspTransaction, 'createdAt'>), createdAt: revivedDate(change.record.createdAt) };
}
