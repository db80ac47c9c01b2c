// The Relay compiler's input: it reads these graphql tags and writes each operation's artifact to
// __generated__/ (`npm run relay`). Nothing imports this file at run time, where relay-runtime's
// `graphql` throws without the Babel plugin: code imports the artifacts.
import { graphql } from 'relay-runtime';

graphql`
  query RelayNodeQuery($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Offramp {
        reference
        status
      }
      ... on BusinessCustomer {
        name
        verificationStatus
      }
    }
  }
`;

graphql`
  fragment RelayOfframpStatus_offramp on Offramp @refetchable(queryName: "RelayOfframpStatusRefetchQuery") {
    id
    status
    amount
  }
`;

graphql`
  query RelayOfframpQuery($id: ID!) {
    node(id: $id) {
      ...RelayOfframpStatus_offramp @alias
    }
  }
`;

graphql`
  fragment RelayEspTransactions_query on Query
  @refetchable(queryName: "RelayEspTransactionsPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 2 }, after: { type: "String" }) {
    espTransactions(first: $first, after: $after) @connection(key: "RelayEspTransactions_espTransactions") {
      totalCount
      edges {
        node {
          id
          amount
          status
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;

graphql`
  query RelayEspTransactionsQuery {
    ...RelayEspTransactions_query
  }
`;

graphql`
  query RelayViewerQuery {
    viewer {
      mode
    }
  }
`;

graphql`
  query RelayWatchedOfframpQuery($id: ID!) {
    offramp(id: $id) {
      id
      status
    }
  }
`;

graphql`
  query RelayEventHistoryQuery($ids: [ID!], $first: Int) {
    events(first: $first, filter: { resourceIds: $ids }) {
      edges {
        cursor
        node {
          id
          cursor
          kind
          resourceId
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
`;
