// POST /webhooks/ramp: the provider's status events enter the gateway here. The answer
// is 2xx only once the event is de-duplicated, stored and its publication queued, in one
// transaction; anything else makes the provider retry (delivery is at least once), so
// failing loudly loses nothing.

import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import { parseJsonWithNumbersAsText } from '../domain/exact-json.js';
import type { ResourceKind } from '../domain/state-machines.js';
import type { LiveStatus } from './live-status.js';
import { readEnvelope } from './webhook-envelope.js';
import { verifyWebhook } from './webhook-signature.js';

export const DEFAULT_WEBHOOK_PATH = '/webhooks/ramp';
export const MAX_WEBHOOK_BODY = '64kb';

export interface WebhookLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WebhookReceiverOptions {
  path?: string;
  /** Signing secrets; the first signs, all verify, so a secret can be rotated without downtime. */
  secrets: readonly string[];
  /** Turns on the provider's legacy `bridge-webhook-secret` header. Off unless set. */
  legacySecret?: string | undefined;
  toleranceSeconds?: number;
  live: LiveStatus;
  /**
   * Turns the provider's record into the form subscribers receive (the gateway's models);
   * a record it throws on is refused like any malformed body. Identity when absent.
   */
  normalize?: (kind: ResourceKind, record: Record<string, unknown>) => Record<string, unknown>;
  log?: WebhookLog;
  nowSeconds?: () => number;
}

const silent: WebhookLog = { info() {}, warn() {}, error() {} };

export function createWebhookRouter(options: WebhookReceiverOptions): Router {
  const log = options.log ?? silent;
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const router = express.Router();

  const receive = async (req: Request, res: Response): Promise<void> => {
    const rawBody: unknown = req.body;
    if (!Buffer.isBuffer(rawBody)) {
      reject(res, 400, 'VALIDATION_FAILED', 'a JSON body is required');
      return;
    }
    const verification = verifyWebhook({
      rawBody,
      headers: req.headers,
      secrets: options.secrets,
      legacySecret: options.legacySecret,
      nowSeconds: nowSeconds(),
      toleranceSeconds: options.toleranceSeconds,
    });
    if (!verification.ok) {
      log.warn({ reason: verification.reason }, 'webhook refused');
      reject(res, 400, 'INVALID_SIGNATURE', `webhook signature refused: ${verification.reason}`);
      return;
    }

    let body: unknown;
    try {
      // Amounts and rates are JSON numbers on the wire: keep their digits as text, never a float.
      body = parseJsonWithNumbersAsText(rawBody.toString('utf8'));
    } catch {
      reject(res, 400, 'VALIDATION_FAILED', 'body is not valid JSON');
      return;
    }
    const reading = readEnvelope(body);
    if (reading.outcome === 'invalid') {
      reject(res, 400, 'VALIDATION_FAILED', reading.message);
      return;
    }
    if (reading.outcome === 'unknown_event') {
      // A new kind of event from the provider is not an error; refusing it would only cause retries.
      log.info({ eventId: reading.eventId }, 'webhook of an unknown event acknowledged');
      res.status(200).json({ received: true, ignored: true });
      return;
    }

    const { eventId } = reading;
    let observation = reading.observation;
    if (options.normalize) {
      try {
        observation = { ...observation, record: options.normalize(observation.kind, observation.record) };
      } catch {
        reject(res, 400, 'VALIDATION_FAILED', `payload is not a valid ${observation.kind} record`);
        return;
      }
    }
    // A failure here (the database) answers 503 through the error handler: nothing was recorded.
    const { duplicate, published } = await options.live.accept(eventId, observation);
    if (duplicate) {
      res.status(200).json({ received: true, duplicate: true });
      return;
    }
    log.info({ eventId, kind: observation.kind, id: observation.id, status: observation.status, published }, 'webhook accepted');
    res.status(200).json({ received: true });
  };

  router.post(options.path ?? DEFAULT_WEBHOOK_PATH, express.raw({ type: () => true, limit: MAX_WEBHOOK_BODY }), receive);
  router.use(((error, _req, res, _next) => {
    const status = (error as { status?: unknown }).status;
    if (status === 413) {
      reject(res, 413, 'PAYLOAD_TOO_LARGE', `body over ${MAX_WEBHOOK_BODY}`);
    } else if (typeof status === 'number' && status >= 400 && status < 500) {
      reject(res, status, 'VALIDATION_FAILED', 'unreadable body');
    } else {
      log.error({ err: error }, 'webhook processing failed');
      reject(res, 503, 'UNAVAILABLE', 'the event could not be stored; retry later');
    }
  }) satisfies ErrorRequestHandler);
  return router;
}

function reject(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ error: { code, message } });
}
