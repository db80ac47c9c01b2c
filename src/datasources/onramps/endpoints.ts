// The provider endpoints of B2B on-ramps: POST /otc/onramp (createOnramp), its request, its answer and
// the Onramp model read from it; GET /otc/onramp/{id} [ours], the read reconciliation uses.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { completeOtcRampRecord, getOtcRampEndpoint, otcRampId, readCreatedOtcRamp } from '../otc-ramp-records.js';
import { TolerantRecord, isObject, withOrWithoutEnvelope, type KnownOrUnknown } from '../tolerant-fields.js';
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

/** A complete on-ramp record (a webhook's, a read's). */
export const onrampRecord = completeOtcRampRecord(readOnrampFields, 'an on-ramp');

const CREATE_ONRAMP_PATH = '/otc/onramp';

const createdOnramp = { path: CREATE_ONRAMP_PATH, idKey: 'onrampId', noun: 'an on-ramp', status: 'pending' as const };

/** The creation's answer (otc-ramp-records.ts), with the network and wallet sent where the docs' answer has neither. */
function readCreatedOnramp(record: z.output<typeof otcRampId>, sent: OnrampRequest, logger: Logger): Onramp {
  const read = readCreatedOtcRamp(readOnrampFields, createdOnramp, record, sent, logger);
  return {
    ...read,
    network: read.network ?? sent.network,
    walletAddress: read.walletAddress ?? sent.wallet_address,
  };
}

export const createOnrampEndpoint = defineEndpoint({
  method: 'POST',
  path: CREATE_ONRAMP_PATH,
  response: withOrWithoutEnvelope(otcRampId),
  read: ({ body, logger }, request: OnrampRequest): Onramp => readCreatedOnramp(body, request, logger),
});

/** GET /otc/onramp/{transaction_id} [ours] (otc-ramp-records.ts), its banking details included. */
export const getOnrampEndpoint = getOtcRampEndpoint('onramp', onrampRecord);
