import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { createApp } from './app.js';
import {
  DEFAULT_DELAYS,
  DEFAULT_RETRY_SCHEDULE_MS,
  DEFAULT_WEBHOOK_SECRET,
  SEEDED_BUSINESS,
  type EmulatorConfig,
  type EmulatorDelays,
} from './config.js';
import type { EmulatorContext } from './context.js';
import { openDatabase } from './db/connection.js';
import { Faults } from './http/faults.js';
import { RequestLog, type RequestLogEntry } from './http/request-log.js';
import { KybLinks } from './kyb/links.js';
import { Lifecycle } from './lifecycle/lifecycle.js';
import { Scheduler } from './lifecycle/scheduler.js';
import { PROFILE_ENV, profileNameFrom, profileOf, type ProfileName } from './profiles/index.js';
import { BrlTicketRepository } from './repositories/brl-tickets.js';
import { BusinessRepository, type WebhookTarget } from './repositories/businesses.js';
import { BusinessCustomerRepository } from './repositories/business-customers.js';
import { EspTransactionRepository } from './repositories/esp-transactions.js';
import { IdempotencyRepository } from './repositories/idempotency.js';
import { OfframpRepository } from './repositories/offramps.js';
import { OnrampRepository } from './repositories/onramps.js';
import { ScheduledTransitionRepository } from './repositories/scheduled-transitions.js';
import { WebhookOutboxRepository } from './repositories/webhook-outbox.js';
import { DeliveryWorker } from './webhooks/delivery-worker.js';
import { EventRecorder } from './webhooks/event-recorder.js';

export { DatabaseInUseError } from './db/connection.js';
export type { RequestLogEntry } from './http/request-log.js';
export type { ProfileName } from './profiles/index.js';

export interface EmulatorOptions {
  /**
   * Which provider to play: `contract` (the seed and docs/contract.md) or `documented` (the
   * provider's public docs where the seed is silent). Default: env `EMULATOR_PROFILE`, else `contract`.
   */
  profile?: ProfileName;
  port?: number;
  host?: string;
  dbPath?: string;
  testKey?: string;
  liveKey?: string;
  /** More test keys of the same business (a key being rotated in): they see what the test key sees. */
  moreTestKeys?: string[];
  webhookUrl?: string;
  webhookSecret?: string;
  /** Also send the secret in plain text in `bridge-webhook-secret` (the provider's legacy mode). Off by default. */
  webhookLegacySecretHeader?: boolean;
  delays?: Partial<EmulatorDelays>;
  webhookRetryScheduleMs?: number[];
  kybBaseUrl?: string;
  /**
   * Businesses besides the seeded one, each with its own keys and webhook secret; their webhooks
   * go to `webhookUrl` too, each signed with its business's secret.
   */
  moreBusinesses?: readonly EmulatorBusiness[];
}

export interface EmulatorBusiness {
  id: string;
  testKey: string;
  liveKey: string;
  webhookSecret: string;
}

export interface RunningEmulator {
  url: string;
  profile: ProfileName;
  testKey: string;
  liveKey: string;
  /** The seeded business's id, as its webhook payloads name it (`business.business_id`). */
  businessId: string;
  requestLog: { entries(): RequestLogEntry[]; clear(): void };
  /** The webhook target of the seeded business, or of `businessId` (one of `moreBusinesses`). */
  setWebhookTarget(target: { url: string; secret: string; legacySecretHeader?: boolean }, businessId?: string): void;
  /**
   * Sets the webhook target and keeps it for this run: `PUT /_emulator/webhook` is refused
   * (naming `holder`) and a reset restores it. For a process that embeds the emulator and
   * receives its webhooks (the gateway of `npm start`): anyone replacing its target from the
   * control API would silently cut that process off from every status change.
   */
  reserveWebhookTarget(target: { url: string; secret: string }, holder: string): void;
  close(): Promise<void>;
}

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const WEBHOOK_TIMEOUT_MS = 10_000;

function resolveConfig(options: EmulatorOptions): EmulatorConfig {
  const profile = options.profile ?? profileNameFrom(process.env[PROFILE_ENV]);
  const { defaultKeys, webhookRetrySchedule } = profileOf(profile);
  return {
    profile,
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    dbPath: options.dbPath ?? ':memory:',
    testKey: options.testKey ?? defaultKeys.test,
    liveKey: options.liveKey ?? defaultKeys.live,
    moreTestKeys: options.moreTestKeys ?? [],
    webhookUrl: options.webhookUrl ?? null,
    webhookSecret: options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET,
    webhookLegacySecretHeader: options.webhookLegacySecretHeader ?? false,
    delays: { ...DEFAULT_DELAYS, ...options.delays },
    webhookRetryScheduleMs: webhookRetrySchedule(options.webhookRetryScheduleMs ?? DEFAULT_RETRY_SCHEDULE_MS),
    webhookTimeoutMs: WEBHOOK_TIMEOUT_MS,
    kybBaseUrl: options.kybBaseUrl?.replace(/\/+$/, '') ?? null,
  };
}

