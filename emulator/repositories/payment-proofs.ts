import type { Database } from 'better-sqlite3';
import { livemodeFlag, type DataSet } from '../data-set.js';
import type { OfframpRow } from './offramps.js';

export type ProofTransactionType = 'onramp' | 'offramp';

export interface PaymentProofRow {
  business_id: string;
  livemode: number;
  reference: string;
  transaction_type: ProofTransactionType;
  transaction_hash: string | null;
  filename: string | null;
  /** An on-ramp's receipt by its content's SHA-256: the same file again is the same proof. */
  file_sha256: string | null;
  /** The JSON answered when the proof was accepted, answered again for the same proof. */
  answer: string;
  created_at: string;
}

/** Proofs of payment (POST /otc/pop), one per transaction, and the off-ramps they name by reference. */
export class PaymentProofRepository {
  constructor(private readonly db: Database) {}

  offrampByReference(dataSet: DataSet, reference: string): OfframpRow | null {
    const row = this.db
      .prepare('SELECT * FROM offramps WHERE business_id = ? AND livemode = ? AND reference = ?')
      .get(dataSet.businessId, livemodeFlag(dataSet), reference) as OfframpRow | undefined;
    return row ?? null;
  }

  find(dataSet: DataSet, reference: string, type: ProofTransactionType): PaymentProofRow | null {
    const row = this.db
      .prepare('SELECT * FROM payment_proofs WHERE business_id = ? AND livemode = ? AND reference = ? AND transaction_type = ?')
      .get(dataSet.businessId, livemodeFlag(dataSet), reference, type) as PaymentProofRow | undefined;
    return row ?? null;
  }

  insert(row: PaymentProofRow): void {
    this.db
      .prepare(
        `INSERT INTO payment_proofs (business_id, livemode, reference, transaction_type, transaction_hash, filename, file_sha256, answer, created_at)
         VALUES (@business_id, @livemode, @reference, @transaction_type, @transaction_hash, @filename, @file_sha256, @answer, @created_at)`,
      )
      .run(row);
  }
}
