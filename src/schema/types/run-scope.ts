// Facts about a run that fields and argument checks share.
import type { RunRecord } from '../../db/queries/runs.ts';
import { isObject } from '../../domain/run/manifest-projection.ts';
import { badUserInput } from '../../domain/errors.ts';

/** A filter naming a target or benchmark the run does not have is refused, not matched to nothing. */
export function checkRunFilter(run: RunRecord, filter: { targetId?: readonly string[] | null; benchmark?: readonly string[] | null } | null | undefined): void {
  const refuse = (what: string, asked: readonly string[] | null | undefined, known: Set<string>) => {
    const unknown = (asked ?? []).filter((value) => !known.has(value));
    if (unknown.length) throw badUserInput(`Run ${run.id} has no ${what} ${unknown.join(', ')}`);
  };
  refuse('target', filter?.targetId, new Set(run.targetIds));
  if (filter?.benchmark) refuse('benchmark', filter.benchmark, new Set(runBenchmarks(run)));
}

/** Benchmarks present in the run's cases, in code-point order. */
export function runBenchmarks(run: RunRecord): string[] {
  const summary = isObject(run.manifestSummary) ? run.manifestSummary : {};
  const versions = summary.adapter_versions;
  return isObject(versions) ? Object.keys(versions).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : [];
}
