// Authentic webhook deliveries the gateway could not route to a resource's status: an event or a
// status it does not know, a payload it cannot read, a resource it cannot place in a data set. They
// are acknowledged (the provider gives up after two retries) and kept here for a while, so an
// operator can see what the provider sent and nothing is lost without a trace. Each business keeps
// at most a bounded number (WEBHOOK_UNROUTED_MAX): past it the oldest go, so authentic deliveries
// nobody routes cannot fill the database.

import type { DataSet } from '../../domain/data-sets.js';

/** How much of a delivery's raw body is kept. */
export const UNROUTED_BODY_LIMIT = 16 * 1024;
export const DEFAULT_UNROUTED_PER_BUSINESS = 1_000;

export interface UnroutedDelivery {
  event: string;
  eventId: string | undefined;
  /** The business it authenticated as, else the one its payload names. */
  business: string | undefined;
  /** Why it was not routed. */
  reason: string;
  /** sha256 of its canonical content: a retry of the same delivery is kept once. */
  digest: string;
  /** The raw body, cut to UNROUTED_BODY_LIMIT characters. */
  body: string;
}

export interface StoredUnroutedDelivery extends UnroutedDelivery {
  receivedAt: number;
}

export interface UnroutedWebhooks {
  /** Keeps it, dropping its business's oldest past the bound; answers how many were dropped. */
  keep(delivery: UnroutedDelivery): Promise<{ dropped: number }>;
  /** The latest kept, newest first. */
  latest(limit: number): Promise<StoredUnroutedDelivery[]>;
}

/** Where the gateway recorded a resource: the data sets under which it holds its status or owners. */
export interface ResourceDataSets {
  recordedUnder(kind: string, id: string): Promise<DataSet[]>;
}
