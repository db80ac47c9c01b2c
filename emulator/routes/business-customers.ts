import { Router, type Response } from 'express';
import { INITIAL_STATUS } from '../../src/domain/state-machines.js';
import type { EmulatorContext } from '../context.js';
import { livemodeFlag, type DataSet } from '../data-set.js';
import { ApiError, notFound } from '../http/api-error.js';
import { dataSetOf } from '../http/auth.js';
import { deferredLatencyMs } from '../http/faults.js';
import { requestHash } from '../http/request-hash.js';
import { parseOrThrow } from '../http/validation.js';
import { newId } from '../ids.js';
import { sendJson } from '../profiles/profile.js';
import type { BusinessCustomerRow } from '../repositories/business-customers.js';
import type { BusinessCustomerRequest } from '../schemas/business-customer.js';

export const CREATE_CUSTOMER_PATH = '/v2/business_customer';
const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** POST /v2/business_customer (idempotent) and GET /v2/business_customer/{customer_id}. */
export function businessCustomerRouter(ctx: EmulatorContext): Router {
  const router = Router();

  router.post(CREATE_CUSTOMER_PATH, async (req, res) => {
    const dataSet = dataSetOf(res);
    const key = req.get(IDEMPOTENCY_HEADER);
    if (!key) throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', `The ${IDEMPOTENCY_HEADER} header is required`);
    if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'The request is not valid', [
        { field: IDEMPOTENCY_HEADER, message: `must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters` },
      ]);
    }
    const request = parseOrThrow(ctx.profile.customerRequest, req.body);

    const reservation = ctx.idempotency.reserve(dataSet, key, requestHash(req.body), ctx.now());
    switch (reservation.kind) {
      case 'conflict':
        throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'This idempotency-key was used with a different request body');
      case 'in_progress':
        throw new ApiError(409, 'IDEMPOTENCY_REQUEST_IN_PROGRESS', 'A request with this idempotency-key is still being processed');
      case 'replay':
        res.status(reservation.status).set('idempotent-replayed', 'true').type('application/json').send(reservation.body);
        return;
      case 'reserved':
        break;
    }
    try {
      const latency = deferredLatencyMs(res);
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
      const status = ctx.profile.creationStatus;
      const body = ctx.db.transaction(() => {
        const text = JSON.stringify(createCustomer(ctx, dataSet, request));
        ctx.idempotency.complete(dataSet, key, status, text);
        return text;
      })();
      res.status(status).type('application/json').send(body);
    } catch (error) {
      ctx.idempotency.release(dataSet, key);
      throw error;
    }
  });

  router.get(`${CREATE_CUSTOMER_PATH}/:customerId`, (req, res: Response) => {
    const customer = ctx.customers.inDataSet(dataSetOf(res), req.params.customerId as string);
    if (!customer) throw notFound('Business customer');
    const link = ctx.kybLinks.currentOrFresh(customer, ctx.now());
    const record = ctx.kybLinks.customerRecord(customer, link);
    sendJson(res, 200, ctx.profile.customerReadBody(customer, link && ctx.kybLinks.view(link), record));
  });

  return router;
}

function createCustomer(ctx: EmulatorContext, dataSet: DataSet, request: BusinessCustomerRequest) {
  const nowMs = ctx.now();
  const at = new Date(nowMs).toISOString();
  const row: BusinessCustomerRow = {
    id: newId('cus'),
    business_id: dataSet.businessId,
    livemode: livemodeFlag(dataSet),
    ...request,
    status: INITIAL_STATUS.business_customer,
    review_outcome: null,
    kyb_submission: null,
    created_at: at,
    updated_at: at,
  };
  ctx.customers.insert(row);
  const link = ctx.kybLinks.issue(row.id, nowMs);
  return ctx.profile.customerCreatedBody(row, ctx.kybLinks.view(link));
}
