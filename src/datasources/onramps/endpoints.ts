// The provider endpoints of B2B on-ramps: POST /otc/onramp (createOnramp), its request, its answer and
// the Onramp model read from it; GET /otc/onramp/{id} [ours], the read reconciliation uses.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TolerantRecord, isObject, providerId, withOrWithoutEnvelope, type KnownOrUnknown } from '../tolerant-fields.js';
import type { PaymentDetails } from '../../domain/bank-accounts.js';
import { B2B_CURRENCIES, PAYMENT_METHODS, type PaymentMethod } from '../../domain/currencies.js';
import { NETWORKS, STABLECOINS, type Network, type Stablecoin } from '../../domain/networks.js';
import { RATED_CURRENCIES, type RatedCurrency } from '../../domain/reference-rates.js';
import { ONRAMP_AWAITING_PAYMENT, PROVIDER_ONRAMP_STATUSES, type OnrampStatus } from '../../domain/state-machines.js';
import type { Logger } from '../../logger.js';

/** What validation.ts makes of CreateOnrampInput: the body sent as it is (docs/business-onramp). */
export interface OnrampRequest {
  customer_id: string;
  currency: (typeof B2B_CURRENCIES)[number];
  amount: string;
  stables: Stablecoin;
  wallet_address: string;
  network: Network;
  paymentDetails: PaymentDetails;
}

/** Where the business sends the fiat, as the provider's banking details give it. */
export interface SettlementAccount {
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  reference: string | null;
}

/**
 * The GraphQL Onramp's model. Read tolerantly (docs/contract.md, "Tolerant reads"): a value the
 * provider wrote in a form the gateway cannot read is null, or UNKNOWN with the provider's text.
 */
export type Onramp = {
  id: string;
  reference: string | null;
  status: OnrampStatus;
  currency: KnownOrUnknown<RatedCurrency>['value'];
  currencyRaw: string | null;
  amount: string;
  stablecoin: Stablecoin;
  payoutAmount: string | null;
  rate: string | null;
  network: Network | null;
  walletAddress: string | null;
  paymentMethod: KnownOrUnknown<PaymentMethod>['value'];
  paymentMethodRaw: string | null;
  createdAt: Date | null;
  settlementAccount: SettlementAccount | null;
};

/** The banking details of a record (`banking_details`, or the spellings the docs' other records use); null without an account. */
function readSettlementAccount(value: unknown, fallbackReference: string | null): SettlementAccount | null {
  if (!isObject(value)) return null;
  const fields = new TolerantRecord(value);
  const account: SettlementAccount = {
    bankName: fields.text('bank_name', 'bankName'),
    accountName: fields.text('account_name', 'accountName'),
    accountNumber: fields.text('account_number', 'accountNumber', 'iban'),
    reference: fields.text('reference') ?? fallbackReference,
  };
  return account.accountNumber === null && account.bankName === null ? null : account;
}

/** An on-ramp record's fields (the creation's `data`, a webhook's, a read's), each read tolerantly. */
function readOnrampFields(record: Readonly<Record<string, unknown>>, id: string) {
  const fields = new TolerantRecord(record);
  const currency = fields.oneOf(RATED_CURRENCIES, 'currency');
  const paymentMethod = fields.oneOf(PAYMENT_METHODS, 'payment_method', 'paymentMethod');
  const reference = fields.text('reference');
  const settlementAccount = readSettlementAccount(record.banking_details ?? record.bankingDetails ?? record.settlement_account, reference);
  const providerStatus = fields.status(PROVIDER_ONRAMP_STATUSES, 'transaction_status', 'status');
  // The provider writes `pending` before and after it said where to pay; the account tells them apart.
  const status: OnrampStatus | null = providerStatus === 'pending' && settlementAccount !== null ? ONRAMP_AWAITING_PAYMENT : providerStatus;
  const read = {
    id,
    reference,
    status,
    currency: currency.value,
    currencyRaw: currency.raw,
    amount: fields.decimal('amount'),
    stablecoin: fields.status(STABLECOINS, 'stables', 'stablecoin'),
    payoutAmount: fields.decimal('payout_amount'),
    rate: fields.decimal('rate'),
    // The docs write "solana" as well as "SOLANA".
    network: fields.status(NETWORKS, 'network'),
    walletAddress: fields.text('wallet_address'),
    paymentMethod: paymentMethod.value,
    paymentMethodRaw: paymentMethod.raw,
    createdAt: fields.date('date_created', 'created_at'),
    settlementAccount,
  };
  return { read, unread: fields.unread };
}

const onrampId = z.looseObject({ transaction_id: providerId });

/**
 * A complete on-ramp record (a webhook's, a read's): tolerant like the creation's, but a record
 * without a readable status, stablecoin or amount says nothing a subscriber could use.
 */
export const onrampRecord = onrampId.transform((record, ctx): Onramp => {
  const { read } = readOnrampFields(record, record.transaction_id);
  const { stablecoin, amount, status } = read;
  if (stablecoin === null || amount === null || status === null) {
    ctx.addIssue({ code: 'custom', message: 'an on-ramp record needs a readable stables, amount and transaction_status' });
    return z.NEVER;
  }
  return { ...read, stablecoin, amount, status };
});

const CREATE_ONRAMP_PATH = '/otc/onramp';

/**
 * The creation's answer is an on-ramp with the id the provider gave it: that id proves the creation
 * (any 2xx), whatever the other fields hold. What the provider did not write readably is what the
 * gateway sent, or for the status the one every on-ramp is created in; the rest stays null or
 * UNKNOWN, logged.
 */
function readCreatedOnramp(record: z.output<typeof onrampId>, sent: OnrampRequest, logger: Logger): Onramp {
  const { read, unread } = readOnrampFields(record, record.transaction_id);
  if (unread.length > 0) {
    logger.warn({ upstream: { method: 'POST', path: CREATE_ONRAMP_PATH }, onrampId: read.id, unread }, 'provider created an on-ramp with fields the gateway could not read');
  }
  return {
    ...read,
    stablecoin: read.stablecoin ?? sent.stables,
    amount: read.amount ?? sent.amount,
    currency: read.currencyRaw === null ? sent.currency : read.currency,
    status: read.status ?? 'pending',
    // The docs' answer has neither: they are what was sent.
    network: read.network ?? sent.network,
    walletAddress: read.walletAddress ?? sent.wallet_address,
  };
}

export const createOnrampEndpoint = defineEndpoint({
  method: 'POST',
  path: CREATE_ONRAMP_PATH,
  response: withOrWithoutEnvelope(onrampId),
  read: ({ body, logger }, request: OnrampRequest): Onramp => readCreatedOnramp(body, request, logger),
});

/**
 * GET /otc/onramp/{transaction_id} [ours]: the on-ramp as the provider has it now, its banking
 * details included. The provider's docs show no such read; the emulator serves it, and a provider
 * without it answers 404, which the reconciler takes as "no read for this resource"
 * (docs/live-status.md, "Reconciliation").
 */
export const getOnrampEndpoint = defineEndpoint({
  method: 'GET',
  path: ({ id }: { id: string }) => `/otc/onramp/${encodeURIComponent(id)}`,
  route: '/otc/onramp/{id}',
  response: withOrWithoutEnvelope(onrampRecord),
  read: ({ body }) => body,
});
