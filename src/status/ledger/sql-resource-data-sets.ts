// The data sets a resource was recorded under, from its status and its owners, expired rows
// included: an expired row still tells where the resource lives, and a terminal status is kept
// for good (src/store/retention.ts).

import { z } from 'zod';
import { dataSetSchema } from '../../domain/data-sets.js';
import type { ResourceDataSets } from './unrouted-webhooks.js';
import type { DataSet } from '../../domain/data-sets.js';
import type { Database } from '../../store/database.js';

const dataSetRow = z.object({ data_set: dataSetSchema });

export class SqlResourceDataSets implements ResourceDataSets {
  constructor(private readonly db: Database) {}

  async recordedUnder(kind: string, id: string): Promise<DataSet[]> {
    const { rows } = await this.db.query(
      `SELECT data_set FROM resource_statuses WHERE kind = $1 AND resource_id = $2
       UNION SELECT data_set FROM resource_owners WHERE kind = $1 AND resource_id = $2`,
      [kind, id],
    );
    return rows.map((row) => dataSetRow.parse(row).data_set);
  }
}
