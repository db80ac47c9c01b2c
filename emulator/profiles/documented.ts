import { LosslessNumber, stringify } from 'lossless-json';
import type { PaymentMethod } from '../../src/domain/currencies.js';
import { DEFAULT_RETRY_SCHEDULE_MS } from '../config.js';
import type { DataSet } from '../data-set.js';
import { depositAddress } from '../deposit-address.js';
import { brlTicketRecord } from '../repositories/brl-tickets.js';
import type { BusinessCustomerRow } from '../repositories/business-customers.js';
import type { EspMethod, EspTransactionRow } from '../repositories/esp-transactions.js';
import type { OfframpRow } from '../repositories/offramps.js';
import { settlementAccountOf, type OnrampRow } from '../repositories/onramps.js';
import { documentedBusinessCustomerSchema } from '../schemas/business-customer.js';
import { documentedRateQuoteQuery } from '../schemas/rate-quote.js';
import type { KybLinkView, ProviderProfile, ResourceChange, WebhookEvent } from './profile.js';

// Every rule here is listed, with the page it comes from, in docs/contract.md, "The documented profile".

/** Keys of the shape public integrations use (`ngnc_s_lk_` + hex); the provider does not document one. */
export const DOCUMENTED_TEST_KEY = 'ngnc_s_lk_4e46d7f72c3a668fb8db1fa8f8ef23372935f913';
export const DOCUMENTED_LIVE_KEY = 'ngnc_s_lk_935e89432c7495dbe5625a43817c9628b0d73f28';

/** docs/webhooks-1: a failed delivery is retried up to two additional times, then marked failed. */
const WEBHOOK_RETRIES = 2;

/** The payment methods as the docs' B2B table writes them (docs/business-offramp, "B2b API"). */
const PAYMENT_METHOD_TEXT: Readonly<Record<PaymentMethod, string>> = {
  ACH: 'ACH',
  LOCAL_BANK_TRANSFER: 'Local Bank Transfer',
  IBAN: 'IBAN',
  RIB: 'RIB',
};

const WEBHOOK_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

/** "May 11, 2023", the form of the docs' webhook example. */
function webhookDate(iso: string): string {
  return WEBHOOK_DATE.format(new Date(iso));
}

/** A decimal stored as exact text, written as a JSON number with the same digits. */
const number = (text: string) => new LosslessNumber(text);

