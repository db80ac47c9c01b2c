import type { NextFunction, Request, Response } from 'express';
import type { DataSet } from '../data-set.js';

export interface RequestLogEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  at: string;
  key: 'test' | 'live' | null;
  /** The caller's `x-request-id` header, so a test can follow one request from the gateway into the provider. */
  requestId: string | null;
  /** The caller's W3C `traceparent` header, so a test can check the gateway carries its trace to the provider. */
  traceparent: string | null;
  /** The caller's W3C `baggage` header, so a test can check the gateway forwards none of its callers'. */
  baggage: string | null;
}

const MAX_ENTRIES = 10_000;

/** The provider calls this emulator has answered, for tests that check what the gateway sent. */
export class RequestLog {
  private log: RequestLogEntry[] = [];

  entries(): RequestLogEntry[] {
    return [...this.log];
  }

  clear(): void {
    this.log = [];
  }

  /** Records the request when its response ends; a dropped connection is logged with status 0. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const at = new Date().toISOString();
      let logged = false;
      const log = () => {
        if (logged) return;
        logged = true;
        const dataSet = res.locals.dataSet as DataSet | undefined;
        this.log.push({
          method: req.method,
          path: req.path,
          query: flatQuery(req.query),
          status: res.writableFinished ? res.statusCode : 0,
          at,
          key: dataSet ? (dataSet.livemode ? 'live' : 'test') : null,
          requestId: req.get('x-request-id') ?? null,
          traceparent: req.get('traceparent') ?? null,
          baggage: req.get('baggage') ?? null,
        });
        if (this.log.length > MAX_ENTRIES) this.log.splice(0, this.log.length - MAX_ENTRIES);
      };
      res.on('finish', log);
      res.on('close', log);
      next();
    };
  }
}

function flatQuery(query: Request['query']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) flat[name] = Array.isArray(value) ? value.join(',') : String(value);
  return flat;
}
