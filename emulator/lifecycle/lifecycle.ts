import type { Database } from 'better-sqlite3';
import {
  canTransition,
  type ProviderOnrampStatus,
  type ResourceKind,
  type StatusOf,
} from '../../src/domain/state-machines.js';
import type { EmulatorDelays } from '../config.js';
import type { DataSet } from '../data-set.js';
import { ApiError } from '../http/api-error.js';
import type { KybLinks } from '../kyb/links.js';
import type { ProviderProfile, ResourceChange } from '../profiles/profile.js';
import { brlTicketRecord, type BrlTicketRepository } from '../repositories/brl-tickets.js';
import type { BusinessCustomerRepository } from '../repositories/business-customers.js';
import { espTransactionRecord, type EspTransactionRepository } from '../repositories/esp-transactions.js';
import { offrampRecord, type OfframpRepository } from '../repositories/offramps.js';
import { onrampRecord, type OnrampRepository } from '../repositories/onramps.js';
import { settlementAccountFor } from './settlement-accounts.js';
import type { ScheduledTransitionRepository } from '../repositories/scheduled-transitions.js';
import type { EventRecorder } from '../webhooks/event-recorder.js';
import { scriptedOutcome } from './outcome-conventions.js';

export interface LifecycleDeps {
  db: Database;
  offramps: OfframpRepository;
  onramps: OnrampRepository;
  espTransactions: EspTransactionRepository;
  customers: BusinessCustomerRepository;
  brlTickets: BrlTicketRepository;
  scheduled: ScheduledTransitionRepository;
  events: EventRecorder;
  kybLinks: KybLinks;
  /** Which events a change sends, and what they carry. */
  profile: ProviderProfile;
  delays: EmulatorDelays;
  now: () => number;
  /** Called after each committed change, to wake the scheduler and the webhook worker. */
  onCommitted: () => void;
}

interface Current {
  dataSet: DataSet;
  status: string;
}

/**
 * The clock's step that tells an on-ramp's business where to send the fiat: it sends the
 * `banking_details_received` webhook and moves no status, so it names no status of the table.
 */
export const BANKING_DETAILS_STEP = 'banking_details';

export const illegalTransition = (kind: ResourceKind, from: string, to: string): ApiError =>
  new ApiError(409, 'ILLEGAL_TRANSITION', `A ${kind} cannot move from ${from} to ${to}`);

/**
 * The one place where resources change state. Each change writes the new
 * status, its webhook event and the next clock-driven step in one SQLite
 * transaction, whether the clock, the hosted KYB form or the control API asked.
 */
export class Lifecycle {
  constructor(private readonly deps: LifecycleDeps) {}

  /** Schedules what the clock does to a resource just created in its initial status. Run inside the creating transaction. */
  scheduleInitial(kind: ResourceKind, id: string): void {
    const current = this.current(kind, id);
    if (current) this.scheduleNext(kind, id, current.status);
  }

  /** Moves a resource, or throws 409 ILLEGAL_TRANSITION. `scope` limits which data set may be touched. */
  transition(kind: ResourceKind, id: string, to: string, scope?: DataSet): unknown {
    const result = this.deps.db.transaction(() => {
      const current = this.current(kind, id);
      if (!current || (scope && !sameDataSet(scope, current.dataSet))) {
        throw new ApiError(404, 'NOT_FOUND', `${kind} ${id} not found`);
      }
      if (!canTransition(kind, current.status, to)) throw illegalTransition(kind, current.status, to);
      this.apply(kind, id, to, current.dataSet);
      return this.record(kind, id);
    })();
    this.deps.onCommitted();
    return result;
  }

  /** Applies a due clock step unless the resource has moved on since it was scheduled. */
  applyScheduled(kind: ResourceKind, id: string, from: string, to: string): void {
    this.deps.db.transaction(() => {
      const current = this.current(kind, id);
      if (kind === 'onramp' && to === BANKING_DETAILS_STEP) {
        if (current?.status === from) this.giveBankingDetails(id, current.dataSet);
        return;
      }
      if (!current || current.status !== from || !canTransition(kind, from, to)) return;
      this.apply(kind, id, to, current.dataSet);
    })();
  }

  /**
   * Sends the banking details of an on-ramp now (the clock's step, or the control API's), once:
   * an on-ramp that has them already is answered as it is.
   */
  sendBankingDetails(id: string, scope: DataSet): unknown {
    const result = this.deps.db.transaction(() => {
      const current = this.current('onramp', id);
      if (!current || !sameDataSet(scope, current.dataSet)) throw new ApiError(404, 'NOT_FOUND', `onramp ${id} not found`);
      this.giveBankingDetails(id, current.dataSet);
      return this.record('onramp', id);
    })();
    this.deps.onCommitted();
    return result;
  }

  private giveBankingDetails(id: string, dataSet: DataSet): void {
    const { onramps } = this.deps;
    const row = onramps.byId(id)!;
    if (row.settlement_account !== null) return;
    onramps.setSettlementAccount(id, settlementAccountFor(row), new Date(this.deps.now()).toISOString());
    for (const event of this.deps.profile.bankingDetailsEvents(onramps.byId(id)!, dataSet)) {
      this.deps.events.record(dataSet, `onramp:${id}`, event.event, event.payload);
    }
  }

