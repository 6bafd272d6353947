// The bootstrap keeps its picks per stratum-size list; every interval must still equal
// the plain draw-by-draw computation of docs/comparison.md "The bootstrap diagnostic", whether its picks are fresh or reused.
import { describe, expect, it } from 'vitest';
import {
  bootstrapInterval,
  BOOTSTRAP_REPLICATES,
  BOOTSTRAP_SEED,
  drawPicksInSteps,
  PicksNotDrawn,
  REPLICATES_PER_STEP,
  type Picks,
} from '../../src/domain/stats/bootstrap.ts';
import { choices } from '../../src/domain/stats/choices.ts';
import { MersenneTwister } from '../../src/domain/stats/mt19937.ts';
import { strataInOrder, type PairedGroups, type StratumWeights } from '../../src/domain/stats/paired-groups.ts';
import { seededRandom } from '../helpers/prng.ts';

/** docs/comparison.md "The bootstrap diagnostic" literally: `choices(group, k=len(group))` per stratum per replicate. */
function reference(groups: PairedGroups, weights: StratumWeights): [number, number] {
  const rng = new MersenneTwister(BOOTSTRAP_SEED);
  const strata = strataInOrder(groups, weights);
  const samples: number[] = [];
  for (let r = 0; r < BOOTSTRAP_REPLICATES; r++) {
    let replicate = 0;
    for (const s of strata) {
      const picks = choices(rng, s.diffs, { k: s.diffs.length });
      replicate += (picks.reduce((a, b) => a + b, 0) / s.diffs.length) * s.weight;
    }
    samples.push(replicate);
  }
  samples.sort((a, b) => a - b);
  return [samples[49]!, samples[1949]!];
}

function groupsOf(sizes: Record<string, number>, random: () => number): PairedGroups {
  const groups: Record<string, number[]> = {};
  for (const [name, n] of Object.entries(sizes)) groups[name] = Array.from({ length: n }, () => Math.floor(random() * 3) - 1);
  return groups;
}

describe('bootstrap with kept picks', () => {
  const sizes = { 'mmlu-pro': 120, 'gpqa-diamond': 19, hle: 90, tau3: 7 };
  const weights = { 'mmlu-pro': 0.4, 'gpqa-diamond': 0.1, hle: 0.3, tau3: 0.2 };

  it('equals the draw-by-draw computation for several targets sharing one size list', () => {
    const random = seededRandom(7);
    for (let target = 0; target < 4; target++) {
      const groups = groupsOf(sizes, random);
      expect(bootstrapInterval(groups, weights)).toEqual(reference(groups, weights));
    }
  });

  it('stays exact when size lists alternate (more lists than are kept)', () => {
    const random = seededRandom(11);
    const lists = [
      { a: 5, b: 9 },
      { a: 6, b: 9 },
      { a: 5, b: 10 },
      { a: 5, b: 9 },
    ];
    for (const list of [...lists, ...lists]) {
      const groups = groupsOf(list, random);
      const w = { a: 0.25, b: 0.75 };
      expect(bootstrapInterval(groups, w)).toEqual(reference(groups, w));
    }
  });

  it('draws the same table in steps, stopping every hundred replicates', () => {
    const random = seededRandom(13);
    const stepSizes = { a: 40, b: 25, c: 3 };
    const groups = groupsOf(stepSizes, random);
    const w = { a: 0.5, b: 0.3, c: 0.2 };
    const steps = drawPicksInSteps(Object.values(stepSizes));
    let stops = 0;
    let step = steps.next();
    while (!step.done) {
      stops += 1;
      step = steps.next();
    }
    expect(stops).toBe(BOOTSTRAP_REPLICATES / REPLICATES_PER_STEP - 1);
    const table: Picks = step.value;
    expect(bootstrapInterval(groups, w, () => table)).toEqual(reference(groups, w));
  });

  it('a source without the table says which sizes it needs instead of drawing', () => {
    const groups = groupsOf({ b: 4, a: 2 }, seededRandom(17));
    let asked: readonly number[] = [];
    try {
      bootstrapInterval(groups, { a: 0.5, b: 0.5 }, (sizes) => {
        throw new PicksNotDrawn(sizes);
      });
    } catch (error) {
      expect(error).toBeInstanceOf(PicksNotDrawn);
      asked = (error as PicksNotDrawn).sizes;
    }
    // Strata in sorted benchmark order.
    expect(asked).toEqual([2, 4]);
  });
});
