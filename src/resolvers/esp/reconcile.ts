// Reconciliation of ESP transactions: one listing read covers many. The listing is read newest
// first from the UTC day of the oldest transaction still moving (or of the oldest unknown
// outcome's window, whose transaction may not have been seen at all), every status at once, as
// many pages as the pass's calls allow. What it shows also settles unknown ESP off-ramp outcomes
// by the usual evidence rules, since it goes through live status as the key's own listing.
import { z } from 'zod';
import type { StatusObservation } from '../../events/webhook-envelope.js';
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
    for (let page = 1; ; page++) {
      const result = await readOnce(session, undefined, () => client.call(listEspTransactionsEndpoint, { page, limit: PROVIDER_MAX_PAGE_SIZE, from }));
      if (typeof result === 'string') break;
      observations.push(...result.read.transactions.map((transaction) => espObservation(work.dataSet, transaction)));
      if (page >= result.read.pagination.total_pages || result.read.transactions.length < PROVIDER_MAX_PAGE_SIZE) break;
    }
    return observations;
  },
};
