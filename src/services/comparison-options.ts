// comparisonOptions (docs/comparison.md "Comparison options"; docs/dashboard.md "Choosing runs"): discovery of what can
// be compared, with zero model requests and a bounded scan per page. Without a baseline it lists
// baselines (completed live runs with a single-model target) that have at least one compatible
// partner; with one, the partners that pass the comparison validator.
import { ownerScope, type Actor } from './actor.ts';
import type { ServiceDeps } from './deps.ts';
import { comparisonFacts, completedLiveRuns, completedRunsRevision } from '../db/queries/comparison-candidates.ts';
import type { RunRecord } from '../db/queries/runs.ts';
import { BaselineCompatibility, type CompatibilityRun } from '../domain/compare/index.ts';
import type { QualityResult } from '../domain/compare/quality-rows.ts';
import type { Manifest } from '../domain/report/input.ts';
import { isObject } from '../domain/run/manifest-projection.ts';
import { badUserInput } from '../domain/errors.ts';
import type { KeyValue } from '../db/keyset.ts';
import { exhausted, newScanState, scanSummary, walkRuns, type ScanPage, type ScanState } from './discovery-scan.ts';

/** Per page: at most this many runs examined, for at most this long (docs/comparison.md "Comparison options"). */
export const SCAN_STEPS = 64;
export const SCAN_MILLISECONDS = 5_000;
/** A run with more result rows than this is not loaded; its pairs count as unverified. */
export const MAX_RESULT_ROWS = 250_000;

export type EmptyReason = 'baseline_not_completed_live_single' | 'evidence_size_limit' | 'no_compatible_saved_runs';

export type OptionsPage = ScanPage<EmptyReason>;

const hasSingleTarget = (run: RunRecord) => {
  const targets = isObject(run.manifestSummary) ? run.manifestSummary.targets : null;
  return Array.isArray(targets) && targets.some((t) => isObject(t) && (t.kind ?? 'single') === 'single');
};

const isBaselineCandidate = (run: RunRecord) => run.status === 'completed' && run.mode === 'live' && hasSingleTarget(run);

class FactsCache {
  private readonly runs = new Map<string, CompatibilityRun | 'oversized' | null>();
  constructor(private readonly deps: Pick<ServiceDeps, 'db'>) {}

  async get(run: RunRecord): Promise<CompatibilityRun | 'oversized' | null> {
    if (!this.runs.has(run.id)) this.runs.set(run.id, await this.load(run));
    return this.runs.get(run.id) ?? null;
  }

  private async load(run: RunRecord): Promise<CompatibilityRun | 'oversized' | null> {
    if (run.plannedCells > MAX_RESULT_ROWS) return 'oversized';
    const facts = await comparisonFacts(this.deps.db, run.id);
    if (!facts) return null;
    const manifest = JSON.parse(facts.manifest) as Manifest;
    return { run: { id: run.id, status: run.status, manifest }, results: facts.results as QualityResult[] };
  }
}

export async function comparisonOptions(
  deps: ServiceDeps,
  actor: Actor,
  baseline: RunRecord | null,
  first: number,
  after: readonly KeyValue[] | null,
  revision: string | null,
): Promise<OptionsPage> {
  const owner = ownerScope(actor);
  const current = await completedRunsRevision(deps.db, owner);
  if (revision !== null && revision !== current) throw badUserInput('Saved runs changed; refresh options from the first page');
  const state = newScanState({ steps: SCAN_STEPS, milliseconds: SCAN_MILLISECONDS });
  const facts = new FactsCache(deps);
  const page = baseline
    ? await partnersOf(deps, actor, facts, baseline, first, after, state, owner)
    : await baselines(deps, actor, facts, first, after, state, owner);
  return { ...page, ...scanSummary(page, state, first), revision: current };
}

type Walk = Pick<OptionsPage, 'options' | 'resumeKey' | 'hasNextPage' | 'emptyReason'>;

/** Walks completed live runs in list order (discovery-scan.ts). */
const walk = (
  deps: ServiceDeps,
  _actor: Actor,
  scope: Parameters<typeof completedLiveRuns>[1],
  first: number,
  after: readonly KeyValue[] | null,
  state: ScanState,
  accept: (run: RunRecord) => Promise<boolean>,
) => walkRuns((page) => completedLiveRuns(deps.db, scope, page), first, after, state, accept);

async function partnersOf(
  deps: ServiceDeps,
  actor: Actor,
  facts: FactsCache,
  baseline: RunRecord,
  first: number,
  after: readonly KeyValue[] | null,
  state: ScanState,
  owner: string | null,
): Promise<Walk> {
  if (!isBaselineCandidate(baseline)) {
    return { options: [], resumeKey: null, hasNextPage: false, emptyReason: 'baseline_not_completed_live_single' };
  }
  const baselineFacts = await facts.get(baseline);
  if (baselineFacts === 'oversized' || baselineFacts === null) {
    state.unverifiedBaselines += 1;
    return { options: [], resumeKey: null, hasNextPage: false, emptyReason: 'evidence_size_limit' };
  }
  const checker = new BaselineCompatibility(baselineFacts);
  const page = await walk(deps, actor, { owner, caseSha256: baseline.caseSha256, excludeRunId: baseline.id }, first, after, state, async (run) => {
    const candidate = await facts.get(run);
    if (candidate === 'oversized') {
      state.unverifiedPairs += 1;
      return false;
    }
    state.scannedPairs += 1;
    return candidate !== null && checker.comparable(candidate);
  });
  return { ...page, emptyReason: emptyReason(page, state) };
}

async function baselines(
  deps: ServiceDeps,
  actor: Actor,
  facts: FactsCache,
  first: number,
  after: readonly KeyValue[] | null,
  state: ScanState,
  owner: string | null,
): Promise<Walk> {
  const page = await walk(deps, actor, { owner }, first, after, state, async (run) => {
    if (!isBaselineCandidate(run)) return false;
    const baselineFacts = await facts.get(run);
    if (baselineFacts === 'oversized' || baselineFacts === null) {
      state.unverifiedBaselines += 1;
      return false;
    }
    const checker = new BaselineCompatibility(baselineFacts);
    if (!checker.eligible) return false;
    // Its first compatible partner qualifies it; partners share its cases.
    const partners = await completedLiveRuns(
      deps.db,
      { owner, caseSha256: run.caseSha256, excludeRunId: run.id },
      { limit: SCAN_STEPS, backward: false, after: null, before: null },
    );
    for (const partner of partners.rows) {
      if (exhausted(state)) {
        state.unverifiedBaselines += 1;
        return false;
      }
      state.steps += 1;
      const candidate = await facts.get(partner);
      if (candidate === 'oversized') {
        state.unverifiedPairs += 1;
        continue;
      }
      state.scannedPairs += 1;
      if (candidate !== null && checker.comparable(candidate)) return true;
    }
    return false;
  });
  return { ...page, emptyReason: emptyReason(page, state) };
}

function emptyReason(page: Omit<Walk, 'emptyReason'>, state: ScanState): EmptyReason | null {
  if (page.options.length > 0 || page.hasNextPage) return null;
  return state.unverifiedPairs > 0 || state.unverifiedBaselines > 0 ? 'evidence_size_limit' : 'no_compatible_saved_runs';
}
