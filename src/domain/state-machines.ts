// Statuses and transitions of each resource, as fixed in the contract
// ("States and their transitions"). Nothing moves backwards or leaves a
// terminal state; the only loop is a business customer asked for more
// information going back into review.

export const OFFRAMP_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type OfframpStatus = (typeof OFFRAMP_STATUSES)[number];

// The B2B on-ramp (api-reference/otc/otc-onramp) starts `pending` like its off-ramp twin; proof of
// payment moves it to `processing` (api-reference/b2b/upload-proof-of-payment). The provider writes
// only those; `awaiting_payment` is the gateway's own step for the `banking_details_received`
// webhook (docs/business-onramp): the provider said where to send the fiat, its status still `pending`.
export const PROVIDER_ONRAMP_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ProviderOnrampStatus = (typeof PROVIDER_ONRAMP_STATUSES)[number];
export const ONRAMP_AWAITING_PAYMENT = 'awaiting_payment';
export const ONRAMP_STATUSES = ['pending', ONRAMP_AWAITING_PAYMENT, 'processing', 'completed', 'failed'] as const;
export type OnrampStatus = (typeof ONRAMP_STATUSES)[number];

export const ESP_STATUSES = ['Pending', 'Completed', 'Failed', 'Cancelled'] as const;
export type EspStatus = (typeof ESP_STATUSES)[number];

export const VERIFICATION_STATUSES = ['pending', 'in_review', 'approved', 'rejected', 'more_info'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const BRL_TICKET_STATUSES = ['active', 'paid', 'expired'] as const;
export type BrlTicketStatus = (typeof BRL_TICKET_STATUSES)[number];

export type ResourceKind = 'offramp' | 'onramp' | 'esp_transaction' | 'business_customer' | 'brl_ticket';

export interface StatusByKind {
  offramp: OfframpStatus;
  onramp: OnrampStatus;
  esp_transaction: EspStatus;
  business_customer: VerificationStatus;
  brl_ticket: BrlTicketStatus;
}
export type StatusOf<K extends ResourceKind> = StatusByKind[K];

export const RESOURCE_KINDS = ['offramp', 'onramp', 'esp_transaction', 'business_customer', 'brl_ticket'] as const;

export const STATUSES: { readonly [K in ResourceKind]: readonly StatusOf<K>[] } = {
  offramp: OFFRAMP_STATUSES,
  onramp: ONRAMP_STATUSES,
  esp_transaction: ESP_STATUSES,
  business_customer: VERIFICATION_STATUSES,
  brl_ticket: BRL_TICKET_STATUSES,
};

/** The status each resource is created in. */
export const INITIAL_STATUS: { readonly [K in ResourceKind]: StatusOf<K> } = {
  offramp: 'pending',
  onramp: 'pending',
  esp_transaction: 'Pending',
  business_customer: 'pending',
  brl_ticket: 'active',
};

type TransitionTable<S extends string> = Readonly<Record<S, readonly S[]>>;

const TRANSITIONS: { readonly [K in ResourceKind]: TransitionTable<StatusOf<K>> } = {
  offramp: {
    // pending → failed: no funds seen on chain within the window.
    pending: ['processing', 'failed'],
    processing: ['completed', 'failed'],
    completed: [],
    failed: [],
  },
  onramp: {
    // pending → processing: a proof of payment may come before the banking details webhook does.
    // pending or awaiting_payment → failed: no fiat arrived within the window.
    pending: ['awaiting_payment', 'processing', 'failed'],
    awaiting_payment: ['processing', 'failed'],
    processing: ['completed', 'failed'],
    completed: [],
    failed: [],
  },
  esp_transaction: {
    Pending: ['Completed', 'Failed', 'Cancelled'],
    Completed: [],
    Failed: [],
    Cancelled: [],
  },
  business_customer: {
    pending: ['in_review'],
    in_review: ['approved', 'rejected', 'more_info'],
    more_info: ['in_review'],
    approved: [],
    rejected: [],
  },
  brl_ticket: {
    active: ['paid', 'expired'],
    paid: [],
    expired: [],
  },
};

export function isStatus<K extends ResourceKind>(kind: K, value: string): value is StatusOf<K> {
  return (STATUSES[kind] as readonly string[]).includes(value);
}

/** Whether the provider itself writes `status` for resources of `kind` (not a step of the gateway's own). */
export function isProviderStatus(kind: ResourceKind, status: string): boolean {
  return isStatus(kind, status) && !(kind === 'onramp' && status === ONRAMP_AWAITING_PAYMENT);
}

/** The statuses reachable in one step from `from`; empty for terminal or unknown statuses. */
export function nextStatuses<K extends ResourceKind>(kind: K, from: string): readonly StatusOf<K>[] {
  if (!isStatus(kind, from)) return [];
  const table = TRANSITIONS[kind] as TransitionTable<StatusOf<K>>;
  return table[from];
}

export function canTransition(kind: ResourceKind, from: string, to: string): boolean {
  return (nextStatuses(kind, from) as readonly string[]).includes(to);
}

/** True for a known status that can never change again. */
export function isTerminal(kind: ResourceKind, status: string): boolean {
  return isStatus(kind, status) && nextStatuses(kind, status).length === 0;
}
