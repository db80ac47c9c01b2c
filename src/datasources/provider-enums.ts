// The one place where GraphQL enum values meet the provider's values. codegen.ts feeds
// these objects to `enumValues`, the resolvers map serves them to graphql-js, and the
// datasource's zod schemas accept exactly their values.
import { PAYMENT_METHODS } from '../domain/currencies.js';
import { BRL_TICKET_STATUSES, ESP_STATUSES, OFFRAMP_STATUSES, ONRAMP_STATUSES, VERIFICATION_STATUSES, type ResourceKind } from '../domain/state-machines.js';

/**
 * The table of one enum, `{ PENDING: 'pending', IN_REVIEW: 'in_review', … }`: each GraphQL value
 * is the provider's value in upper case, so the provider's list (src/domain/) is the only one.
 */
export function byGraphqlName<const V extends string>(values: readonly V[]): { readonly [K in V as Uppercase<K>]: K } {
  return Object.fromEntries(values.map((value) => [value.toUpperCase(), value])) as { readonly [K in V as Uppercase<K>]: K };
}

export const OFFRAMP_STATUS = byGraphqlName(OFFRAMP_STATUSES);

export const ONRAMP_STATUS = byGraphqlName(ONRAMP_STATUSES);

export const ESP_TRANSACTION_STATUS = byGraphqlName(ESP_STATUSES);

// `unknown`: a status the provider answered outside the documented set; never recorded for live status.
export const VERIFICATION_STATUS = byGraphqlName([...VERIFICATION_STATUSES, 'unknown']);

export const BRL_TICKET_STATUS = byGraphqlName(BRL_TICKET_STATUSES);

export const TRANSACTION_DIRECTION = byGraphqlName(['onramp', 'offramp']);

// `UNKNOWN`: a method the provider answered that is none of these (datasources/tolerant-fields.ts).
export const PAYMENT_METHOD = byGraphqlName([...PAYMENT_METHODS, 'UNKNOWN']);

export type TransactionDirectionValue = (typeof TRANSACTION_DIRECTION)[keyof typeof TRANSACTION_DIRECTION];

const STATUS_ENUMS: Readonly<Record<ResourceKind, Readonly<Record<string, string>>>> = {
  offramp: OFFRAMP_STATUS,
  onramp: ONRAMP_STATUS,
  esp_transaction: ESP_TRANSACTION_STATUS,
  business_customer: VERIFICATION_STATUS,
  brl_ticket: BRL_TICKET_STATUS,
};

/** A provider status by its GraphQL enum name (`processing` → `PROCESSING`), as callers know it. */
export function statusName(kind: ResourceKind, status: string): string {
  return Object.entries(STATUS_ENUMS[kind]).find(([, value]) => value === status)?.[0] ?? status;
}
