// Shapes derived from one `compare` answer: the cards, the chart points and the iteration rows.
// Everything comes from the comparison and the runs' full reports, never from loaded pages.
import { formatCostChange, formatPoints, formatRecord } from '../../../../src/format/percent.ts';
import type { CompareQuery } from '../../gql/graphql.ts';
import type { QualityCostPoint } from '../../ui/chart-quality-cost.tsx';
import type { IterationPoint } from '../../ui/chart-iterations.tsx';

export type ComparisonSet = CompareQuery['compare'];
export type ComparisonResult = ComparisonSet['results'][number];
export type PairResult = Extract<ComparisonResult, { __typename: 'PairComparison' }>;
export type RejectedResult = Extract<ComparisonResult, { __typename: 'ComparisonRejected' }>;
export type Item = PairResult['items'][number];
export type BaselineTarget = ComparisonSet['baseline']['report']['targets'][number];

export const isPair = (r: ComparisonResult): r is PairResult => r.__typename === 'PairComparison';
export const isRejected = (r: ComparisonResult): r is RejectedResult => r.__typename === 'ComparisonRejected';

/** Quality Δ as signed percent points ("No change" at exactly 0). */
export function deltaText(delta: number): string {
  if (delta === 0) return 'No change';
  return formatPoints(delta);
}

export function deltaTone(delta: number | null): 'positive' | 'negative' | 'neutral' | 'unknown' {
  if (delta === null) return 'unknown';
  return delta > 0 ? 'positive' : delta < 0 ? 'negative' : 'neutral';
}

export function ciText(ci: readonly number[]): string {
  if (ci.length !== 2) return 'Unknown';
  return `${formatPoints(ci[0]!)} to ${formatPoints(ci[1]!)}`;
}

/** A saving in words ("saves 35.2%", "costs 2.1× as much"); the sign alone is easy to misread. */
export function savingText(value: number | null): string {
  if (value === null) return 'Unknown';
  return formatCostChange(value);
}

export const recordText = (item: { wins: number; ties: number; losses: number }): string => formatRecord(item.wins, item.ties, item.losses);

/**
 * Each candidate run's chart label: its name, with the start of its id when another compared
 * run has the same name (names default to "sr-bench").
 */
export function runLabels(set: ComparisonSet): Map<string, string> {
  const names = new Map<string, number>();
  for (const result of set.results) if (isPair(result)) names.set(result.candidate.name, (names.get(result.candidate.name) ?? 0) + 1);
  const labels = new Map<string, string>();
  for (const result of set.results) {
    if (!isPair(result)) continue;
    const { name, runId } = result.candidate;
    labels.set(runId, (names.get(name) ?? 0) > 1 ? `${name} · ${runId.slice(4, 10)}` : name);
  }
  return labels;
}

const itemLabel = (labels: Map<string, string>, result: PairResult, item: Item) =>
  result.items.length > 1
    ? `${labels.get(result.candidate.runId)} · ${item.candidateTargetId}`
    : (labels.get(result.candidate.runId) ?? result.candidate.runId);

export interface Unplotted {
  label: string;
  reason: string;
}

/** Chart points; targets without a known total cost or accuracy are listed, not drawn. */
export function qualityCostPoints(set: ComparisonSet) {
  const selectedId = set.baselineSelection.selectedTargetId;
  const singles: QualityCostPoint[] = [];
  const selected: QualityCostPoint[] = [];
  const candidates: QualityCostPoint[] = [];
  const unplotted: Unplotted[] = [];
  for (const t of set.baseline.report.targets) {
    if (t.macroAccuracy === null || t.totalSpendUsd === null) {
      unplotted.push({ label: t.targetId, reason: t.totalSpendUsd === null ? 'total cost unknown' : 'no macro accuracy' });
      continue;
    }
    const point = { label: t.targetId, cost: t.totalSpendUsd, quality: t.macroAccuracy * 100 };
    (t.targetId === selectedId ? selected : singles).push(point);
  }
  const labels = runLabels(set);
  set.results.forEach((result) => {
    if (!isPair(result)) return;
    for (const item of result.items) {
      const target = result.candidate.report.targets.find((t) => t.targetId === item.candidateTargetId);
      const label = itemLabel(labels, result, item);
      if (!target || target.macroAccuracy === null || target.totalSpendUsd === null) {
        unplotted.push({ label, reason: !target || target.totalSpendUsd === null ? 'total cost unknown' : 'no macro accuracy' });
        continue;
      }
      const quality = target.macroAccuracy * 100;
      const [low, high] = item.qualityDeltaCi95;
      const delta = item.qualityDelta;
      // The paired interval of Δ, placed around the candidate's point and clipped to 0–100 %.
      const interval: [number, number] | undefined =
        low === undefined || high === undefined
          ? undefined
          : [Math.max(0, Math.min(quality, (delta - low) * 100)), Math.max(0, Math.min(100 - quality, (high - delta) * 100))];
      candidates.push({ label, cost: target.totalSpendUsd, quality, interval });
    }
  });
  return { singles, selected, candidates, unplotted };
}

/** One row per comparison item, in iteration order. */
export function iterationPoints(set: ComparisonSet): IterationPoint[] {
  const points: IterationPoint[] = [];
  const labels = runLabels(set);
  set.results.forEach((result) => {
    if (!isPair(result)) return;
    for (const item of result.items) {
      const [low, high] = item.qualityDeltaCi95;
      const pp = item.qualityDelta * 100;
      points.push({
        label: itemLabel(labels, result, item),
        qualityPp: pp,
        interval: low === undefined || high === undefined ? [0, 0] : [pp - low * 100, high * 100 - pp],
        savingPercent: item.totalCostSavingPercent ?? null,
      });
    }
  });
  return points;
}
