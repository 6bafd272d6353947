// Hot queries run compiled (docs/api.md "Compiled queries"): every query document the dashboard and
// the CLI send answers the same bytes compiled as on the standard executor, errors included.
import { readFileSync } from 'node:fs';
import { parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStore } from '../../src/import/import-store.ts';
import { createYogaApp, type Yoga } from '../../src/yoga.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { scenarioPath } from '../helpers/fixtures.ts';

const BASELINE = 'run-43b7f1d15eed43d68830';
const CANDIDATE = 'run-8aed1daf5db84891be2a';
const MIXED = 'run-c2b9546e0f0240f3adb7';
const CONTINUITY = 'run-3f813363ba9446ffb763';

/** The query documents of the dashboard and the CLI, by operation name and text. */
function clientQueries(): { name: string; text: string; operation: OperationDefinitionNode }[] {
  const files = ['../../web/src/gql/persisted-documents.json', '../../src/cli/gql/persisted-documents.json'];
  const texts = new Set(files.flatMap((file) => Object.values(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Record<string, string>)));
  return [...texts]
    .map((text) => ({ text, operation: parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition') }))
    .flatMap(({ text, operation }) => (operation?.operation === 'query' ? [{ name: operation.name?.value ?? '(anonymous)', text, operation }] : []));
}

/** Variables by name; `id` names a run unless the operation is about a dataset or an experiment. */
function variablesFor(
  name: string,
  operation: OperationDefinitionNode,
  runId: string,
  callId: string,
  cell: { caseId: string; targetId: string },
): Record<string, unknown> {
  const values: Record<string, unknown> = {
    baseline: BASELINE,
    candidates: [CANDIDATE],
    runId,
    callId,
    caseId: cell.caseId,
    targetId: cell.targetId,
    first: 100,
    hasBaseline: true,
    withBaseline: true,
    withCalls: true,
    withEvents: true,
    withResults: true,
    withRuns: true,
    csv: true,
    json: true,
    id: /Dataset|Experiment|Preparation/.test(name) ? 'not-a-known-id' : runId,
  };
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).flatMap((v) => (v.variable.name.value in values ? [[v.variable.name.value, values[v.variable.name.value]]] : [])),
  );
}

let tdb: TestDatabase;
let yoga: Yoga;
let compiledRuns = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  for (const scenario of ['a_complete_mixed', 'g_comparisons', 'c_agent_continuity']) await importStore(tdb.database, scenarioPath(scenario));
  yoga = freshYoga();
});

/** A server whose documents have not run yet: each compiles on its second run. */
const freshYoga = () => createYogaApp(tdb.database, undefined, { logErrors: false, compiledQueries: { after: 1, onCompiledRun: () => (compiledRuns += 1) } });
afterAll(async () => {
  await tdb?.close();
});

async function answer(query: string, variables: Record<string, unknown>): Promise<string> {
  const response = await yoga.fetch('http://127.0.0.1/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query, variables }),
  });
  // A comparison export is stamped with the time it was made.
  return `${response.status} ${(await response.text()).replace(/"exported_at":"[^"]*"/g, '"exported_at":"…"')}`;
}

/**
 * The first answer comes from the standard executor, the second from the compiled query (or,
 * when it ended with errors, from the standard executor again).
 */
async function bothWays(query: string, variables: Record<string, unknown>): Promise<[string, string]> {
  const before = compiledRuns;
  const standard = await answer(query, variables);
  expect(compiledRuns, 'the first run is not compiled').toBe(before);
  const compiled = await answer(query, variables);
  expect(compiledRuns, 'the second run is compiled unless it failed').toBe(standard.includes('"errors":[') ? before : before + 1);
  return [standard, compiled];
}

describe('compiled queries', () => {
  it('answer every client query document as the standard executor does, on three fixture journals', async () => {
    const calls = await answer(`query Test_AnyCall($id: ID!) { run(id: $id) { calls(first: 1) { edges { node { callId caseId targetId } } } } }`, {
      id: MIXED,
    });
    const call = JSON.parse(calls.slice(4)).data.run.calls.edges[0].node as { callId: string; caseId: string; targetId: string };
    const queries = clientQueries();
    expect(queries.length).toBeGreaterThan(20);
    let withData = 0;
    for (const runId of [MIXED, BASELINE, CONTINUITY]) {
      yoga = freshYoga();
      for (const { name, text, operation } of queries) {
        const [standard, compiled] = await bothWays(text, variablesFor(name, operation, runId, call.callId, call));
        expect(compiled, `${name} on ${runId}`).toBe(standard);
        if (standard.startsWith('200 {"data":{')) withData += 1;
      }
    }
    // Most of them answered with data, not just the same error.
    expect(withData).toBeGreaterThan(queries.length * 1.5);
  });

  it('answer the same errors: an unknown id, a failing field and a bad variable', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['query Test_Missing($id: ID!) { run(id: $id) { runId status } }', { id: 'run-00000000000000000000' }],
      ['query Test_BadCursor($id: ID!) { run(id: $id) { calls(first: 5, after: "nope") { totalCount } } }', { id: MIXED }],
      ['query Test_Enum($s: [RunStatusFilter!]) { runs(filter: { status: $s }) { totalCount } }', { s: ['ACTIV'] }],
    ];
    for (const [query, variables] of cases) {
      const first = await answer(query, variables);
      expect(first).toMatch(/"errors"/);
      const again = await answer(query, variables);
      expect(again).toBe(first);
    }
  });

  it('compile each operation of a document for itself, and leave large documents to the standard executor', async () => {
    const two = 'query Test_A { runs(first: 1) { edges { cursor } } } query Test_B { runs(first: 2) { edges { cursor } } }';
    for (let i = 0; i < 6; i += 1) {
      const operationName = i % 2 ? 'Test_A' : 'Test_B';
      const response = await yoga.fetch('http://127.0.0.1/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: two, operationName }),
      });
      const body = (await response.json()) as { data: { runs: { edges: unknown[] } } };
      expect(body.data.runs.edges).toHaveLength(operationName === 'Test_A' ? 1 : 2);
    }
    const before = compiledRuns;
    // 25 aliases of 13 fields: 325 fields, past the 300 a document may have to be compiled.
    const fields = Array.from(
      { length: 25 },
      (_, i) => `a${i}: run(id: "${MIXED}") { runId status name createdAt updatedAt mode profile costPolicy error caseCount planSha256 wallTimeSeconds }`,
    ).join(' ');
    const large = `query Test_Large { ${fields} }`;
    for (let i = 0; i < 3; i += 1) expect(await answer(large, {})).toMatch(/^200 \{"data"/);
    expect(compiledRuns).toBe(before);
  });
});
