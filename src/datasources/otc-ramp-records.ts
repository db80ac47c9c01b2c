// What the off-ramp's and the on-ramp's endpoints (POST /otc/offramp, POST /otc/onramp and their
// records) read alike: a record is known by its transaction_id, complete only with a readable
// stablecoin, amount and status, and a creation's answer falls back on what was sent.
import { z } from 'zod';
import type { B2bCurrency } from '../domain/currencies.js';
import type { Stablecoin } from '../domain/networks.js';
import type { RatedCurrency } from '../domain/reference-rates.js';
import type { Logger } from '../logger.js';
import { defineEndpoint } from './endpoint.js';
import { providerId, withOrWithoutEnvelope, type KnownOrUnknown } from './tolerant-fields.js';

/** The fields of a B2B ramp record that decide whether it is complete, as a domain's reader reads them. */
export interface OtcRampFields {
  id: string;
  stablecoin: Stablecoin | null;
  amount: string | null;
  currency: KnownOrUnknown<RatedCurrency>['value'];
  currencyRaw: string | null;
  status: string | null;
}

type FieldsReader<Read> = (record: Readonly<Record<string, unknown>>, id: string) => { read: Read; unread: string[] };

/** A read record with the fields a subscriber or a caller needs known. */
export type CompleteOtcRamp<Read extends OtcRampFields> = Omit<Read, 'stablecoin' | 'amount' | 'status'> & {
  stablecoin: Stablecoin;
  amount: string;
  status: NonNullable<Read['status']>;
};

export const otcRampId = z.looseObject({ transaction_id: providerId });

/**
 * A complete record (a webhook's, a read's, a test move's): tolerant like the creation's, but a
 * record without a readable status, stablecoin or amount says nothing a subscriber could use.
 */
export function completeOtcRampRecord<Read extends OtcRampFields>(readFields: FieldsReader<Read>, noun: string) {
  return otcRampId.transform((record, ctx): CompleteOtcRamp<Read> => {
    const { read } = readFields(record, record.transaction_id);
    const { stablecoin, amount, status } = read;
    if (stablecoin === null || amount === null || status === null) {
      ctx.addIssue({ code: 'custom', message: `${noun} record needs a readable stables, amount and transaction_status` });
      return z.NEVER;
    }
    return { ...read, stablecoin, amount, status };
  });
}

/** What a creation sent that its answer may leave out. */
export interface SentOtcRamp {
  stables: Stablecoin;
  amount: string;
  currency: B2bCurrency;
}

/**
 * The creation's answer is a ramp with the id the provider gave it: that id proves the creation
 * (any 2xx), whatever the other fields hold. What the provider did not write readably is what the
 * gateway sent (stablecoin, amount, currency) or, for the status, the one every ramp is created in;
 * the rest stays null or UNKNOWN, logged.
 */
export function readCreatedOtcRamp<Read extends OtcRampFields>(
  readFields: FieldsReader<Read>,
  created: { path: string; idKey: string; noun: string; status: NoInfer<NonNullable<Read['status']>> },
  record: z.output<typeof otcRampId>,
  sent: SentOtcRamp,
  logger: Logger,
): CompleteOtcRamp<Read> {
  const { read, unread } = readFields(record, record.transaction_id);
  if (unread.length > 0) {
    logger.warn({ upstream: { method: 'POST', path: created.path }, [created.idKey]: read.id, unread }, `provider created ${created.noun} with fields the gateway could not read`);
  }
  return {
    ...read,
    stablecoin: read.stablecoin ?? sent.stables,
    amount: read.amount ?? sent.amount,
    currency: read.currencyRaw === null ? sent.currency : read.currency,
    status: read.status ?? created.status,
  };
}

/**
 * GET /otc/{offramp|onramp}/{transaction_id} [ours]: the ramp as the provider has it now. The
 * provider's docs show no such read; the emulator serves it, and a provider without it answers 404,
 * which the reconciler takes as "no read for this resource" (docs/live-status.md, "Reconciliation").
 */
export function getOtcRampEndpoint<RecordSchema extends z.ZodType>(kind: 'offramp' | 'onramp', record: RecordSchema) {
  return defineEndpoint({
    method: 'GET',
    path: ({ id }: { id: string }) => `/otc/${kind}/${encodeURIComponent(id)}`,
    route: `/otc/${kind}/{id}`,
    response: withOrWithoutEnvelope(record),
    read: ({ body }): z.output<RecordSchema> => body,
  });
}
