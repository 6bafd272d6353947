/**
 * The stratified bootstrap diagnostic of docs/comparison.md "The bootstrap diagnostic". It must match the original draw for
 * draw: a fresh `random.Random(20260918)` per call, 2000 replicates, and per replicate, per
 * benchmark in sorted order, `choices(group, k=len(group))` (unweighted form:
 * `group[floor(random() · n)]`, see choices.ts), the integer mean of the picks times the
 * weight, summed left to right from 0. Output: the 50th and 1950th sorted values.
 *
 * The picks depend only on the stratum sizes, never on the differences: every candidate
 * target paired against one baseline shares them. They are drawn once per size list and kept
 * (bounded), so each further interval is one tight typed-array pass.
 *
 * A diagnostic only: a `[0, 0]` interval does not prove equivalence.
 */
import { MersenneTwister } from './mt19937.ts';
import { strataInOrder } from './paired-groups.ts';
import type { PairedGroups, StratumWeights } from './paired-groups.ts';

export const BOOTSTRAP_SEED = 20260918;
export const BOOTSTRAP_REPLICATES = 2000;
/** 0-based indices of the reported order statistics in the sorted replicates. */
export const BOOTSTRAP_LOW_INDEX = 49;
export const BOOTSTRAP_HIGH_INDEX = 1949;

/** Kept pick tables: a few size lists, at most this many picks each (2 bytes per pick). */
const KEPT_TABLES = 2;
const MAX_KEPT_PICKS = 16_000_000;

export type Picks = Uint16Array | Uint32Array;
const kept = new Map<string, Picks>();

/** Where `bootstrapInterval` gets the pick table of a size list. */
export type PicksSource = (sizes: readonly number[]) => Picks;

/** Thrown by a source that has no table for `sizes` yet and will not draw it synchronously. */
export class PicksNotDrawn extends Error {
  constructor(readonly sizes: readonly number[]) {
    super(`No bootstrap picks drawn yet for strata of ${sizes.join(', ')}`);
    this.name = 'PicksNotDrawn';
  }
}

/** Replicates drawn per step of `drawPicksInSteps` (about 5 ms at 3,000 paired cases). */
export const REPLICATES_PER_STEP = 100;

/**
 * Every replicate's picks, stratum after stratum: indices into each stratum, in draw order. The
 * generator stops after every `REPLICATES_PER_STEP` replicates, so a caller can let other work
 * run between steps (the first interval over 3,000 cases draws 12.8 million numbers); its return
 * value is the table.
 */
export function* drawPicksInSteps(sizes: readonly number[]): Generator<void, Picks> {
  const perReplicate = sizes.reduce((a, b) => a + b, 0);
  const total = perReplicate * BOOTSTRAP_REPLICATES;
  const picks = Math.max(0, ...sizes) <= 0x10000 ? new Uint16Array(total) : new Uint32Array(total);
  const rng = new MersenneTwister(BOOTSTRAP_SEED);
  let k = 0;
  for (let r = 0; r < BOOTSTRAP_REPLICATES; r++) {
    for (const n of sizes) for (let i = 0; i < n; i++) picks[k++] = Math.floor(rng.random() * n);
    if ((r + 1) % REPLICATES_PER_STEP === 0 && r + 1 < BOOTSTRAP_REPLICATES) yield;
  }
  return picks;
}

function drawPicks(sizes: readonly number[]): Picks {
  const steps = drawPicksInSteps(sizes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

const sizesKey = (sizes: readonly number[]) => sizes.join(',');

/** The kept table of `sizes`, or undefined (then nothing is drawn). */
export function keptPicks(sizes: readonly number[]): Picks | undefined {
  const key = sizesKey(sizes);
  const found = kept.get(key);
  if (found !== undefined) {
    kept.delete(key);
    kept.set(key, found);
  }
  return found;
}

/** Keeps `picks` for `sizes` (a bounded number of tables, the least recently used dropped). */
export function keepPicks(sizes: readonly number[], picks: Picks): void {
  if (picks.length > MAX_KEPT_PICKS) return;
  kept.set(sizesKey(sizes), picks);
  while (kept.size > KEPT_TABLES) kept.delete(kept.keys().next().value as string);
}

/** The default source: the kept table, else drawn at once and kept. */
export const keptOrDrawnPicks: PicksSource = (sizes) => {
  const found = keptPicks(sizes);
  if (found !== undefined) return found;
  const picks = drawPicks(sizes);
  keepPicks(sizes, picks);
  return picks;
};

export function bootstrapInterval(groups: PairedGroups, weights: StratumWeights, source: PicksSource = keptOrDrawnPicks): [number, number] {
  const strata = strataInOrder(groups, weights);
  const sizes = strata.map((s) => s.diffs.length);
  const offsets = new Int32Array(strata.length);
  let width = 0;
  strata.forEach((s, g) => {
    offsets[g] = width;
    width += s.diffs.length;
  });
  const values = new Float64Array(width);
  strata.forEach((s, g) => {
    values.set(s.diffs, offsets[g]);
  });
  const stratumWeights = Float64Array.from(strata, (s) => s.weight);
  const counts = Int32Array.from(sizes);
  const picks = source(sizes);
  const samples = new Float64Array(BOOTSTRAP_REPLICATES);
  let k = 0;
  for (let r = 0; r < BOOTSTRAP_REPLICATES; r++) {
    let replicate = 0;
    for (let g = 0; g < counts.length; g++) {
      const n = counts[g]!;
      const base = offsets[g]!;
      // Integer picks: the sum is exact, then one correctly rounded division (docs/reports.md "Conventions").
      let sum = 0;
      for (let i = 0; i < n; i++) sum += values[base + picks[k++]!]!;
      replicate += (sum / n) * stratumWeights[g]!;
    }
    samples[r] = replicate;
  }
  samples.sort();
  return [samples[BOOTSTRAP_LOW_INDEX]!, samples[BOOTSTRAP_HIGH_INDEX]!];
}
