// The Runs list's documents (docs/dashboard.md "Runs list"): one query for the page (with the active count) and
// the inventory subscription that replaces the original 5 s / 15 s polling.
import { graphql } from '../../gql/index.ts';

export const RunsListQuery = graphql(`
  query RunsList($first: Int, $after: String, $last: Int, $before: String, $filter: RunFilter) {
    runs(first: $first, after: $after, last: $last, before: $before, filter: $filter) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges {
        node {
          id
          runId
          name
          mode
          profileName
          status
          importedFrom { storeName }
          report { totalSpendUsd targets { targetId accuracy } }
          createdAt
          updatedAt
          targets { targetId kind model }
          progress { total completed failed timeout running pending }
        }
      }
    }
    active: runs(first: 1, filter: { status: [ACTIVE] }) { totalCount }
  }
`);

export const RunsChangedSubscription = graphql(`
  subscription RunsChanged {
    runsChanged { runId status createdAt updatedAt }
  }
`);
