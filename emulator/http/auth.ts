import type { NextFunction, Request, Response } from 'express';
import type { DataSet } from '../data-set.js';
import type { BusinessRepository } from '../repositories/businesses.js';
import { ApiError } from './api-error.js';

export const API_KEY_HEADER = 'ngnc-sec-key';

/** The data set of the authenticated caller, set by `authenticate`. */
export function dataSetOf(res: Response): DataSet {
  const dataSet = res.locals.dataSet as DataSet | undefined;
  if (!dataSet) throw new Error('route mounted without authenticate');
  return dataSet;
}

/**
 * Resolves `ngnc-sec-key` to its business and data set: missing → 401
 * UNAUTHORIZED, unknown → 401 INVALID_API_KEY, inactive business → 403
 * ACCOUNT_INACTIVE, unless `allowInactive` (the control API must still work).
 */
export function authenticate(businesses: BusinessRepository, options: { allowInactive?: boolean } = {}) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const key = req.get(API_KEY_HEADER);
    if (!key) throw new ApiError(401, 'UNAUTHORIZED', `Missing API key: send it in the ${API_KEY_HEADER} header`);
    const owner = businesses.ownerOfKey(key);
    if (!owner) throw new ApiError(401, 'INVALID_API_KEY', 'The API key is not valid');
    if (!owner.active && !options.allowInactive) {
      throw new ApiError(403, 'ACCOUNT_INACTIVE', 'The business account is not active');
    }
    res.locals.dataSet = { businessId: owner.businessId, livemode: owner.livemode } satisfies DataSet;
    next();
  };
}

/** The control API drives the test world only. */
export function requireTestKey(_req: Request, res: Response, next: NextFunction): void {
  if (dataSetOf(res).livemode) {
    throw new ApiError(403, 'LIVE_KEY_FORBIDDEN', 'The emulator control API accepts the test key only');
  }
  next();
}
