// Reconciliation of ESP transactions: one listing read covers many. The listing is read newest
// first from the UTC day of the oldest transaction still moving (or of the oldest unknown
// outcome's window, whose transaction may not have been seen at all), every status at once, until
// every transaction waited on was seen or the listing ends, a pass going on where the last one ran
// out of calls. What it shows also settles unknown ESP off-ramp outcomes
// by the usual evidence rules, since it goes through live status as the key's own listing.
import { z } from 'zod';
import type { StatusObservation } from '../../status/ingest/webhook-envelope.js';
import { readOnce, type ProviderReader } from '../shared/provider-reads.js';
import { listEspTransactionsEndpoint } from '../../datasources/esp/endpoints.js';
import { espObservation } from './events.js';
import { PROVIDER_MAX_PAGE_SIZE } from '../../datasources/esp/listing/listing-pages.js';

const createdAt = z.object({ createdAt: z.coerce.date() });

function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export const espTransactionReader: ProviderReader = {
  kind: 'esp_transaction',
  async read(client, work, session) {
    const since: number[] = work.unseenSince === undefined ? [] : [work.unseenSince];
    for (const resource of work.pending) {
      const parsed = createdAt.safeParse(resource.record);
      if (parsed.success && !Number.isNaN(parsed.data.createdAt.getTime())) since.push(parsed.data.createdAt.getTime());
    }
    // A transaction whose creation time was not kept bounds nothing: then the whole listing is read.
    const from = since.length === work.pending.length + (work.unseenSince === undefined ? 0 : 1) ? utcDay(Math.min(...since)) : undefined;
    const observations: StatusObservation[] = [];
    // Transactions listed before those waited on push them to later pages: a pass that runs out of
    // calls leaves the next one to read on from there, so however many come first, the oldest
    // waited on is reached. New ones pushing items down mean a page read on from is read in part
    // again, never skipped.
    const waiting = new Set(work.pending.map((resource) => resource.id));
    let page = session.resumeAt ?? 1;
    for (;;) {
      const result = await readOnce(session, undefined, () => client.call(listEspTransactionsEndpoint, { page, limit: PROVIDER_MAX_PAGE_SIZE, from }));
      if (typeof result === 'string') {
        session.leaveAt(result === 'spent' ? page : undefined);
        break;
      }
      for (const transaction of result.read.transactions) {
        const observation = espObservation(work.dataSet, transaction);
        waiting.delete(observation.id);
        observations.push(observation);
      }
      const last = page >= result.read.pagination.total_pages || result.read.transactions.length < PROVIDER_MAX_PAGE_SIZE;
      // Every transaction waited on seen, and no unknown outcome's unseen one to look for: read enough.
      if (last || (waiting.size === 0 && work.unseenSince === undefined)) {
        session.leaveAt(undefined);
        break;
      }
      page += 1;
    }
    return observations;
  },
};
