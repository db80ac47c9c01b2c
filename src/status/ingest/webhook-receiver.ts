// POST /webhooks/ramp: the provider's status events enter the gateway here, in the contract's
// envelope signed with `ngnc-signature` or in the provider's documented `{ event, payload }` with
// the secret in `bridge-webhook-secret`. The answer is 2xx only once the event is de-duplicated,
// stored and its publication queued, in one transaction, or, for an authentic delivery that moves
// no status the gateway knows, once it is kept as unrouted; anything else makes the provider retry
// (delivery is at least once), so failing loudly loses nothing. Refused (4xx): a delivery that is
// not authentic, a body that is not a webhook at all or nests too deep, and a delivery about another
// business than the one whose secret it carries; 429 a delivery that fails authentication from an
// address that failed too often (an authentic one from it is still taken).
//
// A delivery authenticates as the business whose secret it carries (WEBHOOK_SECRETS; none for the
// single business of WEBHOOK_SECRET, whose payloads name it), and only touches that business's
// resources: a resource's business (the one its delivery authenticated as, else the one its payload
// names) and data set are fixed by the first trusted record of it (src/status/ledger/resource-origins.ts).
// A move back along a cycle of statuses (a business customer's review after more information) is
// decided by time when the delivery has one (the contract's `created_at`: a retry or a replay is
// older than what was stored since), else left to a read of the provider when one exists
// (reconciliation): a captured delivery replayed later cannot move the status back by itself.

import { SpanKind } from '@opentelemetry/api';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parseJsonWithNumbersAsText } from '../../domain/exact-json.js';
import { nestsDeeperThan } from '../../domain/json-depth.js';
import type { ResourceKind } from '../../domain/state-machines.js';
import type { DataSet } from './webhook-envelope.js';
import type { StatusLedger } from '../ledger/status-ledger.js';
import { isAhead, isRevisitable } from '../ledger/status-order.js';
import { UNROUTED_BODY_LIMIT } from '../ledger/unrouted-webhooks.js';
import { deliveryKey, documentedDataSet, readDelivery, type Delivery, type RoutedTarget } from './webhook-delivery.js';
import { verifyWebhook } from './webhook-signature.js';
import { contextFrom, describeSpan, inSpan } from '../../platform/tracing.js';

export const DEFAULT_WEBHOOK_PATH = '/webhooks/ramp';
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;
/** Arrays and objects within one another; the provider's payloads nest a few levels. */
export const MAX_WEBHOOK_DEPTH = 32;

export interface WebhookLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Failed authentications per client address (src/security/webhook-auth-failures.ts). */
export interface AuthFailureLimit {
  /** Seconds the address must wait before a failure of it is looked at again; undefined when it may try now. */
  blocked(remoteAddress: string | undefined): Promise<number | undefined>;
  /** Counts a failure; seconds to wait when that spent the address's budget. */
  failed(remoteAddress: string | undefined): Promise<number | undefined>;
}

export type WebhookRefusal = 'authentication' | 'rate_limited' | 'payload_business' | 'foreign_resource' | 'too_deep';

/** Told what the route refused and dropped (metrics). */
export interface WebhookObserver {
  refused(reason: WebhookRefusal): void;
  unroutedDropped(count: number): void;
}

