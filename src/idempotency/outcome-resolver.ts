// Settles unknown outcomes from evidence: each resource seen after an unknown request is matched
// against the unresolved unknown outcomes. One match alone is offered as the request's candidate
// (settlementOf): the caller confirms it (the idempotency record then becomes that result, and a
// retry with the key answers it) or rejects it (never offered again). Only a record proving it is
// the request's settles it at once. Several requests that could have made it: each stays unknown,
// marked ambiguous. A resource another key already owns, or another request may have just created,
// is never taken as ours. Evidence is only ever the caller's business's: a read of the provider
// with the caller's own key is by construction; a webhook only when it names its business
// (`payload.business.business_id`, as documented webhooks do) and the outcome's key is known to
// belong to that business, as the idempotency records know it (record-scope.ts's BusinessDirectory:
// RAMP_KEY_BUSINESSES first, then what webhooks taught, key-businesses.ts). A webhook naming none (the contract's) offers nothing:
// another business, or the same key used outside the gateway, may have made a payout just like the
// one whose answer was lost.

import type { OwnerGrants } from '../status/ledger/owner-grants.js';
import type { ResourceOwners } from '../status/ledger/resource-owners.js';
import type { StatusObservation } from '../status/ingest/webhook-envelope.js';
import type { Logger } from '../logger.js';
import { inSpan, linkTo } from '../platform/tracing.js';
import type { IdempotencyStore } from './idempotency-store.js';
import type { KeyBusinesses } from './key-businesses.js';
import type { BusinessDirectory } from './record-scope.js';
import type { ResourceKind } from '../domain/state-machines.js';
import { factsOf, matches, settlementOf, type EvidenceRules } from './outcome-evidence.js';
import type { UnknownOutcome, UnknownOutcomes } from './unknown-outcomes.js';

export interface OutcomeResolverStores {
  idempotency: IdempotencyStore;
  unknownOutcomes: UnknownOutcomes;
  owners: ResourceOwners;
  /** The settled outcome's caller becomes the resource's owner, given its current status. */
  grants: OwnerGrants;
  /** Where webhooks naming a business teach keys' businesses; without it, nothing is learnt. */
  keyBusinesses?: KeyBusinesses | undefined;
  /**
   * Whose keys are whose when evidence names a business: the directory that places the keys'
   * idempotency records, so a key the operator listed counts as its business's here too. Without
   * it, evidence naming a business settles nothing.
   */
  businesses?: Pick<BusinessDirectory, 'businessOf'> | undefined;
}

export class OutcomeResolver {
  private readonly kinds: ReadonlySet<ResourceKind>;

  constructor(
    private readonly stores: OutcomeResolverStores,
    private readonly logger: Pick<Logger, 'info' | 'warn'>,
    private readonly rules: EvidenceRules,
  ) {
    this.kinds = new Set([...rules.values()].map((rule) => rule.kind));
  }

  /** Resources seen: by `caller` (a listing with that key's fingerprint), or by nobody in particular (a webhook). */
  async consider(observations: readonly StatusObservation[], caller?: string): Promise<void> {
    if (caller === undefined) await this.learnBusinesses(observations);
    const open = new Map<string, UnknownOutcome[]>();
    for (const o of observations) {
      if (!this.kinds.has(o.kind)) continue;
      const group = `${o.dataSet}:${o.kind}`;
      let candidates = open.get(group);
      if (candidates === undefined) {
        candidates = await this.stores.unknownOutcomes.open(o.dataSet, o.kind, caller);
        open.set(group, candidates);
      }
      if (candidates.length === 0) continue;
      if (await this.settleNamed(o, candidates)) open.delete(group);
      const facts = factsOf(o.kind, o.record);
      if (facts === undefined) continue;
      const matching = await this.notRejected(candidates.filter((outcome) => matches(outcome, facts)), o.id);
      if (matching.length === 0 || (await this.stores.unknownOutcomes.isResolution(o.dataSet, o.kind, o.id))) continue;
      // Linked to each request it may settle: the mutation's trace leads here, however much later.
      const links = matching.flatMap((outcome) => linkTo(outcome.trace, { 'gateway.operation': outcome.operation }));
      const attributes = { 'gateway.resource.kind': o.kind, 'outcome.evidence': caller === undefined ? 'webhook' : 'provider_read' };
      await inSpan('outcome.settle', { attributes, links }, async (span) => {
        span.setAttribute('outcome.settlement', await this.settle(o, matching, caller));
      });
      open.delete(group);
    }
  }

  /**
   * The outcomes of requests that acted on this very resource, whose rule sees their effect done in
   * it: each is settled as that resource. Answers whether any was. Only while the resource is the
   * caller's: a request whose instance stopped before its checks ran may name anyone's.
   */
  private async settleNamed(o: StatusObservation, outcomes: readonly UnknownOutcome[]): Promise<boolean> {
    const resource = { dataSet: o.dataSet, kind: o.kind, id: o.id };
    let settled = false;
    for (const outcome of outcomes) {
      const rule = this.rules.get(outcome.operation);
      if (outcome.subject !== o.id || rule?.settles?.(outcome, o) !== true) continue;
      if (!(await this.stores.owners.isOwner(resource, outcome.caller))) continue;
      const attributes = { 'gateway.resource.kind': o.kind, 'outcome.evidence': 'named_resource' };
      await inSpan('outcome.settle', { attributes, links: linkTo(outcome.trace, { 'gateway.operation': outcome.operation }) }, async (span) => {
        const resolved = await this.stores.unknownOutcomes.resolve(outcome.recordKey, 'created', o.id);
        span.setAttribute('outcome.settlement', resolved ? 'created' : 'settled_meanwhile');
        if (!resolved) return;
        await this.stores.idempotency.resolveUnknown(outcome.recordKey, rule.payload(JSON.parse(JSON.stringify(o.record)) as Record<string, unknown>));
        this.logger.info({ kind: o.kind, id: o.id, operation: outcome.operation }, 'an unknown outcome was settled by the resource it acted on');
        settled = true;
      });
    }
    return settled;
  }

