import type { Database } from 'better-sqlite3';
import type { EmulatorConfig } from './config.js';
import type { Faults } from './http/faults.js';
import type { RequestLog } from './http/request-log.js';
import type { KybLinks } from './kyb/links.js';
import type { Lifecycle } from './lifecycle/lifecycle.js';
import type { BrlTicketRepository } from './repositories/brl-tickets.js';
import type { BusinessRepository } from './repositories/businesses.js';
import type { BusinessCustomerRepository } from './repositories/business-customers.js';
import type { EspTransactionRepository } from './repositories/esp-transactions.js';
import type { IdempotencyRepository } from './repositories/idempotency.js';
import type { ProviderProfile } from './profiles/profile.js';
import type { OfframpRepository } from './repositories/offramps.js';
import type { OnrampRepository } from './repositories/onramps.js';
import type { WebhookOutboxRepository } from './repositories/webhook-outbox.js';

/** Everything a router needs, built once per emulator instance by `startEmulator`. */
export interface EmulatorContext {
  config: EmulatorConfig;
  /** What the emulator answers where the profiles differ. */
  profile: ProviderProfile;
  db: Database;
  now: () => number;
  businesses: BusinessRepository;
  offramps: OfframpRepository;
  onramps: OnrampRepository;
  espTransactions: EspTransactionRepository;
  customers: BusinessCustomerRepository;
  brlTickets: BrlTicketRepository;
  idempotency: IdempotencyRepository;
  outbox: WebhookOutboxRepository;
  kybLinks: KybLinks;
  lifecycle: Lifecycle;
  faults: Faults;
  requestLog: RequestLog;
  /** Wakes the scheduler and the webhook worker after a committed change. */
  committed: () => void;
  /** Clears every record and restores the configured (or reserved) webhook target and account state. */
  reset: () => void;
  /** Who holds the webhook target when a process embedding the emulator has reserved it, else null. */
  webhookTargetHolder: () => string | null;
}
