// The provider endpoints of the ESP ramps: POST /transactions/v2/esp_onramp and
// POST /transactions/v2/esp_offramp, their requests, their answers and the models read from them.
// The transaction record they answer with is the listing's (src/datasources/provider-schemas.ts).
import { LosslessNumber } from 'lossless-json';
import { z } from 'zod';
import { defineEndpoint } from '../../datasources/endpoint.js';
import { currency, decimal, envelope, espTransactionRecord, isoDateTime } from '../../datasources/provider-schemas.js';
import { ESP_ONRAMP_CURRENCIES } from '../../domain/currencies.js';

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
  response: envelope(z.object({ transaction: espTransactionRecord, banking_details: bankingDetails })),
  read: ({ body }) => body.data,
});

export const createEspOfframpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/transactions/v2/esp_offramp',
  response: envelope(espTransactionRecord),
  read: ({ body }, _request: EspOfframpRequest) => body.data,
});
