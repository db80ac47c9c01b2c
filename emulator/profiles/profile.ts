import type { Response } from 'express';
import { stringify } from 'lossless-json';
import type { z } from 'zod';
import type { DataSet } from '../data-set.js';
import type { ApiError } from '../http/api-error.js';
import type { BrlTicketRow } from '../repositories/brl-tickets.js';
import type { BusinessCustomerRow } from '../repositories/business-customers.js';
import type { EspTransactionRow } from '../repositories/esp-transactions.js';
import type { OfframpRow } from '../repositories/offramps.js';
import type { OnrampRow } from '../repositories/onramps.js';
import type { BusinessCustomerRequest } from '../schemas/business-customer.js';
import type { RateQuoteQuery } from '../schemas/rate-quote.js';

/**
 * Which provider the emulator plays. `contract`: the seed plus docs/contract.md (the default).
 * `documented`: where the seed is silent, the provider's public documentation
 * (docs/contract.md, "The documented profile").
 */
export const PROFILE_NAMES = ['contract', 'documented'] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];

export const PROFILE_ENV = 'EMULATOR_PROFILE';

/** The profile named by `EMULATOR_PROFILE` (unset or empty: `contract`); any other value is refused. */
export function profileNameFrom(value: string | undefined): ProfileName {
  if (value === undefined || value === '') return 'contract';
  if ((PROFILE_NAMES as readonly string[]).includes(value)) return value as ProfileName;
  throw new Error(`${PROFILE_ENV} must be one of ${PROFILE_NAMES.join(', ')}; got "${value}"`);
}

/** A hosted KYB link as answers show it. */
export interface KybLinkView {
  url: string;
  expires_at: string;
}

/** A status change a webhook may report, with the resource as it now is. */
export type ResourceChange =
  | { kind: 'offramp'; row: OfframpRow }
  | { kind: 'onramp'; row: OnrampRow }
  | { kind: 'esp_transaction'; row: EspTransactionRow }
  | { kind: 'business_customer'; customer: BusinessCustomerRow; link: KybLinkView | null; contractRecord: unknown }
  | { kind: 'brl_ticket'; row: BrlTicketRow };

export interface WebhookEvent {
  event: string;
  payload: unknown;
}

/** What an event's body is written from, besides the event itself. */
export interface EventMeta {
  id: string;
  createdAt: string;
  livemode: boolean;
}

export interface RateQuoteView {
  rate: string;
  payoutAmount: string;
  paymentMethod: string;
  currency: string;
}

/**
 * Everything that differs between the profiles, in one place: the routes, the lifecycle
 * and the webhook worker ask the profile rather than test its name.
 */
export interface ProviderProfile {
  readonly name: ProfileName;
  /** Development keys used when none are configured. */
  readonly defaultKeys: { readonly test: string; readonly live: string };
  /** HTTP status of every creation (off-ramp, ESP on/off-ramp, BRL ticket, business customer). */
  readonly creationStatus: 200 | 201;
  readonly rateQuoteQuery: z.ZodType<RateQuoteQuery>;
  rateQuoteBody(quote: RateQuoteView): unknown;
  offrampCreatedBody(row: OfframpRow): unknown;
  onrampCreatedBody(row: OnrampRow): unknown;
  readonly customerRequest: z.ZodType<BusinessCustomerRequest>;
  customerCreatedBody(customer: BusinessCustomerRow, link: KybLinkView): unknown;
  customerReadBody(customer: BusinessCustomerRow, link: KybLinkView | null, contractRecord: unknown): unknown;
  /** The body of an error answered on a provider path (the control API keeps the contract's). */
  errorBody(error: ApiError): unknown;
  /** The events a change sends, in order (none when this profile sends none for it). */
  webhookEvents(change: ResourceChange, dataSet: DataSet): WebhookEvent[];
  /** The `banking_details_received` events of an on-ramp whose settlement account was just given. */
  bankingDetailsEvents(row: OnrampRow, dataSet: DataSet): WebhookEvent[];
  webhookBody(event: WebhookEvent, meta: EventMeta): string;
  webhookHeaders(target: { secret: string; legacySecretHeader?: boolean | undefined }, body: string, unixSeconds: number): Record<string, string>;
  /** The delays between attempts of a delivery, from the configured schedule. */
  webhookRetrySchedule(configured: readonly number[]): number[];
}

/**
 * Sends a JSON answer. Bodies may hold `LosslessNumber`s: amounts and rates written as JSON
 * numbers with their exact decimal digits, never through a float.
 */
export function sendJson(res: Response, status: number, body: unknown): void {
  res.status(status).type('application/json').send(stringify(body));
}
