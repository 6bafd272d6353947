// Why a target row has no sr-bench score, in words (docs/formats.md "Metrics"). The score is the
// macro accuracy of a complete, non-recovery run over the full nine-benchmark suite.

export interface ScoreRow {
  sr_bench_score: number | null;
  score_scope: string;
  complete: boolean;
  macro_accuracy: number | null;
}

/** Null when the row has a score; otherwise the first condition it misses. */
export function scoreUnknownReason(row: ScoreRow, recovery: boolean): string | null {
  if (row.sr_bench_score !== null) return null;
  if (!row.score_scope.startsWith('full sr-bench 1.0')) return 'the plan covers a subset of the nine sr-bench 1.0 benchmarks; macro accuracy is shown instead';
  if (!row.complete) return 'not every planned case of this target is completed and scored';
  if (recovery) return 'a recovery run covers only the cells it re-ran';
  return 'a benchmark accuracy is unknown';
}

/**
 * The reasons of the targets without a score, for display: said once when every target has the
 * same one, else one per target (targets with a score are left out).
 */
export function groupScoreReasons(reasons: readonly (readonly [string, string | null])[]): { shared: string | null; each: (readonly [string, string])[] } {
  const each = reasons.filter((entry): entry is readonly [string, string] => entry[1] !== null);
  const distinct = new Set(each.map(([, reason]) => reason));
  const shared = distinct.size === 1 && each.length === reasons.length ? [...distinct][0]! : null;
  return { shared, each: shared === null ? each : [] };
}
