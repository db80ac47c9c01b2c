import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error.js';

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Every failure leaves as the contract's error envelope; nothing else (no stack, no key) reaches the caller. */
export function errorHandler() {
  return (error: unknown, _req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(error);
    const apiError = toApiError(error);
    // The operator sees what went wrong; the caller sees only the envelope.
    if (apiError.code === 'INTERNAL_ERROR' && !(error instanceof ApiError)) console.error('emulator: unhandled error', error);
    if (apiError.headers) res.set(apiError.headers);
    res.status(apiError.httpStatus).json(apiError.toBody());
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
