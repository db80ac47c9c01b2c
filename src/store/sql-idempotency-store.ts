// Idempotency records in the gateway's database. The claim is one INSERT … ON CONFLICT, which
// either creates the row or takes over an expired one or a refusal, and moves the row's fence on;
// settling is conditional on the claim's token, so an instance whose lease was taken over cannot
// overwrite the next one's record, and sending on its fence, so it cannot send either.

import { z } from 'zod';
import {
  idempotencyRecord,
  type ClaimResult,
  type IdempotencyRecord,
  type IdempotencyStore,
  type NewClaim,
} from '../idempotency/idempotency-store.js';
import type { Database, SqlValue } from './database.js';

const nullableNumber = z.union([z.null(), z.coerce.number()]);
const recordRow = z.object({
  state: z.string(),
  fingerprint: z.string(),
  token: z.string().nullable(),
  fence: z.coerce.number(),
  lease_until: nullableNumber,
  result: z.string().nullable(),
  message: z.string().nullable(),
});

function fromRow(row: unknown): IdempotencyRecord {
  const r = recordRow.parse(row);
  return idempotencyRecord.parse({
    state: r.state,
    fingerprint: r.fingerprint,
    ...(r.token !== null && { token: r.token, fence: r.fence }),
    ...(r.lease_until !== null && { leaseUntil: r.lease_until }),
    ...(r.result !== null && { result: JSON.parse(r.result) }),
    ...(r.message !== null && { message: r.message }),
  });
}

/** The columns of a record other than its key and expiry, in the order of COLUMNS. */
function columnsOf(record: IdempotencyRecord): SqlValue[] {
  return [
    record.state,
    record.fingerprint,
    record.state === 'in_progress' ? record.token : null,
    record.state === 'in_progress' ? record.leaseUntil : null,
    record.state === 'completed' ? JSON.stringify(record.result) : null,
    record.state === 'unknown_outcome' || record.state === 'refused' ? record.message : null,
  ];
}

const SELECT = 'SELECT state, fingerprint, token, fence, lease_until, result, message FROM idempotency_records';
const fenceRow = z.object({ fence: z.coerce.number() });

export class SqlIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async claim(key: string, record: NewClaim, ttlMs: number): Promise<ClaimResult> {
    // A record can expire between the refused insert and the read; then claiming again is right.
    for (;;) {
      const now = this.now();
      const inserted = await this.db.query(
        `INSERT INTO idempotency_records (record_key, state, fingerprint, token, lease_until, result, message, expires_at, fence)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1)
         ON CONFLICT (record_key) DO UPDATE SET state = excluded.state, fingerprint = excluded.fingerprint,
           token = excluded.token, lease_until = excluded.lease_until, result = excluded.result,
           message = excluded.message, expires_at = excluded.expires_at, fence = idempotency_records.fence + 1
         WHERE idempotency_records.expires_at <= $9 OR idempotency_records.state = 'refused'
         RETURNING fence`,
        [key, ...columnsOf({ ...record, fence: 0 }), now + ttlMs, now],
      );
      if (inserted.rowCount > 0) return { claimed: true, fence: fenceRow.parse(inserted.rows[0]).fence };
      const existing = await this.get(key);
      if (existing !== undefined) return { claimed: false, existing };
    }
  }

  async get(key: string): Promise<IdempotencyRecord | undefined> {
    const { rows } = await this.db.query(`${SELECT} WHERE record_key = $1 AND expires_at > $2`, [key, this.now()]);
    return rows.length === 0 ? undefined : fromRow(rows[0]);
  }

  async settle(key: string, token: string, record: IdempotencyRecord, ttlMs: number): Promise<boolean> {
    const now = this.now();
    const updated = await this.db.query(
      `UPDATE idempotency_records SET state = $3, fingerprint = $4, token = $5, lease_until = $6, result = $7, message = $8, expires_at = $9
       WHERE record_key = $1 AND state = 'in_progress' AND token = $2 AND expires_at > $10`,
      [key, token, ...columnsOf(record), now + ttlMs, now],
    );
    return updated.rowCount > 0;
  }

  async holdForSend(key: string, token: string, fence: number, leaseUntil: number): Promise<boolean> {
    const now = this.now();
    const held = await this.db.query(
      `UPDATE idempotency_records SET lease_until = CASE WHEN lease_until < $4 THEN $4 ELSE lease_until END
       WHERE record_key = $1 AND state = 'in_progress' AND token = $2 AND fence = $3 AND lease_until > $5 AND expires_at > $5`,
      [key, token, fence, leaseUntil, now],
    );
    return held.rowCount > 0;
  }

  async takeOver(key: string, token: string, record: IdempotencyRecord, ttlMs: number): Promise<boolean> {
    const now = this.now();
    const updated = await this.db.query(
      `UPDATE idempotency_records SET state = $3, fingerprint = $4, token = $5, lease_until = $6, result = $7, message = $8, expires_at = $9,
         fence = fence + 1
       WHERE record_key = $1 AND state = 'in_progress' AND token = $2 AND lease_until <= $10 AND expires_at > $10`,
      [key, token, ...columnsOf(record), now + ttlMs, now],
    );
    return updated.rowCount > 0;
  }

  async resolveUnknown(key: string, result: unknown): Promise<boolean> {
    const updated = await this.db.query(
      `UPDATE idempotency_records SET state = 'completed', result = $2, message = NULL
       WHERE record_key = $1 AND state = 'unknown_outcome' AND expires_at > $3`,
      [key, JSON.stringify(result), this.now()],
    );
    return updated.rowCount > 0;
  }

  async mayHaveCreated(operation: string, resourceId: string): Promise<boolean> {
    // Keys are `<caller>:<operation>:<hash>`; a result is the payload's JSON, which names the resource's id.
    const now = this.now();
    const { rows } = await this.db.query(
      `SELECT 1 AS found FROM idempotency_records
       WHERE record_key LIKE $1 ESCAPE '\\' AND expires_at > $2
         AND ((state = 'in_progress' AND lease_until > $2) OR (state = 'completed' AND result LIKE $3 ESCAPE '\\'))
       LIMIT 1`,
      [`%:${likeEscaped(operation)}:%`, now, `%${likeEscaped(JSON.stringify(resourceId))}%`],
    );
    return rows.length > 0;
  }
}

/** `text` matched literally inside a LIKE pattern (with ESCAPE '\\'). */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