/** A rate without the trailing zeros of its stored scale ("1465.0000" → 1465), as the docs write one. */
const rate = (text: string) => number(text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/** "processing" → "Processing": old docs, bridge-webhooks: updates carry statuses such as "Completed / Failed". */
const capitalised = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The current docs' answers, where the seed does not show one. */
export const documentedProfile: ProviderProfile = {
  name: 'documented',
  defaultKeys: { test: DOCUMENTED_TEST_KEY, live: DOCUMENTED_LIVE_KEY },
  creationStatus: 201,
  rateQuoteQuery: documentedRateQuoteQuery,

  // docs/retail-rates: no code, no status, numbers as JSON numbers.
  rateQuoteBody: (quote) => ({
    message: 'Rate retrieved',
    data: { rate: rate(quote.rate), payout_amount: number(quote.payoutAmount), paymentMethod: quote.paymentMethod },
  }),

  // The envelope and fields of the on-ramp twin (api-reference/otc/otc-onramp): amounts as strings, the rate a number.
  offrampCreatedBody: (row) => ({
    code: 'TXN_SUCCESSFUL',
    status: 'Success',
    message: 'Offramp transaction created',
    data: {
      transaction_id: row.id,
      reference: row.reference,
      type: 'offramp',
      customer_id: row.customer_id,
      currency: row.currency,
      amount: row.amount,
      stables: row.stables,
      network: row.network,
      wallet_address: row.wallet_address,
      deposit_address: depositAddress(row.network, row.id),
      payout_amount: row.payout_amount,
      rate: rate(row.rate),
      transaction_status: row.status,
      payment_method: paymentMethodText(row.payment_method),
      date_created: row.created_at,
    },
  }),

  // api-reference/otc/otc-onramp: its answer's fields as listed there, nothing more.
  onrampCreatedBody: (row) => ({
    code: 'TXN_SUCCESSFUL',
    status: 'Success',
    message: 'Onramp transaction created',
    data: {
      transaction_id: row.id,
      reference: row.reference,
      type: 'onramp',
      currency: row.currency,
      amount: row.amount,
      stables: row.stables,
      payout_amount: row.payout_amount,
      rate: rate(row.rate),
      transaction_status: row.status,
      payment_method: paymentMethodText(row.payment_method),
      date_created: row.created_at,
    },
  }),

  customerRequest: documentedBusinessCustomerSchema,
  customerCreatedBody: (customer, link) => customerBody(customer, link),
  customerReadBody: (customer, link) => customerBody(customer, link),

  errorBody: (error) => ({
    // Each bad field by name first, as validation messages of public APIs read ("customer_id is
    // required"): the docs show no error body, so a client has only the message to go by.
    message: error.errors ? error.errors.map((e) => `${e.field} ${e.message}`).join('; ') : error.message,
  }),

  webhookEvents: (change, dataSet) => (dataSet.livemode ? documentedEvents(change, dataSet) : []),
  // docs/business-onramp names the event; its payload takes the docs' webhook example's fields.
  bankingDetailsEvents: (row, dataSet) =>
    dataSet.livemode ? [{ event: 'banking_details_received', payload: bankingDetailsPayload(row, { business_id: dataSet.businessId }) }] : [],
  webhookBody: (event) => stringify({ event: event.event, payload: event.payload }) ?? '',
  webhookHeaders: (target) => ({ 'bridge-webhook-secret': target.secret }),
  webhookRetrySchedule: (configured) => [...configured, ...DEFAULT_RETRY_SCHEDULE_MS].slice(0, WEBHOOK_RETRIES),
};

function paymentMethodText(method: string): string {
  return PAYMENT_METHOD_TEXT[method as PaymentMethod] ?? method;
}

/** docs/customers: `{ customer_id, kyb_link_url, status, created_at }`; the link while one is open, else null. */
function customerBody(customer: BusinessCustomerRow, link: KybLinkView | null) {
  return {
    customer_id: customer.id,
    kyb_link_url: link?.url ?? null,
    status: customer.status,
    created_at: customer.created_at.replace(/\.\d{3}Z$/, 'Z'),
  };
}

function documentedEvents(change: ResourceChange, dataSet: DataSet): WebhookEvent[] {
  const business = { business_id: dataSet.businessId };
  switch (change.kind) {
    case 'offramp':
      return [{ event: 'transaction_status_updated', payload: offrampPayload(change.row, business) }];
    case 'onramp':
      return [{ event: 'transaction_status_updated', payload: onrampPayload(change.row, business) }];
    case 'esp_transaction': {
      const updated = { event: 'bridge.events.transaction_request.updated', payload: espPayload(change.row, business) };
      if (change.row.status !== 'Completed') return [updated];
      return [updated, { ...updated, event: 'bridge.events.transaction_request.successful' }];
    }
    case 'business_customer':
      return [{ event: 'business_customer_status_updated', payload: customerBody(change.customer, change.link) }];
    case 'brl_ticket':
      return [{ event: 'brl_ticket_updated', payload: brlTicketRecord(change.row) }];
  }
}

// The fields of the docs' webhook example (docs/webhooks-1), for a B2B off-ramp.
function offrampPayload(row: OfframpRow, business: { business_id: string }) {
  const details = JSON.parse(row.payment_details) as Record<string, string | undefined>;
  return {
    transaction_id: row.id,
    business,
    type: 'offramp',
    reference: row.reference,
    customer_id: row.customer_id,
    amount: number(row.amount),
    currency: row.currency,
    stables: row.stables,
    payout_amount: number(row.payout_amount),
    rate: rate(row.rate),
    payment_method: paymentMethodText(row.payment_method),
    account_number: details.accountNumber ?? details.iban ?? details.rib ?? null,
    bank_name: details.bankName ?? null,
    network: row.network,
    wallet_address: row.wallet_address,
    deposit_address: depositAddress(row.network, row.id),
    transaction_status: capitalised(row.status),
    date_created: webhookDate(row.created_at),
  };
}

function onrampPayload(row: OnrampRow, business: { business_id: string }) {
  return {
    transaction_id: row.id,
    business,
    type: 'onramp',
    reference: row.reference,
    customer_id: row.customer_id,
    amount: number(row.amount),
    currency: row.currency,
    stables: row.stables,
    payout_amount: number(row.payout_amount),
    rate: rate(row.rate),
    payment_method: paymentMethodText(row.payment_method),
    network: row.network,
    wallet_address: row.wallet_address,
    transaction_status: capitalised(row.status),
    date_created: webhookDate(row.created_at),
  };
}

// Where to send the fiat, flat as the docs' webhook example writes account_number and bank_name.
function bankingDetailsPayload(row: OnrampRow, business: { business_id: string }) {
  const account = settlementAccountOf(row);
  return {
    ...onrampPayload(row, business),
    account_name: account?.account_name ?? null,
    account_number: account?.account_number ?? null,
    bank_name: account?.bank_name ?? null,
  };
}

function espPayload(row: EspTransactionRow, business: { business_id: string }) {
  const method = JSON.parse(row.esp_method) as EspMethod;
  return {
    transaction_id: row.id,
    business,
    type: row.type,
    reference: row.reference,
    amount: number(row.amount),
    currency: row.currency,
    payout_amount: number(row.payout_amount),
    rate: rate(row.rate),
    account_name: row.account_name,
    account_number: row.account_number,
    bank_name: row.bank_name,
    wallet_address: method.walletAddress,
    transaction_status: row.status,
    date_created: webhookDate(row.created_at),
  };
}
