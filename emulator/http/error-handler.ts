import type { NextFunction, Request, Response } from 'express';
import type { ProviderProfile } from '../profiles/profile.js';
import { ApiError } from './api-error.js';

interface BodyParserError {
  type?: string;
  status?: number;
}

const CONTROL_PATH = /^\/_emulator(?:[/?#]|$)/;

/**
 * Every failure leaves as an error body of the profile (the control API's always as the contract's
 * envelope, which the gateway's test helpers read); nothing else (no stack, no key) reaches the caller.
 */
export function errorHandler(profile: ProviderProfile) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(error);
    const apiError = toApiError(error);
    // The operator sees what went wrong; the caller sees only the envelope.
    if (apiError.code === 'INTERNAL_ERROR' && !(error instanceof ApiError)) console.error('emulator: unhandled error', error);
    if (apiError.headers) res.set(apiError.headers);
    const isControl = CONTROL_PATH.test(req.originalUrl);
    res.status(apiError.httpStatus).json(isControl ? apiError.toBody() : profile.errorBody(apiError));
  };
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const parserError = error as BodyParserError;
  switch (parserError.type) {
    case 'entity.parse.failed':
      return new ApiError(400, 'VALIDATION_FAILED', 'The body is not valid JSON', [{ field: 'body', message: 'malformed JSON' }]);
    case 'entity.too.large':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The body is larger than 64 KiB');
    case 'encoding.unsupported':
    case 'charset.unsupported':
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new ApiError(400, 'VALIDATION_FAILED', 'The body could not be read', [{ field: 'body', message: 'unreadable body' }]);
  }
  return new ApiError(500, 'INTERNAL_ERROR', 'Internal error');
}
