// The compare view's GraphQL documents (docs/dashboard.md "Compare iterations"). Choosing runs is one request per
// baseline (its page of baselines, its partners and the chosen run itself); the comparison is
// one request per choice of runs and carries the CSV/JSON exports with it.
import { graphql } from '../../gql/index.ts';

export const CompareOptionsDoc = graphql(`
  query CompareOptions($baseline: ID!, $hasBaseline: Boolean!) {
    baselines: comparisonOptions(first: 10) {
      ...ComparisonOptionPage
    }
    partners: comparisonOptions(baselineRunId: $baseline, first: 10) @include(if: $hasBaseline) {
      ...ComparisonOptionPage
    }
    chosen: run(id: $baseline) @include(if: $hasBaseline) {
      runId
      name
      profileName
      caseCount
    }
  }
`);

/** "Load more" for either list: asked only when the user presses the button. */
export const CompareOptionsPageDoc = graphql(`
  query CompareOptionsPage($baseline: ID, $after: String) {
    comparisonOptions(baselineRunId: $baseline, first: 10, after: $after) {
      ...ComparisonOptionPage
    }
  }
`);

export const ComparisonOptionPageFragment = graphql(`
  fragment ComparisonOptionPage on ComparisonOptionConnection {
    emptyReason
    scanLimited
    unverifiedPairs
    unverifiedBaselines
    pageInfo { hasNextPage endCursor }
    edges { node { runId name profile caseCount run { createdAt status } } }
  }
`);

export const CompareDoc = graphql(`
  query Compare($baseline: ID!, $candidates: [ID!]!) {
    compare(baselineRunId: $baseline, candidateRunIds: $candidates) {
      csv
      json
      baseline {
        runId
        name
        profileName
        caseCount
        report {
          targets {
            targetId
            macroAccuracy
            correct
            total
            completed
            failed
            costComplete
            costUsd
            totalSpendUsd
            cacheNeutralCostUsd
            tokens { total }
            latencyP50Seconds
            latencyP95Seconds
          }
        }
      }
      baselineSelection {
        selection
        qualification
        selectedTargetId
        tiedBestTargetIds
        tiePolicy
        costComparisonEligible
        costComparisonReason
      }
      results {
        __typename
        ... on PairComparison {
          candidateRunId
          candidateQualityComplete
          baselineQualityComplete
          qualityDenominator
          candidate {
            runId
            name
            createdAt
            status
            progress { total completed failed }
            report { targets { targetId macroAccuracy totalSpendUsd failed } }
          }
          items {
            candidateTargetId
            baselineTargetId
            qualityMetric
            qualityDelta
            qualityDeltaCi95
            qualityDeltaCi95Method
            qualityDeltaCi95Qualification
            qualityDeltaBootstrapCi95
            microQualityDelta
            pairedCases
            wins
            losses
            ties
            totalCostSavingPercent
            totalCostComparisonReason
            subjectCostSavingPercent
            baselineSubjectCostUsd
            candidateSubjectCostUsd
            baselineEvaluationCostUsd
            candidateEvaluationCostUsd
            baselineTotalCostUsd
            candidateTotalCostUsd
            cacheNeutralBaselineCostUsd
            cacheNeutralCandidateCostUsd
            cacheNeutralCostSavingPercent
          }
        }
        ... on ComparisonRejected {
          candidateRunId
          code
          message
        }
      }
    }
  }
`);

/** The cases behind one item's paired record, fetched when its "Case by case" panel opens. */
export const CaseDiffDoc = graphql(`
  query CompareCaseDiff($input: CaseDiffInput!, $after: String) {
    caseDiff(input: $input, first: 25, after: $after) {
      counts { wins ties losses unpaired }
      totalCount
      hasNextPage
      rows {
        cursor caseId benchmark question change
        baseline { targetId outcome result { id answer score } }
        candidate { targetId outcome result { id answer score } }
      }
    }
  }
`);
