// A resource's status history from the gateway's event log: the events so far (`events`), then
// each new one live (`statusEvents(after:)` from the last cursor read). graphql-ws sends a
// subscription again after a lost connection with its first variables, so on reconnection this
// subscribes anew from the last cursor it received; every event is shown once, by its cursor.
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { describeFailure } from '../gateway-errors';
import { graphql } from '../gql';
import type { OfframpEventsQuery } from '../gql/graphql';
import { useOnReconnected } from '../reconnection';

const OfframpEventsQuery = graphql(`
  query OfframpEvents($filter: StatusEventFilter!, $after: String) {
    events(first: 100, after: $after, filter: $filter) {
      edges {
        node {
          cursor
          occurredAt
          previousStatus
          status
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const OfframpStatusEvents = graphql(`
  subscription OfframpStatusEvents($after: String, $filter: StatusEventFilter!) {
    statusEvents(after: $after, filter: $filter) {
      cursor
      occurredAt
      previousStatus
      status
    }
  }
`);

type StatusEventRow = OfframpEventsQuery['events']['edges'][number]['node'];

export function OfframpHistory({ id }: { id: string }) {
  const client = useApolloClient();
  const [rows, setRows] = useState<readonly StatusEventRow[]>([]);
  const [failure, setFailure] = useState<unknown>(undefined);
  // Where the live subscription starts: the last cursor read, once the history is loaded.
  const [resumeAfter, setResumeAfter] = useState<string | null | undefined>(undefined);
  const last = useRef<string | null>(null);
  const seen = useRef(new Set<string>());
  const filter = useMemo(() => ({ resourceIds: [id] }), [id]);

  const append = (events: readonly StatusEventRow[]) => {
    const fresh = events.filter((event) => !seen.current.has(event.cursor));
    if (fresh.length === 0) return;
    for (const event of fresh) seen.current.add(event.cursor);
    last.current = fresh.at(-1)!.cursor;
    setRows((shown) => [...shown, ...fresh]);
  };

  useEffect(() => {
    let cancelled = false;
    (async () => {
      let after: string | null = null;
      for (;;) {
        const { data }: { data: OfframpEventsQuery | undefined } = await client.query({ query: OfframpEventsQuery, variables: { filter, after }, fetchPolicy: 'network-only' });
        if (cancelled || data === undefined) return;
        append(data.events.edges.map((edge) => edge.node));
        if (!data.events.pageInfo.hasNextPage) break;
        after = data.events.pageInfo.endCursor ?? null;
      }
      setResumeAfter(last.current);
    })().catch((error: unknown) => setFailure(error));
    return () => {
      cancelled = true;
    };
    // One history per resource: the component is keyed by it, so this runs once.
  }, []);

  useOnReconnected(() => {
    if (resumeAfter !== undefined) setResumeAfter(last.current);
  });

  const live = useSubscription(OfframpStatusEvents, {
    variables: { after: resumeAfter ?? null, filter },
    skip: resumeAfter === undefined,
    onData: ({ data }) => {
      if (data.data) append([data.data.statusEvents]);
    },
  });

  return (
    <section aria-label="Status history">
      <ol>
        {rows.map((event) => (
          <li key={event.cursor} data-cursor={event.cursor} data-status={event.status}>
            {event.previousStatus ?? 'created'} → {event.status} at {event.occurredAt}
          </li>
        ))}
      </ol>
      {(failure !== undefined || live.error) && <p role="alert">History unavailable: {describeFailure(failure ?? live.error)}</p>}
    </section>
  );
}
