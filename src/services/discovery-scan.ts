// The bounded scan behind the discovery queries (comparisonOptions, replayOptions;
// docs/comparison.md "Comparison options"): walk saved runs in list order, one step per run examined, until the page is full or the
// budget (steps, wall time) ends; the page resumes after the last run examined.
import type { KeyValue, Page, PageRequest } from '../db/keyset.ts';
import type { RunRecord } from '../db/queries/runs.ts';

export interface ScanBudget {
  steps: number;
  milliseconds: number;
}

export interface ScanState {
  budget: ScanBudget;
  started: number;
  steps: number;
  scannedPairs: number;
  unverifiedPairs: number;
  unverifiedBaselines: number;
}

export const newScanState = (budget: ScanBudget): ScanState => ({
  budget,
  started: Date.now(),
  steps: 0,
  scannedPairs: 0,
  unverifiedPairs: 0,
  unverifiedBaselines: 0,
});

export const exhausted = (s: ScanState) => s.steps >= s.budget.steps || Date.now() - s.started > s.budget.milliseconds;

/** One page of a scan: the options found and where the next page resumes. */
export interface ScanPage<EmptyReason extends string = string> {
  options: RunRecord[];
  /** Key of the last run examined: the next page resumes after it. */
  resumeKey: readonly KeyValue[] | null;
  hasNextPage: boolean;
  scanLimited: boolean;
  scannedPairs: number;
  unverifiedPairs: number;
  unverifiedBaselines: number;
  emptyReason: EmptyReason | null;
  /** The revision of the scanned set; a cursor from another revision is stale. */
  revision: string;
}

export interface ScanWalk {
  options: RunRecord[];
  resumeKey: readonly KeyValue[] | null;
  hasNextPage: boolean;
}

/** Walks `fetch`'s pages (keyed by created_at, id), keeping the runs `accept` takes. */
export async function walkRuns(
  fetch: (page: PageRequest) => Promise<Page<RunRecord>>,
  first: number,
  after: readonly KeyValue[] | null,
  state: ScanState,
  accept: (run: RunRecord) => Promise<boolean>,
): Promise<ScanWalk> {
  const options: RunRecord[] = [];
  let cursor = after;
  for (;;) {
    const batch = await fetch({ limit: Math.min(state.budget.steps, 32), backward: false, after: cursor, before: null });
    for (const run of batch.rows) {
      state.steps += 1;
      cursor = [run.createdAt, run.id];
      if (await accept(run)) options.push(run);
      const more = batch.hasNextPage || run !== batch.rows.at(-1);
      if (options.length >= first || exhausted(state)) return { options, resumeKey: cursor, hasNextPage: more };
    }
    if (!batch.hasNextPage) return { options, resumeKey: cursor, hasNextPage: false };
  }
}

/** The page's counters; limited when the budget ended it before it was full or some pairs could not be checked. */
export function scanSummary(page: ScanWalk, state: ScanState, first: number) {
  return {
    scanLimited: (page.hasNextPage && page.options.length < first) || state.unverifiedPairs > 0 || state.unverifiedBaselines > 0,
    scannedPairs: state.scannedPairs,
    unverifiedPairs: state.unverifiedPairs,
    unverifiedBaselines: state.unverifiedBaselines,
  };
}
