// The gateway's Prometheus metrics, served at /metrics. One registry per gateway, so several
// gateways in one process (tests) keep their counts apart.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CircuitState } from '../datasources/circuit-breaker.js';
import type { ReconcileObserver } from '../status/ingest/reconciler.js';
import type { WebhookObserver } from '../status/ingest/webhook-receiver.js';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const CIRCUIT_STATE_VALUE: Record<CircuitState, number> = { closed: 0, half_open: 1, open: 2 };

export class GatewayMetrics {
  readonly registry = new Registry();

  private counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets = SECONDS_BUCKETS): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  readonly operations = this.counter(
    'ramp_gateway_operations_total',
    'GraphQL operations answered, by operation name and outcome (ok, user_error, or the error code).',
    ['operation', 'outcome'],
  );

  readonly operationDuration = this.histogram(
    'ramp_gateway_operation_duration_seconds',
    'Time to answer a GraphQL operation, by operation name and outcome.',
    ['operation', 'outcome'],
  );

  readonly providerRequests = this.counter(
    'ramp_gateway_provider_requests_total',
    'Requests sent to the provider, by method, endpoint and HTTP status (timeout or connection_error when none came back).',
    ['method', 'endpoint', 'status'],
  );

  readonly providerDuration = this.histogram(
    'ramp_gateway_provider_request_duration_seconds',
    'Time the provider took to answer, by method, endpoint and status.',
    ['method', 'endpoint', 'status'],
  );

  readonly providerShortCircuited = this.counter(
    'ramp_gateway_provider_short_circuited_total',
    'Provider requests not sent because the circuit breaker was open, by method and endpoint.',
    ['method', 'endpoint'],
  );

  readonly circuitState = new Gauge({
    name: 'ramp_gateway_provider_circuit_state',
    help: 'The provider circuit breaker: 0 closed, 1 half open (probing), 2 open.',
    registers: [this.registry],
  });

  readonly webhooks = this.counter(
    'ramp_gateway_webhooks_total',
    'Provider webhooks received, by outcome (accepted or rejected) and the HTTP status answered.',
    ['outcome', 'status'],
  );

  readonly reconcilePasses = this.counter(
    'ramp_gateway_reconcile_passes_total',
    'Reconciliation passes over one key, by outcome: ran, idle (nothing waited on), not_due (another instance made one this interval), locked (another instance is making one), failed.',
    ['outcome'],
  );

  readonly reconcileReads = this.counter(
    'ramp_gateway_reconcile_reads_total',
    'Provider reads made by reconciliation, by resource kind and outcome: ok, no_read (404: no read for that resource; backed off), error.',
    ['kind', 'outcome'],
  );

  readonly reconcileBudgetSpent = this.counter(
    'ramp_gateway_reconcile_budget_spent_total',
    'Times a kind of resource waited for a later pass because its key had spent its provider calls (RECONCILE_CALLS_PER_KEY_PER_MINUTE).',
    ['kind'],
  );

  readonly reconcileChanges = this.counter(
    'ramp_gateway_reconcile_changes_total',
    'Status changes found by reconciliation before any webhook or listing told of them, by resource kind.',
    ['kind'],
  );

  readonly reconcilePublishLag = this.histogram(
    'ramp_gateway_reconcile_publish_lag_seconds',
    'From the provider read that showed a new status to its publication to subscribers, by resource kind.',
    ['kind'],
  );

  readonly reconcileDetectionLag = this.histogram(
    'ramp_gateway_reconcile_detection_lag_seconds',
    'From the key’s previous pass to the read that showed a new status: how long the change may have waited at the provider unseen, by resource kind.',
    ['kind'], [0.5, 1, 2.5, 5, 10, 15, 30, 60, 120, 300],
  );

  private heldKeyCount: () => number = () => 0;

  readonly reconcileHeldKeys: Gauge = new Gauge({
    name: 'ramp_gateway_reconcile_held_keys',
    help: 'API keys this instance holds in memory to reconcile with (subscribers, callers waiting on a resource or an unknown outcome, RAMP_API_KEY).',
    registers: [this.registry],
    collect: (): void => this.reconcileHeldKeys.set(this.heldKeyCount()),
  });

  private openSubscriptions: () => number = () => 0;

  // Read from the pub/sub at scrape time, so delivering a message costs the metric nothing.
  readonly liveSubscriptions: Gauge = new Gauge({
    name: 'ramp_gateway_live_subscriptions',
    help: 'Live status subscriptions open on this instance.',
    registers: [this.registry],
    collect: (): void => this.liveSubscriptions.set(this.openSubscriptions()),
  });

  private pendingPublications: () => Promise<number> = async () => 0;

  // Counted in the database at scrape time; left as it was when the database does not answer.
  readonly statusOutbox: Gauge = new Gauge({
    name: 'ramp_gateway_status_outbox_pending',
    help: 'Status publications stored and not yet handed to pub/sub (grows while Redis fails).',
    registers: [this.registry],
    collect: async (): Promise<void> => {
      const pending = await this.pendingPublications().catch(() => undefined);
      if (pending !== undefined) this.statusOutbox.set(pending);
    },
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.circuitState.set(0);
  }

  /** Where the live-subscriptions gauge reads its value. */
  countLiveSubscriptions(openSubscriptions: () => number): void {
    this.openSubscriptions = openSubscriptions;
  }

  /** What reconciliation reports, and where the held-keys gauge reads its value. */
  reconcileObserver(heldKeys: () => number): ReconcileObserver {
    this.heldKeyCount = heldKeys;
    return {
      pass: (outcome) => this.reconcilePasses.inc({ outcome }),
      read: (kind, outcome) => this.reconcileReads.inc({ kind, outcome }),
      budgetSpent: (kind) => this.reconcileBudgetSpent.inc({ kind }),
      changed: (kind, publishLagMs, sincePreviousPassMs) => {
        this.reconcileChanges.inc({ kind });
        this.reconcilePublishLag.observe({ kind }, publishLagMs / 1000);
        if (sincePreviousPassMs !== undefined) this.reconcileDetectionLag.observe({ kind }, sincePreviousPassMs / 1000);
      },
    };
  }

  /** Where the status-outbox gauge reads its value. */
  countPendingPublications(pendingPublications: () => Promise<number>): void {
    this.pendingPublications = pendingPublications;
  }

  setCircuitState(state: CircuitState): void {
    this.circuitState.set(CIRCUIT_STATE_VALUE[state]);
  }

  /** GET /metrics in the Prometheus text format. */
  handler(): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
    return async (_request, reply) => reply.header('content-type', this.registry.contentType).send(await this.registry.metrics());
  }

  readonly webhookRefusals = this.counter(
    'ramp_gateway_webhook_refusals_total',
    'Provider webhooks refused, by reason: authentication (no secret matched), rate_limited (an address past its failed authentications), payload_business (the payload names another business than its secret), foreign_resource (another business’s resource), too_deep (a body nested too deep).',
    ['reason'],
  );

  readonly webhookUnroutedDropped = this.counter(
    'ramp_gateway_webhook_unrouted_dropped_total',
    'Unrouted webhook deliveries dropped, the oldest of their business, to keep each business within WEBHOOK_UNROUTED_MAX.',
    [],
  );

  /** What the webhook route tells of its refusals and drops (src/status/ingest/webhook-receiver.ts). */
  webhookObserver(): WebhookObserver {
    return {
      refused: (reason) => this.webhookRefusals.inc({ reason }),
      unroutedDropped: (count) => this.webhookUnroutedDropped.inc(count),
    };
  }

  /** Counts a webhook by the status the receiver answered it with. */
  countWebhook(status: number): void {
    this.webhooks.inc({ outcome: status >= 200 && status < 300 ? 'accepted' : 'rejected', status: String(status) });
  }
}