  private apply(kind: ResourceKind, id: string, to: string, dataSet: DataSet): void {
    const at = new Date(this.deps.now()).toISOString();
    const { offramps, onramps, espTransactions, customers, brlTickets, kybLinks } = this.deps;
    this.deps.scheduled.cancelFor(kind, id);
    let change: ResourceChange;
    switch (kind) {
      case 'offramp':
        offramps.setStatus(id, to as StatusOf<'offramp'>, at);
        change = { kind, row: offramps.byId(id)! };
        break;
      case 'onramp':
        // The fiat cannot have been sent before the business learnt where to send it.
        this.giveBankingDetails(id, dataSet);
        onramps.setStatus(id, to as ProviderOnrampStatus, at);
        change = { kind, row: onramps.byId(id)! };
        break;
      case 'esp_transaction':
        espTransactions.setStatus(id, to as StatusOf<'esp_transaction'>, at);
        change = { kind, row: espTransactions.byId(id)! };
        break;
      case 'business_customer': {
        customers.setStatus(id, to as StatusOf<'business_customer'>, at);
        const customer = customers.byId(id)!;
        // A customer asked for more information gets a fresh single-use link to submit again.
        const link = to === 'more_info' ? kybLinks.issue(id, this.deps.now()) : kybLinks.currentOrFresh(customer, this.deps.now());
        change = { kind, customer, link: link && kybLinks.view(link), contractRecord: kybLinks.customerRecord(customer, link) };
        break;
      }
      case 'brl_ticket':
        brlTickets.setStatus(id, to as StatusOf<'brl_ticket'>, at);
        change = { kind, row: brlTickets.byId(id)! };
        break;
    }
    for (const event of this.deps.profile.webhookEvents(change, dataSet)) {
      this.deps.events.record(dataSet, `${kind}:${id}`, event.event, event.payload);
    }
    this.scheduleNext(kind, id, to);
  }

  /** The clock's next step from `status`, per the contract's state table and the outcome conventions. */
  private scheduleNext(kind: ResourceKind, id: string, status: string): void {
    const { delays, scheduled } = this.deps;
    const at = (ms: number) => this.deps.now() + ms;
    switch (kind) {
      case 'offramp': {
        const outcome = scriptedOutcome(this.deps.offramps.byId(id)!.amount);
        if (status === 'pending') {
          const to = outcome === 'no_funds_or_cancel' ? 'failed' : 'processing';
          scheduled.schedule(kind, id, status, to, at(delays.offrampProcessingMs));
        } else if (status === 'processing') {
          scheduled.schedule(kind, id, status, outcome === 'fail' ? 'failed' : 'completed', at(delays.offrampSettlementMs));
        }
        break;
      }
      case 'onramp': {
        const row = this.deps.onramps.byId(id)!;
        const outcome = scriptedOutcome(row.amount);
        if (status === 'pending') {
          if (row.settlement_account === null) scheduled.schedule(kind, id, status, BANKING_DETAILS_STEP, at(delays.onrampBankingDetailsMs));
          const to = outcome === 'no_funds_or_cancel' ? 'failed' : 'processing';
          scheduled.schedule(kind, id, status, to, at(delays.onrampProcessingMs));
        } else if (status === 'processing') {
          scheduled.schedule(kind, id, status, outcome === 'fail' ? 'failed' : 'completed', at(delays.onrampSettlementMs));
        }
        break;
      }
      case 'esp_transaction': {
        if (status !== 'Pending') break;
        const outcome = scriptedOutcome(this.deps.espTransactions.byId(id)!.amount);
        const to = outcome === 'fail' ? 'Failed' : outcome === 'no_funds_or_cancel' ? 'Cancelled' : 'Completed';
        scheduled.schedule(kind, id, status, to, at(delays.espSettlementMs));
        break;
      }
      case 'business_customer': {
        if (status !== 'in_review') break;
        const outcome = this.deps.customers.byId(id)!.review_outcome ?? 'approved';
        scheduled.schedule(kind, id, status, outcome, at(delays.kybReviewMs));
        break;
      }
      case 'brl_ticket': {
        if (status !== 'active') break;
        const expiresAt = Date.parse(this.deps.brlTickets.byId(id)!.expires_at);
        scheduled.schedule(kind, id, status, 'expired', expiresAt);
        break;
      }
    }
  }

  private current(kind: ResourceKind, id: string): Current | null {
    const row =
      kind === 'offramp'
        ? this.deps.offramps.byId(id)
        : kind === 'onramp'
          ? this.deps.onramps.byId(id)
          : kind === 'esp_transaction'
          ? this.deps.espTransactions.byId(id)
          : kind === 'business_customer'
            ? this.deps.customers.byId(id)
            : this.deps.brlTickets.byId(id);
    if (!row) return null;
    return { dataSet: { businessId: row.business_id, livemode: row.livemode === 1 }, status: row.status };
  }

  /** The resource as the control API answers it. */
  record(kind: ResourceKind, id: string): unknown {
    switch (kind) {
      case 'offramp':
        return offrampRecord(this.deps.offramps.byId(id)!);
      case 'onramp':
        return onrampRecord(this.deps.onramps.byId(id)!);
      case 'esp_transaction':
        return espTransactionRecord(this.deps.espTransactions.byId(id)!);
      case 'business_customer': {
        const customer = this.deps.customers.byId(id)!;
        return this.deps.kybLinks.customerRecord(customer, this.deps.kybLinks.currentOrFresh(customer, this.deps.now()));
      }
      case 'brl_ticket':
        return brlTicketRecord(this.deps.brlTickets.byId(id)!);
    }
  }
}

function sameDataSet(a: DataSet, b: DataSet): boolean {
  return a.businessId === b.businessId && a.livemode === b.livemode;
}
