// A comparison that never holds the loop for a bootstrap draw (docs/reports.md "Event loop").
import { compareSeveral, type PreparedBaseline } from '../domain/compare/index.ts';
import { drawPicksInSteps, keepPicks, keptPicks, PicksNotDrawn, type Picks, type PicksSource } from '../domain/stats/bootstrap.ts';
import { pause } from './report-slices.ts';

/** Pick tables a comparison may draw between turns; more than this many are drawn at once. */
const MAX_TABLES_IN_TURNS = 8;

/**
 * `compareSeveral` without holding the loop for a bootstrap draw (docs/reports.md "Event loop"):
 * a pick table not kept yet is drawn a hundred replicates per turn, then the comparison, which
 * is pure, runs again with it. Each pass draws one more table, so it ends.
 */
export async function compareInTurns(baseline: PreparedBaseline, candidates: Parameters<typeof compareSeveral>[1]): Promise<ReturnType<typeof compareSeveral>> {
  const drawn = new Map<string, Picks>();
  const source: PicksSource = (sizes) => {
    const picks = drawn.get(sizes.join(',')) ?? keptPicks(sizes);
    if (picks === undefined) throw new PicksNotDrawn(sizes);
    return picks;
  };
  while (drawn.size < MAX_TABLES_IN_TURNS) {
    try {
      return compareSeveral(baseline, candidates, source);
    } catch (error) {
      if (!(error instanceof PicksNotDrawn)) throw error;
      const steps = drawPicksInSteps(error.sizes);
      let step = steps.next();
      while (!step.done) {
        await pause();
        step = steps.next();
      }
      drawn.set(error.sizes.join(','), step.value);
      keepPicks(error.sizes, step.value);
    }
  }
  return compareSeveral(baseline, candidates);
}
