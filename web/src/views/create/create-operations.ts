// The create flow's one data request and its mutations (docs/dashboard.md "Create evaluation"). Catalog, targets and the
// viewer come from the shell; this asks only for the datasets, the targets' fixed request
// settings and, from a baseline, the frozen baseline run.
import { graphql } from '../../gql/index.ts';

/** The generation parameters the create flow names (ui/generation-settings.ts). */
export const GenerationSettingsFragment = graphql(`
  fragment GenerationSettings on GenerationParameters { names temperature topP seed maxTokens reasoningEffort }
`);

export const CreateEvaluationQuery = graphql(`
  query CreateEvaluation($baseline: ID!, $withBaseline: Boolean!) {
    datasets(first: 100) {
      totalCount
      edges {
        node { datasetId name profile split seed caseCount customSubset benchmarks { benchmarkId count } }
      }
    }
    targets { targetId requestParams { ...GenerationSettings } sessionMode }
    baselineRun: run(id: $baseline) @include(if: $withBaseline) {
      runId name mode profileName caseCount sampling { ...GenerationSettings } costPolicy status
      progress { completed failed total }
      limits { maxCostUsd maxRunSeconds maxOutputTokens concurrency totalTimeoutSeconds idleTimeoutSeconds caseTimeoutSeconds maxCallsPerCase }
      targets { targetId kind }
    }
  }
`);

// Review prepares the chosen benchmarks no stored dataset holds (docs/dashboard.md "Review and start":
// preparing what is missing); the job is followed with preparationProgress (datasets/preparation-operations.ts).
export const PrepareMissingMutation = graphql(`
  mutation CreatePrepareDataset($benchmarks: [String!]!, $profile: ProfileId!, $seed: SafeInt!) {
    prepareDataset(input: { benchmarks: $benchmarks, profile: $profile, seed: $seed }) { preparation { ...PreparationState } userErrors { code message details } }
  }
`);

export const ComposeDatasetMutation = graphql(`
  mutation CreateComposeDataset($datasetIds: [ID!]!, $benchmarks: [String!]!) {
    composeDataset(input: { datasetIds: $datasetIds, benchmarks: $benchmarks }) { dataset { datasetId caseCount } userErrors { code message details } }
  }
`);

const PlanFields = graphql(`
  fragment ReviewedPlan on Plan {
    planSha256 caseSha256 total caseCount estimatedMaxReservationUsd modelRequests manifest
    warnings { code certain message }
    targets { targetId kind model priced configHash }
  }
`);
void PlanFields;

export const PlanRunMutation = graphql(`
  mutation CreatePlanRun($input: PlanInput!) {
    planRun(input: { plan: $input }) { plan { ...ReviewedPlan } userErrors { code message details } }
  }
`);

export const CandidatePlanMutation = graphql(`
  mutation CreateCandidatePlan($baselineRunId: ID!, $targetIds: [String!]!, $mode: RunMode, $name: String, $hypothesis: String, $experimentId: ID) {
    candidatePlan(input: { baselineRunId: $baselineRunId, targetIds: $targetIds, mode: $mode, name: $name, hypothesis: $hypothesis, experimentId: $experimentId }) { plan { ...ReviewedPlan } userErrors { code message details } }
  }
`);

// The reviewed plan is started by its hash: the server kept it when it was planned (README "Access").
export const StartRunMutation = graphql(`
  mutation CreateStartRun($planSha256: String!, $idempotencyKey: String!) {
    startRun(input: { planSha256: $planSha256, idempotencyKey: $idempotencyKey }) { run { runId status } userErrors { code message details } }
  }
`);
