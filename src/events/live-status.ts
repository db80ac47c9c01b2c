// Live status: the one place that turns observations (webhooks, provider responses) into
// stored statuses and published changes, and turns a subscription into "current state
// first, then every later change, in order, once".

import type { ResourceKind } from '../domain/state-machines.js';
import type { EventBackend } from './event-backend.js';
import { keyFingerprint } from './key-fingerprint.js';
import type { KnownStatus } from './last-known-status.js';
import type { JsonMessage } from './pubsub.js';
import { kindTopic, resourceTopic } from './topics.js';
import { transformIterator } from './transform-iterator.js';
import type { DataSet, StatusObservation } from './webhook-envelope.js';

export interface StatusChange extends KnownStatus {
  kind: ResourceKind;
  id: string;
  dataSet: DataSet;
}

export class LiveStatus {
  constructor(private readonly backend: EventBackend) {}

  /**
   * Stores the observation and, when it moved the status forward, publishes it.
   * Resolves only once both are done: the webhook receiver acknowledges after this.
   * The record is laid over the one stored before, since a webhook may carry only the
   * fields that changed; the status itself is compared and set atomically by the store.
   */
  async record(observation: StatusObservation): Promise<{ published: boolean; current: StatusChange }> {
    const previous = await this.backend.statuses.get(observation.dataSet, observation.kind, observation.id);
    const merged = previous ? { ...observation, record: { ...previous.record, ...observation.record } } : observation;
    const { applied, current } = await this.backend.statuses.advance(merged);
    const change = toChange(observation, current);
    if (!applied) return { published: false, current: change };
    const message = change as unknown as JsonMessage;
    await this.backend.pubsub.publish(resourceTopic(observation.dataSet, observation.kind, observation.id), message);
    await this.backend.pubsub.publish(kindTopic(observation.dataSet, observation.kind), message);
    return { published: true, current: change };
  }

  /** A resource seen through the provider with `apiKey`: that key may now follow it. */
  async observe(apiKey: string, observation: StatusObservation): Promise<StatusChange> {
    await this.grant(apiKey, observation.dataSet, observation.kind, observation.id);
    return (await this.record(observation)).current;
  }

  async grant(apiKey: string, dataSet: DataSet, kind: ResourceKind, id: string): Promise<void> {
    await this.backend.owners.grant(dataSet, kind, id, keyFingerprint(apiKey));
  }

  async canRead(apiKey: string, dataSet: DataSet, kind: ResourceKind, id: string): Promise<boolean> {
    return this.backend.owners.isOwner(dataSet, kind, id, keyFingerprint(apiKey));
  }

  async current(dataSet: DataSet, kind: ResourceKind, id: string): Promise<StatusChange | undefined> {
    const known = await this.backend.statuses.get(dataSet, kind, id);
    return known && { ...known, kind, id, dataSet };
  }

  /**
   * The changes of one resource, starting with its last known state when there is one.
   * Subscribes before reading the snapshot and drops messages not newer than what was
   * already yielded, so nothing published in between is lost or repeated.
   */
  async watch(dataSet: DataSet, kind: ResourceKind, id: string): Promise<AsyncIterableIterator<StatusChange>> {
    const messages = await this.backend.pubsub.subscribe(resourceTopic(dataSet, kind, id));
    let snapshot: StatusChange | undefined;
    try {
      snapshot = await this.current(dataSet, kind, id);
    } catch (error) {
      await messages.return?.();
      throw error;
    }
    let lastVersion = snapshot?.version ?? 0;
    return transformIterator(
      messages,
      (message) => {
        const change = message as unknown as StatusChange;
        if (change.version <= lastVersion) return undefined;
        lastVersion = change.version;
        return change;
      },
      snapshot ? [snapshot] : [],
    );
  }

  /**
   * Every later change of resources of `kind` that `apiKey` may read (no snapshot: there is
   * no single resource to take one of). `accept` narrows further, e.g. by direction.
   */
  async watchKind(
    apiKey: string,
    dataSet: DataSet,
    kind: ResourceKind,
    accept: (change: StatusChange) => boolean = () => true,
  ): Promise<AsyncIterableIterator<StatusChange>> {
    const fingerprint = keyFingerprint(apiKey);
    const messages = await this.backend.pubsub.subscribe(kindTopic(dataSet, kind));
    return transformIterator(messages, async (message) => {
      const change = message as unknown as StatusChange;
      if (!accept(change)) return undefined;
      return (await this.backend.owners.isOwner(dataSet, kind, change.id, fingerprint)) ? change : undefined;
    });
  }
}

function toChange(observation: StatusObservation, current: KnownStatus): StatusChange {
  return {
    kind: observation.kind,
    id: observation.id,
    dataSet: observation.dataSet,
    status: current.status,
    version: current.version,
    record: current.record,
    updatedAt: current.updatedAt,
  };
}
