/**
 * The g_comparisons fixtures, re-derived from their inputs with the pure pieces of
 * docs/comparison.md: baseline selection, exact quality delta, Hoeffding and bootstrap
 * intervals. Inputs: the baseline/candidate reports, the frozen manifests in the journal and
 * the validator's per-case outcomes (failures already counted as incorrect).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { strongestSingle } from '../../../src/domain/compare/baseline.ts';
import { exactQuality } from '../../../src/domain/compare/exact-quality.ts';
import type { QualityReport } from '../../../src/domain/compare/exact-quality.ts';
import { compareCodePoints } from '../../../src/domain/hashing/code-point-order.ts';
import { bootstrapInterval } from '../../../src/domain/stats/bootstrap.ts';
import { pairedConservativeInterval } from '../../../src/domain/stats/hoeffding.ts';
import { sub, toNumber } from '../../../src/domain/stats/rational.ts';

const DIR = new URL('../../fixtures/srbench/g_comparisons/', import.meta.url);

interface Manifest {
  cases: { id: string; benchmark: string }[];
  targets: { id: string; kind: string }[];
  benchmark_weights: Record<string, number>;
}

interface ComparisonItem {
  baseline_target_id: string;
  candidate_target_id: string;
  quality_delta: number;
  quality_delta_ci95: [number, number];
  quality_delta_bootstrap_ci95: [number, number];
  paired_cases: number;
}

interface ComparisonDocument {
  baseline_run_id: string;
  candidate_run_id: string;
  baseline_selected_target_id: string;
  baseline_tied_best_target_ids: string[];
  baseline_cost_comparison_eligible: boolean;
  comparisons: ComparisonItem[];
}

interface Validator {
  case_ids: string[];
  baseline_correct: Record<string, Record<string, boolean>>;
  candidate_correct: Record<string, Record<string, boolean>>;
}

const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as T;

function loadManifests(): Map<string, Manifest> {
  const db = new Database(fileURLToPath(new URL('journal.sqlite3', DIR)), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT id, manifest FROM runs').all() as { id: string; manifest: string }[];
    return new Map(rows.map((row) => [row.id, JSON.parse(row.manifest) as Manifest]));
  } finally {
    db.close();
  }
}

const manifests = loadManifests();
const pairs = readdirSync(DIR)
  .filter((name) => /^compare-.*-vs-.*\.json$/.test(name))
  .map((name) => ({ name, document: readJson<ComparisonDocument>(name) }));

describe('g_comparisons: baseline selection', () => {
  it('has the twelve comparison fixtures', () => {
    expect(pairs.length).toBe(12);
  });

  it.each(pairs)('$name', ({ document }) => {
    const manifest = manifests.get(document.baseline_run_id)!;
    const report = readJson<QualityReport>(`report-${document.baseline_run_id}.json`);
    const singles = manifest.targets.filter((t) => t.kind === 'single');
    expect(strongestSingle(singles, report, manifest.benchmark_weights)).toEqual({
      best: document.baseline_selected_target_id,
      tied: document.baseline_tied_best_target_ids,
      tiedCostsComplete: document.baseline_cost_comparison_eligible,
    });
  });
});

describe('g_comparisons: quality delta and intervals per candidate target', () => {
  const items = pairs.flatMap(({ name, document }) =>
    document.comparisons.map((item) => ({ label: `${name} ${item.candidate_target_id}`, name, document, item })),
  );

  it.each(items)('$label', ({ name, document, item }) => {
    const baseline = manifests.get(document.baseline_run_id)!;
    const candidate = manifests.get(document.candidate_run_id)!;
    const baselineReport = readJson<QualityReport>(`report-${document.baseline_run_id}.json`);
    const candidateReport = readJson<QualityReport>(`report-${document.candidate_run_id}.json`);
    const validator = readJson<Validator>(name.replace(/^compare-/, 'validator-'));

    const delta = sub(
      exactQuality(candidateReport, item.candidate_target_id, candidate.benchmark_weights),
      exactQuality(baselineReport, item.baseline_target_id, baseline.benchmark_weights),
    );
    expect(toNumber(delta)).toBe(item.quality_delta);

    // diffs in baseline manifest order, grouped by benchmark in sorted order.
    const benchmarkOf = new Map(baseline.cases.map((c) => [c.id, c.benchmark]));
    const base = validator.baseline_correct[item.baseline_target_id]!;
    const rows = validator.candidate_correct[item.candidate_target_id]!;
    const groups: Record<string, number[]> = {};
    for (const caseId of validator.case_ids) {
      const benchmark = benchmarkOf.get(caseId)!;
      (groups[benchmark] ??= []).push(Number(rows[caseId]) - Number(base[caseId]));
    }
    const order = Object.keys(groups).sort(compareCodePoints);
    let weightSum = 0;
    for (const b of order) weightSum += baseline.benchmark_weights[b]!;
    const weights = Object.fromEntries(order.map((b) => [b, baseline.benchmark_weights[b]! / weightSum]));

    expect(validator.case_ids.length).toBe(item.paired_cases);
    expect(pairedConservativeInterval(item.quality_delta, groups, weights)).toEqual(item.quality_delta_ci95);
    expect(bootstrapInterval(groups, weights)).toEqual(item.quality_delta_bootstrap_ci95);
  });
});