  /** A webhook naming its business, about a resource some keys own: those keys are that business's. */
  private async learnBusinesses(observations: readonly StatusObservation[]): Promise<void> {
    const keyBusinesses = this.stores.keyBusinesses;
    if (keyBusinesses === undefined) return;
    for (const o of observations) {
      if (o.business === undefined) continue;
      const owners = await this.stores.owners.ownersOf({ dataSet: o.dataSet, kind: o.kind, id: o.id });
      if (owners.length > 0) await keyBusinesses.learn(owners, o.business);
    }
  }

  /** The outcomes whose key is known to belong to the business the evidence names. */
  private async ofBusiness(business: string, outcomes: readonly UnknownOutcome[]): Promise<UnknownOutcome[]> {
    const businesses = this.stores.businesses;
    if (businesses === undefined) return [];
    const kept: UnknownOutcome[] = [];
    for (const outcome of outcomes) if ((await businesses.businessOf(outcome.caller)) === business) kept.push(outcome);
    return kept;
  }

  /** The outcomes whose caller has not said this resource is not theirs. */
  private async notRejected(matching: UnknownOutcome[], resourceId: string): Promise<UnknownOutcome[]> {
    const kept: UnknownOutcome[] = [];
    for (const outcome of matching) if (!(await this.stores.unknownOutcomes.wasRejected(outcome.recordKey, resourceId))) kept.push(outcome);
    return kept;
  }

  /** Settles what the resource seen settles; answers what became of the outcomes, for the span. */
  private async settle(o: StatusObservation, candidates: UnknownOutcome[], caller: string | undefined): Promise<Settlement> {
    const resource = { dataSet: o.dataSet, kind: o.kind, id: o.id };
    let matching = candidates;
    if (caller === undefined) {
      // A webhook that does not say its business may be any business's: another business's payout
      // just like the lost one would be offered, and its confirmation would show that business's
      // record to this caller. Only the caller's own reads (a listing, reconciliation) settle it then.
      if (o.business === undefined) {
        this.logger.info({ kind: o.kind, id: o.id, outcomes: candidates.length }, 'a webhook naming no business matches unknown outcomes; left unknown');
        return 'left_unknown';
      }
      matching = await this.ofBusiness(o.business, candidates);
      if (matching.length < candidates.length) {
        // The others' keys belong to another business or to one not learnt yet: this resource may be
        // theirs or not, so it settles none of them (they stay unknown).
        this.logger.info(
          { kind: o.kind, id: o.id, outcomes: candidates.length - matching.length },
          'a resource naming a business matches unknown outcomes of keys not known to be that business’s; left unknown',
        );
      }
      if (matching.length === 0) return 'left_unknown';
    }
    if (caller === undefined) {
      const owners = await this.stores.owners.ownersOf(resource);
      if (owners.some((owner) => matching.every((outcome) => outcome.caller !== owner))) return 'left_unknown';
    }
    // A resource another request recorded as its result is that request's (the caller's own new
    // request included: the docs tell a client to create it again once it is known not to exist).
    // While a request of the operation is running its result is not recorded yet, and the creation
    // webhook may come first: whose it is cannot be told. It stays unknown; later evidence may settle it.
    for (const operation of new Set(matching.map((outcome) => outcome.operation))) {
      if (await this.stores.idempotency.mayHaveCreated(operation, o.id)) {
        this.logger.info({ kind: o.kind, id: o.id, operation }, 'a resource matching an unknown outcome may be another request’s; left unknown');
        return 'left_unknown';
      }
    }
    if (matching.length > 1) {
      for (const outcome of matching) await this.stores.unknownOutcomes.resolve(outcome.recordKey, 'ambiguous', null);
      this.logger.warn({ kind: o.kind, id: o.id, requests: matching.length }, 'a resource matches several unknown outcomes; they stay unknown');
      return 'ambiguous';
    }
    const [outcome] = matching as [UnknownOutcome];
    const rule = this.rules.get(outcome.operation);
    if (rule === undefined) return 'left_unknown';
    const record = JSON.parse(JSON.stringify(o.record)) as Record<string, unknown>;
    if (settlementOf(rule, outcome, record) === 'candidate') {
      if (await this.stores.unknownOutcomes.offerCandidate(outcome.recordKey, o.id, rule.payload(record))) {
        this.logger.info({ kind: o.kind, id: o.id, operation: outcome.operation }, 'a resource matching an unknown outcome is offered to its caller as a candidate');
        return 'candidate';
      }
      return 'settled_meanwhile';
    }
    if (!(await this.stores.unknownOutcomes.resolve(outcome.recordKey, 'created', o.id))) return 'settled_meanwhile';
    await this.stores.grants.grant(outcome.caller, [resource]);
    await this.stores.idempotency.resolveUnknown(outcome.recordKey, rule.payload(record));
    this.logger.info({ kind: o.kind, id: o.id, operation: outcome.operation }, 'an unknown outcome was settled by evidence');
    return 'created';
  }
}

/** What a resource seen did to the unknown outcomes it matched. */
type Settlement = 'created' | 'candidate' | 'ambiguous' | 'left_unknown' | 'settled_meanwhile';
