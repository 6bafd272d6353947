// Offline replay (docs/dashboard.md "Offline estimate"): the eligible saved pairs and the mutation that creates the
// estimate. Asked only once the disclosure is opened.
import { graphql } from '../../gql/index.ts';

export const ReplayOptionsDoc = graphql(`
  query ReplayOptions($baseline: ID!, $hasBaseline: Boolean!) {
    replayBaselines: replayOptions(first: 10) {
      ...ReplayOptionPage
    }
    replayPreviews: replayOptions(baselineRunId: $baseline, first: 10) @include(if: $hasBaseline) {
      ...ReplayOptionPage
    }
  }
`);

export const ReplayOptionPageFragment = graphql(`
  fragment ReplayOptionPage on ReplayOptionConnection {
    emptyReason
    scanLimited
    pageInfo { hasNextPage }
    edges { node { runId name profile caseCount } }
  }
`);

export const CreateReplayDoc = graphql(`
  mutation CreateReplay($baselineRunId: ID!, $previewRunId: ID!, $idempotencyKey: String!) {
    createReplay(input: { baselineRunId: $baselineRunId, previewRunId: $previewRunId, idempotencyKey: $idempotencyKey }) {
      run { runId }
      userErrors { code message details }
    }
  }
`);
