// The provider endpoint of createOfframp: POST /otc/offramp, its request, its answer and the
// Offramp model read from it.
import { z } from 'zod';
import { defineEndpoint } from '../../datasources/endpoint.js';
import { currency, decimal, envelope, isoDateTime } from '../../datasources/provider-schemas.js';
import { B2B_CURRENCIES, PAYMENT_METHODS } from '../../domain/currencies.js';
import { NETWORKS, STABLECOINS } from '../../domain/networks.js';
import { OFFRAMP_STATUSES } from '../../domain/state-machines.js';

const paymentDetails = z.object({
  accountNumber: z.string().optional(),
  routingNumber: z.string().optional(),
  accountName: z.string(),
  bankName: z.string().optional(),
  iban: z.string().optional(),
  rib: z.string().optional(),
});

export type PaymentDetails = z.infer<typeof paymentDetails>;

/** What validation.ts makes of CreateOfframpInput: the body sent as it is. */
export const offrampRequest = z.object({
  customer_id: z.string(),
  currency: z.enum(B2B_CURRENCIES),
  amount: z.string(),
  stables: z.enum(STABLECOINS),
  wallet_address: z.string(),
  network: z.enum(NETWORKS),
  paymentDetails,
});

export type OfframpRequest = z.infer<typeof offrampRequest>;

/** An off-ramp as the provider writes it (the creation's `data`, the webhook's record), read into the model. */
export const offrampRecord = z
  .object({
    transaction_id: z.string(),
    reference: z.string(),
    type: z.literal('offramp'),
    stables: z.enum(STABLECOINS),
    amount: decimal,
    currency,
    payout_amount: decimal,
    rate: decimal,
    transaction_status: z.enum(OFFRAMP_STATUSES),
    payment_method: z.enum(PAYMENT_METHODS),
    date_created: isoDateTime,
  })
  .transform((record) => ({
    id: record.transaction_id,
    reference: record.reference,
    stablecoin: record.stables,
    amount: record.amount,
    currency: record.currency,
    payoutAmount: record.payout_amount,
    rate: record.rate,
    status: record.transaction_status,
    paymentMethod: record.payment_method,
    createdAt: record.date_created,
  }));

/** The GraphQL Offramp's model. */
export type Offramp = z.output<typeof offrampRecord>;

export const createOfframpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/otc/offramp',
  response: envelope(offrampRecord),
  read: ({ body }, _request: OfframpRequest) => body.data,
});

/**
 * GET /otc/offramp/{transaction_id} [ours]: the off-ramp as the provider has it now. The provider's
 * docs show no such read; the emulator serves it, and a provider without it answers 404, which the
 * reconciler takes as "no read for this resource" (docs/live-status.md, "Reconciliation").
 */
export const getOfframpEndpoint = defineEndpoint({
  method: 'GET',
  path: ({ id }: { id: string }) => `/otc/offramp/${encodeURIComponent(id)}`,
  response: envelope(offrampRecord),
  read: ({ body }) => body.data,
});
