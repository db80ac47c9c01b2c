// How the gateway learnt a status, and from when that knowledge dates. A read of the provider
// tells how things stood when it was sent, not when its answer landed; a webhook, as of the time
// its envelope gives. Where a status can come back (a business customer between review and more
// information), only news dated after what is stored may move it (src/status/ledger/sql-status-store.ts).

export const STATUS_SOURCES = ['webhook', 'provider_read', 'gateway_mutation'] as const;
export type StatusSource = (typeof STATUS_SOURCES)[number];

export interface Learnt {
  source: StatusSource;
  /** When what was observed was true at the provider, in ms: a read's sending, a webhook's own time (else its receipt). */
  at: number;
}
