import type { Database } from 'better-sqlite3';
import type { ResourceKind } from '../../src/domain/state-machines.js';

export interface ScheduledTransitionRow {
  id: number;
  resource: ResourceKind;
  resource_id: string;
  from_status: string;
  to_status: string;
  due_at_ms: number;
}

/** Clock-driven transitions waiting for their time; kept in the database so they survive a restart. */
export class ScheduledTransitionRepository {
  constructor(private readonly db: Database) {}

  schedule(resource: ResourceKind, resourceId: string, from: string, to: string, dueAtMs: number): void {
    this.db
      .prepare('INSERT INTO scheduled_transitions (resource, resource_id, from_status, to_status, due_at_ms) VALUES (?, ?, ?, ?, ?)')
      .run(resource, resourceId, from, to, dueAtMs);
  }

  cancelFor(resource: ResourceKind, resourceId: string): void {
    this.db.prepare('DELETE FROM scheduled_transitions WHERE resource = ? AND resource_id = ?').run(resource, resourceId);
  }

  remove(id: number): void {
    this.db.prepare('DELETE FROM scheduled_transitions WHERE id = ?').run(id);
  }

  due(nowMs: number, limit: number): ScheduledTransitionRow[] {
    return this.db
      .prepare('SELECT * FROM scheduled_transitions WHERE due_at_ms <= ? ORDER BY due_at_ms, id LIMIT ?')
      .all(nowMs, limit) as ScheduledTransitionRow[];
  }

  nextDueAtMs(): number | null {
    const row = this.db.prepare('SELECT MIN(due_at_ms) AS due FROM scheduled_transitions').get() as { due: number | null };
    return row.due;
  }
}
