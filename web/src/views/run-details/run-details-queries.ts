// Run details documents (docs/dashboard.md "Run details"). The view's data is ONE query: the header, the full report
// and the open section's page (chosen with @include), so opening the page is one request and a
// section/page/filter change is one more. Live state comes from the subscriptions below.
import { graphql } from '../../gql/index.ts';

export const RunDetailsQuery = graphql(`
  query RunDetails(
    $id: ID!
    $withResults: Boolean!
    $resultsAfter: String
    $resultsSearch: String
    $resultsView: CaseMatrixView
    $withCalls: Boolean!
    $callsAfter: String
    $callsSearch: String
    $withEvents: Boolean!
    $eventsAfter: String
    $eventKinds: [RunEventKind!]
  ) {
    run(id: $id) {
      id
      runId
      name
      mode
      profileName
      status
      error
      createdAt
      updatedAt
      wallTimeSeconds
      caseCount
      planSha256
      parentRunId
      importedFrom { storeName storeSha256 importedAt }
      targets { targetId kind model configHash }
      progress { total completed failed timeout running pending }
      limits { maxCostUsd }
      report {
        status
        complete
        wallTimeSeconds
        totalSpendUsd
        limitations
        failure { caseId targetId reason inferredFromSavedResults }
        accountingCorrection {
          qualified correctedCallCount verifiedCallCount unverifiableCallCount originalKnownSpendUsd
          correctedKnownSpendUsd modelRequests version createdAt evidenceSha256
        }
        targets {
          targetId complete macroAccuracy accuracy accuracyCi95 accuracyDenominator srBenchScore scoreScope correct total failed pending
          costUsd costComplete cacheNeutralCostUsd cacheNeutralCostBasis totalSpendUsd evaluationCostUsd callCount requestTimeSumSeconds
          tokens { inputTokens cachedInputTokens cacheWriteTokens outputTokens total }
          latencyP50Seconds latencyP95Seconds ttftP50Seconds
          selectedModels { model count }
          decisions { decision count }
          selectionStatuses { status count }
          selectionReasons { reason count }
          outputDiagnostics {
            plannedCases resultCases outputLimitCases
            strictFormat { checkedCases failedCases unassessedCases }
            subjectCalls { total unknownFinishReason finishReasons { reason count } }
          }
        }
        benchmarks {
          benchmark targetId accuracy accuracyCi95 accuracyDenominator correct total failed costUsd
          tokens { total } latencyP50Seconds latencyP95Seconds ttftP50Seconds
        }
      }
      accountingCorrections { correctionId version createdAt qualified correctedCallCount originalKnownSpendUsd correctedKnownSpendUsd modelRequests }
      recipeSnapshots { targetId verified status capturedAt recipeSha256 snapshot }
      notes(onlyRun: true) { noteId author body createdAt }
      lineage {
        isRecoveryChild
        mode
        parentRunId
        parentSnapshot { knownSpendUsd spendComplete status progress { total completed failed } }
        childAttempts(first: 10) { totalCount edges { node { runId status progress { total completed failed } } } }
      }
      caseMatrix(first: 25, after: $resultsAfter, filter: { search: $resultsSearch, view: $resultsView }) @include(if: $withResults) {
        targetIds
        totalCount
        hasNextPage
        rows {
          cursor caseId benchmark question
          cells {
            targetId outcome
            result { id caseId benchmark targetId status score correct costUsd latencySeconds ttftSeconds answer strictFormat qualityFailure error callCount details }
          }
        }
      }
      calls(first: 25, after: $callsAfter, filter: { search: $callsSearch }) @include(if: $withCalls) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { id callId caseId targetId role status model selectedModel costUsd latencySeconds } }
      }
      events(first: 25, after: $eventsAfter, kinds: $eventKinds) @include(if: $withEvents) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { cursor node { id seq at kind kindName data } }
      }
    }
  }
`);

