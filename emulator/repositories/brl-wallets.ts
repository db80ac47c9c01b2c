import type { Database } from 'better-sqlite3';
import { livemodeFlag, type DataSet } from '../data-set.js';

export interface BrlWalletRow {
  id: string;
  business_id: string;
  livemode: number;
  network: string;
  /** Lower case: an EVM address names the same wallet in any case. */
  address: string;
  user_name: string;
  created_at: string;
}

/** Wallets registered for the BRL on-ramp (POST /transactions/v2/reg_wallet_address). */
export class BrlWalletRepository {
  constructor(private readonly db: Database) {}

  byAddress(dataSet: DataSet, network: string, address: string): BrlWalletRow | null {
    const row = this.db
      .prepare('SELECT * FROM brl_wallets WHERE business_id = ? AND livemode = ? AND network = ? AND address = ?')
      .get(dataSet.businessId, livemodeFlag(dataSet), network, address.toLowerCase()) as BrlWalletRow | undefined;
    return row ?? null;
  }

  insert(row: BrlWalletRow): void {
    this.db
      .prepare(
        `INSERT INTO brl_wallets (id, business_id, livemode, network, address, user_name, created_at)
         VALUES (@id, @business_id, @livemode, @network, @address, @user_name, @created_at)`,
      )
      .run({ ...row, address: row.address.toLowerCase() });
  }
}