export interface WebhookReceiverOptions {
  path?: string;
  /** Signing secrets of the one business of a single-business deployment; all verify, so a secret can be rotated without downtime. */
  secrets: readonly string[];
  /** Secrets of one business each: a delivery carrying one is that business's. */
  businessSecrets?: readonly { business: string; secret: string }[] | undefined;
  /** A further secret accepted in the `bridge-webhook-secret` header. */
  legacySecret?: string | undefined;
  /**
   * Whether the `bridge-webhook-secret` header may carry one of `secrets` (the provider's
   * documented scheme). On unless false: a deployment whose sender signs may turn it off.
   */
  secretHeader?: boolean | undefined;
  toleranceSeconds?: number;
  /** Where an accepted delivery is written: the ledger. */
  live: StatusLedger;
  /**
   * Turns the provider's record into the form subscribers receive (the gateway's models). A record
   * it throws on moves the status alone when the gateway holds the resource's model, and is kept
   * as unrouted otherwise. Identity when absent.
   */
  normalize?: (kind: ResourceKind, record: Record<string, unknown>) => Record<string, unknown>;
  /** Failed authentications per address; unlimited when absent. */
  authFailures?: AuthFailureLimit | undefined;
  /**
   * The businesses the operator listed (RAMP_KEY_BUSINESSES) for the keys that own the resource, with
   * the data set each owner holds it in: the operator's word outranks whatever a delivery recorded
   * first, which another business's secret may have been (none when absent).
   */
  listedOwners?: ((kind: ResourceKind, id: string) => Promise<readonly ListedOwner[]>) | undefined;
  /** The kinds a read of the provider confirms (reconciliation reads them): a move back along a cycle waits for it. */
  confirmedByRead?: ReadonlySet<ResourceKind> | undefined;
  observer?: WebhookObserver | undefined;
  log?: WebhookLog;
  nowSeconds?: () => number;
}

/** A key owning a resource, as the operator listed it: its business, and the data set it holds the resource in. */
export interface ListedOwner {
  business: string;
  dataSet: DataSet;
}

type Placement = { outcome: 'placed'; dataSet: DataSet } | { outcome: 'foreign' } | { outcome: 'unrouted'; reason: string };

const silent: WebhookLog = { info() {}, warn() {}, error() {} };
const unobserved: WebhookObserver = { refused() {}, unroutedDropped() {} };

/** Two businesses named, and not the same one. */
const differ = (a: string | undefined, b: string | undefined): boolean => a !== undefined && b !== undefined && a !== b;

