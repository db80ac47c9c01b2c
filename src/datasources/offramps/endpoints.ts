// The provider endpoints of off-ramps: POST /otc/offramp (createOfframp), its request, its answer
// and the Offramp model read from it; POST /otc/pop (submitOfframpTransactionHash), the proof of payment.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { completeOtcRampRecord, getOtcRampEndpoint, otcRampId, readCreatedOtcRamp } from '../otc-ramp-records.js';
import { TolerantRecord, matchingValue, withOrWithoutEnvelope, type KnownOrUnknown } from '../tolerant-fields.js';
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

/** A complete off-ramp record (a webhook's, a test move's). */
export const offrampRecord = completeOtcRampRecord(readOfframpFields, 'an off-ramp');

const CREATE_OFFRAMP_PATH = '/otc/offramp';

const createdOfframp = { path: CREATE_OFFRAMP_PATH, idKey: 'offrampId', noun: 'an off-ramp', status: 'pending' as const };

function readCreatedOfframp(record: z.output<typeof otcRampId>, sent: OfframpRequest, logger: Logger): Offramp {
  return readCreatedOtcRamp(readOfframpFields, createdOfframp, record, sent, logger);
}

export const createOfframpEndpoint = defineEndpoint({
  method: 'POST',
  path: CREATE_OFFRAMP_PATH,
  response: withOrWithoutEnvelope(otcRampId),
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

/** GET /otc/offramp/{transaction_id} [ours] (otc-ramp-records.ts). */
export const getOfframpEndpoint = getOtcRampEndpoint('offramp', offrampRecord);
