import { Router } from 'express';
import { fiatAmountInRange, fiatAmountLimits, offrampAmountInRange, STABLECOIN_LIMITS } from '../../src/domain/amount-limits.js';
import { FIAT_DECIMALS, parseDecimal, formatDecimal } from '../../src/domain/money.js';
import { INITIAL_STATUS } from '../../src/domain/state-machines.js';
import type { EmulatorContext } from '../context.js';
import { livemodeFlag, type DataSet } from '../data-set.js';
import { dataSetOf } from '../http/auth.js';
import { newId, newReference } from '../ids.js';
import { payoutAmount, quotedRate } from '../pricing.js';
import { sendJson } from '../profiles/profile.js';
import {
  espTransactionRecord,
  type BankingDetails,
  type EspMethod,
  type EspTransactionRow,
} from '../repositories/esp-transactions.js';
import { parseEspOfframpRequest, parseEspOnrampRequest } from '../schemas/esp-ramps.js';
import { amountOutOfRange } from './offramp.js';

// The collection account users pay into; one per currency would change nothing the caller can see.
const VENDOR_BANK = { bank_name: 'Emulator Settlement Bank', account_name: 'Ramp Emulator Collections' } as const;
const PAYMENT_WINDOW_MS = 24 * 60 * 60_000;

/** POST /transactions/v2/esp_onramp and /esp_offramp: ESP conversions, listed at once as `Pending`. */
export function espRampRouter(ctx: EmulatorContext): Router {
  const router = Router();

  router.post('/transactions/v2/esp_onramp', (req, res) => {
    const dataSet = dataSetOf(res);
    const request = parseEspOnrampRequest(req.body);
    if (!fiatAmountInRange(request.currency, request.amount)) {
      const limits = fiatAmountLimits(request.currency);
      throw amountOutOfRange(limits.min, limits.max, request.currency);
    }
    const rate = quotedRate(request.currency, 'onramp');
    const row = newRow(ctx, dataSet, {
      type: 'onramp',
      currency: request.currency,
      amount: fiat(request.amount),
      rate,
      payout_amount: payoutAmount(request.amount, rate),
      bank_name: request.bankName,
      account_name: null,
      account_number: request.accountNumber,
      esp_method: espMethod(request),
    });
    const bankingDetails: BankingDetails = {
      ...VENDOR_BANK,
      account_number: vendorAccountNumber(row.id),
      currency: request.currency,
      amount: row.amount,
      reference: row.reference,
      expires_at: new Date(Date.parse(row.created_at) + PAYMENT_WINDOW_MS).toISOString(),
    };
    row.banking_details = JSON.stringify(bankingDetails);
    insert(ctx, row);
    sendJson(res, ctx.profile.creationStatus, {
      code: 'TXN_SUCCESSFUL',
      status: 'Success',
      message: 'Onramp transaction created',
      data: { transaction: espTransactionRecord(row), banking_details: bankingDetails },
    });
  });

  router.post('/transactions/v2/esp_offramp', (req, res) => {
    const dataSet = dataSetOf(res);
    const request = parseEspOfframpRequest(req.body);
    if (!offrampAmountInRange(request.amount)) throw amountOutOfRange(STABLECOIN_LIMITS.min, STABLECOIN_LIMITS.max, 'ESP');
    const rate = quotedRate(request.currency, 'offramp');
    const row = newRow(ctx, dataSet, {
      type: 'offramp',
      currency: request.currency,
      amount: request.amount,
      rate,
      payout_amount: payoutAmount(request.amount, rate),
      bank_name: request.bankName,
      account_name: request.accountName ?? null,
      account_number: request.accountNumber,
      esp_method: espMethod(request),
    });
    insert(ctx, row);
    sendJson(res, ctx.profile.creationStatus, {
      code: 'TXN_SUCCESSFUL',
      status: 'Success',
      message: 'Offramp transaction created',
      data: espTransactionRecord(row),
    });
  });

  return router;
}

type RowFields = Pick<
  EspTransactionRow,
  'type' | 'currency' | 'amount' | 'rate' | 'payout_amount' | 'bank_name' | 'account_name' | 'account_number'
> & { esp_method: EspMethod };

function newRow(ctx: EmulatorContext, dataSet: DataSet, fields: RowFields): EspTransactionRow {
  const at = new Date(ctx.now()).toISOString();
  return {
    ...fields,
    id: newId('esp'),
    business_id: dataSet.businessId,
    livemode: livemodeFlag(dataSet),
    reference: newReference(fields.type === 'onramp' ? 'ESP-ON-' : 'ESP-OFF-', 10),
    esp_method: JSON.stringify(fields.esp_method),
    banking_details: null,
    status: INITIAL_STATUS.esp_transaction,
    created_at: at,
    updated_at: at,
  };
}

/**
 * `count` ESP off-ramps created now in the data set, in one transaction, as a busy business's day
 * would list them; left `Pending` (the clock does not move them). For the control API: a listing
 * with more transactions than a reader's pages usually cover.
 */
export function createManyEspTransactions(ctx: EmulatorContext, dataSet: DataSet, count: number): string[] {
  const rate = quotedRate('USD', 'offramp');
  const rows = Array.from({ length: count }, () =>
    newRow(ctx, dataSet, {
      type: 'offramp',
      currency: 'USD',
      amount: '10',
      rate,
      payout_amount: payoutAmount('10', rate),
      bank_name: 'Chase',
      account_name: null,
      account_number: '000111222',
      esp_method: espMethod({ chatUsername: 'esp_bulk' }),
    }),
  );
  ctx.db.transaction(() => {
    for (const row of rows) ctx.espTransactions.insert(row);
  })();
  ctx.committed();
  return rows.map((row) => row.id);
}

function insert(ctx: EmulatorContext, row: EspTransactionRow): void {
  ctx.db.transaction(() => {
    ctx.espTransactions.insert(row);
    ctx.lifecycle.scheduleInitial('esp_transaction', row.id);
  })();
  ctx.committed();
}

function espMethod(request: Partial<Record<keyof EspMethod, string>>): EspMethod {
  return {
    walletAddress: request.walletAddress ?? null,
    chatUsername: request.chatUsername ?? null,
    espCard: request.espCard ?? null,
    emailAddress: request.emailAddress ?? null,
  };
}

/** A fiat amount in canonical 2-place form ("100.5" → "100.50"). */
function fiat(amount: string): string {
  return formatDecimal(parseDecimal(amount, FIAT_DECIMALS)!, FIAT_DECIMALS);
}

/** A stable 10-digit account number per transaction, so the user can be told where to pay. */
function vendorAccountNumber(id: string): string {
  return (BigInt(`0x${id.slice(-10)}`) % 10_000_000_000n).toString().padStart(10, '0');
}