/** A Fastify plugin: the POST route, which reads its body as bytes (the signature is over them), whatever its type. */
export function webhookRoute(options: WebhookReceiverOptions): FastifyPluginAsync {
  const log = options.log ?? silent;
  const observer = options.observer ?? unobserved;
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const businessOfSecret = new Map((options.businessSecrets ?? []).map(({ business, secret }) => [secret, business]));
  const secrets = [...options.secrets, ...businessOfSecret.keys()];
  const ownSecrets = new Set(businessOfSecret.values());
  /**
   * Whether a payload or resource of `business` is out of reach of a delivery that authenticated as
   * `authenticated`: another business's; and, for a secret of no business (WEBHOOK_SECRET,
   * WEBHOOK_LEGACY_SECRET beside WEBHOOK_SECRETS), any business that has a secret of its own, which
   * its payload would otherwise be free to name, or to leave unnamed.
   */
  const outOfReach = (business: string | undefined, authenticated: string | undefined): boolean =>
    business !== undefined && (authenticated === undefined ? ownSecrets.has(business) : business !== authenticated);

  const refuse = (res: FastifyReply, reason: WebhookRefusal, status: number, code: string, message: string) => {
    describeSpan({ 'webhook.outcome': 'refused' });
    observer.refused(reason);
    reject(res, status, code, message);
  };
  const tooMany = (res: FastifyReply, retryAfterSeconds: number) => {
    void res.header('retry-after', String(retryAfterSeconds));
    refuse(res, 'rate_limited', 429, 'RATE_LIMITED', `too many failed authentications; retry in ${retryAfterSeconds} s`);
  };

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
      secrets,
      legacySecret: options.legacySecret,
      headerSecrets: options.secretHeader === false ? [] : secrets,
      nowSeconds: nowSeconds(),
      toleranceSeconds: options.toleranceSeconds,
    });
    if (!verification.ok) {
      log.warn({ reason: verification.reason }, 'webhook refused');
      // Only failures are limited: an authentic delivery is taken even from an address that is
      // waiting, since behind a load balancer the provider and a guesser share one address and a
      // guesser would otherwise hold every delivery off. A waiting address's failures are not counted again.
      const spent = (await options.authFailures?.blocked(req.ip)) ?? (await options.authFailures?.failed(req.ip));
      if (spent !== undefined) tooMany(res, spent);
      else refuse(res, 'authentication', 400, 'INVALID_SIGNATURE', `webhook signature refused: ${verification.reason}`);
      return;
    }
    const authenticated = businessOfSecret.get(verification.secret);

    if (nestsDeeperThan(rawBody, MAX_WEBHOOK_DEPTH)) {
      refuse(res, 'too_deep', 400, 'VALIDATION_FAILED', `body nested deeper than ${MAX_WEBHOOK_DEPTH} levels`);
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
    if (reading.outcome === 'invalid') {
      describeSpan({ 'webhook.outcome': 'invalid' });
      reject(res, 400, 'VALIDATION_FAILED', reading.message);
      return;
    }
    if (outOfReach(reading.delivery.business, authenticated)) {
      log.warn({ event: reading.delivery.event, business: authenticated }, 'webhook refused: its payload names another business');
      refuse(res, 'payload_business', 403, 'WRONG_BUSINESS', 'the payload names another business than the secret it carries');
      return;
    }
    // Passed on with the business it authenticated as (the payload's in a single-business deployment).
    const delivery: Delivery = { ...reading.delivery, business: authenticated ?? reading.delivery.business };
    describeSpan({ 'webhook.outcome': reading.outcome });

    // Failures below (the database) answer 503 through the error handler: nothing was recorded.
    const unrouted = async (reason: string) => {
      describeSpan({ 'webhook.outcome': 'unrouted' });
      const { dropped } = await options.live.keepUnrouted({ ...delivery, reason, body: rawBody.toString('utf8', 0, UNROUTED_BODY_LIMIT) });
      if (dropped > 0) observer.unroutedDropped(dropped);
      log.warn({ event: delivery.event, eventId: delivery.eventId, reason }, 'webhook acknowledged but not routed');
      await res.code(200).send({ received: true, ignored: true });
    };
    if (reading.outcome === 'unrouted') {
      await unrouted(reading.reason);
      return;
    }

    const { kind, id, status } = reading.target;
    const placement = await place(delivery, authenticated, reading.target);
    if (placement.outcome === 'foreign') {
      log.warn({ event: delivery.event, kind, id, business: delivery.business }, 'webhook refused: the resource is another business’s');
      refuse(res, 'foreign_resource', 403, 'WRONG_BUSINESS', 'the resource belongs to another business than the secret it carries');
      return;
    }
    if (placement.outcome === 'unrouted') {
      await unrouted(placement.reason);
      return;
    }
    const { dataSet } = placement;

    const untimed = delivery.sentAt === undefined;
    const current = untimed && options.confirmedByRead?.has(kind) && isRevisitable(kind, status) ? await options.live.current(dataSet, kind, id) : undefined;
    if (current !== undefined && isAhead(kind, status, current.status) && isAhead(kind, current.status, status)) {
      // The status was at `status` before and may be again: only the provider can say which.
      describeSpan({ 'webhook.outcome': 'awaiting_read' });
      log.info({ event: delivery.event, kind, id, status, current: current.status }, 'webhook acknowledged: a move back along a cycle waits for a read of the provider');
      await res.code(200).send({ received: true, awaitingRead: true });
      return;
    }
    const record = await recordOf(reading.target, dataSet);
    if (record === undefined) {
      await unrouted(`payload is not a readable ${kind} record`);
      return;
    }
    describeSpan({ 'gateway.resource.kind': kind, 'gateway.resource.status': status });
    const observation = { kind, id, dataSet, status, record, business: delivery.business };
    const scope = { dataSet, business: delivery.business ?? '', key: deliveryKey(delivery, reading.target) };
    // Without an event id, content seen before may be the provider's genuine second transition to
    // the same status (a customer back in review): the status order decides, not the content.
    // Never dated after its arrival: a provider whose clock runs ahead would otherwise date its news
    // later than the gateway's own reads that follow, and a genuine later change they find (a
    // customer back in review) would be refused until the gateway's clock caught up.
    const sentAt = delivery.sentAt === undefined ? undefined : Math.min(delivery.sentAt, Date.now());
    const { duplicate, published } = await options.live.accept(scope, observation, { repeatable: delivery.eventId === undefined, sentAt });
    describeSpan({ 'webhook.outcome': duplicate ? 'duplicate' : 'accepted' });
    if (duplicate) {
      await res.code(200).send({ received: true, duplicate: true });
      return;
    }
    log.info({ event: delivery.event, eventId: delivery.eventId, kind, id, status, published }, 'webhook accepted');
    await res.code(200).send({ received: true });
  };

  /**
   * Where a routed delivery goes: refused when the resource is another business's than the one it
   * authenticated as; else the resource's data set, fixed by its first trusted record (recorded
   * here for good with its business). A delivery naming another data set re-routes nothing: it is
   * unrouted. Only a resource of a key of unknown data set, which no delivery can name, takes the
   * delivery's `livemode` (docs/live-status.md).
   */
  const place = async (delivery: Delivery, authenticated: string | undefined, target: RoutedTarget): Promise<Placement> => {
    const { kind, id } = target;
    const listed = (await options.listedOwners?.(kind, id)) ?? [];
    const known = await options.live.originOf(kind, id);
    const settled = known.dataSet !== undefined && (known.business !== undefined || delivery.business === undefined);
    if (listed.length > 0) {
      const placement = placeListed(delivery, authenticated, listed);
      // Recorded like any first trusted record; an origin recorded before stays, outranked.
      if (placement.outcome === 'placed' && !settled) await options.live.claimOrigin(kind, id, { business: delivery.business, dataSet: placement.dataSet });
      return placement;
    }
    if (outOfReach(known.business, authenticated)) return { outcome: 'foreign' };
    const fixed = known.dataSet ?? (await recordedDataSet(target)) ?? delivery.dataSet ?? 'live';
    if (fixed === 'several') return { outcome: 'unrouted', reason: 'the resource is recorded under several data sets' };
    const origin = settled ? known : await options.live.claimOrigin(kind, id, { business: delivery.business, dataSet: fixed });
    if (outOfReach(origin.business, authenticated)) return { outcome: 'foreign' };
    const dataSet = origin.dataSet ?? fixed;
    if (delivery.dataSet === undefined || delivery.dataSet === dataSet) return { outcome: 'placed', dataSet };
    if (dataSet === 'unknown') return { outcome: 'placed', dataSet: delivery.dataSet };
    return { outcome: 'unrouted', reason: `the resource is ${dataSet} data, the delivery says ${delivery.dataSet}` };
  };

  /**
   * A resource a key the operator listed has seen through the provider is that key's business's, in
   * the data set the key holds it in, whatever origin a delivery recorded first: another business's
   * secret, naming an id before its owner's first delivery, would otherwise take it over (move it,
   * and have the owner's own deliveries refused). Keys of several businesses or data sets: nothing
   * tells which is right, so it is no delivery's.
   */
  const placeListed = (delivery: Delivery, authenticated: string | undefined, listed: readonly ListedOwner[]): Placement => {
    const businesses = new Set(listed.map((owner) => owner.business));
    const dataSets = new Set(listed.map((owner) => owner.dataSet));
    const [business] = businesses;
    const [dataSet] = dataSets;
    // The business it authenticated as, else (one secret for the deployment) the one its payload names.
    if (businesses.size > 1 || outOfReach(business, authenticated) || differ(business, delivery.business)) return { outcome: 'foreign' };
    if (dataSets.size > 1 || dataSet === undefined) return { outcome: 'unrouted', reason: 'the resource is held under several data sets' };
    if (delivery.dataSet === undefined || delivery.dataSet === dataSet) return { outcome: 'placed', dataSet };
    return { outcome: 'unrouted', reason: `the resource is ${dataSet} data, the delivery says ${delivery.dataSet}` };
  };

  /**
   * The data set the gateway recorded the resource under before it had an origin (its own
   * creation, a listing): 'several' when it holds it under more than one, which no delivery chooses between.
   */
  const recordedDataSet = async (target: RoutedTarget): Promise<DataSet | 'several' | undefined> => {
    const recorded = await options.live.recordedDataSets(target.kind, target.id);
    if (recorded.length === 0) return undefined;
    return documentedDataSet(recorded) ?? 'several';
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
