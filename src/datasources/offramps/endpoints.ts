// The provider endpoints of off-ramps: POST /otc/offramp (createOfframp), its request, its answer
// and the Offramp model read from it; POST /otc/pop (submitOfframpTransactionHash), the proof of payment.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TolerantRecord, matchingValue, providerId, withOrWithoutEnvelope, type KnownOrUnknown } from '../tolerant-fields.js';
import { B2B_CURRENCIES, PAYMENT_METHODS, type PaymentMethod } from '../../domain/currencies.js';
import { NETWORKS, STABLECOINS, type Network, type Stablecoin } from '../../domain/networks.js';
import { RATED_CURRENCIES, type RatedCurrency } from '../../domain/reference-rates.js';
import { OFFRAMP_STATUSES, type OfframpStatus } from '../../domain/state-machines.js';
import type { Logger } from '../../logger.js';
import { isAhead } from '../../status/ledger/status-order.js';

// The fields of every payment method's paymentDetails (docs/business-offramp, both tables); each
// method sends its own (src/domain/bank-accounts.ts).
const paymentDetails = z.object({
  accountNumber: z.string().optional(),
  routingNumber: z.string().optional(),
  accountName: z.string().optional(),
  bankName: z.string().optional(),
  iban: z.string().optional(),
  rib: z.string().optional(),
  beneficiaryName: z.string().optional(),
  pixKey: z.string().optional(),
  accountHolder: z.string().optional(),
  provider: z.string().optional(),
  phoneNumber: z.string().optional(),
  swiftCode: z.string().optional(),
  cnapsCode: z.string().optional(),
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

/**
 * The GraphQL Offramp's model. Read tolerantly (docs/contract.md, "Tolerant reads"): a value the
 * provider wrote in a form the gateway cannot read is null, or UNKNOWN with the provider's text.
 */
export type Offramp = {
  id: string;
  reference: string | null;
  /** Where the business sends the stablecoin, when the provider gives one. */
  depositAddress: string | null;
  stablecoin: Stablecoin;
  amount: string;
  currency: KnownOrUnknown<RatedCurrency>['value'];
  currencyRaw: string | null;
  payoutAmount: string | null;
  rate: string | null;
  status: OfframpStatus;
  paymentMethod: KnownOrUnknown<PaymentMethod>['value'];
  paymentMethodRaw: string | null;
  createdAt: Date | null;
  /** The network the stablecoin is sent on (the one sent at creation); null when no record names it. */
  network: Network | null;
};

/** An off-ramp record's fields (the creation's `data`, the webhook's record), each read tolerantly. */
function readOfframpFields(record: Readonly<Record<string, unknown>>, id: string) {
  const fields = new TolerantRecord(record);
  const currency = fields.oneOf(RATED_CURRENCIES, 'currency');
  const paymentMethod = fields.oneOf(PAYMENT_METHODS, 'payment_method', 'paymentMethod');
  const read = {
    id,
    reference: fields.text('reference'),
    depositAddress: fields.text('deposit_address'),
    stablecoin: fields.status(STABLECOINS, 'stables'),
    amount: fields.decimal('amount'),
    currency: currency.value,
    currencyRaw: currency.raw,
    payoutAmount: fields.decimal('payout_amount'),
    rate: fields.decimal('rate'),
    status: fields.status(OFFRAMP_STATUSES, 'transaction_status', 'status'),
    paymentMethod: paymentMethod.value,
    paymentMethodRaw: paymentMethod.raw,
    createdAt: fields.date('date_created', 'created_at'),
    // The docs write "solana" as well as "SOLANA".
    network: fields.status(NETWORKS, 'network'),
  };
  return { read, unread: fields.unread };
}

const offrampId = z.looseObject({ transaction_id: providerId });

/**
 * A complete off-ramp record (a webhook's, a test move's): tolerant like the creation's, but a record
 * without a readable status, stablecoin or amount says nothing a subscriber could use.
 */
export const offrampRecord = offrampId.transform((record, ctx): Offramp => {
  const { read } = readOfframpFields(record, record.transaction_id);
  const { stablecoin, amount, status } = read;
  if (stablecoin === null || amount === null || status === null) {
    ctx.addIssue({ code: 'custom', message: 'an off-ramp record needs a readable stables, amount and transaction_status' });
    return z.NEVER;
  }
  return { ...read, stablecoin, amount, status };
});

const CREATE_OFFRAMP_PATH = '/otc/offramp';

/**
 * The creation's answer is an off-ramp with the id the provider gave it: that id proves the
 * creation (any 2xx), whatever the other fields hold. What the provider did not write readably
 * is what the gateway sent (stablecoin, amount, currency) or, for the status, the one every
 * off-ramp is created in; the rest stays null or UNKNOWN, logged.
 */
function readCreatedOfframp(record: z.output<typeof offrampId>, sent: OfframpRequest, logger: Logger): Offramp {
  const { read, unread } = readOfframpFields(record, record.transaction_id);
  if (unread.length > 0) {
    logger.warn({ upstream: { method: 'POST', path: CREATE_OFFRAMP_PATH }, offrampId: read.id, unread }, 'provider created an off-ramp with fields the gateway could not read');
  }
  return {
    ...read,
    stablecoin: read.stablecoin ?? sent.stables,
    amount: read.amount ?? sent.amount,
    currency: read.currencyRaw === null ? sent.currency : read.currency,
    status: read.status ?? 'pending',
  };
}

export const createOfframpEndpoint = defineEndpoint({
  method: 'POST',
  path: CREATE_OFFRAMP_PATH,
  response: withOrWithoutEnvelope(offrampId),
  // The network sent is the one the off-ramp's transaction hash is later checked against.
  read: ({ body, logger }, request: OfframpRequest): Offramp => ({ ...readCreatedOfframp(body, request, logger), network: request.network }),
});

/** What submitOfframpTransactionHash sends: the off-ramp as last known (its reference) and the proof. */
export interface TransactionHashRequest {
  offramp: Offramp;
  /** The off-ramp's reference, which the provider knows the proof by. */
  reference: string;
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
      .transform((text): OfframpStatus => (text === undefined ? undefined : matchingValue(OFFRAMP_STATUSES, text)) ?? 'processing'),
  }),
});

export const submitTransactionHashEndpoint = defineEndpoint({
  method: 'POST',
  path: '/otc/pop',
  form: (request: TransactionHashRequest) => ({
    reference: request.reference,
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

/**
 * GET /otc/offramp/{transaction_id} [ours]: the off-ramp as the provider has it now. The provider's
 * docs show no such read; the emulator serves it, and a provider without it answers 404, which the
 * reconciler takes as "no read for this resource" (docs/live-status.md, "Reconciliation").
 */
export const getOfframpEndpoint = defineEndpoint({
  method: 'GET',
  path: ({ id }: { id: string }) => `/otc/offramp/${encodeURIComponent(id)}`,
  route: '/otc/offramp/{id}',
  response: withOrWithoutEnvelope(offrampRecord),
  read: ({ body }) => body,
});
