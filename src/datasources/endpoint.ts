// One provider endpoint, defined by its domain (src/datasources/<domain>/): its method and path, what a call
// sends, the zod schema its answer must pass and the model read from it. The client
// (ramp-client.ts) sends it with its timeouts, retries (GET only), error mapping and call
// observation; nothing about a particular endpoint lives there.
import type { z } from 'zod';
import type { Dispatcher } from 'undici';
import type { Logger } from '../logger.js';

export type Method = 'GET' | 'POST';

/** A checked 2xx answer, as an endpoint's `read` receives it. */
export interface ProviderAnswer<Body> {
  /** The body as the response schema parsed it. */
  body: Body;
  headers: Dispatcher.ResponseData['headers'];
  /** To say why an answer that passed its schema still cannot be read (then throw). */
  logger: Logger;
}

/** A file part of a multipart/form-data body: held in memory, sent as it is. */
export interface FormFile {
  filename: string;
  /** The content type the part is sent with. */
  type: string;
  content: Uint8Array;
}

export interface Endpoint<Request extends object, Response extends z.ZodType, Model> {
  method: Method;
  /** The path, or the path of one request (an id in it, percent-encoded). */
  path: string | ((request: Request) => string);
  /** When `path` is a function: its template (`/otc/offramp/{id}`), which names the call in traces instead of the ids. */
  route?: string;
  /** GET: the query string's parameters. */
  query?: (request: Request) => Record<string, string>;
  /** POST: the body as sent, when it is not the request itself (a number written from its text). */
  body?: (request: Request) => object;
  /** POST: the fields of a multipart/form-data body, for an endpoint that takes a form rather than JSON. */
  form?: (request: Request) => Record<string, string | FormFile>;
  /** Extra headers of one request (an idempotency key). */
  headers?: (request: Request) => Record<string, string>;
  /** The answer's schema: checked at run time, and the type `read` receives. */
  response: Response;
  /** The model made of a checked answer and the request that asked for it. */
  read: (answer: ProviderAnswer<z.output<Response>>, request: Request) => Model;
}

/** Types an endpoint's definition from its response schema, so its `read` is checked against it. */
export function defineEndpoint<Request extends object, Response extends z.ZodType, Model>(
  endpoint: Endpoint<Request, Response, Model>,
): Endpoint<Request, Response, Model> {
  return endpoint;
}