export const RunCallQuery = graphql(`
  query RunCall($runId: ID!, $callId: ID!) {
    run(id: $runId) {
      id
      call(id: $callId) {
        id callId caseId targetId role status model selectedModel costUsd costComplete latencySeconds ttftSeconds
        startedAt finishedAt finishReason error usageComplete cacheReadReported cacheWriteReported inferenceCallCount
        usage { inputTokens cachedInputTokens cacheWriteTokens outputTokens total }
        modelUsage { model costUsd }
        receipt { final request toolCalls }
      }
    }
  }
`);

// One cell's calls (its steps) in order, with the receipts a step shows; 25 a page because each
// request repeats the conversation so far.
export const CellStepsQuery = graphql(`
  query CellSteps($runId: ID!, $caseId: String!, $targetId: String!, $after: String) {
    run(id: $runId) {
      id
      calls(first: 25, after: $after, filter: { caseId: [$caseId], targetId: [$targetId] }) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { id callId role status model selectedModel costUsd latencySeconds finishReason error receipt { final request toolCalls } } }
      }
    }
  }
`);

export const RunProgressSubscription = graphql(`
  subscription RunProgress($runId: ID!) {
    runProgress(runId: $runId) {
      status
      updatedAt
      wallTimeSeconds
      knownSpendUsd
      progress { total completed failed timeout running pending }
    }
  }
`);

export const ActiveCallsSubscription = graphql(`
  subscription ActiveCalls($runId: ID!) {
    activeCalls(runId: $runId) {
      at
      calls { id callId caseId targetId role status model selectedModel startedAt activity { phase phaseStartedAt lastActivityAt receivedBytes } }
      harnesses { caseId targetId phase steps artifactBytes startedAt updatedAt }
    }
  }
`);

export const RunEventsSubscription = graphql(`
  subscription RunEventsLive($runId: ID!, $after: String) {
    runEvents(runId: $runId, after: $after) { id seq at kind kindName data }
  }
`);

export const CancelRunMutation = graphql(`
  mutation CancelRun($id: ID!) {
    cancelRun(input: { id: $id }) { run { id runId status updatedAt } userErrors { code message details } }
  }
`);

export const RecoveryPlanMutation = graphql(`
  mutation RecoveryPlan($runId: ID!, $mode: RecoveryMode!) {
    recoveryPlan(input: { runId: $runId, mode: $mode }) {
      recoveryPlan {
        parentRunId
        mode
        eligibleCells { caseId targetId }
        excluded { caseId targetId reason }
        counts { eligible excluded }
        parent { status knownSpendUsd spendComplete progress { total completed failed } }
        newAttemptBudgetUsd
        requiresNewAttemptAcknowledgment
        scope
        planSha256
        document
      }
      userErrors { code message details }
    }
  }
`);

export const RecoverMutation = graphql(`
  mutation Recover($runId: ID!, $plan: JSON!, $idempotencyKey: String!, $acknowledgeNewAttempt: Boolean) {
    recover(input: { runId: $runId, plan: $plan, idempotencyKey: $idempotencyKey, acknowledgeNewAttempt: $acknowledgeNewAttempt }) { run { id runId status } userErrors { code message details } }
  }
`);

/** The self-contained HTML report, fetched on "Download report" only (not part of the view's query). */
export const RunReportHtmlQuery = graphql(`
  query RunReportHtml($id: ID!) {
    run(id: $id) {
      id
      runId
      reportHtml
    }
  }
`);

/** The notes about one case or cell, read when its detail opens. */
export const ScopedNotesQuery = graphql(`
  query ScopedNotes($runId: ID!, $caseId: String!, $targetId: String) {
    run(id: $runId) {
      id
      notes(caseId: $caseId, targetId: $targetId) { noteId author body createdAt caseId targetId }
    }
  }
`);

export const AddRunNoteMutation = graphql(`
  mutation AddRunNote($input: AddRunNoteInput!) {
    addRunNote(input: $input) { note { noteId author body createdAt caseId targetId } userErrors { code message } }
  }
`);
