// The status outbox in the gateway's database: a row per owed publication, deleted once
// published, so the table holds only what pub/sub has not taken yet.

import { z } from 'zod';
import { readStatusChange, type StatusChange } from './status-change.js';
import type { Publication, StatusOutbox } from './status-outbox.js';
import type { Database, Queryable } from '../../store/database.js';

const outboxRow = z.object({ id: z.coerce.number(), topics: z.string(), message: z.string() });
const topicList = z.array(z.string());
const idRow = z.object({ id: z.coerce.number() });

export class SqlStatusOutbox implements StatusOutbox {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async enqueue(tx: Queryable, topics: readonly string[], message: StatusChange): Promise<Publication> {
    const { rows } = await tx.query('INSERT INTO status_outbox (topics, message, created_at) VALUES ($1, $2, $3) RETURNING id', [
      JSON.stringify(topics),
      JSON.stringify(message),
      this.now(),
    ]);
    return { id: idRow.parse(rows[0]).id, topics: [...topics], message };
  }

  async pending(limit: number, known: ReadonlyMap<number, Publication> = new Map()): Promise<Publication[]> {
    if (known.size === 0) return this.read('SELECT id, topics, message FROM status_outbox ORDER BY id LIMIT $1', [limit]);
    // The ids alone, then the rows this instance does not know: usually none.
    const { rows } = await this.db.query('SELECT id FROM status_outbox ORDER BY id LIMIT $1', [limit]);
    const ids = rows.map((row) => idRow.parse(row).id);
    const unknown = ids.filter((id) => !known.has(id));
    const read = new Map<number, Publication>();
    if (unknown.length > 0) {
      const list = unknown.map((_, i) => `$${i + 1}`).join(', ');
      for (const publication of await this.read(`SELECT id, topics, message FROM status_outbox WHERE id IN (${list})`, unknown)) read.set(publication.id, publication);
    }
    // A row gone between the two reads was published by another instance meanwhile.
    return ids.flatMap((id) => known.get(id) ?? read.get(id) ?? []);
  }

  private async read(sql: string, params: readonly number[]): Promise<Publication[]> {
    const { rows } = await this.db.query(sql, params);
    return rows.map((row) => {
      const parsed = outboxRow.parse(row);
      return { id: parsed.id, topics: topicList.parse(JSON.parse(parsed.topics)), message: readStatusChange(JSON.parse(parsed.message)) };
    });
  }

  async done(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const list = ids.map((_, i) => `$${i + 1}`).join(', ');
    await this.db.query(`DELETE FROM status_outbox WHERE id IN (${list})`, [...ids]);
  }

  async size(): Promise<number> {
    const { rows } = await this.db.query('SELECT COUNT(*) AS pending FROM status_outbox');
    return z.coerce.number().parse(rows[0]?.pending);
  }
}
