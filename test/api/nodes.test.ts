// Every entity implements Node: `node(id)` returns the same object its list shows, by global id
// and (where one exists) by natural id (docs/api.md "Identity").
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema.ts';
import { ExperimentEntities, NodeById, NodesByNaturalIds, RunEntities } from '../documents/nodes.ts';
import { useImportedApi } from '../helpers/setup.ts';

const env = useImportedApi(['a_complete_mixed']);
const RUN = 'run-c2b9546e0f0240f3adb7';

describe('node(id)', () => {
  it('resolves runs, calls, case results and events by their global ids', async () => {
    const lists = await env.api.gql(RunEntities, { run: RUN });
    const run = lists.data?.run;
    if (!run) throw new Error(`run ${RUN} is missing: ${JSON.stringify(lists.errors)}`);
    const nodes = [
      { id: run.id, expect: { runId: RUN } },
      ...run.calls.edges.map((e) => ({ id: e.node.id, expect: { callId: e.node.callId } })),
      ...run.results.edges.map((e) => ({ id: e.node.id, expect: { caseId: e.node.caseId, targetId: e.node.targetId } })),
      ...run.events.edges.map((e) => ({ id: e.node.id, expect: { seq: e.node.seq, kind: e.node.kind } })),
    ];
    expect(nodes).toHaveLength(7);
    for (const node of nodes) {
      const response = await env.api.gql(NodeById, { id: node.id });
      expect(response.errors).toBeUndefined();
      expect(response.data?.node).toEqual({ id: node.id, ...node.expect });
    }
  });

  it('accepts natural run and call ids', async () => {
    const calls = await env.api.gql(RunEntities, { run: RUN });
    const call = calls.data?.run?.calls.edges[0]?.node;
    if (!call) throw new Error('the run has no call');
    const response = await env.api.gql(NodesByNaturalIds, { run: RUN, call: call.callId });
    expect(response.data).toEqual({ r: { runId: RUN }, c: { id: call.id } });
  });

  it('resolves experiments, their memberships and the runs filter by experiment', async () => {
    const experimentId = `exp-${'ab'.repeat(16)}`;
    const db = env.tdb.database.db;
    await db.insert(t.experiments).values({
      id: experimentId,
      owner: 'local',
      name: 'Router tuning',
      createdAt: '2026-10-01T00:00:00+00:00',
      updatedAt: '2026-10-01T00:00:00+00:00',
      requestKey: 'k1',
    });
    await db.insert(t.experimentRuns).values({ experimentId, runId: RUN, role: 'initial', hypothesis: 'h', linkedAt: '2026-10-01T00:00:01.5+00:00' });
    const response = await env.api.gql(ExperimentEntities, { experiment: experimentId, run: RUN });
    expect(response.errors).toBeUndefined();
    expect(response.data?.node).toEqual({ experimentId, name: 'Router tuning', createdAt: '2026-10-01T00:00:00+00:00' });
    expect(response.data?.run?.experimentMemberships).toEqual([
      { role: 'INITIAL', hypothesis: 'h', linkedAt: '2026-10-01T00:00:01.500000+00:00', experiment: { name: 'Router tuning' } },
    ]);
    expect(response.data?.runs.totalCount).toBe(1);
  });
});
