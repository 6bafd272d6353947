/**
 * A standard-size pair (3,183 cases × 6 targets per run) compares correctly; its speed is
 * measured by the benchmark suite (bench/), not here.
 */
import { describe, expect, it } from 'vitest';
import { compareWithBaseline, prepareBaseline } from '../../../src/domain/compare/document.ts';
import { buildReport } from '../../../src/domain/report/document.ts';
import { cases, seededRandom, syntheticInput } from './synthetic.ts';
import type { SynthTarget } from './synthetic.ts';

const CASES = cases({ 'mmlu-pro': 1200, 'gpqa-diamond': 198, hle: 900, 'simpleqa-verified': 500, livecodebench: 385 });

function targets(prefix: string, kinds: readonly ('single' | 'mom')[], seed: number): SynthTarget[] {
  const random = seededRandom(seed);
  return kinds.map((kind, k) => {
    const outcomes = CASES.map(() => ({ correct: random() < 0.6, cost: Math.round(random() * 1000) / 1e6 }));
    return { id: `${prefix}-${k}`, kind, outcome: (i: number) => outcomes[i]! };
  });
}

describe('standard-size comparison', () => {
  it('compares 6 candidate targets over 3,183 paired cases', () => {
    expect(CASES.length).toBe(3183);
    const baseline = syntheticInput({
      id: 'run-b',
      cases: CASES,
      targets: targets('single', ['single', 'single', 'single', 'single', 'single', 'mom'], 1),
    });
    const candidate = syntheticInput({ id: 'run-c', cases: CASES, targets: targets('mom', new Array(6).fill('mom'), 2) });
    const prepared = prepareBaseline({ input: baseline, report: buildReport(baseline) });
    const candidateReport = buildReport(candidate);
    const document = compareWithBaseline(prepared, { input: candidate, report: candidateReport });
    expect(document.comparisons.length).toBe(6);
    for (const item of document.comparisons) {
      expect(item.paired_cases).toBe(3183);
      expect(item.wins + item.losses + item.ties).toBe(3183);
      expect(item.quality_delta_ci95[0]).toBeLessThan(item.quality_delta_ci95[1]);
    }
  });
});
