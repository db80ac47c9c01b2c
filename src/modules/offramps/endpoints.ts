// The provider endpoints of off-ramps: POST /otc/offramp (createOfframp), its request, its answer
// and the Offramp model read from it; POST /otc/pop (submitOfframpTransactionHash), the proof of payment.
import { z } from 'zod';
import { defineEndpoint } from '../../datasources/endpoint.js';
import { currency, decimal, envelope, isoDateTime } from '../../datasources/provider-schemas.js';
import { B2B_CURRENCIES, PAYMENT_METHODS } from '../../domain/currencies.js';
import { isNetwork, NETWORKS, STABLECOINS, type Network } from '../../domain/networks.js';
import { OFFRAMP_STATUSES, type OfframpStatus } from '../../domain/state-machines.js';
import { isAhead } from '../../events/status-order.js';

/** A network as a record may write it (the docs show "solana" as well as "SOLANA"); null when absent or not one we know. */
const providerNetwork = z
  .string()
  .optional()
  .transform((text): Network | null => {
    const upper = text?.toUpperCase();
    return upper !== undefined && isNetwork(upper) ? upper : null;
  });

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
    network: providerNetwork,
    deposit_address: z.string().min(1).optional(),
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
    network: record.network,
    depositAddress: record.deposit_address ?? null,
  }));

/** The GraphQL Offramp's model. */
export type Offramp = z.output<typeof offrampRecord>;

export const createOfframpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/otc/offramp',
  response: envelope(offrampRecord),
  // The network sent is the one the off-ramp's transaction hash is later checked against.
  read: ({ body }, request: OfframpRequest): Offramp => ({ ...body.data, network: request.network }),
});

/** What submitOfframpTransactionHash sends: the off-ramp as last known (its reference) and the proof. */
export interface TransactionHashRequest {
  offramp: Offramp;
  transactionHash: string;
}

/**
 * The answer of POST /otc/pop, read tolerantly: `data.status` in any case; absent or unknown, the
 * documented effect of an accepted off-ramp proof (pending → processing) stands.
 */
const proofAnswer = z.object({
  data: z.object({
    status: z
      .string()
      .optional()
      .transform((text): OfframpStatus => {
        const lower = text?.toLowerCase();
        return OFFRAMP_STATUSES.find((status) => status === lower) ?? 'processing';
      }),
  }),
});

export const submitTransactionHashEndpoint = defineEndpoint({
  method: 'POST',
  path: '/otc/pop',
  form: (request: TransactionHashRequest) => ({
    reference: request.offramp.reference,
    transaction_type: 'offramp',
    transaction_hash: request.transactionHash,
  }),
  response: proofAnswer,
  // Forward only: an answer behind what the gateway already knows does not move the off-ramp back.
  read: ({ body }, request: TransactionHashRequest): Offramp => {
    const known = request.offramp.status;
    return { ...request.offramp, status: isAhead('offramp', known, body.data.status) ? body.data.status : known };
  },
});
