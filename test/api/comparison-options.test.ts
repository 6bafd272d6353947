// comparisonOptions (docs/comparison.md "Comparison options"): what it lists is exactly what `compare` accepts among
// completed live runs; pages resume where the scan stopped; a changed set of runs invalidates
// old cursors.
import { describe, expect, it } from 'vitest';
import { importStore } from '../../src/import/import-store.ts';
import type { GraphQLResponse } from '../helpers/api.ts';
import { scenarioPath } from '../helpers/fixtures.ts';
import { useImportedApi } from '../helpers/setup.ts';

const env = useImportedApi(['g_comparisons']);

const OPTIONS = /* GraphQL */ `
  query Test_ComparisonOptions($baseline: ID, $first: Int, $after: String) {
    comparisonOptions(baselineRunId: $baseline, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      scanLimited scannedPairs unverifiedPairs unverifiedBaselines emptyReason
      edges { node { runId name profile caseCount } }
    }
  }
`;

async function allOptions(baseline: string | null, first: number): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let i = 0; i < 100; i += 1) {
    const response: GraphQLResponse = await env.api.gql(OPTIONS, { baseline, first, after });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    const page = response.data?.comparisonOptions as { edges: { node: { runId: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    ids.push(...page.edges.map((e) => e.node.runId));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
  }
  throw new Error('options did not end');
}

async function completedLiveRuns(): Promise<{ runId: string; targets: { kind: string }[] }[]> {
  const response = await env.api.gql(`{ runs(first: 100, filter: { status: [COMPLETED], mode: [LIVE] }) { edges { node { runId targets { kind } } } } }`);
  return response.data.runs.edges.map((e: { node: { runId: string; targets: { kind: string }[] } }) => e.node);
}

async function accepted(baseline: string, candidates: string[]): Promise<string[]> {
  if (candidates.length === 0) return [];
  const response = await env.api.gql(
    `query Test_C($b: ID!, $c: [ID!]!) { compare(baselineRunId: $b, candidateRunIds: $c) { results { __typename ... on PairComparison { candidateRunId } } } }`,
    { b: baseline, c: candidates },
  );
  if (response.errors) return [];
  return response.data.compare.results
    .filter((r: { __typename: string }) => r.__typename === 'PairComparison')
    .map((r: { candidateRunId: string }) => r.candidateRunId);
}

describe('partners of a baseline', () => {
  it('are exactly the completed live runs that compare accepts, at any page size', async () => {
    const runs = await completedLiveRuns();
    for (const baseline of runs.filter((r) => r.targets.some((t) => t.kind === 'SINGLE'))) {
      const others = runs.map((r) => r.runId).filter((id) => id !== baseline.runId);
      const expected = await accepted(baseline.runId, others);
      for (const first of [1, 3, 25]) {
        expect(new Set(await allOptions(baseline.runId, first))).toEqual(new Set(expected));
      }
    }
  });

  it('a baseline without a single-model target says why the list is empty', async () => {
    const runs = await completedLiveRuns();
    const momOnly = runs.find((r) => r.targets.every((t) => t.kind === 'MOM'));
    expect(momOnly).toBeDefined();
    const response = await env.api.gql(OPTIONS, { baseline: momOnly?.runId });
    expect(response.data.comparisonOptions.edges).toEqual([]);
    expect(response.data.comparisonOptions.emptyReason).toBe('BASELINE_NOT_COMPLETED_LIVE_SINGLE');
  });
});

describe('baselines', () => {
  it('lists each baseline that has a compatible partner once, at any page size', async () => {
    const runs = await completedLiveRuns();
    const expected: string[] = [];
    for (const run of runs) {
      if (!run.targets.some((t) => t.kind === 'SINGLE')) continue;
      const partners = await accepted(
        run.runId,
        runs.map((r) => r.runId).filter((id) => id !== run.runId),
      );
      if (partners.length > 0) expected.push(run.runId);
    }
    expect(expected.length).toBeGreaterThan(1);
    for (const first of [1, 2, 10]) expect(await allOptions(null, first)).toEqual(expected);
  });
});

describe('cursors and arguments', () => {
  it('first outside 1..25 is BAD_USER_INPUT', async () => {
    for (const first of [0, 26]) {
      const response = await env.api.gql(OPTIONS, { first });
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('a cursor of another baseline is refused', async () => {
    const first = await env.api.gql(OPTIONS, { first: 1 });
    const response = await env.api.gql(OPTIONS, { baseline: 'run-43b7f1d15eed43d68830', after: first.data.comparisonOptions.pageInfo.endCursor });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('an unknown baseline is NOT_FOUND', async () => {
    const response = await env.api.gql(OPTIONS, { baseline: 'run-00000000000000000000' });
    expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a cursor made before the saved runs changed is refused with advice', async () => {
    const first = await env.api.gql(OPTIONS, { first: 1 });
    const cursor = first.data.comparisonOptions.pageInfo.endCursor;
    await importStore(env.tdb.database, scenarioPath('a_complete_mixed'));
    const response = await env.api.gql(OPTIONS, { first: 1, after: cursor });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe('Saved runs changed; refresh options from the first page');
  });
});
