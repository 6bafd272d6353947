// The experiments view's requests (docs/dashboard.md "Experiments").
import { graphql } from '../../gql/index.ts';

export const ExperimentsListQuery = graphql(`
  query ExperimentsList($first: Int, $after: String, $last: Int, $before: String) {
    experiments(first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { node { id experimentId name createdAt updatedAt runCount activeRunCount } }
    }
  }
`);

export const ExperimentDetailsQuery = graphql(`
  query ExperimentDetails($id: ID!, $withRuns: Boolean!) {
    experiment(id: $id) {
      id experimentId name owner createdAt updatedAt runCount activeRunCount
      members(first: 100) {
        totalCount
        pageInfo { hasNextPage }
        edges {
          node {
            role hypothesis linkedAt
            run {
              runId name mode profileName status caseCount targets { targetId kind } progress { completed failed total }
              report { totalSpendUsd targets { targetId accuracy } }
            }
          }
        }
      }
    }
    runs(first: 50) @include(if: $withRuns) {
      edges { node { runId name mode profileName status allowedExperimentRoles } }
    }
  }
`);

export const CreateExperimentMutation = graphql(`
  mutation ExperimentCreate($name: String!, $idempotencyKey: String!) {
    createExperiment(input: { name: $name, idempotencyKey: $idempotencyKey }) { experiment { id experimentId name } userErrors { code message details } }
  }
`);

export const AttachRunMutation = graphql(`
  mutation ExperimentAttachRun($experimentId: ID!, $runId: ID!, $role: ExperimentRole!, $hypothesis: String) {
    attachRun(input: { experimentId: $experimentId, runId: $runId, role: $role, hypothesis: $hypothesis }) { membership { role linkedAt } userErrors { code message details } }
  }
`);

export const DeleteExperimentMutation = graphql(`
  mutation ExperimentDelete($id: ID!, $idempotencyKey: String!) {
    deleteExperiment(input: { id: $id, idempotencyKey: $idempotencyKey }) { deletion { experimentId deleted unlinkedRuns runsDeleted modelRequests } userErrors { code message details } }
  }
`);
