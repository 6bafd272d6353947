// replayOptions (docs/runs.md "Replay runs"; docs/api.md "Pagination"; docs/dashboard.md "Offline estimate"): discovery of eligible
// offline replay pairs with zero model requests and a bounded scan per page. Without a baseline
// it lists completed live single-model baselines that have at least one eligible preview; with
// one, the completed previews on its frozen cases that pass the replay validator.
import { ownerScope, type Actor } from './actor.ts';
import type { ServiceDeps } from './deps.ts';
import type { KeyValue } from '../db/keyset.ts';
import { completedReplaySources, replaySourcesRevision } from '../db/queries/replay-candidates.ts';
import { runManifestRow, type RunRecord } from '../db/queries/runs.ts';
import { checkReplayEligibility, ReplayIneligible, type ReplayPair } from '../domain/replay/eligibility.ts';
import { isObject } from '../domain/run/manifest-projection.ts';
import { badUserInput } from '../domain/errors.ts';
import { callRows, parseObject, resultRows } from './replays.ts';
import { exhausted, newScanState, scanSummary, walkRuns, type ScanBudget, type ScanPage, type ScanState } from './discovery-scan.ts';

/** Per page: at most this many runs examined, for at most this long (docs/comparison.md "Comparison options"). */
export const REPLAY_SCAN_STEPS = 64;
export const REPLAY_SCAN_MILLISECONDS = 5_000;
/** A run with more planned cells than this is not loaded; its pairs count as unverified. */
export const MAX_REPLAY_RESULT_ROWS = 250_000;

export type ReplayEmptyReason = 'baseline_not_completed_live' | 'evidence_size_limit' | 'no_compatible_saved_runs';

export type ReplayOptionsPage = ScanPage<ReplayEmptyReason>;

export const REPLAY_OPTIONS_STALE = 'Saved runs changed; refresh options from the first page';

interface Evidence {
  baseline: Pick<ReplayPair, 'baseline' | 'baselineResults' | 'baselineCalls'> | null;
  preview: Pick<ReplayPair, 'preview' | 'previewResults'> | null;
}

const DEFAULT_BUDGET: ScanBudget = { steps: REPLAY_SCAN_STEPS, milliseconds: REPLAY_SCAN_MILLISECONDS };

/** Completed, live, and every target a single model (the baseline rule of the validator). */
function isBaselineCandidate(run: RunRecord): boolean {
  const targets = isObject(run.manifestSummary) ? run.manifestSummary.targets : null;
  return (
    run.status === 'completed' &&
    run.mode === 'live' &&
    run.caseSha256 !== null &&
    Array.isArray(targets) &&
    targets.length > 0 &&
    targets.every((t) => isObject(t) && (t.kind ?? 'single') === 'single')
  );
}

/** Loads each run's evidence once per request; oversized runs are never loaded. */
class EvidenceCache {
  private readonly loaded = new Map<string, Evidence | 'oversized'>();
  constructor(private readonly deps: Pick<ServiceDeps, 'db'>) {}

  async get(run: RunRecord): Promise<Evidence | 'oversized'> {
    let found = this.loaded.get(run.id);
    if (found === undefined) {
      found = await this.load(run);
      this.loaded.set(run.id, found);
    }
    return found;
  }

  private async load(run: RunRecord): Promise<Evidence | 'oversized'> {
    if (run.plannedCells > MAX_REPLAY_RESULT_ROWS) return 'oversized';
    const row = await runManifestRow(this.deps.db, run.id);
    if (!row) return { baseline: null, preview: null };
    const side = { id: row.id, status: row.status, manifest: parseObject(row.manifest) };
    const results = await resultRows(this.deps.db, run.id);
    if (run.mode === 'preview') return { baseline: null, preview: { preview: side, previewResults: results } };
    return { baseline: { baseline: side, baselineResults: results, baselineCalls: await callRows(this.deps.db, run.id) }, preview: null };
  }
}

function eligible(baseline: Evidence, preview: Evidence): boolean {
  if (!baseline.baseline || !preview.preview) return false;
  try {
    checkReplayEligibility({ ...baseline.baseline, ...preview.preview });
    return true;
  } catch (error) {
    if (error instanceof ReplayIneligible) return false;
    throw error;
  }
}

