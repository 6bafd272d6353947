// Conformance over HTTP (README "Tests"): for every fixture journal the API returns the
// sr-bench 1.0 report and comparison objects equal by value to the original implementation's,
// and every rejected pair carries the original message.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../helpers/api.ts';
import { allowReportAddition, expectSameByValue } from '../helpers/by-value.ts';
import { allowComparisonAddition } from '../domain/compare/g-fixtures.ts';
import { useJournalServers } from '../helpers/journal-servers.ts';
import { SCENARIOS, scenarioPath } from '../helpers/fixtures.ts';

/** journal file → the report fixtures computed from it (`report-<run>[.<variant>].json`). */
function reportFixtures(scenario: string): { journal: string; runId: string; file: string }[] {
  const dir = scenarioPath(scenario);
  return readdirSync(dir).flatMap((file) => {
    const match = /^report-(run-[0-9a-f]{20})(?:\.(\w+))?\.json$/.exec(file);
    if (!match?.[1]) return [];
    const journal = match[2] ? `journal.${match[2]}.sqlite3` : 'journal.sqlite3';
    return [{ journal: join(dir, journal), runId: match[1], file: join(dir, file) }];
  });
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const apiFor = useJournalServers();

const REPORT = /* GraphQL */ `query Test_ReportDocument($id: ID!) { run(id: $id) { reportDocument } }`;

describe.each(SCENARIOS)('reports of %s', (scenario) => {
  it.each(reportFixtures(scenario).map((f) => [f.file.slice(f.file.lastIndexOf('/') + 1), f] as const))('%s', async (_name, fixture) => {
    const api = await apiFor(fixture.journal);
    const response = await api.gql(REPORT, { id: fixture.runId });
    expect(response.errors).toBeUndefined();
    expectSameByValue(response.data.run.reportDocument, readJson(fixture.file), { allowExtra: allowReportAddition });
    // Asked again, the kept report of a terminal run is the same.
    const again = await api.gql(REPORT, { id: fixture.runId });
    expect(again.data.run.reportDocument).toEqual(response.data.run.reportDocument);
  });
});

const G = scenarioPath('g_comparisons');
const labels = new Map((readJson(join(G, 'runs.json')) as { label: string; run_id: string }[]).map((r) => [r.label, r.run_id]));

const COMPARE = /* GraphQL */ `
  query Test_Compare($baseline: ID!, $candidates: [ID!]!) {
    compare(baselineRunId: $baseline, candidateRunIds: $candidates) {
      baseline { runId }
      baselineSelection { selectedTargetId tiedBestTargetIds costComparisonEligible }
      results {
        __typename
        ... on PairComparison { candidateRunId document items { candidateTargetId qualityDelta qualityDeltaCi95 wins losses ties } }
        ... on ComparisonRejected { candidateRunId code message }
      }
      csv
      json
    }
  }
`;

describe('comparisons of g_comparisons', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiFor(join(G, 'journal.sqlite3'));
  });

  const pairs = readdirSync(G).flatMap((file) => {
    const match = /^compare-(\w+)-vs-(\w+)\.json$/.exec(file);
    return match?.[1] && match[2] ? [[file, match[1], match[2]] as const] : [];
  });

  it.each(pairs)('%s', async (file, baseline, candidate) => {
    const response = await api.gql(COMPARE, { baseline: labels.get(baseline), candidates: [labels.get(candidate)] });
    expect(response.errors).toBeUndefined();
    const [result] = response.data.compare.results;
    expect(result.__typename).toBe('PairComparison');
    const expected = readJson(join(G, file)) as { comparisons: { candidate_target_id: string; quality_delta: number }[]; baseline_selected_target_id: string };
    expectSameByValue(result.document, expected, { allowExtra: allowComparisonAddition });
    expect(result.items.map((i: { candidateTargetId: string }) => i.candidateTargetId)).toEqual(expected.comparisons.map((c) => c.candidate_target_id));
    expect(response.data.compare.baselineSelection.selectedTargetId).toBe(expected.baseline_selected_target_id);
  });

  const errors = readJson(join(G, 'compare-errors.json')) as { baseline_run_id: string; candidate_run_id: string; error: string }[];
  it.each(errors.map((e) => [e.error, e] as const))('rejects: %s', async (_message, pair) => {
    const response = await api.gql(COMPARE, { baseline: pair.baseline_run_id, candidates: [pair.candidate_run_id] });
    if (response.errors) {
      // A baseline that fails B1–B4 fails the whole field.
      expect(response.errors[0]?.extensions?.code).toBe('COMPARISON_INVALID');
      expect(response.errors[0]?.message).toBe(pair.error);
    } else {
      expect(response.data.compare.results).toEqual([
        { __typename: 'ComparisonRejected', candidateRunId: pair.candidate_run_id, code: 'COMPARISON_INVALID', message: pair.error },
      ]);
    }
  });

  it('several candidates in one request keep their order; a bad one hides none of the others', async () => {
    const candidates = [labels.get('C1'), 'run-00000000000000000000', labels.get('B1'), labels.get('C4'), labels.get('C1')];
    const response = await api.gql(COMPARE, { baseline: labels.get('B1'), candidates });
    expect(response.errors).toBeUndefined();
    const results = response.data.compare.results as { __typename: string; candidateRunId: string; code?: string }[];
    expect(results.map((r) => [r.__typename, r.candidateRunId, r.code])).toEqual([
      ['PairComparison', labels.get('C1'), undefined],
      ['ComparisonRejected', 'run-00000000000000000000', 'NOT_FOUND'],
      ['ComparisonRejected', labels.get('B1'), 'COMPARISON_INVALID'],
      ['PairComparison', labels.get('C4'), undefined],
    ]);
    const csv = response.data.compare.csv as string;
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      [
        'run',
        'target',
        'baseline',
        'paired_cases',
        'quality_delta',
        'ci95_low',
        'ci95_high',
        'baseline_subject_cost_usd',
        'candidate_subject_cost_usd',
        'baseline_evaluation_cost_usd',
        'candidate_evaluation_cost_usd',
        'baseline_total_cost_usd',
        'candidate_total_cost_usd',
        'subject_cost_saving_percent',
        'total_cost_saving_percent',
      ]
        .map((c) => `"${c}"`)
        .join(','),
    );
    const compared = results.filter((r) => r.__typename === 'PairComparison').length;
    expect(lines.length - 1).toBeGreaterThanOrEqual(compared);
    const json = response.data.compare.json as { baseline_run_id: string; comparisons: unknown[] };
    expect(json.baseline_run_id).toBe(labels.get('B1'));
    expect(json.comparisons).toHaveLength(4);
  });

  it('an empty or oversized candidate list is BAD_USER_INPUT', async () => {
    for (const candidates of [[], Array.from({ length: 51 }, (_, i) => `run-${String(i).padStart(20, '0')}`)]) {
      const response = await api.gql(COMPARE, { baseline: labels.get('B1'), candidates });
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
