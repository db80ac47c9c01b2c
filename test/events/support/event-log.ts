// Reading the event log in tests: a webhook's status reaches the log once the gateway accepted it,
// so a test waits until the events it expects are there.

import { print, type ExecutionResult } from 'graphql';
import type { RunningGateway } from '../../../src/server.js';
import { EventLogDocument, type EventLogQuery, type StatusEventFilter } from '../../generated/graphql.js';
import { dataOf } from '../../gateway/support/harness.js';
import { eventually } from './live-harness.js';

export type EventEdge = EventLogQuery['events']['edges'][number];

export async function readEvents(gateway: RunningGateway, key: string, filter: StatusEventFilter, after: string | null = null): Promise<EventEdge[]> {
  const response = await fetch(gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': key },
    body: JSON.stringify({ query: print(EventLogDocument), variables: { first: 100, after, filter } }),
  });
  return dataOf((await response.json()) as ExecutionResult<EventLogQuery>).events.edges;
}

/** The caller's events matching `filter`, once there are `count` of them. */
export async function waitForEvents(gateway: RunningGateway, key: string, filter: StatusEventFilter, count: number): Promise<EventEdge[]> {
  return eventually(async () => {
    const edges = await readEvents(gateway, key, filter);
    return edges.length >= count ? edges : undefined;
  }, `${count} events`);
}

export function statusesOf(events: readonly EventEdge[]): Array<[string | null | undefined, string]> {
  return events.map((event) => [event.node.previousStatus, event.node.status]);
}
