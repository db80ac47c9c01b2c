// The event log (events.graphql beside this file): Query.events pages it, Subscription.statusEvents
// replays it after a cursor and then follows it. Who sees what is the store's to say: the events of
// the resources the caller's key owns, in its data set (src/status/ledger/sql-status-event-log.ts).

import { statusName } from '../../datasources/provider-enums.js';
import { systemError } from '../../datasources/provider-errors.js';
import type { StatusEventFilter } from '../../status/feeds/status-event-stream.js';
import type {
  QueryResolvers,
  Resolvers,
  StatusEventFilter as StatusEventFilterInput,
  StatusEventResolvers,
  SubscriptionResolvers,
} from '../../generated/graphql.js';
import { liveCaller } from '../shared/live-caller.js';
import { inDeliverySpan } from '../shared/delivery-span.js';
import { LOG_START } from '../../status/feeds/event-cursor-expiry.js';
import { encodeEventCursor, eventCursorPosition } from './cursor.js';
import { STATUS_EVENT_KIND, STATUS_EVENT_SOURCE } from './kinds.js';
import { eventOrRefusal, expiryAsLastItem, type ReplayItem } from './replay-expiry.js';

const DEFAULT_PAGE_SIZE = 20;

function pageSize(first: number | null | undefined, max: number): number {
  if (first === null || first === undefined) return Math.min(DEFAULT_PAGE_SIZE, max);
  if (first < 0 || first > max) {
    throw systemError('BAD_USER_INPUT', `first must be between 0 and ${max}; ask for more with the endCursor of this page.`, { argumentName: 'first' });
  }
  return first;
}

function filterOf(filter: StatusEventFilterInput | null | undefined, max: number): StatusEventFilter {
  const resourceIds = filter?.resourceIds ?? undefined;
  if (resourceIds !== undefined && resourceIds.length > max) {
    throw systemError('BAD_USER_INPUT', `filter.resourceIds may name at most ${max} resources.`, { argumentName: 'filter' });
  }
  return { kinds: filter?.kinds ?? undefined, resourceIds };
}

const events: NonNullable<QueryResolvers['events']> = async (_parent, { first, after, filter }, ctx) => {
  const { apiKey, dataSet } = liveCaller(ctx);
  const size = pageSize(first, ctx.maxPageSize);
  const start = after === null || after === undefined ? 0 : eventCursorPosition(after, dataSet, 'after');
  const scope = filterOf(filter, ctx.maxPageSize);
  // One more than the page: whether another page follows, in the same read (`first: 0` too).
  const read = await ctx.live.feeds.events(apiKey, dataSet, start, size + 1, scope);
  if (after !== null && after !== undefined) await ctx.live.feeds.assertEventsKeptAfter(start);
  const page = read.slice(0, size);
  const hasNextPage = read.length > size;
  const edges = page.map((node) => ({ cursor: encodeEventCursor(dataSet, node.position), node }));
  return {
    edges,
    pageInfo: { hasNextPage, hasPreviousPage: false, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? after ?? encodeEventCursor(dataSet, LOG_START) },
  };
};

const statusEvents: NonNullable<SubscriptionResolvers['statusEvents']> = {
  subscribe: async (_parent, { after, filter }, ctx) => {
    const { apiKey, dataSet } = liveCaller(ctx);
    const start = after === null || after === undefined ? undefined : eventCursorPosition(after, dataSet, 'after');
    // Refused as the subscription starts, so every transport answers it as it answers a bad
    // cursor; the stream checks again after each read of its replay, for a purge running meanwhile,
    // and that refusal is its last result (replay-expiry.ts).
    if (start !== undefined) await ctx.live.feeds.assertEventsKeptAfter(start);
    return expiryAsLastItem(await ctx.live.feeds.watchEvents(apiKey, dataSet, start, filterOf(filter, ctx.maxPageSize)));
  },
  resolve: (item: ReplayItem) => {
    const event = eventOrRefusal(item);
    return inDeliverySpan('statusEvents', event.change, () => event);
  },
};

const StatusEvent: StatusEventResolvers = {
  id: (event) => encodeEventCursor(event.change.dataSet, event.position),
  cursor: (event) => encodeEventCursor(event.change.dataSet, event.position),
  previousStatus: (event) => (event.previousStatus === null ? null : statusName(event.change.kind, event.previousStatus)),
  status: (event) => statusName(event.change.kind, event.change.status),
};

export const eventResolvers: Resolvers = {
  Query: { events },
  Subscription: { statusEvents },
  StatusEvent,
  StatusEventKind: STATUS_EVENT_KIND,
  StatusEventSource: STATUS_EVENT_SOURCE,
};
