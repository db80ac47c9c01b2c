// How a webhook's provider record becomes the model subscribers receive: each kind's reading
// is its module's (events.ts); the store and the channels then hold the model as JSON
// (camelCase, dates as ISO text), whichever way a status was learnt.

import type { ResourceKind } from '../../domain/state-machines.js';
import { brlTicketWebhookRecord } from '../brl/events.js';
import { businessCustomerWebhookRecord } from '../business-customers/events.js';
import { espWebhookRecord } from '../esp/events.js';
import { offrampWebhookRecord } from '../offramps/events.js';
import { onrampWebhookModel } from '../onramps/events.js';

/** The webhook receiver's `normalize`: a provider record into the model subscribers receive. Throws on a bad record. */
export function modelFromProviderRecord(kind: ResourceKind, record: Record<string, unknown>): Record<string, unknown> {
  switch (kind) {
    case 'offramp':
      return offrampWebhookRecord.parse(record);
    case 'onramp':
      return onrampWebhookModel(record);
    case 'esp_transaction':
      return espWebhookRecord.parse(record);
    case 'business_customer':
      return businessCustomerWebhookRecord(record);
    case 'brl_ticket':
      return brlTicketWebhookRecord.parse(record);
  }
}
