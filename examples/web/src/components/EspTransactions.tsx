// The caller's ESP transactions: a Relay connection paged by cursor, filtered by direction and
// status, whose rows change status live.
import { useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../gql';
import type { EspTransactionFilter } from '../gql/graphql';
import { EspTransactionFilters } from './EspTransactionFilters';

const PAGE_SIZE = 10;

const EspTransactionsQuery = graphql(`
  query EspTransactions($filter: EspTransactionFilter, $first: Int, $after: String, $last: Int, $before: String) {
    espTransactions(filter: $filter, first: $first, after: $after, last: $last, before: $before) {
      edges {
        node {
          id
          reference
          direction
          currency
          amount
          status
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      totalCount
    }
  }
`);

// Apollo's cache keeps one EspTransaction per id: an update written by the subscription changes
// the row wherever it is shown, with no code here. A row stays on its page until the next
// request, even when its new status no longer matches the filter.
const EspTransactionUpdates = graphql(`
  subscription EspTransactionUpdates {
    espTransactionUpdated {
      id
      status
    }
  }
`);

/** Which page: the first after a cursor, or the last before one (Relay's two directions). */
type Page = { first: number; after?: string } | { last: number; before: string };

export function EspTransactions() {
  const [filter, setFilter] = useState<EspTransactionFilter>({});
  const [page, setPage] = useState<Page>({ first: PAGE_SIZE });
  const { data, previousData, loading, error } = useQuery(EspTransactionsQuery, { variables: { filter, ...page } });
  useSubscription(EspTransactionUpdates);

  // The previous page stays on screen while the next one loads, so the table does not jump.
  const connection = (data ?? previousData)?.espTransactions;

  return (
    <section aria-labelledby="esp-heading">
      <h2 id="esp-heading">ESP transactions</h2>
      <EspTransactionFilters
        filter={filter}
        onChange={(next) => {
          // Cursors belong to one filter: a new filter starts again from the newest.
          setFilter(next);
          setPage({ first: PAGE_SIZE });
        }}
      />
      {error && <p role="alert">{error.message}</p>}
      {connection && (
        <>
          <p>
            {connection.totalCount} transactions{loading && ' (loading…)'}
          </p>
          <table aria-label="ESP transactions">
            <thead>
              <tr>
                <th>Reference</th>
                <th>Direction</th>
                <th>Amount</th>
                <th>Status</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {connection.edges.map(({ node }) => (
                <tr key={node.id} data-id={node.id}>
                  <td>{node.reference}</td>
                  <td>{node.direction}</td>
                  <td>
                    {node.amount} {node.currency}
                  </td>
                  <td data-column="status">{node.status}</td>
                  <td>{new Date(node.createdAt).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label="Pages">
            <button
              type="button"
              disabled={!connection.pageInfo.hasPreviousPage || !connection.pageInfo.startCursor}
              onClick={() => connection.pageInfo.startCursor && setPage({ last: PAGE_SIZE, before: connection.pageInfo.startCursor })}
            >
              Newer
            </button>
            <button
              type="button"
              disabled={!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor}
              onClick={() => connection.pageInfo.endCursor && setPage({ first: PAGE_SIZE, after: connection.pageInfo.endCursor })}
            >
              Older
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
