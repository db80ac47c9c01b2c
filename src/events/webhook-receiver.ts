// POST /webhooks/ramp: the provider's status events enter the gateway here, in the contract's
// envelope signed with `ngnc-signature` or in the provider's documented `{ event, payload }` with
// the secret in `bridge-webhook-secret`. The answer is 2xx only once the event is de-duplicated,
// stored and its publication queued, in one transaction, or, for an authentic delivery that moves
// no status the gateway knows, once it is kept as unrouted; anything else makes the provider retry
// (delivery is at least once), so failing loudly loses nothing. Refused (4xx): a delivery that is
// not authentic, and a body that is not a webhook at all.

import { SpanKind } from '@opentelemetry/api';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parseJsonWithNumbersAsText } from '../domain/exact-json.js';
import type { ResourceKind } from '../domain/state-machines.js';
import type { DataSet } from './webhook-envelope.js';
import type { LiveStatus } from './live-status.js';
import { UNROUTED_BODY_LIMIT } from './unrouted-webhooks.js';
import { deliveryKey, documentedDataSet, readDelivery, type Delivery, type RoutedTarget } from './webhook-delivery.js';
import { verifyWebhook } from './webhook-signature.js';
import { contextFrom, describeSpan, inSpan } from '../platform/tracing.js';

export const DEFAULT_WEBHOOK_PATH = '/webhooks/ramp';
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;

export interface WebhookLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WebhookReceiverOptions {
  path?: string;
  /** Signing secrets; the first signs, all verify, so a secret can be rotated without downtime. */
  secrets: readonly string[];
  /** A further secret accepted in the `bridge-webhook-secret` header. */
  legacySecret?: string | undefined;
  /**
   * Whether the `bridge-webhook-secret` header may carry one of `secrets` (the provider's
   * documented scheme). On unless false: a deployment whose sender signs may turn it off.
   */
  secretHeader?: boolean | undefined;
  toleranceSeconds?: number;
  live: LiveStatus;
  /**
   * Turns the provider's record into the form subscribers receive (the gateway's models). A record
   * it throws on moves the status alone when the gateway holds the resource's model, and is kept
   * as unrouted otherwise. Identity when absent.
   */
  normalize?: (kind: ResourceKind, record: Record<string, unknown>) => Record<string, unknown>;
  log?: WebhookLog;
  nowSeconds?: () => number;
}

const silent: WebhookLog = { info() {}, warn() {}, error() {} };

