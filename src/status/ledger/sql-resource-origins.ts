// Resources' businesses and data sets in the gateway's database, kept for good: the first value
// recorded of each wins, whichever instance wrote it.

import { z } from 'zod';
import { dataSetSchema } from '../../domain/data-sets.js';
import type { ResourceKind } from '../../domain/state-machines.js';
import type { ResourceOrigin, ResourceOrigins } from './resource-origins.js';
import type { Database } from '../../store/database.js';

const originRow = z.object({ business_id: z.string().nullable(), data_set: dataSetSchema.nullable() });

export class SqlResourceOrigins implements ResourceOrigins {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async of(kind: ResourceKind, id: string): Promise<ResourceOrigin> {
    const { rows } = await this.db.query('SELECT business_id, data_set FROM resource_origins WHERE kind = $1 AND resource_id = $2', [kind, id]);
    if (rows.length === 0) return { business: undefined, dataSet: undefined };
    const row = originRow.parse(rows[0]);
    return { business: row.business_id ?? undefined, dataSet: row.data_set ?? undefined };
  }

  async claim(kind: ResourceKind, id: string, origin: ResourceOrigin): Promise<ResourceOrigin> {
    await this.db.query(
      `INSERT INTO resource_origins (kind, resource_id, business_id, data_set, recorded_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (kind, resource_id) DO UPDATE SET
         business_id = COALESCE(resource_origins.business_id, excluded.business_id),
         data_set = COALESCE(resource_origins.data_set, excluded.data_set)
       WHERE resource_origins.business_id IS NULL OR excluded.business_id IS NULL OR resource_origins.business_id = excluded.business_id`,
      [kind, id, origin.business ?? null, origin.dataSet ?? null, this.now()],
    );
    return this.of(kind, id);
  }
}
