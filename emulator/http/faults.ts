import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { ApiError } from './api-error.js';

export const faultSettingsSchema = z.strictObject({
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  errorRate: z.number().min(0).max(1).optional(),
  errorStatus: z.union([z.literal(429), z.literal(500), z.literal(503)]).optional(),
  dropRate: z.number().min(0).max(1).optional(),
  malformedRate: z.number().min(0).max(1).optional(),
  pathPrefix: z.string().startsWith('/').optional(),
});
export type FaultSettings = z.infer<typeof faultSettingsSchema>;

const ERROR_OF_STATUS: Record<429 | 500 | 503, ApiError> = {
  429: new ApiError(429, 'RATE_LIMITED', 'Too many requests', undefined, { 'retry-after': '1' }),
  500: new ApiError(500, 'INTERNAL_ERROR', 'Internal error'),
  503: new ApiError(503, 'UNAVAILABLE', 'The service is temporarily unavailable'),
};

/** Latency the idempotent creation spends after reserving its key (see `deferLatency`). */
export function deferredLatencyMs(res: Response): number {
  return (res.locals.deferredLatencyMs as number | undefined) ?? 0;
}

/**
 * Fault injection on provider paths, so the gateway's resilience can be
 * tested: a dropped connection, an error status, or a 200 whose body has the
 * wrong shape, each before the request is processed; then added latency.
 */
export class Faults {
  private settings: FaultSettings = {};

  constructor(private readonly random: () => number = Math.random) {}

  current(): FaultSettings {
    return { ...this.settings };
  }

  set(settings: FaultSettings): void {
    this.settings = { ...settings };
  }

  clear(): void {
    this.settings = {};
  }

  /**
   * `deferLatency` lists paths (POST) whose handler spends the latency itself,
   * after reserving its idempotency key, like a slow upstream step: a retry
   * arriving meanwhile then meets 409 IDEMPOTENCY_REQUEST_IN_PROGRESS.
   */
  middleware(deferLatency: readonly string[]) {
    return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
      const s = this.settings;
      if (s.pathPrefix && !req.path.startsWith(s.pathPrefix)) return next();
      if (s.dropRate && this.random() < s.dropRate) {
        req.socket.destroy();
        return;
      }
      if (s.errorRate && this.random() < s.errorRate) throw ERROR_OF_STATUS[s.errorStatus ?? 503];
      if (s.malformedRate && this.random() < s.malformedRate) {
        res.status(200).json({ code: 42, status: ['Success'], data: 'not-the-shape-you-expect' });
        return;
      }
      if (s.latencyMs) {
        if (req.method === 'POST' && deferLatency.includes(req.path)) res.locals.deferredLatencyMs = s.latencyMs;
        else await new Promise((resolve) => setTimeout(resolve, s.latencyMs));
      }
      next();
    };
  }
}
