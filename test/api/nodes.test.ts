// Every entity implements Node: `node(id)` returns the same object its list shows, by global id
// and (where one exists) by natural id (api.md "Ids").
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema.ts';
import { useImportedApi } from '../helpers/setup.ts';

const env = useImportedApi(['a_complete_mixed']);
const RUN = 'run-c2b9546e0f0240f3adb7';

describe('node(id)', () => {
  it('resolves runs, calls, case results and events by their global ids', async () => {
    const lists = await env.api.gql(`{ run(id: "${RUN}") {
      id runId
      calls(first: 2) { edges { node { id callId } } }
      results(first: 2) { edges { node { id caseId targetId } } }
      events(first: 2) { edges { node { id seq kind } } }
    } }`);
    const run = lists.data.run;
    const nodes = [
      { id: run.id, expect: { runId: RUN } },
      ...run.calls.edges.map((e: { node: { id: string; callId: string } }) => ({ id: e.node.id, expect: { callId: e.node.callId } })),
      ...run.results.edges.map((e: { node: { id: string; caseId: string; targetId: string } }) => ({ id: e.node.id, expect: { caseId: e.node.caseId, targetId: e.node.targetId } })),
      ...run.events.edges.map((e: { node: { id: string; seq: number; kind: string } }) => ({ id: e.node.id, expect: { seq: e.node.seq, kind: e.node.kind } })),
    ];
    for (const node of nodes) {
      const response = await env.api.gql(
        `query Test_Node($id: ID!) { node(id: $id) { id ... on Run { runId } ... on Call { callId } ... on CaseResult { caseId targetId } ... on RunEvent { seq kind } } }`,
        { id: node.id },
      );
      expect(response.errors).toBeUndefined();
      expect(response.data.node).toEqual({ id: node.id, ...node.expect });
    }
  });

  it('accepts natural run and call ids', async () => {
    const calls = await env.api.gql(`{ run(id: "${RUN}") { calls(first: 1) { edges { node { id callId } } } } }`);
    const call = calls.data.run.calls.edges[0].node;
    const response = await env.api.gql(`{ r: node(id: "${RUN}") { ... on Run { runId } } c: node(id: "${call.callId}") { id } }`);
    expect(response.data).toEqual({ r: { runId: RUN }, c: { id: call.id } });
  });

  it('resolves experiments, their memberships and the runs filter by experiment', async () => {
    const experimentId = `exp-${'ab'.repeat(16)}`;
    const db = env.tdb.database.db;
    await db.insert(t.experiments).values({
      id: experimentId, owner: 'local', name: 'Router tuning', createdAt: '2026-10-01T00:00:00+00:00', updatedAt: '2026-10-01T00:00:00+00:00', requestKey: 'k1',
    });
    await db.insert(t.experimentRuns).values({ experimentId, runId: RUN, role: 'initial', hypothesis: 'h', linkedAt: '2026-10-01T00:00:01.5+00:00' });
    const response = await env.api.gql(`{
      node(id: "${experimentId}") { ... on Experiment { experimentId name createdAt } }
      run(id: "${RUN}") { experimentMemberships { role hypothesis linkedAt experiment { name } } }
      runs(filter: { experimentId: "${experimentId}" }) { totalCount }
    }`);
    expect(response.errors).toBeUndefined();
    expect(response.data.node).toEqual({ experimentId, name: 'Router tuning', createdAt: '2026-10-01T00:00:00+00:00' });
    expect(response.data.run.experimentMemberships).toEqual([
      { role: 'INITIAL', hypothesis: 'h', linkedAt: '2026-10-01T00:00:01.500000+00:00', experiment: { name: 'Router tuning' } },
    ]);
    expect(response.data.runs.totalCount).toBe(1);
  });
});
