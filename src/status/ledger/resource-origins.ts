// Where a resource belongs: the business it is known to be of (the provider's `business.business_id`,
// or the business whose webhook secret first routed it) and the data set its first trusted record put
// it in. Both are fixed once known: no later delivery moves a resource to another business or
// re-routes it between test and live. The settling of unknown outcomes reads the business too.

import type { ResourceKind } from '../../domain/state-machines.js';
import type { DataSet } from '../../domain/data-sets.js';

export interface ResourceOrigin {
  business: string | undefined;
  dataSet: DataSet | undefined;
}

export interface ResourceOrigins {
  of(kind: ResourceKind, id: string): Promise<ResourceOrigin>;
  /**
   * Records what is not recorded yet, unless the resource is known to be another business's (then
   * nothing is written); answers what is recorded now.
   */
  claim(kind: ResourceKind, id: string, origin: ResourceOrigin): Promise<ResourceOrigin>;
}
