// The keys owning a resource that the operator listed with their business (RAMP_KEY_BUSINESSES):
// the webhook route's word on whose a resource is, stronger than the first delivery naming it
// (src/status/ingest/webhook-receiver.ts). A learnt business is no such word: it was taught by webhooks,
// the very thing it would have to judge.

import type { ResourceKind } from '../domain/state-machines.js';
import type { ResourceOwners } from '../status/ledger/resource-owners.js';
import type { ListedOwner } from '../status/ingest/webhook-receiver.js';
import type { BusinessDirectory } from './record-scope.js';

/** The data sets a key's prefix names; a key of unknown data set keeps the delivery's livemode (the receiver's origin rules). */
const LISTED_DATA_SETS = ['test', 'live'] as const;

export function listedOwners(owners: Pick<ResourceOwners, 'ownersOf'>, businesses: BusinessDirectory) {
  return async (kind: ResourceKind, id: string): Promise<ListedOwner[]> => {
    const found: ListedOwner[] = [];
    for (const dataSet of LISTED_DATA_SETS) {
      for (const fingerprint of await owners.ownersOf({ dataSet, kind, id })) {
        const listed = businesses.listed(fingerprint);
        if (listed !== undefined) found.push({ business: listed.business, dataSet });
      }
    }
    return found;
  };
}
