/**
 * Paired differences of one candidate target against the selected baseline single
 * (docs/comparison.md "Comparison items"): `diffs` in baseline case order, grouped by benchmark in sorted order,
 * with the baseline's benchmark weights normalised over the groups present.
 */
import { compareCodePoints } from '../hashing/code-point-order.ts';
import type { PairedGroups, StratumWeights } from '../stats/paired-groups.ts';

/** The per-baseline part of the pairing, built once and shared by every candidate target. */
export interface PairingFrame {
  /** Pairing order: baseline manifest cases in the expected set. */
  readonly caseIds: readonly string[];
  /** Benchmarks of the expected cases, sorted by code point. */
  readonly benchmarks: readonly string[];
  /** For each of `caseIds`, the index of its benchmark in `benchmarks`. */
  readonly groupOf: Int32Array;
  /** Number of cases per benchmark (same order as `benchmarks`). */
  readonly groupSizes: Int32Array;
  /** benchmark → `bw[b] / Σ_{k in groups} bw[k]` (plain left-to-right double sum). */
  readonly weights: StratumWeights;
}

export function pairingFrame(
  caseIds: readonly string[],
  caseBenchmark: ReadonlyMap<string, string>,
  benchmarkWeights: Readonly<Record<string, number>>,
): PairingFrame {
  const benchmarks = [...new Set(caseIds.map((id) => benchmarkOf(caseBenchmark, id)))].sort(compareCodePoints);
  const index = new Map(benchmarks.map((b, i) => [b, i]));
  const groupOf = new Int32Array(caseIds.length);
  const groupSizes = new Int32Array(benchmarks.length);
  caseIds.forEach((id, i) => {
    const g = index.get(benchmarkOf(caseBenchmark, id))!;
    groupOf[i] = g;
    groupSizes[g]! += 1;
  });
  let sum = 0;
  for (const b of benchmarks) sum += weightOf(benchmarkWeights, b);
  const weights: Record<string, number> = {};
  for (const b of benchmarks) weights[b] = weightOf(benchmarkWeights, b) / sum;
  return { caseIds, benchmarks, groupOf, groupSizes, weights };
}

function benchmarkOf(caseBenchmark: ReadonlyMap<string, string>, caseId: string): string {
  const benchmark = caseBenchmark.get(caseId);
  if (benchmark === undefined) throw new RangeError(`Case ${caseId} has no benchmark`);
  return benchmark;
}

function weightOf(weights: Readonly<Record<string, number>>, benchmark: string): number {
  const w = Object.hasOwn(weights, benchmark) ? weights[benchmark] : undefined;
  if (typeof w !== 'number') throw new RangeError(`No benchmark weight for ${benchmark}`);
  return w;
}

export interface Pairing {
  /** benchmark → diffs (−1, 0 or 1) of its cases in pairing order. */
  readonly groups: PairedGroups;
  readonly weights: StratumWeights;
  readonly pairedCases: number;
  /** `mean(diffs)`: the exact integer sum divided once by the count. */
  readonly microQualityDelta: number;
  readonly wins: number;
  readonly losses: number;
  readonly ties: number;
}

/** Pairs `candidate[c] − base[c]` (as 0/1) over the frame's cases. */
export function pairOutcomes(frame: PairingFrame, base: ReadonlyMap<string, boolean>, candidate: ReadonlyMap<string, boolean>): Pairing {
  const groupArrays = Array.from(frame.groupSizes, (size) => new Array<number>(size));
  const fill = new Int32Array(frame.benchmarks.length);
  let sum = 0;
  let wins = 0;
  let losses = 0;
  frame.caseIds.forEach((caseId, i) => {
    const b = base.get(caseId);
    const c = candidate.get(caseId);
    if (b === undefined || c === undefined) throw new RangeError(`Case ${caseId} is not paired`);
    const diff = Number(c) - Number(b);
    if (diff > 0) wins += 1;
    else if (diff < 0) losses += 1;
    sum += diff;
    const g = frame.groupOf[i]!;
    groupArrays[g]![fill[g]!] = diff;
    fill[g]! += 1;
  });
  const groups: Record<string, number[]> = {};
  frame.benchmarks.forEach((benchmark, g) => {
    groups[benchmark] = groupArrays[g]!;
  });
  const n = frame.caseIds.length;
  return {
    groups,
    weights: frame.weights,
    pairedCases: n,
    microQualityDelta: sum / n,
    wins,
    losses,
    ties: n - wins - losses,
  };
}
