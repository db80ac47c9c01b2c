import type { Database } from 'better-sqlite3';
import type { ProviderOnrampStatus } from '../../src/domain/state-machines.js';
import { livemodeFlag, type DataSet } from '../data-set.js';
import { OtcRampRepository, otcRampRecord, type OtcRampRow } from './otc-ramps.js';

/** Where the business sends the fiat: the `banking_details_received` webhook's account [ours]. */
export interface SettlementAccount {
  bank_name: string;
  account_name: string;
  account_number: string;
  currency: string;
  amount: string;
  reference: string;
}

export interface OnrampRow extends OtcRampRow<ProviderOnrampStatus> {
  /** JSON of a SettlementAccount; null until the banking details are sent. */
  settlement_account: string | null;
}

export function settlementAccountOf(row: OnrampRow): SettlementAccount | null {
  return row.settlement_account === null ? null : (JSON.parse(row.settlement_account) as SettlementAccount);
}

/** The B2B on-ramp as the contract's API and webhooks show it: the docs' answer plus the wallet and the settlement account. */
export function onrampRecord(row: OnrampRow) {
  return { ...otcRampRecord(row, 'onramp'), banking_details: settlementAccountOf(row) };
}

export class OnrampRepository extends OtcRampRepository<OnrampRow> {
  constructor(db: Database) {
    super(db, 'onramps', ['settlement_account']);
  }

  /** The on-ramp a proof of payment names by its reference, in the caller's data set. */
  byReference(dataSet: DataSet, reference: string): OnrampRow | null {
    return (
      (this.db
        .prepare('SELECT * FROM onramps WHERE business_id = ? AND livemode = ? AND reference = ?')
        .get(dataSet.businessId, livemodeFlag(dataSet), reference) as OnrampRow | undefined) ?? null
    );
  }

  setSettlementAccount(id: string, account: SettlementAccount, at: string): void {
    this.db.prepare('UPDATE onramps SET settlement_account = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(account), at, id);
  }
}
