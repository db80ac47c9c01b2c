// The handlers in front of Apollo are written against node:http alone, so the same functions run
// in express (its request and response extend node's) and on the GraphQL fast path
// (src/graphql-http.ts), which calls them in order without express's router.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request as the handlers see it: `body` is set by the JSON body parser. */
export type HttpRequest = IncomingMessage & { body?: unknown };
export type Next = (error?: unknown) => void;
export type HttpHandler = (req: HttpRequest, res: ServerResponse, next: Next) => void | Promise<void>;
/** Four parameters, as express tells error handlers from the others by their arity. */
export type HttpErrorHandler = (error: unknown, req: HttpRequest, res: ServerResponse, next: Next) => void;

/** A JSON answer as express's `res.status(status).json(body)` writes it. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}

/**
 * Runs `handlers` as express runs one route's: each calls `next` to go on, or `next(error)` to
 * skip to the error handlers after it; a throw or a rejected promise is an error too. What
 * neither answers reaches `done`.
 */
export function runHandlers(
  handlers: readonly (HttpHandler | HttpErrorHandler)[],
  req: HttpRequest,
  res: ServerResponse,
  done: Next,
): void {
  let index = 0;
  const next: Next = (error) => {
    const failed = Boolean(error);
    while (index < handlers.length) {
      const handler = handlers[index++]!;
      if ((handler.length === 4) !== failed) continue;
      try {
        const result = failed ? (handler as HttpErrorHandler)(error, req, res, next) : (handler as HttpHandler)(req, res, next);
        if (result instanceof Promise) result.catch((rejection: unknown) => next(rejection || new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
      return;
    }
    done(error);
  };
  next();
}

/**
 * The query string of a request target, as Apollo is given it: from the first `?` to the end,
 * less a fragment. Every handler that reads the query string reads this one, so none can be
 * shown less of it than Apollo runs (a second `?` hid an operation from the origin check).
 */
export function searchOf(url: string | undefined): string {
  if (url === undefined) return '';
  const fragment = url.indexOf('#');
  const target = fragment === -1 ? url : url.slice(0, fragment);
  const query = target.indexOf('?');
  return query === -1 ? '' : target.slice(query);
}
