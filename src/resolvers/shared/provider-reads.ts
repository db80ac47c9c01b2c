// What a module's reconciliation reader (src/resolvers/<m>/reconcile.ts) shares with the others: its
// shape, and one provider read within a pass's budget. A 404 on a read means the provider has no
// read for that resource (the off-ramp read is ours; a provider without it answers 404), which
// the reconciler backs off from rather than asking again every pass.

import { GraphQLError } from 'graphql';
import type { RampClient } from '../../datasources/ramp-client.js';
import type { ResourceKind } from '../../domain/state-machines.js';
import type { KindReader, KindWork, ReadSession } from '../../status/ingest/reconciler.js';
import type { StatusObservation } from '../../status/ingest/webhook-envelope.js';

export type ProviderClient = Pick<RampClient, 'call'>;

/** A module's reader of one kind of resource; the composition root binds it to a client with one key. */
export interface ProviderReader {
  readonly kind: ResourceKind;
  read(client: ProviderClient, work: KindWork, session: ReadSession): Promise<StatusObservation[]>;
}

/** The reader with its client: what the reconciler runs. */
export function boundReader(reader: ProviderReader, client: ProviderClient): KindReader {
  return { kind: reader.kind, read: (work, session) => reader.read(client, work, session) };
}

/** `spent`: no call was left in the pass; `no_read`: the provider answered 404; `failed`: any other failure (logged by the client). */
export type ReadResult<T> = { read: T } | 'spent' | 'no_read' | 'failed';

/** One provider call of a pass, counted against its budget and reported; `id` names the resource it reads, if one. */
export async function readOnce<T>(session: ReadSession, id: string | undefined, call: () => Promise<T>): Promise<ReadResult<T>> {
  if (!session.take()) return 'spent';
  try {
    const read = await call();
    session.outcome('ok', id);
    return { read };
  } catch (error) {
    const notFound = error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND';
    session.outcome(notFound ? 'no_read' : 'error', id);
    return notFound ? 'no_read' : 'failed';
  }
}

/**
 * A reader of a kind whose resources are read back one at a time by id (an off-ramp, a business
 * customer): each waiting one in turn, until the pass's budget is spent or a read fails.
 */
export function readerById<T extends { id: string }>(
  kind: ResourceKind,
  readOne: (client: ProviderClient, id: string) => Promise<T>,
  observe: (dataSet: KindWork['dataSet'], resource: T) => StatusObservation[],
): ProviderReader {
  return {
    kind,
    async read(client, work, session) {
      const observations: StatusObservation[] = [];
      for (const resource of work.pending) {
        const result = await readOnce(session, resource.id, () => readOne(client, resource.id));
        if (result === 'spent' || result === 'failed') break;
        if (result !== 'no_read' && result.read.id === resource.id) observations.push(...observe(work.dataSet, result.read));
      }
      return observations;
    },
  };
}
