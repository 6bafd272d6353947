/** Offline regrade (docs/grading.md) over the fixture journals: zero requests, unchanged grades. */
import { describe, expect, it } from 'vitest';
import { REGRADE_NEEDS_ONE_SUBJECT, REGRADE_NOT_COMPLETED, REGRADE_UNSUPPORTED, regradeResults } from '../../../src/domain/grading/regrade.ts';
import type { RegradeInput } from '../../../src/domain/grading/regrade.ts';
import { GradingError } from '../../../src/domain/grading/errors.ts';
import { withJournal } from '../../helpers/fixtures.ts';
import { FIXTURES } from '../../helpers/fixtures.ts';

interface Loaded {
  input: RegradeInput;
  stored: { case_id: string; target_id: string; answer: unknown; correct: unknown; score: unknown; details: unknown }[];
}

function load(journal: string, runId: string): Loaded {
  return withJournal(`${FIXTURES}${journal}`, (db) => {
    const run = db.prepare('SELECT status, manifest FROM runs WHERE id = ?').get(runId) as { status: string; manifest: string };
    const results = (db.prepare('SELECT data FROM results WHERE run_id = ? ORDER BY case_id, target_id').all(runId) as { data: string }[]).map(
      (r) => JSON.parse(r.data) as Loaded['stored'][number],
    );
    const calls = (
      db.prepare('SELECT case_id, target_id, role, status, data FROM calls WHERE run_id = ? ORDER BY rowid').all(runId) as {
        case_id: string;
        target_id: string;
        role: string;
        status: string;
        data: string;
      }[]
    ).map((c) => ({ ...c, ...(JSON.parse(c.data) as Record<string, unknown>) }));
    return { input: { runId, status: run.status, manifest: JSON.parse(run.manifest) as RegradeInput['manifest'], results, calls }, stored: results };
  });
}

const ELIGIBLE: [journal: string, runId: string][] = [
  ['b_failed_partial/journal.sqlite3', 'run-f2247d3903e84267b8b1'],
  ['d_cache_fields/journal.sqlite3', 'run-7ff633ef5ade45ceb0d8'],
  ['g_comparisons/journal.sqlite3', 'run-2afe960cf046485cbebf'],
  ['g_comparisons/journal.sqlite3', 'run-b7046d7ec50c4362acca'],
  ['g_comparisons/journal.sqlite3', 'run-ff7dc7010afc480e9c3e'],
  ['h_reconciliation/journal.sqlite3', 'run-97c51e0d4c66482c9b40'],
];

describe('regradeResults', () => {
  for (const [journal, runId] of ELIGIBLE) {
    it(`${journal} ${runId}: reproduces every saved grade`, () => {
      const { input, stored } = load(journal, runId);
      const artifact = regradeResults(input);
      expect(artifact).toMatchObject({
        version: 'sr-bench-1.0',
        source_run_id: runId,
        kind: 'offline-regrade',
        grader_version: 'sr-bench-final-v2',
        source_plan_sha256: input.manifest.plan_sha256,
        changed_count: 0,
        model_requests: 0,
      });
      expect(artifact.results).toEqual(
        stored.map(({ case_id, target_id, answer, correct, score, details }) => ({ case_id, target_id, answer, correct, score, details })),
      );
    });
  }

  it('counts changed correctness and keeps truncated outputs incorrect', () => {
    const { input } = load('d_cache_fields/journal.sqlite3', 'run-7ff633ef5ade45ceb0d8');
    const first = input.results[0];
    if (first === undefined) throw new Error('no results');
    const flipped = { ...input, results: [{ ...first, correct: !first.correct }, ...input.results.slice(1)] };
    expect(regradeResults(flipped).changed_count).toBe(1);
    const truncated = {
      ...input,
      calls: input.calls.map((c) => (c.case_id === first.case_id && c.target_id === first.target_id ? { ...c, output_complete: false } : c)),
    };
    expect(regradeResults(truncated).results[0]).toMatchObject({ answer: null, correct: false, details: { quality_failure: 'output_limit' } });
  });

  it('refuses runs it cannot regrade', () => {
    const mixed = load('a_complete_mixed/journal.sqlite3', 'run-c2b9546e0f0240f3adb7').input;
    expect(() => regradeResults(mixed)).toThrow(new GradingError(REGRADE_UNSUPPORTED));
    const interrupted = load('b3_inflight_interrupted/journal.sqlite3', 'run-16ecb4d447d542f18f04').input;
    expect(() => regradeResults(interrupted)).toThrow(new GradingError(REGRADE_NOT_COMPLETED));
    const { input } = load('d_cache_fields/journal.sqlite3', 'run-7ff633ef5ade45ceb0d8');
    expect(() => regradeResults({ ...input, manifest: { ...input.manifest, mode: 'preview' } })).toThrow(REGRADE_NOT_COMPLETED);
    const doubled = { ...input, calls: [...input.calls, ...input.calls.slice(0, 1)] };
    expect(() => regradeResults(doubled)).toThrow(new GradingError(REGRADE_NEEDS_ONE_SUBJECT));
  });
});