/** Starts an emulator: opens (and migrates) its database, seeds the business, serves HTTP, resumes timers and deliveries. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const config = resolveConfig(options);
  const profile = profileOf(config.profile);
  if (config.testKey === config.liveKey) throw new Error('the test key and the live key must differ');
  const now = () => Date.now();
  const db = openDatabase(config.dbPath);

  let ownUrl = '';
  const businesses = new BusinessRepository(db);
  const offramps = new OfframpRepository(db);
  const onramps = new OnrampRepository(db);
  const espTransactions = new EspTransactionRepository(db);
  const customers = new BusinessCustomerRepository(db);
  const brlTickets = new BrlTicketRepository(db);
  const scheduled = new ScheduledTransitionRepository(db);
  const outbox = new WebhookOutboxRepository(db);
  const idempotency = new IdempotencyRepository(db, IDEMPOTENCY_TTL_MS);
  const kybLinks = new KybLinks(customers, config.delays.kybLinkTtlMs, () => config.kybBaseUrl ?? ownUrl);
  const events = new EventRecorder(outbox, now, profile.webhookBody);

  const seedTarget = { url: config.webhookUrl, secret: config.webhookSecret, legacySecretHeader: config.webhookLegacySecretHeader };
  let reserved: { target: WebhookTarget; holder: string } | null = null;
  const moreBusinesses = options.moreBusinesses ?? [];
  const seed = () => {
    businesses.seed(SEEDED_BUSINESS, { test: config.testKey, live: config.liveKey, moreTest: config.moreTestKeys }, seedTarget);
    for (const business of moreBusinesses) {
      businesses.seed(
        { id: business.id, name: business.id },
        { test: business.testKey, live: business.liveKey },
        { url: config.webhookUrl, secret: business.webhookSecret, legacySecretHeader: config.webhookLegacySecretHeader },
      );
    }
  };
  seed();
  // A configured webhook URL wins over the one stored by an earlier run.
  if (config.webhookUrl) businesses.setWebhookTarget(SEEDED_BUSINESS.id, seedTarget);
  idempotency.releaseAbandoned();
  idempotency.purgeExpired(now());

  const worker = new DeliveryWorker(outbox, businesses, {
    retryScheduleMs: config.webhookRetryScheduleMs,
    timeoutMs: config.webhookTimeoutMs,
    now,
    headers: profile.webhookHeaders,
  });
  let scheduler: Scheduler | null = null;
  const committed = () => {
    scheduler?.wake();
    worker.wake();
  };
  const lifecycle = new Lifecycle({
    db, offramps, onramps, espTransactions, customers, brlTickets, scheduled, events, kybLinks, profile,
    delays: config.delays, now, onCommitted: committed,
  });
  scheduler = new Scheduler(scheduled, lifecycle, now, () => worker.wake());

  const faults = new Faults();
  const requestLog = new RequestLog();
  const reset = () => {
    db.transaction(() => {
      for (const table of ['webhook_outbox', 'scheduled_transitions', 'idempotency_records', 'kyb_links',
        'business_customers', 'brl_tickets', 'esp_transactions', 'offramps', 'onramps', 'payment_proofs', 'brl_wallets']) {
        db.prepare(`DELETE FROM ${table}`).run();
      }
      seed();
      businesses.setWebhookTarget(SEEDED_BUSINESS.id, reserved?.target ?? seedTarget);
      businesses.setActive(SEEDED_BUSINESS.id, true);
    })();
    faults.clear();
    requestLog.clear();
  };

  const ctx: EmulatorContext = {
    config, profile, db, now, businesses, offramps, onramps, espTransactions, customers, brlTickets, idempotency, outbox,
    kybLinks, lifecycle, faults, requestLog, committed, reset,
    webhookTargetHolder: () => reserved?.holder ?? null,
  };
  const server = createServer(createApp(ctx));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: unknown) => {
    // Not serving: the database goes too, so a retry on another port can open it again.
    db.close();
    throw error;
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  ownUrl = `http://${host}:${address.port}`;

  scheduler.start();
  worker.start();

  const applyWebhookTarget = (target: WebhookTarget, businessId: string = SEEDED_BUSINESS.id): void => {
    businesses.setWebhookTarget(businessId, target);
    worker.wake();
  };
  let closing: Promise<void> | null = null;
  return {
    url: ownUrl,
    profile: config.profile,
    testKey: config.testKey,
    liveKey: config.liveKey,
    businessId: SEEDED_BUSINESS.id,
    requestLog,
    setWebhookTarget: (target, businessId) => applyWebhookTarget(target, businessId),
    reserveWebhookTarget(target, holder) {
      reserved = { target, holder };
      applyWebhookTarget(target);
    },
    close() {
      closing ??= (async () => {
        scheduler?.stop();
        await worker.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        db.close();
      })();
      return closing;
    },
  };
}
