// Run.caseMatrix over imported fixture runs: every planned case once, one cell per target in plan
// order, outcomes that agree with the saved results, the WRONG and DISAGREE views, search, and
// row cursors that page through the same rows; Query.caseDiff against a comparison's paired record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStore } from '../../src/import/import-store.ts';
import { errorCodes, startTestApi, type TestApi } from '../helpers/api.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { scenarioPath } from '../helpers/fixtures.ts';

const MIXED = 'run-c2b9546e0f0240f3adb7';
let tdb: TestDatabase;
let api: TestApi;

beforeAll(async () => {
  tdb = await openTestDatabase();
  await importStore(tdb.database, scenarioPath('a_complete_mixed'));
  api = await startTestApi(tdb.database);
});
afterAll(async () => {
  await api?.close();
  await tdb?.close();
});

interface Row {
  cursor: string;
  caseId: string;
  benchmark: string;
  question: string;
  cells: { targetId: string; outcome: string; result: { status: string; correct: boolean | null } | null }[];
}
interface Matrix {
  targetIds: string[];
  totalCount: number;
  hasNextPage: boolean;
  rows: Row[];
}

const MATRIX = `query ($id: ID!, $filter: CaseMatrixFilter, $first: Int, $after: String) {
  run(id: $id) {
    caseCount
    targets { targetId }
    caseMatrix(filter: $filter, first: $first, after: $after) {
      targetIds totalCount hasNextPage
      rows { cursor caseId benchmark question cells { targetId outcome result { status correct } } }
    }
  }
}`;

async function matrix(variables: Record<string, unknown> = {}) {
  const response = await api.gql<{ run: { caseCount: number; targets: { targetId: string }[]; caseMatrix: Matrix } }>(MATRIX, {
    id: MIXED,
    first: 100,
    ...variables,
  });
  expect(response.errors).toBeUndefined();
  return response.data!.run;
}

/** The outcome a saved result gives, written out from the ResultStatus rules. */
function expectedOutcome(result: Row['cells'][number]['result']): string {
  if (result === null) return 'PENDING';
  if (result.status === 'RUNNING') return 'RUNNING';
  if (result.status !== 'COMPLETED') return 'FAILED';
  return result.correct === true ? 'CORRECT' : result.correct === false ? 'WRONG' : 'UNSCORED';
}

