// Channel names. The data set is part of every name, so a subscriber on the test data
// set cannot be handed a live event by a routing mistake further on.

import type { ResourceKind } from '../../domain/state-machines.js';
import type { DataSet } from '../../domain/data-sets.js';

/** Every change of one resource. */
export function resourceTopic(dataSet: DataSet, kind: ResourceKind, id: string): string {
  return `status:${dataSet}:${kind}:${id}`;
}

/** Every change of every resource of a kind: the feed behind "all my ESP transactions". */
export function kindTopic(dataSet: DataSet, kind: ResourceKind): string {
  return `status:${dataSet}:${kind}`;
}

/**
 * The events given to one key (by its fingerprint, never the key): what wakes that key's readers
 * of the event log (src/status/feeds/status-event-stream.ts), and no one else's.
 */
export function statusEventsTopic(dataSet: DataSet, fingerprint: string): string {
  return `events:${dataSet}:${fingerprint}`;
}
