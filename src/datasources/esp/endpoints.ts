// The provider endpoints of the ESP ramps and their listing: POST /transactions/v2/esp_onramp,
// POST /transactions/v2/esp_offramp and GET /transactions/v2/esp_transactions, their requests,
// their answers and the models read from them. All three answer with the same transaction record.
import { LosslessNumber } from 'lossless-json';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import type { TransactionDirectionValue } from '../provider-enums.js';
import {
  canonicalFiatAmount,
  currency,
  decimal,
  integer,
  isoDateTime,
  nullableText,
  textOrNull,
  tolerantEnum,
  transactionDate,
} from '../provider-schemas.js';
import { knownOrUnknown, providerId, withOrWithoutEnvelope } from '../tolerant-fields.js';
import { RATED_CURRENCIES } from '../../domain/reference-rates.js';
import { ESP_ONRAMP_CURRENCIES } from '../../domain/currencies.js';
import { ESP_STATUSES, type EspStatus } from '../../domain/state-machines.js';

// Every listed item passes here: its fields are only checked, and the model is made in one
// pass at the end, not by a transform (and an object) per field.
const espMethod = z
  .object({ walletAddress: nullableText, chatUsername: nullableText, espCard: nullableText, emailAddress: nullableText })
  .nullish();

const espTransactionFields = z.object({
  // Trimmed and not empty: an answer whose id is blank proves no creation.
  transaction_id: providerId,
  transaction_reference: z.string(),
  transaction_type: tolerantEnum(['onramp', 'offramp']),
  stable: z.string(),
  currency: z.string(),
  amount: decimal,
  payout_amount: decimal,
  rate: decimal,
  bank_name: z.string(),
  account_name: nullableText,
  account_number: z.string(),
  esp_method: espMethod,
  transaction_status: tolerantEnum(ESP_STATUSES),
  transaction_date: transactionDate,
});

function espTransactionModel(record: z.output<typeof espTransactionFields>) {
  const method = record.esp_method;
  const currency = knownOrUnknown(RATED_CURRENCIES, record.currency);
  return {
    id: record.transaction_id,
    reference: record.transaction_reference,
    direction: record.transaction_type,
    asset: record.stable,
    currency: currency.value,
    currencyRaw: currency.raw,
    amount: canonicalFiatAmount(record.amount),
    payoutAmount: record.payout_amount,
    rate: record.rate,
    bankName: record.bank_name,
    accountName: textOrNull(record.account_name),
    accountNumber: record.account_number,
    espAccount: {
      walletAddress: textOrNull(method?.walletAddress),
      chatUsername: textOrNull(method?.chatUsername),
      espCard: textOrNull(method?.espCard),
      emailAddress: textOrNull(method?.emailAddress),
    },
    status: record.transaction_status,
    createdAt: record.transaction_date,
  };
}

export const espTransactionRecord = espTransactionFields.transform(espTransactionModel);

/** The GraphQL EspTransaction's model. */
export type EspTransaction = z.output<typeof espTransactionRecord>;

export type EspAccount = EspTransaction['espAccount'];

export const espTransactionsResponse = z.object({
  code: z.string(),
  status: z.literal('Success'),
  message: z.string(),
  summary: z
    .object({ total_transactions: integer, total_onramps: integer, total_offramps: integer })
    .transform((summary) => ({
      totalTransactions: summary.total_transactions,
      totalOnramps: summary.total_onramps,
      totalOfframps: summary.total_offramps,
    })),
  transactions: z.array(espTransactionRecord),
  pagination: z.object({ total: integer, page: integer, limit: integer, total_pages: integer }),
});

export type EspTransactionSummary = z.output<typeof espTransactionsResponse>['summary'];

/** One provider page of the listing, as the listing's loader (listing/loaders.ts) reads it. */
export type EspTransactionsPage = z.output<typeof espTransactionsResponse>;

export interface EspTransactionsQuery {
  page: number;
  limit: number;
  type?: TransactionDirectionValue | undefined;
  status?: EspStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const listEspTransactionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/transactions/v2/esp_transactions',
  query: (query: EspTransactionsQuery) => {
    const params: Record<string, string> = { page: String(query.page), limit: String(query.limit) };
    if (query.type !== undefined) params.type = query.type;
    if (query.status !== undefined) params.status = query.status;
    if (query.from !== undefined) params.from = query.from;
    if (query.to !== undefined) params.to = query.to;
    return params;
  },
  response: espTransactionsResponse,
  read: ({ body }) => body,
});

/** The ESP account's identifiers, at least one of them (esp-account.ts). */
const espIdentifiers = z.object({
  walletAddress: z.string().optional(),
  chatUsername: z.string().optional(),
  espCard: z.string().optional(),
  emailAddress: z.string().optional(),
});

export type EspIdentifiers = z.infer<typeof espIdentifiers>;

export const espOnrampRequest = espIdentifiers.extend({
  currency: z.enum(ESP_ONRAMP_CURRENCIES),
  /** Sent as a JSON number, as the seed types it, written from the decimal text. */
  amount: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
});

export type EspOnrampRequest = z.infer<typeof espOnrampRequest>;

export const espOfframpRequest = espIdentifiers.extend({
  currency: z.string(),
  amount: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string().optional(),
});

export type EspOfframpRequest = z.infer<typeof espOfframpRequest>;

/** Where the on-ramp's caller pays the fiat in. */
const bankingDetails = z
  .object({
    bank_name: z.string(),
    account_name: z.string(),
    account_number: z.string(),
    currency,
    amount: decimal,
    reference: z.string(),
    expires_at: isoDateTime.nullish(),
  })
  .transform((details) => ({
    bankName: details.bank_name,
    accountName: details.account_name,
    accountNumber: details.account_number,
    currency: details.currency,
    amount: details.amount,
    reference: details.reference,
    expiresAt: details.expires_at ?? null,
  }));

/** The GraphQL BankingDetails' model. */
export type BankingDetails = z.output<typeof bankingDetails>;

export const createEspOnrampEndpoint = defineEndpoint({
  method: 'POST',
  path: '/transactions/v2/esp_onramp',
  body: (request: EspOnrampRequest) => ({ ...request, amount: new LosslessNumber(request.amount) }),
  response: withOrWithoutEnvelope(z.object({ transaction: espTransactionRecord, banking_details: bankingDetails })),
  read: ({ body }) => body,
});

export const createEspOfframpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/transactions/v2/esp_offramp',
  response: withOrWithoutEnvelope(espTransactionRecord),
  read: ({ body }, _request: EspOfframpRequest) => body,
});
