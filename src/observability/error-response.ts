// The last error handler of the gateway's express app. Express would otherwise answer an
// error it was handed (a malformed JSON body, say) with an HTML page carrying the stack
// trace outside production; this answers JSON with no trace and logs the error instead.
import type { Logger } from '../logger.js';
import { sendJson, type HttpErrorHandler, type HttpHandler } from '../platform/http-handlers.js';

export function errorResponses(logger: Logger): HttpErrorHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (!clientError) logger.error({ err: error, requestId: req.headers['x-request-id'] }, 'unhandled error in an HTTP route');
    const [code, message] = !clientError
      ? ['INTERNAL_SERVER_ERROR', 'Internal server error']
      : status === 413
        ? ['PAYLOAD_TOO_LARGE', 'The request body is too large.']
        : ['BAD_REQUEST', 'The request could not be read.'];
    sendJson(res, clientError ? status : 500, { errors: [{ message, extensions: { code } }] });
  };
}

/** After every route: a path nobody serves is answered in JSON, not express's HTML page. */
export function notFound(): HttpHandler {
  return (_req, res) => {
    sendJson(res, 404, { errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] });
  };
}
