// The business customer's per-request DataLoader: within one GraphQL operation each customer is
// read from the provider once, however many fields ask for it (aliases, `node(id:)`, a router's
// `_entities` batch in subgraph mode). Built fresh for every request (src/context.ts), so nothing
// is cached across callers or keys.
import DataLoader from 'dataloader';
import type { RampClient } from '../ramp-client.js';
import { asLoaderError } from '../loader-error.js';
import { getBusinessCustomerEndpoint, type BusinessCustomer } from './endpoints.js';

export interface BusinessCustomerLoaders {
  businessCustomer: DataLoader<string, BusinessCustomer>;
}

export function createBusinessCustomerLoaders(client: Pick<RampClient, 'call'>): BusinessCustomerLoaders {
  return {
    // No batch endpoint: a batch is its distinct ids read concurrently; a failure (NOT_FOUND among
    // them) stays with its own id.
    businessCustomer: new DataLoader((ids: readonly string[]) =>
      Promise.all(ids.map((id) => client.call(getBusinessCustomerEndpoint, { id }).catch((error: unknown) => asLoaderError(error)))),
    ),
  };
}
