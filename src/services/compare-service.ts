// compare(baseline, candidates) (docs/comparison.md "Several candidates"): the baseline is validated once; each
// candidate is compared or rejected on its own; reports come from the report service (kept
// for terminal runs, materialised in the database), so N candidates cost N + 1 report reads at
// most; kept reports carry only the compact comparison facts (compare/facts.ts).
import { ownerScope, type Actor } from './actor.ts';
import type { ServiceDeps } from './deps.ts';
import { runsByIds } from '../db/queries/runs.ts';
import {
  baselineCostReason,
  BASELINE_SELECTION,
  BASELINE_SELECTION_QUALIFICATION,
  BASELINE_TIE_POLICY,
  comparisonCsv,
  comparisonJson,
  prepareBaseline,
  type CandidateOutcome,
  type ComparisonFactsInput,
  type PreparedBaseline,
} from '../domain/compare/index.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { compareInTurns } from './compare-in-turns.ts';
import { notFound } from '../domain/errors.ts';

export interface BaselineSelectionView {
  selection: string;
  qualification: string;
  selectedTargetId: string;
  tiedBestTargetIds: string[];
  tiePolicy: string;
  costComparisonEligible: boolean;
  costComparisonReason: string | null;
}

export interface ComparisonSetView {
  baselineRunId: string;
  baselineSelection: BaselineSelectionView;
  results: CandidateOutcome[];
  csv: () => string;
  json: () => unknown;
}

async function runInput(deps: ServiceDeps, _actor: Actor, runId: string, status: string): Promise<ComparisonFactsInput | null> {
  const built = await deps.reports.report(deps.db, runId, status);
  return built ? { input: built.facts, report: built.document } : null;
}

function selectionView(baseline: PreparedBaseline): BaselineSelectionView {
  const selection = baseline.selection;
  return {
    selection: BASELINE_SELECTION,
    qualification: BASELINE_SELECTION_QUALIFICATION,
    selectedTargetId: selection.best,
    tiedBestTargetIds: [...selection.tied],
    tiePolicy: BASELINE_TIE_POLICY,
    costComparisonEligible: selection.tiedCostsComplete,
    costComparisonReason: baselineCostReason(selection.tiedCostsComplete),
  };
}

export async function compareRunsView(
  deps: ServiceDeps,
  actor: Actor,
  { baselineRunId, candidateRunIds }: { baselineRunId: string; candidateRunIds: readonly string[] },
): Promise<ComparisonSetView> {
  const ids = [baselineRunId, ...candidateRunIds];
  const visible = new Map((await runsByIds(deps.db, ids, ownerScope(actor))).map((run) => [run.id, run]));
  const baselineRun = visible.get(baselineRunId);
  if (!baselineRun) throw notFound(`Run ${baselineRunId} not found`);
  const baselineInput = await runInput(deps, actor, baselineRun.id, baselineRun.status);
  if (!baselineInput) throw notFound(`Run ${baselineRunId} not found`);

  const baseline = prepareBaseline(baselineInput);
  const candidates = [];
  for (const runId of new Set(candidateRunIds)) {
    const run = visible.get(runId);
    candidates.push({ runId, run: run ? await runInput(deps, actor, run.id, run.status) : null });
  }
  const { results } = await compareInTurns(baseline, candidates);
  return {
    baselineRunId,
    baselineSelection: selectionView(baseline),
    results,
    csv: () => comparisonCsv(results),
    json: () => comparisonJson(baselineRunId, baseline.report, results, nowIsoMicros()),
  };
}