/** A Fastify plugin: the POST route, which reads its body as bytes (the signature is over them), whatever its type. */
export function webhookRoute(options: WebhookReceiverOptions): FastifyPluginAsync {
  const log = options.log ?? silent;
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));

  const receive = async (req: FastifyRequest, res: FastifyReply): Promise<void> => {
    const rawBody: unknown = req.body;
    if (!Buffer.isBuffer(rawBody)) {
      describeSpan({ 'webhook.outcome': 'invalid' });
      reject(res, 400, 'VALIDATION_FAILED', 'a JSON body is required');
      return;
    }
    const verification = verifyWebhook({
      rawBody,
      headers: req.headers,
      secrets: options.secrets,
      legacySecret: options.legacySecret,
      headerSecrets: options.secretHeader === false ? [] : options.secrets,
      nowSeconds: nowSeconds(),
      toleranceSeconds: options.toleranceSeconds,
    });
    if (!verification.ok) {
      describeSpan({ 'webhook.outcome': 'refused' });
      log.warn({ reason: verification.reason }, 'webhook refused');
      reject(res, 400, 'INVALID_SIGNATURE', `webhook signature refused: ${verification.reason}`);
      return;
    }

    let body: unknown;
    try {
      // Amounts and rates are JSON numbers on the wire: keep their digits as text, never a float.
      body = parseJsonWithNumbersAsText(rawBody.toString('utf8'));
    } catch {
      describeSpan({ 'webhook.outcome': 'invalid' });
      reject(res, 400, 'VALIDATION_FAILED', 'body is not valid JSON');
      return;
    }
    const reading = readDelivery(body);
    describeSpan({ 'webhook.outcome': reading.outcome });
    if (reading.outcome === 'invalid') {
      reject(res, 400, 'VALIDATION_FAILED', reading.message);
      return;
    }
    // Failures below (the database) answer 503 through the error handler: nothing was recorded.
    const unrouted = async (delivery: Delivery, reason: string) => {
      describeSpan({ 'webhook.outcome': 'unrouted' });
      await options.live.keepUnrouted({ ...delivery, reason, body: rawBody.toString('utf8', 0, UNROUTED_BODY_LIMIT) });
      log.warn({ event: delivery.event, eventId: delivery.eventId, reason }, 'webhook acknowledged but not routed');
      await res.code(200).send({ received: true, ignored: true });
    };
    if (reading.outcome === 'unrouted') {
      await unrouted(reading.delivery, reading.reason);
      return;
    }

    const { delivery } = reading;
    const dataSet = delivery.dataSet ?? documentedDataSet(await options.live.recordedDataSets(reading.target.kind, reading.target.id));
    if (dataSet === undefined) {
      await unrouted(delivery, 'the resource is recorded under several data sets');
      return;
    }
    const record = await recordOf(reading.target, dataSet);
    if (record === undefined) {
      await unrouted(delivery, `payload is not a readable ${reading.target.kind} record`);
      return;
    }
    const { kind, id, status } = reading.target;
    describeSpan({ 'gateway.resource.kind': kind, 'gateway.resource.status': status });
    const observation = { kind, id, dataSet, status, record, business: delivery.business };
    const scope = { dataSet, business: delivery.business ?? '', key: deliveryKey(delivery, reading.target) };
    const { duplicate, published } = await options.live.accept(scope, observation);
    describeSpan({ 'webhook.outcome': duplicate ? 'duplicate' : 'accepted' });
    if (duplicate) {
      await res.code(200).send({ received: true, duplicate: true });
      return;
    }
    log.info({ event: delivery.event, eventId: delivery.eventId, kind, id, status, published }, 'webhook accepted');
    await res.code(200).send({ received: true });
  };

  /**
   * The record subscribers receive. The provider's documented payloads carry only some fields of a
   * resource: when the normaliser cannot read one, the model the gateway holds takes the new status.
   */
  const recordOf = async (target: RoutedTarget, dataSet: DataSet): Promise<Record<string, unknown> | undefined> => {
    if (!options.normalize) return target.record;
    try {
      return options.normalize(target.kind, target.record);
    } catch {
      const current = await options.live.current(dataSet, target.kind, target.id);
      return current !== undefined && Object.hasOwn(current.record, 'status') ? { ...current.record, status: target.status } : undefined;
    }
  };

  return async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BODY_BYTES }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: FastifyError, _request, res) => {
      const status = error.statusCode;
      if (status === 413) {
        reject(res, 413, 'PAYLOAD_TOO_LARGE', `body over ${MAX_WEBHOOK_BODY_BYTES} bytes`);
      } else if (typeof status === 'number' && status >= 400 && status < 500) {
        reject(res, status, 'VALIDATION_FAILED', 'unreadable body');
      } else {
        log.error({ err: error }, 'webhook processing failed');
        reject(res, 503, 'UNAVAILABLE', 'the event could not be stored; retry later');
      }
    });
    // A trace of its own (or the provider's, when it sends `traceparent`): the statuses it stores
    // and the unknown outcomes it settles (linked to their mutations' traces) are its children.
    scope.post(options.path ?? DEFAULT_WEBHOOK_PATH, (req, res) =>
      inSpan('webhook.receive', { kind: SpanKind.SERVER, parent: contextFrom(req.headers) }, async (span) => {
        await receive(req, res);
        span.setAttribute('http.response.status_code', res.statusCode);
      }),
    );
  };
}

function reject(res: FastifyReply, status: number, code: string, message: string): void {
  void res.code(status).send({ error: { code, message } });
}