describe('Run.caseMatrix', () => {
  it('has every planned case once, a cell per target in plan order, and outcomes from the saved results', async () => {
    const run = await matrix();
    const m = run.caseMatrix;
    expect(m.targetIds).toEqual(run.targets.map((t) => t.targetId));
    expect(m.totalCount).toBe(run.caseCount);
    expect(m.rows).toHaveLength(run.caseCount);
    expect(new Set(m.rows.map((r) => r.caseId)).size).toBe(run.caseCount);
    for (const row of m.rows) {
      expect(row.cells.map((c) => c.targetId)).toEqual(m.targetIds);
      for (const cell of row.cells) expect(cell.outcome).toBe(expectedOutcome(cell.result));
    }
    // The fixture has right and wrong answers, so both views below are tested on real rows.
    const outcomes = new Set(m.rows.flatMap((r) => r.cells.map((c) => c.outcome)));
    expect(outcomes.has('CORRECT') && outcomes.has('WRONG')).toBe(true);
    expect(m.rows.every((r) => r.question.length > 0 || r.benchmark !== 'mmlu-pro')).toBe(true);
  });

  it('WRONG keeps the cases some target got wrong; DISAGREE those where graded targets differ', async () => {
    const all = (await matrix()).caseMatrix.rows;
    const wrong = (await matrix({ filter: { view: 'WRONG' } })).caseMatrix;
    const isWrong = (o: string) => o === 'WRONG' || o === 'FAILED';
    expect(wrong.rows.map((r) => r.caseId)).toEqual(all.filter((r) => r.cells.some((c) => isWrong(c.outcome))).map((r) => r.caseId));
    expect(wrong.totalCount).toBe(wrong.rows.length);
    const disagree = (await matrix({ filter: { view: 'DISAGREE' } })).caseMatrix;
    const expected = all.filter((r) => r.cells.some((c) => c.outcome === 'CORRECT') && r.cells.some((c) => isWrong(c.outcome)));
    expect(expected.length).toBeGreaterThan(0);
    expect(disagree.rows.map((r) => r.caseId)).toEqual(expected.map((r) => r.caseId));
  });

  it('searches case ids and benchmarks, and filters by benchmark', async () => {
    const all = (await matrix()).caseMatrix.rows;
    const one = all[1]!;
    const found = (await matrix({ filter: { search: one.caseId.toUpperCase() } })).caseMatrix.rows;
    expect(found.map((r) => r.caseId)).toContain(one.caseId);
    const byBenchmark = (await matrix({ filter: { benchmark: [one.benchmark] } })).caseMatrix.rows;
    expect(byBenchmark.map((r) => r.caseId)).toEqual(all.filter((r) => r.benchmark === one.benchmark).map((r) => r.caseId));
  });

  it('pages with row cursors through the same rows', async () => {
    const all = (await matrix()).caseMatrix.rows.map((r) => r.caseId);
    const seen: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 20; i += 1) {
      const page = (await matrix({ first: 3, ...(after ? { after } : {}) })).caseMatrix;
      seen.push(...page.rows.map((r) => r.caseId));
      if (!page.hasNextPage) break;
      after = page.rows.at(-1)!.cursor;
    }
    expect(seen).toEqual(all);
  });

  it('refuses a page size out of range and a cursor of another list', async () => {
    const big = await api.gql(MATRIX, { id: MIXED, first: 101 });
    expect(errorCodes(big)).toEqual(['BAD_USER_INPUT']);
    const results = await api.gql<{ run: { results: { pageInfo: { endCursor: string } } } }>(
      'query ($id: ID!) { run(id: $id) { results(first: 1) { pageInfo { endCursor } } } }',
      { id: MIXED },
    );
    const foreign = await api.gql(MATRIX, { id: MIXED, after: results.data!.run.results.pageInfo.endCursor });
    expect(errorCodes(foreign)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('Query.caseDiff', () => {
  const BASELINE = 'run-43b7f1d15eed43d68830';
  const CANDIDATE = 'run-8aed1daf5db84891be2a';
  const DIFF = `query ($input: CaseDiffInput!, $first: Int, $after: String) {
    caseDiff(input: $input, first: $first, after: $after) {
      counts { wins ties losses unpaired } totalCount hasNextPage
      rows { cursor caseId change baseline { targetId outcome result { correct } } candidate { targetId outcome result { correct } } }
    }
  }`;
  interface Diff {
    counts: { wins: number; ties: number; losses: number; unpaired: number };
    totalCount: number;
    hasNextPage: boolean;
    rows: { cursor: string; caseId: string; change: string; baseline: { outcome: string }; candidate: { outcome: string } }[];
  }

  beforeAll(async () => {
    await importStore(tdb.database, scenarioPath('g_comparisons'));
  });

  it('gives every item of a comparison the wins, ties and losses of its paired record, case by case', async () => {
    const compared = await api.gql<{
      compare: { results: { items?: { baselineTargetId: string; candidateTargetId: string; wins: number; ties: number; losses: number }[] }[] };
    }>(
      'query ($b: ID!, $c: [ID!]!) { compare(baselineRunId: $b, candidateRunIds: $c) { results { ... on PairComparison { items { baselineTargetId candidateTargetId wins ties losses } } } } }',
      { b: BASELINE, c: [CANDIDATE] },
    );
    expect(compared.errors).toBeUndefined();
    const items = compared.data!.compare.results.flatMap((r) => r.items ?? []);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const input = {
        baselineRunId: BASELINE,
        baselineTargetId: item.baselineTargetId,
        candidateRunId: CANDIDATE,
        candidateTargetId: item.candidateTargetId,
        view: 'ALL',
      };
      const all = await api.gql<{ caseDiff: Diff }>(DIFF, { input, first: 100 });
      expect(all.errors).toBeUndefined();
      const diff = all.data!.caseDiff;
      expect(diff.counts).toEqual({ wins: item.wins, ties: item.ties, losses: item.losses, unpaired: 0 });
      const rightOf = (o: string) => o === 'CORRECT';
      for (const row of diff.rows) {
        const [b, c] = [rightOf(row.baseline.outcome), rightOf(row.candidate.outcome)];
        expect(row.change).toBe(b === c ? 'TIE' : c ? 'WIN' : 'LOSS');
      }
      const changed = (await api.gql<{ caseDiff: Diff }>(DIFF, { input: { ...input, view: 'CHANGED' }, first: 100 })).data!.caseDiff;
      expect(changed.rows.map((r) => r.caseId)).toEqual(diff.rows.filter((r) => r.change !== 'TIE').map((r) => r.caseId));
      expect(changed.totalCount).toBe(item.wins + item.losses);
      const losses = (await api.gql<{ caseDiff: Diff }>(DIFF, { input: { ...input, view: 'LOSSES' }, first: 100 })).data!.caseDiff;
      expect(losses.rows.every((r) => r.change === 'LOSS')).toBe(true);
      expect(losses.totalCount).toBe(item.losses);
    }
  });

  it('pages with row cursors, and refuses an unknown target or a cursor of another view', async () => {
    const input = { baselineRunId: BASELINE, baselineTargetId: 'single-small', candidateRunId: CANDIDATE, candidateTargetId: 'mom-router', view: 'ALL' };
    const whole = (await api.gql<{ caseDiff: Diff }>(DIFF, { input, first: 100 })).data!.caseDiff;
    const first = (await api.gql<{ caseDiff: Diff }>(DIFF, { input, first: 2 })).data!.caseDiff;
    const next = (await api.gql<{ caseDiff: Diff }>(DIFF, { input, first: 100, after: first.rows.at(-1)!.cursor })).data!.caseDiff;
    expect([...first.rows, ...next.rows].map((r) => r.caseId)).toEqual(whole.rows.map((r) => r.caseId));
    const unknown = await api.gql(DIFF, { input: { ...input, candidateTargetId: 'nope' } });
    expect(errorCodes(unknown)).toEqual(['BAD_USER_INPUT']);
    const otherView = await api.gql(DIFF, { input: { ...input, view: 'WINS' }, after: first.rows.at(-1)!.cursor });
    expect(errorCodes(otherView)).toEqual(['BAD_USER_INPUT']);
  });
});