export async function replayOptions(
  deps: ServiceDeps,
  actor: Actor,
  baseline: RunRecord | null,
  first: number,
  after: readonly KeyValue[] | null,
  revision: string | null,
  budget: ScanBudget = DEFAULT_BUDGET,
): Promise<ReplayOptionsPage> {
  const owner = ownerScope(actor);
  const current = await replaySourcesRevision(deps.db, owner);
  if (revision !== null && revision !== current) throw badUserInput(REPLAY_OPTIONS_STALE);
  const state = newScanState(budget);
  const cache = new EvidenceCache(deps);
  const page = baseline
    ? await previewsOf(deps, actor, cache, baseline, first, after, state, owner)
    : await baselines(deps, actor, cache, first, after, state, owner);
  return { ...page, ...scanSummary(page, state, first), revision: current };
}

type Walk = Pick<ReplayOptionsPage, 'options' | 'resumeKey' | 'hasNextPage' | 'emptyReason'>;

/** Walks completed runs of one mode in list order (discovery-scan.ts). */
const walk = (
  deps: ServiceDeps,
  _actor: Actor,
  scope: Parameters<typeof completedReplaySources>[1],
  first: number,
  after: readonly KeyValue[] | null,
  state: ScanState,
  accept: (run: RunRecord) => Promise<boolean>,
) => walkRuns((page) => completedReplaySources(deps.db, scope, page), first, after, state, accept);

async function pairEligible(cache: EvidenceCache, baseline: Evidence, preview: RunRecord, state: ScanState): Promise<boolean> {
  const evidence = await cache.get(preview);
  if (evidence === 'oversized') {
    state.unverifiedPairs += 1;
    return false;
  }
  state.scannedPairs += 1;
  return eligible(baseline, evidence);
}

async function previewsOf(
  deps: ServiceDeps,
  actor: Actor,
  cache: EvidenceCache,
  baseline: RunRecord,
  first: number,
  after: readonly KeyValue[] | null,
  state: ScanState,
  owner: string | null,
): Promise<Walk> {
  if (!isBaselineCandidate(baseline)) return { options: [], resumeKey: null, hasNextPage: false, emptyReason: 'baseline_not_completed_live' };
  const evidence = await cache.get(baseline);
  if (evidence === 'oversized') {
    state.unverifiedBaselines += 1;
    return { options: [], resumeKey: null, hasNextPage: false, emptyReason: 'evidence_size_limit' };
  }
  const page = await walk(deps, actor, { owner, mode: 'preview', caseSha256: baseline.caseSha256 }, first, after, state, (run) =>
    pairEligible(cache, evidence, run, state),
  );
  return { ...page, emptyReason: emptyReason(page, state) };
}

async function baselines(
  deps: ServiceDeps,
  actor: Actor,
  cache: EvidenceCache,
  first: number,
  after: readonly KeyValue[] | null,
  state: ScanState,
  owner: string | null,
): Promise<Walk> {
  const page = await walk(deps, actor, { owner, mode: 'live' }, first, after, state, async (run) => {
    if (!isBaselineCandidate(run)) return false;
    const evidence = await cache.get(run);
    if (evidence === 'oversized') {
      state.unverifiedBaselines += 1;
      return false;
    }
    // Its first eligible preview qualifies it; previews share its cases.
    const previews = await completedReplaySources(
      deps.db,
      { owner, mode: 'preview', caseSha256: run.caseSha256 },
      { limit: REPLAY_SCAN_STEPS, backward: false, after: null, before: null },
    );
    for (const preview of previews.rows) {
      if (exhausted(state)) {
        state.unverifiedBaselines += 1;
        return false;
      }
      state.steps += 1;
      if (await pairEligible(cache, evidence, preview, state)) return true;
    }
    return false;
  });
  return { ...page, emptyReason: emptyReason(page, state) };
}

function emptyReason(page: Omit<Walk, 'emptyReason'>, state: ScanState): ReplayEmptyReason | null {
  if (page.options.length > 0 || page.hasNextPage) return null;
  return state.unverifiedPairs > 0 || state.unverifiedBaselines > 0 ? 'evidence_size_limit' : 'no_compatible_saved_runs';
}
