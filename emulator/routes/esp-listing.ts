import { Router } from 'express';
import { ESP_STATUSES, type EspStatus } from '../../src/domain/state-machines.js';
import { parseIsoDate, parseIsoDateEndOfDay } from '../../src/domain/transaction-date.js';
import type { EmulatorContext } from '../context.js';
import { ApiError } from '../http/api-error.js';
import { dataSetOf } from '../http/auth.js';
import { FieldErrors } from '../http/field-errors.js';
import { espTransactionRecord, type EspDirection, type EspListingFilter } from '../repositories/esp-transactions.js';

const DIRECTIONS = ['onramp', 'offramp'] as const;

interface ListingQuery {
  page: number;
  limit: number;
  filter: EspListingFilter;
}

/** GET /transactions/v2/esp_transactions: the seed's listing, newest first, never clamping `page` or `limit`. */
export function espListingRouter(ctx: EmulatorContext): Router {
  const router = Router();
  router.get('/transactions/v2/esp_transactions', (req, res) => {
    const { page, limit, filter } = parseListingQuery(req.query);
    const result = ctx.espTransactions.list(dataSetOf(res), filter, page, limit);
    res.json({
      code: 'TXN_RETRIEVED',
      status: 'Success',
      message: 'Transactions retrieved',
      summary: result.summary,
      transactions: result.rows.map(espTransactionRecord),
      pagination: { total: result.total, page, limit, total_pages: Math.ceil(result.total / limit) },
    });
  });
  return router;
}

function parseListingQuery(query: Record<string, unknown>): ListingQuery {
  // The seed's one named error: a date that cannot be parsed.
  const from = dateParam(query.from, 'from', parseIsoDate);
  const to = dateParam(query.to, 'to', parseIsoDateEndOfDay);

  const errors = new FieldErrors();
  const page = integerParam(query.page, 'page', 1, Number.MAX_SAFE_INTEGER, 1, errors);
  const limit = integerParam(query.limit, 'limit', 1, 100, 20, errors);
  const type = enumParam(query.type, 'type', DIRECTIONS, errors) as EspDirection | undefined;
  const status = enumParam(query.status, 'status', ESP_STATUSES, errors) as EspStatus | undefined;
  if (from && to && from > to) errors.add('from', 'must not be after to');
  errors.throwIfAny();
  return { page, limit, filter: { type, status, from, to } };
}

function dateParam(value: unknown, name: string, parse: (text: string) => Date | null): Date | undefined {
  if (value === undefined) return undefined;
  const date = typeof value === 'string' ? parse(value) : null;
  if (!date) throw new ApiError(400, 'INVALID_DATE', `${name} must be a valid date in the form YYYY-MM-DD`);
  return date;
}

function integerParam(value: unknown, name: string, min: number, max: number, fallback: number, errors: FieldErrors): number {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= min && n <= max)) {
    errors.add(name, max === Number.MAX_SAFE_INTEGER ? `must be an integer of at least ${min}` : `must be an integer from ${min} to ${max}`);
    return fallback;
  }
  return n;
}

function enumParam(value: unknown, name: string, allowed: readonly string[], errors: FieldErrors): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && allowed.includes(value)) return value;
  errors.add(name, `must be one of ${allowed.join(', ')}`);
  return undefined;
}
