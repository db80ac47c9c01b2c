import { DEFAULT_LIVE_KEY, DEFAULT_TEST_KEY } from '../config.js';
import { brlTicketRecord } from '../repositories/brl-tickets.js';
import { espTransactionRecord } from '../repositories/esp-transactions.js';
import { offrampRecord } from '../repositories/offramps.js';
import { onrampRecord } from '../repositories/onramps.js';
import { businessCustomerSchema } from '../schemas/business-customer.js';
import { contractRateQuoteQuery } from '../schemas/rate-quote.js';
import { signatureHeader } from '../webhooks/signing.js';
import type { ProviderProfile, ResourceChange, WebhookEvent } from './profile.js';

/** The seed plus docs/contract.md: what the emulator has always answered. */
export const contractProfile: ProviderProfile = {
  name: 'contract',
  defaultKeys: { test: DEFAULT_TEST_KEY, live: DEFAULT_LIVE_KEY },
  creationStatus: 200,
  rateQuoteQuery: contractRateQuoteQuery,

  rateQuoteBody: (quote) => ({
    code: 'RATE_RETRIEVED',
    status: 'Success',
    message: 'Rate retrieved',
    data: { currency: quote.currency, rate: Number(quote.rate), payout_amount: quote.payoutAmount, paymentMethod: quote.paymentMethod },
  }),

  offrampCreatedBody: (row) => ({ code: 'TXN_SUCCESSFUL', status: 'Success', message: 'Offramp transaction created', data: offrampRecord(row) }),

  onrampCreatedBody: (row) => ({ code: 'TXN_SUCCESSFUL', status: 'Success', message: 'Onramp transaction created', data: onrampRecord(row) }),

  customerRequest: businessCustomerSchema,
  customerCreatedBody: (customer, link) => ({
    status: 'success',
    customer_id: customer.id,
    kyb_link: link.url,
    verification_status: customer.status,
    link_expires_at: link.expires_at,
  }),
  customerReadBody: (_customer, _link, contractRecord) => ({ status: 'success', ...(contractRecord as object) }),

  errorBody: (error) => error.toBody(),

  webhookEvents: (change) => [contractEvent(change)],
  bankingDetailsEvents: (row) => [{ event: 'banking_details_received', payload: onrampRecord(row) }],
  webhookBody: (event, meta) =>
    JSON.stringify({ id: meta.id, event: event.event, created_at: meta.createdAt, livemode: meta.livemode, payload: event.payload }),
  webhookHeaders: (target, body, unixSeconds) => ({
    'ngnc-signature': signatureHeader(target.secret, body, unixSeconds),
    // The secret in plain text on every request: only for a receiver that asked for the legacy mode.
    ...(target.legacySecretHeader && { 'bridge-webhook-secret': target.secret }),
  }),
  webhookRetrySchedule: (configured) => [...configured],
};

function contractEvent(change: ResourceChange): WebhookEvent {
  switch (change.kind) {
    case 'offramp':
      return { event: 'transaction_status_updated', payload: offrampRecord(change.row) };
    case 'onramp':
      return { event: 'transaction_status_updated', payload: onrampRecord(change.row) };
    case 'esp_transaction':
      return { event: 'esp_transaction_updated', payload: espTransactionRecord(change.row) };
    case 'business_customer':
      return { event: 'business_customer_status_updated', payload: change.contractRecord };
    case 'brl_ticket':
      return { event: 'brl_ticket_updated', payload: brlTicketRecord(change.row) };
  }
}
