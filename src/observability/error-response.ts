// The gateway's answers outside GraphQL for what no route serves and for errors no route handled
// (Fastify's own are `{ statusCode, error, message }`, with its error codes): JSON in the shape
// GraphQL errors have, with no trace, the unexpected logged instead.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '../logger.js';

export function errorBody(message: string, code: string): { errors: [{ message: string; extensions: { code: string } }] } {
  return { errors: [{ message, extensions: { code } }] };
}

/** For Fastify's `setErrorHandler` and `frameworkErrors`. */
export function errorResponses(logger: Logger): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  return (error, request, reply) => {
    const status = error.statusCode;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (!clientError) logger.error({ err: error, requestId: request.id }, 'unhandled error in an HTTP route');
    const [code, message] = !clientError
      ? ['INTERNAL_SERVER_ERROR', 'Internal server error']
      : status === 413
        ? ['PAYLOAD_TOO_LARGE', 'The request body is too large.']
        : ['BAD_REQUEST', 'The request could not be read.'];
    return reply.code(clientError ? status : 500).send(errorBody(message, code));
  };
}

/** For Fastify's `setNotFoundHandler`: a path nobody serves. */
export function notFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(errorBody('Not found.', 'NOT_FOUND'));
}
