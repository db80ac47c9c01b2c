// The one place where GraphQL enum values meet the provider's values. codegen.ts feeds
// these objects to `enumValues`, the resolvers map serves them to graphql-js, and the
// datasource's zod schemas accept exactly their values.
import type { PaymentMethod as ProviderPaymentMethod } from '../domain/currencies.js';
import type {
  ResourceKind,
  BrlTicketStatus as ProviderBrlTicketStatus,
  EspStatus,
  OfframpStatus as ProviderOfframpStatus,
  VerificationStatus as ProviderVerificationStatus,
} from '../domain/state-machines.js';

export const OFFRAMP_STATUS = {
  PENDING: 'pending',
  PROCESSING: 'processing',
  COMPLETED: 'completed',
  FAILED: 'failed',
} as const satisfies Record<string, ProviderOfframpStatus>;

export const ESP_TRANSACTION_STATUS = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
} as const satisfies Record<string, EspStatus>;

export const VERIFICATION_STATUS = {
  PENDING: 'pending',
  IN_REVIEW: 'in_review',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  MORE_INFO: 'more_info',
  // A status the provider answered outside the documented set; never recorded for live status.
  UNKNOWN: 'unknown',
} as const satisfies Record<string, ProviderVerificationStatus | 'unknown'>;

export const BRL_TICKET_STATUS = {
  ACTIVE: 'active',
  PAID: 'paid',
  EXPIRED: 'expired',
} as const satisfies Record<string, ProviderBrlTicketStatus>;

export const TRANSACTION_DIRECTION = {
  ONRAMP: 'onramp',
  OFFRAMP: 'offramp',
} as const;

export const PAYMENT_METHOD = {
  ACH: 'ACH',
  LOCAL_BANK_TRANSFER: 'LOCAL_BANK_TRANSFER',
  IBAN: 'IBAN',
  RIB: 'RIB',
  // A method the provider answered that is none of the above (datasources/tolerant-fields.ts).
  UNKNOWN: 'UNKNOWN',
} as const satisfies Record<ProviderPaymentMethod | 'UNKNOWN', ProviderPaymentMethod | 'UNKNOWN'>;

export type TransactionDirectionValue = (typeof TRANSACTION_DIRECTION)[keyof typeof TRANSACTION_DIRECTION];

const STATUS_ENUMS: Readonly<Record<ResourceKind, Readonly<Record<string, string>>>> = {
  offramp: OFFRAMP_STATUS,
  esp_transaction: ESP_TRANSACTION_STATUS,
  business_customer: VERIFICATION_STATUS,
  brl_ticket: BRL_TICKET_STATUS,
};

/** A provider status by its GraphQL enum name (`processing` → `PROCESSING`), as callers know it. */
export function statusName(kind: ResourceKind, status: string): string {
  return Object.entries(STATUS_ENUMS[kind]).find(([, value]) => value === status)?.[0] ?? status;
}
