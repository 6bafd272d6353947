// The differential cases (test/fixtures/srbench/diff): journals on which a differential check
// once found this server and the original apart. Every output of each folder is checked over
// HTTP: reports, comparisons and their refusals, recovery plans and reconciliations, by value;
// a correction's `evidence_sha256` and `id` exactly, since a row key the original leaves out
// changes the digest even when every value matches.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { userErrors } from '../helpers/api.ts';
import { allowReportAddition, expectSameByValue } from '../helpers/by-value.ts';
import { allowComparisonAddition } from '../domain/compare/g-fixtures.ts';
import { useJournalServers } from '../helpers/journal-servers.ts';
import { FIXTURES } from '../helpers/fixtures.ts';

const DIFF = join(FIXTURES, 'diff');
const FOLDERS = readdirSync(DIFF, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
type Json = Record<string, unknown>;

const apiFor = useJournalServers();

const REPORT = /* GraphQL */ `query Test_DiffReport($id: ID!) { run(id: $id) { reportDocument } }`;
const COMPARE = /* GraphQL */ `
  query Test_DiffCompare($baseline: ID!, $candidates: [ID!]!) {
    compare(baselineRunId: $baseline, candidateRunIds: $candidates) {
      results {
        __typename
        ... on PairComparison { document }
        ... on ComparisonRejected { code message }
      }
    }
  }
`;
const RECOVERY_PLAN = /* GraphQL */ `
  mutation Test_DiffRecoveryPlan($runId: ID!, $mode: RecoveryMode!) {
    recoveryPlan(input: { runId: $runId, mode: $mode }) { recoveryPlan { document } userErrors { code message reason details } }
  }
`;
const RECONCILE = /* GraphQL */ `
  mutation Test_DiffReconcile($runId: ID!) {
    reconcileUsage(input: { runId: $runId }) { correction { correctionId evidenceSha256 document } userErrors { code message reason details } }
  }
`;

interface RunEntry {
  label: string;
  run_id: string;
}
const labelsOf = (folder: string) => new Map((readJson(join(DIFF, folder, 'runs.json')) as RunEntry[]).map((r) => [r.label, r.run_id]));
const files = (folder: string, pattern: RegExp) =>
  readdirSync(join(DIFF, folder)).flatMap((file) => {
    const match = pattern.exec(file);
    return match ? [[file, ...match.slice(1)] as [string, ...string[]]] : [];
  });

describe.each(FOLDERS)('%s', (folder) => {
  const dir = join(DIFF, folder);
  const journal = join(dir, 'journal.sqlite3');
  const labels = labelsOf(folder);

  it.each(files(folder, /^report-(run-[0-9a-f]{20})(?:\.(reconciled))?\.json$/))('%s', async (file, runId, variant) => {
    const api = await apiFor(variant ? join(dir, `journal.${variant}.sqlite3`) : journal);
    const response = await api.gql(REPORT, { id: runId });
    expect(response.errors).toBeUndefined();
    expectSameByValue(response.data.run.reportDocument, readJson(join(dir, file)), { allowExtra: allowReportAddition });
  });

  it.each(files(folder, /^compare-(\w+)-vs-(\w+)\.json$/).filter(([file]) => file !== 'compare-errors.json'))('%s', async (file, baseline, candidate) => {
    const api = await apiFor(journal);
    const response = await api.gql(COMPARE, { baseline: labels.get(baseline ?? ''), candidates: [labels.get(candidate ?? '')] });
    expect(response.errors).toBeUndefined();
    const [result] = response.data.compare.results;
    expect(result.__typename).toBe('PairComparison');
    expectSameByValue(result.document, readJson(join(dir, file)), { allowExtra: allowComparisonAddition });
  });

  const refusals = readJson(join(dir, 'compare-errors.json')) as { baseline_run_id: string; candidate_run_id: string; error: string }[];
  it.each(refusals.map((r) => [r.error, r] as const))('compare refuses: %s', async (message, pair) => {
    const api = await apiFor(journal);
    const response = await api.gql(COMPARE, { baseline: pair.baseline_run_id, candidates: [pair.candidate_run_id] });
    // A baseline that fails its own checks fails the whole field; a candidate is refused in its slot.
    const refusal = response.errors
      ? { code: response.errors[0]?.extensions?.code, message: response.errors[0]?.message }
      : { code: response.data.compare.results[0]?.code, message: response.data.compare.results[0]?.message };
    expect(refusal).toEqual({ code: 'COMPARISON_INVALID', message });
  });

  it.each(files(folder, /^recovery-plan-(run-[0-9a-f]{20})-(failed|undispatched)\.json$/))('%s', async (file, runId, mode) => {
    const api = await apiFor(journal);
    const response = await api.gql(RECOVERY_PLAN, { runId, mode: mode?.toUpperCase() });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    expect(userErrors(response, 'recoveryPlan')).toEqual([]);
    expectSameByValue(response.data.recoveryPlan.recoveryPlan.document, readJson(join(dir, file)));
  });

  it.each(files(folder, /^reconcile-(run-[0-9a-f]{20})\.json$/))('%s: by value, evidence_sha256 and id exactly', async (file, runId) => {
    const api = await apiFor(journal);
    const expected = readJson(join(dir, file)) as Json;
    const response = await api.gql(RECONCILE, { runId });
    expect(response.errors).toBeUndefined();
    expect(userErrors(response, 'reconcileUsage')).toEqual([]);
    const { correctionId, evidenceSha256, document } = response.data.reconcileUsage.correction as {
      correctionId: string;
      evidenceSha256: string;
      document: Json;
    };
    // Row keys exactly: a key the original leaves out is a different document.
    const keys = (rows: unknown) => (rows as Json[]).map((row) => Object.keys(row).sort());
    expect(keys(document.calls)).toEqual(keys(expected.calls));
    const { created_at: _created, ...rest } = document;
    const { created_at: _at, ...want } = expected;
    expectSameByValue(rest, want);
    expect(evidenceSha256).toBe(expected.evidence_sha256);
    expect(correctionId).toBe(expected.id);
  });
});
