/**
 * Baseline selection (docs/comparison.md): the strongest single-model target of the baseline by
 * exact quality; among exact ties, known total spend first, cheapest first, then id.
 */
import { compareCodePoints } from '../hashing/code-point-order.ts';
import { compare } from '../stats/rational.ts';
import type { Rational } from '../stats/rational.ts';
import { exactQuality } from './exact-quality.ts';
import type { BenchmarkWeights, QualityReport } from './exact-quality.ts';

export interface BaselineSelection {
  /** The selected target id (`baseline_selected_target_id`). */
  best: string;
  /** Every single with the maximum quality, sorted by id (`baseline_tied_best_target_ids`). */
  tied: string[];
  /** Every tied target has a known total spend (`baseline_cost_comparison_eligible`). */
  tiedCostsComplete: boolean;
}

export function strongestSingle(singles: readonly { readonly id: string }[], report: QualityReport, weights: BenchmarkWeights): BaselineSelection {
  if (singles.length === 0) throw new RangeError('Baseline must contain a single-model target');
  const scored = singles.map((t) => ({ id: t.id, quality: exactQuality(report, t.id, weights) }));
  let maximum: Rational = scored[0]!.quality;
  for (const { quality } of scored) if (compare(quality, maximum) > 0) maximum = quality;
  const tied = scored
    .filter(({ quality }) => compare(quality, maximum) === 0)
    .map(({ id }) => id)
    .sort(compareCodePoints);

  const spend = new Map<string, number | null>();
  for (const row of report.summary.targets) spend.set(row.id, row.total_spend_usd);
  const totalSpend = (id: string): number | null => {
    if (!spend.has(id)) throw new RangeError(`Report has no target row for ${id}`);
    return spend.get(id) ?? null;
  };

  // min over the key (not priced, total if priced else +∞, id); `tied` is already in id order.
  let best = tied[0]!;
  for (const id of tied.slice(1)) {
    const candidate = totalSpend(id);
    const current = totalSpend(best);
    if (candidate === null) continue;
    if (current === null || candidate < current) best = id;
  }
  return { best, tied, tiedCostsComplete: tied.every((id) => totalSpend(id) !== null) };
}
