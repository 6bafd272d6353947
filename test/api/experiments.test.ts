// Experiments over HTTP (docs/experiments.md; docs/runs.md "Idempotency"; docs/dashboard.md "Experiments"): create with an
// idempotency key, attach runs with a role they may take, members and the list as keyset
// connections, delete with a receipt, and the deleted key refused forever.
import { eq } from 'drizzle-orm';
import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createContext, createServices } from '../../src/context.ts';
import * as t from '../../src/db/schema.ts';
import { schema } from '../../src/schema/index.ts';
import { encodeGlobalId } from '../../src/schema/ids.ts';
import { errorCodes, userErrorCodes, userErrors, type GraphQLResponse, type UserError } from '../helpers/api.ts';
import { useImportedApi } from '../helpers/setup.ts';

const env = useImportedApi(['g_comparisons', 'b_failed_partial']);

// Runs by the roles they may take (all `quick` profile).
const MOM_RUNS = [
  'run-43b7f1d15eed43d68830',
  'run-8aed1daf5db84891be2a',
  'run-8001889154834768a632',
  'run-dd350d4a2d984b5a9f6f',
  'run-ef353f6fc3a14187be6a',
  'run-9106aa905c6e46529d51',
  'run-ff7dc7010afc480e9c3e',
  'run-52d65a1b8012434e801b',
  'run-bae6b83b59bd44608166',
  'run-a2e745be8ebd41e4afee',
  'run-9c8800cc521d476c9784',
]; // initial, candidate
const SINGLE_RUN = 'run-2afe960cf046485cbebf'; // baseline
const RECOVERY_RUN = 'run-f2247d3903e84267b8b1'; // recovery
const TWO_SINGLES_RUN = 'run-df1936b8ab6d4ac0878e'; // no role

const EXPERIMENT_FIELDS = 'id experimentId name owner createdAt updatedAt runCount activeRunCount';
const USER_ERRORS = 'userErrors { code message reason details }';
const CREATE = `mutation Test_Create($name: String!, $key: String!) {
  createExperiment(input: { name: $name, idempotencyKey: $key }) { experiment { ${EXPERIMENT_FIELDS} } ${USER_ERRORS} }
}`;
const ATTACH = `mutation Test_Attach($experimentId: ID!, $runId: ID!, $role: ExperimentRole!, $hypothesis: String) {
  attachRun(input: { experimentId: $experimentId, runId: $runId, role: $role, hypothesis: $hypothesis }) {
    membership { role hypothesis linkedAt run { runId } experiment { experimentId updatedAt } }
    ${USER_ERRORS}
  }
}`;
const DELETE = `mutation Test_Delete($id: ID!, $key: String!) {
  deleteExperiment(input: { id: $id, idempotencyKey: $key }) {
    deletion { experimentId deleted unlinkedRuns deletedAt runsDeleted modelRequests document }
    ${USER_ERRORS}
  }
}`;
const EXPERIMENT = `query Test_Experiment($id: ID!) { experiment(id: $id) { ${EXPERIMENT_FIELDS} } }`;
const MEMBERS = `query Test_Members($id: ID!, $first: Int, $after: String) {
  experiment(id: $id) {
    members(first: $first, after: $after) {
      totalCount
      edges { cursor node { role hypothesis linkedAt run { runId } } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
}`;

let keyCounter = 0;
const freshKey = () => `test-key-${++keyCounter}`;

/** The data of a response without errors: no top-level errors, and no mutation payload in it refused. */
// biome-ignore lint/suspicious/noExplicitAny: untyped test documents
function ok<T = any>(response: GraphQLResponse<T>): T {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  for (const [field, value] of Object.entries(response.data ?? {})) {
    if (value && typeof value === 'object' && 'userErrors' in value) expect(value.userErrors, field).toEqual([]);
  }
  return response.data as T;
}

/** A top-level error: a refused query, or a refused request. */
function expectError(response: GraphQLResponse, code: string, message?: string | RegExp) {
  expect(errorCodes(response), JSON.stringify(response)).toEqual([code]);
  if (typeof message === 'string') expect(response.errors?.[0]?.message).toBe(message);
  else if (message) expect(response.errors?.[0]?.message).toMatch(message);
  return response.errors![0]!;
}

/** The one user error of the mutation payload at `field`: a refused input. */
function expectUserError(response: GraphQLResponse, field: string, code: string, message?: string | RegExp): UserError {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  expect(userErrorCodes(response, field), JSON.stringify(response)).toEqual([code]);
  const error = userErrors(response, field)[0]!;
  if (typeof message === 'string') expect(error.message).toBe(message);
  else if (message) expect(error.message).toMatch(message);
  return error;
}

async function create(name: string, key = freshKey()) {
  return ok(await env.api.gql(CREATE, { name, key })).createExperiment.experiment;
}

async function attach(experimentId: string, runId: string, role: string, hypothesis?: string | null) {
  return env.api.gql(ATTACH, { experimentId, runId, role, hypothesis });
}

describe('createExperiment', () => {
  it('creates an experiment with a trimmed name, owned by the actor', async () => {
    const experiment = await create('  Router tuning \n');
    expect(experiment.experimentId).toMatch(/^exp-[0-9a-f]{32}$/);
    expect(experiment).toMatchObject({ name: 'Router tuning', owner: 'local', runCount: 0, activeRunCount: 0 });
    expect(experiment.updatedAt).toBe(experiment.createdAt);
    const node = ok(await env.api.gql(`query Test_Node($id: ID!) { node(id: $id) { id ... on Experiment { name } } }`, { id: experiment.id }));
    expect(node.node).toEqual({ id: experiment.id, name: 'Router tuning' });
  });

  it('the same key and name return the same experiment; another name is a CONFLICT', async () => {
    const key = freshKey();
    const first = await create('Same name', key);
    const again = await create('  Same name  ', key);
    expect(again).toEqual(first);
    const conflict = await env.api.gql(CREATE, { name: 'Another name', key });
    expectUserError(conflict, 'createExperiment', 'CONFLICT', 'Experiment idempotency key is already bound to another name');
    // Keys are per actor and per key: another key with the same name is a new experiment.
    expect((await create('Same name')).experimentId).not.toBe(first.experimentId);
  });

  it('checks the name length after trimming (1..160) and the key length (≤ 128)', async () => {
    const nameError = 'Experiment name must be between 1 and 160 characters';
    expectUserError(await env.api.gql(CREATE, { name: '   ', key: freshKey() }), 'createExperiment', 'BAD_USER_INPUT', nameError);
    expectUserError(await env.api.gql(CREATE, { name: '', key: freshKey() }), 'createExperiment', 'BAD_USER_INPUT', nameError);
    expectUserError(await env.api.gql(CREATE, { name: 'x'.repeat(161), key: freshKey() }), 'createExperiment', 'BAD_USER_INPUT', nameError);
    // 160 code points (astral characters count once), with surrounding spaces trimmed.
    expect((await create(`  ${'😀'.repeat(160)}  `)).name).toBe('😀'.repeat(160));
    const keyError = 'Invalid experiment idempotency key';
    expectUserError(await env.api.gql(CREATE, { name: 'n', key: '' }), 'createExperiment', 'BAD_USER_INPUT', keyError);
    expectUserError(await env.api.gql(CREATE, { name: 'n', key: 'k'.repeat(129) }), 'createExperiment', 'BAD_USER_INPUT', keyError);
    expect((await create('n', 'k'.repeat(128))).name).toBe('n');
    // Postgres text cannot hold NUL: the request is refused before it runs, never an internal error.
    expectError(await env.api.gql(CREATE, { name: 'n', key: 'a\u0000b' }), 'BAD_USER_INPUT', /NUL/);
    expectError(await env.api.gql(CREATE, { name: 'a\u0000b', key: freshKey() }), 'BAD_USER_INPUT', /NUL/);
  });
});

describe('attachRun', () => {
  it('links a run with a role it may take and moves updatedAt', async () => {
    const experiment = await create('Attach');
    const response = await attach(experiment.experimentId, MOM_RUNS[0]!, 'INITIAL', '  first try \n');
    const link = ok(response).attachRun.membership;
    expect(link).toMatchObject({ role: 'INITIAL', hypothesis: 'first try', run: { runId: MOM_RUNS[0] } });
    expect(link.experiment).toEqual({ experimentId: experiment.experimentId, updatedAt: link.linkedAt });
    expect(link.linkedAt > experiment.updatedAt).toBe(true);
    const read = ok(await env.api.gql(EXPERIMENT, { id: experiment.experimentId })).experiment;
    expect(read).toMatchObject({ runCount: 1, activeRunCount: 0, updatedAt: link.linkedAt, createdAt: experiment.createdAt });
    const memberships = ok(await env.api.gql(`{ run(id: "${MOM_RUNS[0]}") { experimentMemberships { role hypothesis experiment { experimentId } } } }`));
    expect(memberships.run.experimentMemberships).toContainEqual({
      role: 'INITIAL',
      hypothesis: 'first try',
      experiment: { experimentId: experiment.experimentId },
    });
  });

  it('linking again with the same role and hypothesis changes nothing; anything else is a CONFLICT', async () => {
    const experiment = await create('Relink');
    const first = ok(await attach(experiment.experimentId, MOM_RUNS[1]!, 'CANDIDATE', 'v2')).attachRun.membership;
    // Global ids work too; the hypothesis is compared after trimming.
    const again = ok(await attach(encodeGlobalId('Experiment', experiment.experimentId), encodeGlobalId('Run', MOM_RUNS[1]!), 'CANDIDATE', ' v2 ')).attachRun
      .membership;
    expect(again).toEqual(first);
    const message = 'This run is already linked with a different role or hypothesis';
    expectUserError(await attach(experiment.experimentId, MOM_RUNS[1]!, 'CANDIDATE', 'v3'), 'attachRun', 'CONFLICT', message);
    expectUserError(await attach(experiment.experimentId, MOM_RUNS[1]!, 'CANDIDATE', null), 'attachRun', 'CONFLICT', message);
    expectUserError(await attach(experiment.experimentId, MOM_RUNS[1]!, 'INITIAL', 'v2'), 'attachRun', 'CONFLICT', message);
    const read = ok(await env.api.gql(EXPERIMENT, { id: experiment.experimentId })).experiment;
    expect(read).toMatchObject({ runCount: 1, updatedAt: first.linkedAt });
  });

  it('refuses a role the run may not take', async () => {
    const experiment = await create('Roles');
    const roles = ok(
      await env.api.gql(`{
      mom: run(id: "${MOM_RUNS[0]}") { allowedExperimentRoles }
      single: run(id: "${SINGLE_RUN}") { allowedExperimentRoles }
      recovery: run(id: "${RECOVERY_RUN}") { allowedExperimentRoles }
      none: run(id: "${TWO_SINGLES_RUN}") { allowedExperimentRoles }
    }`),
    );
    expect(roles).toEqual({
      mom: { allowedExperimentRoles: ['INITIAL', 'CANDIDATE'] },
      single: { allowedExperimentRoles: ['BASELINE'] },
      recovery: { allowedExperimentRoles: ['RECOVERY'] },
      none: { allowedExperimentRoles: [] },
    });
    for (const [runId, role] of [
      [MOM_RUNS[0]!, 'BASELINE'],
      [SINGLE_RUN, 'CANDIDATE'],
      [RECOVERY_RUN, 'INITIAL'],
      [TWO_SINGLES_RUN, 'BASELINE'],
      [MOM_RUNS[0]!, 'VALIDATION'],
    ] as const) {
      expectUserError(await attach(experiment.experimentId, runId, role), 'attachRun', 'BAD_USER_INPUT', /do not match its experiment role/);
    }
    expect(ok(await attach(experiment.experimentId, SINGLE_RUN, 'BASELINE')).attachRun.membership.role).toBe('BASELINE');
    expect(ok(await attach(experiment.experimentId, RECOVERY_RUN, 'RECOVERY')).attachRun.membership.role).toBe('RECOVERY');
    expect(errorCodes(await attach(experiment.experimentId, SINGLE_RUN, 'NOT_A_ROLE'))).toHaveLength(1);
  });

  it('checks the hypothesis length and the ids', async () => {
    const experiment = await create('Checks');
    expectUserError(
      await attach(experiment.experimentId, MOM_RUNS[2]!, 'INITIAL', 'h'.repeat(2001)),
      'attachRun',
      'BAD_USER_INPUT',
      'Experiment hypothesis must be at most 2000 characters',
    );
    expect(ok(await attach(experiment.experimentId, MOM_RUNS[2]!, 'INITIAL', 'h'.repeat(2000))).attachRun.membership.hypothesis).toHaveLength(2000);
    expectUserError(await attach(`exp-${'0'.repeat(32)}`, MOM_RUNS[2]!, 'INITIAL'), 'attachRun', 'NOT_FOUND');
    expectUserError(await attach(experiment.experimentId, 'run-00000000000000000000', 'INITIAL'), 'attachRun', 'NOT_FOUND');
    expectUserError(await attach(MOM_RUNS[2]!, experiment.experimentId, 'INITIAL'), 'attachRun', 'BAD_USER_INPUT', /Expected a Experiment id/);
  });
});

describe('reads', () => {
  it('members page forward at sizes 1 and 7, each row once, in link order; runs(filter) counts them', async () => {
    const experiment = await create('Paging');
    const linked: string[] = [];
    for (const runId of MOM_RUNS) {
      ok(await attach(experiment.experimentId, runId, linked.length % 2 ? 'CANDIDATE' : 'INITIAL', `h${linked.length}`));
      linked.push(runId);
    }
    ok(await attach(experiment.experimentId, SINGLE_RUN, 'BASELINE'));
    ok(await attach(experiment.experimentId, RECOVERY_RUN, 'RECOVERY'));
    linked.push(SINGLE_RUN, RECOVERY_RUN);

    for (const size of [1, 7]) {
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      for (;;) {
        // biome-ignore lint/suspicious/noExplicitAny: untyped test documents
        const members: any = ok(await env.api.gql(MEMBERS, { id: experiment.experimentId, first: size, after })).experiment.members;
        pages += 1;
        expect(members.totalCount).toBe(linked.length);
        expect(members.edges.length).toBeLessThanOrEqual(size);
        expect(members.pageInfo.hasPreviousPage).toBe(after !== null);
        seen.push(...members.edges.map((e: { node: { run: { runId: string } } }) => e.node.run.runId));
        if (!members.pageInfo.hasNextPage) break;
        after = members.pageInfo.endCursor;
      }
      expect(seen).toEqual(linked);
      expect(pages).toBe(Math.ceil(linked.length / size));
    }
    const first = ok(await env.api.gql(MEMBERS, { id: experiment.experimentId, first: 1 })).experiment.members.edges[0].node;
    expect(first).toMatchObject({ role: 'INITIAL', hypothesis: 'h0', run: { runId: MOM_RUNS[0] } });

    const counts = ok(
      await env.api.gql(
        `query Test_Runs($id: ID!) {
      runs(filter: { experimentId: $id }) { totalCount edges { node { runId } } }
      experiment(id: $id) { runCount activeRunCount }
    }`,
        { id: experiment.experimentId },
      ),
    );
    expect(counts.runs.totalCount).toBe(linked.length);
    expect(counts.runs.edges.map((e: { node: { runId: string } }) => e.node.runId).sort()).toEqual([...linked].sort());
    expect(counts.experiment).toEqual({ runCount: linked.length, activeRunCount: 0 });
  });

  it('members: page size limits and cursors of another experiment are refused', async () => {
    const a = await create('Cursor A');
    const b = await create('Cursor B');
    ok(await attach(a.experimentId, MOM_RUNS[3]!, 'INITIAL'));
    ok(await attach(a.experimentId, MOM_RUNS[4]!, 'INITIAL'));
    expectError(await env.api.gql(MEMBERS, { id: a.experimentId, first: 0 }), 'BAD_USER_INPUT', /between 1 and 100/);
    expectError(await env.api.gql(MEMBERS, { id: a.experimentId, first: 101 }), 'BAD_USER_INPUT', /between 1 and 100/);
    const cursor = ok(await env.api.gql(MEMBERS, { id: a.experimentId, first: 1 })).experiment.members.pageInfo.endCursor;
    expectError(await env.api.gql(MEMBERS, { id: b.experimentId, first: 1, after: cursor }), 'BAD_USER_INPUT', /another list/);
  });

  it('experiments(first, after) lists every experiment once, in creation order', async () => {
    await create('List 1');
    await create('List 2');
    const all: { experimentId: string; createdAt: string }[] = [];
    let after: string | null = null;
    for (;;) {
      // biome-ignore lint/suspicious/noExplicitAny: untyped test documents
      const page: any = ok(
        await env.api.gql(
          `query Test_List($after: String) {
        experiments(first: 3, after: $after) { totalCount edges { node { experimentId createdAt } } pageInfo { hasNextPage endCursor } }
      }`,
          { after },
        ),
      ).experiments;
      all.push(...page.edges.map((e: { node: { experimentId: string; createdAt: string } }) => e.node));
      expect(page.totalCount).toBeGreaterThanOrEqual(all.length);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    const rows = await env.tdb.database.db.select({ id: t.experiments.id }).from(t.experiments).orderBy(t.experiments.seq);
    expect(all.map((e) => e.experimentId)).toEqual(rows.map((r) => r.id));
    expect(new Set(all.map((e) => e.experimentId)).size).toBe(all.length);
    const times = all.map((e) => e.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it('experiment(id) takes natural and global ids; unknown ids are NOT_FOUND', async () => {
    const experiment = await create('Lookup');
    const natural = ok(await env.api.gql(EXPERIMENT, { id: experiment.experimentId })).experiment;
    const global = ok(await env.api.gql(EXPERIMENT, { id: experiment.id })).experiment;
    expect(natural).toEqual(experiment);
    expect(global).toEqual(experiment);
    const missing = await env.api.gql(EXPERIMENT, { id: `exp-${'f'.repeat(32)}` });
    expectError(missing, 'NOT_FOUND');
    expect(missing.data?.experiment).toBeNull();
  });
});

describe('deleteExperiment', () => {
  it('is refused while a linked run is active, then removes the memberships and keeps the runs', async () => {
    const key = freshKey();
    const experiment = await create('To delete', key);
    ok(await attach(experiment.experimentId, MOM_RUNS[5]!, 'INITIAL'));
    ok(await attach(experiment.experimentId, MOM_RUNS[6]!, 'CANDIDATE', 'v1'));
    const db = env.tdb.database.db;
    const [run] = await db.select({ status: t.runs.status }).from(t.runs).where(eq(t.runs.id, MOM_RUNS[6]!));
    await db.update(t.runs).set({ status: 'running' }).where(eq(t.runs.id, MOM_RUNS[6]!));
    try {
      expect(ok(await env.api.gql(EXPERIMENT, { id: experiment.experimentId })).experiment).toMatchObject({ runCount: 2, activeRunCount: 1 });
      const refused = expectUserError(
        await env.api.gql(DELETE, { id: experiment.experimentId, key: 'del-1' }),
        'deleteExperiment',
        'CONFLICT',
        'Wait for linked runs to finish or cancel them before deleting this experiment',
      );
      expect(refused).toMatchObject({ reason: 'experiment_active_runs', details: { reason: 'experiment_active_runs', activeRunCount: 1 } });
      expect(ok(await env.api.gql(EXPERIMENT, { id: experiment.experimentId })).experiment.runCount).toBe(2);
    } finally {
      await db.update(t.runs).set({ status: run!.status }).where(eq(t.runs.id, MOM_RUNS[6]!));
    }

    const receipt = ok(await env.api.gql(DELETE, { id: experiment.experimentId, key: 'del-1' })).deleteExperiment.deletion;
    expect(receipt).toMatchObject({ experimentId: experiment.experimentId, deleted: true, unlinkedRuns: 2, runsDeleted: 0, modelRequests: 0 });
    expect(receipt.document).toEqual({
      id: experiment.experimentId,
      deleted: true,
      unlinked_runs: 2,
      deleted_at: receipt.deletedAt,
      runs_deleted: 0,
      model_requests: 0,
    });

    // Deleting again (any key, global id) returns the saved receipt.
    const again = ok(await env.api.gql(DELETE, { id: experiment.id, key: 'del-2' })).deleteExperiment.deletion;
    expect(again).toEqual(receipt);

    // The experiment and its links are gone; the runs are untouched.
    expectError(await env.api.gql(EXPERIMENT, { id: experiment.experimentId }), 'NOT_FOUND');
    const runs = ok(
      await env.api.gql(`{
      a: run(id: "${MOM_RUNS[5]}") { runId status experimentMemberships { experiment { experimentId } } }
      b: run(id: "${MOM_RUNS[6]}") { runId status experimentMemberships { experiment { experimentId } } }
    }`),
    );
    for (const [alias, runId] of [
      ['a', MOM_RUNS[5]],
      ['b', MOM_RUNS[6]],
    ] as const) {
      expect(runs[alias]).toMatchObject({ runId, status: 'COMPLETED' });
      // Other experiments (earlier tests) may still link the run; this one does not.
      expect(runs[alias].experimentMemberships).not.toContainEqual({ experiment: { experimentId: experiment.experimentId } });
    }
    expect(await db.select().from(t.experimentRuns).where(eq(t.experimentRuns.experimentId, experiment.experimentId))).toEqual([]);
    const [deletion] = await db.select().from(t.experimentDeletions).where(eq(t.experimentDeletions.id, experiment.experimentId));
    expect(deletion).toMatchObject({ owner: 'local', requestKey: key, unlinkedRuns: 2 });
    const list = ok(await env.api.gql(`{ experiments(first: 100) { edges { node { experimentId } } } }`)).experiments.edges;
    expect(list.map((e: { node: { experimentId: string } }) => e.node.experimentId)).not.toContain(experiment.experimentId);
    expectUserError(await attach(experiment.experimentId, MOM_RUNS[5]!, 'INITIAL'), 'attachRun', 'NOT_FOUND');

    // The creation key stays bound to the deleted experiment, whatever the name.
    for (const name of ['To delete', 'Something else']) {
      const conflict = expectUserError(
        await env.api.gql(CREATE, { name, key }),
        'createExperiment',
        'CONFLICT',
        'This creation key belongs to a deleted experiment; use a new key for a new experiment',
      );
      expect(conflict).toMatchObject({ code: 'CONFLICT', reason: 'experiment_deleted', details: { reason: 'experiment_deleted' } });
    }
  });

  it('deletes an experiment without members; unknown ids are NOT_FOUND; the key is checked', async () => {
    const experiment = await create('Empty');
    expectUserError(
      await env.api.gql(DELETE, { id: experiment.experimentId, key: '' }),
      'deleteExperiment',
      'BAD_USER_INPUT',
      'Invalid experiment idempotency key',
    );
    expectUserError(
      await env.api.gql(DELETE, { id: experiment.experimentId, key: 'k'.repeat(129) }),
      'deleteExperiment',
      'BAD_USER_INPUT',
      'Invalid experiment idempotency key',
    );
    const receipt = ok(await env.api.gql(DELETE, { id: experiment.experimentId, key: 'd' })).deleteExperiment.deletion;
    expect(receipt).toMatchObject({ deleted: true, unlinkedRuns: 0 });
    expectUserError(await env.api.gql(DELETE, { id: `exp-${'e'.repeat(32)}`, key: 'd' }), 'deleteExperiment', 'NOT_FOUND');
  });
});

describe('access', () => {
  // No tokens are configured over HTTP (every caller is the local admin), so other actors are
  // exercised against the schema with their own context.
  async function as(actorId: string, role: 'READ' | 'WRITE', source: string, variableValues: Record<string, unknown> = {}) {
    const database = env.tdb.database;
    const contextValue = createContext(database, createServices(database), { actorId, role });
    const result = await execute({ schema, document: parse(source), contextValue, variableValues });
    // biome-ignore lint/suspicious/noExplicitAny: response JSON
    return JSON.parse(JSON.stringify(result)) as GraphQLResponse<any>;
  }

  it('non-admin actors see and manage only their own experiments and runs', async () => {
    const admins = await create('Admin owned');
    const mine = ok(await as('alice', 'WRITE', CREATE, { name: 'Alice owned', key: 'shared-key' })).createExperiment.experiment;
    expect(mine.owner).toBe('alice');
    // Keys are scoped to the actor: the admin's experiment with the same key is unrelated.
    expect((await create('Admin, same key', 'shared-key')).experimentId).not.toBe(mine.experimentId);

    const list = ok(await as('alice', 'WRITE', `{ experiments(first: 100) { totalCount edges { node { experimentId } } } }`)).experiments;
    expect(list).toEqual({ totalCount: 1, edges: [{ node: { experimentId: mine.experimentId } }] });
    expectError(await as('alice', 'WRITE', EXPERIMENT, { id: admins.experimentId }), 'NOT_FOUND');
    expectUserError(await as('alice', 'WRITE', DELETE, { id: admins.experimentId, key: 'x' }), 'deleteExperiment', 'NOT_FOUND');
    expectUserError(await as('alice', 'WRITE', ATTACH, { experimentId: admins.experimentId, runId: MOM_RUNS[0], role: 'INITIAL' }), 'attachRun', 'NOT_FOUND');
    // Imported runs belong to `local`: not alice's.
    expectUserError(await as('alice', 'WRITE', ATTACH, { experimentId: mine.experimentId, runId: MOM_RUNS[0], role: 'INITIAL' }), 'attachRun', 'NOT_FOUND');
    // A member run alice cannot see is neither listed nor counted for her.
    ok(await attach(mine.experimentId, MOM_RUNS[0]!, 'INITIAL'));
    const hers = ok(await as('alice', 'WRITE', MEMBERS, { id: mine.experimentId, first: 10 })).experiment.members;
    expect(hers).toMatchObject({ totalCount: 0, edges: [] });
    expect(ok(await env.api.gql(MEMBERS, { id: mine.experimentId, first: 10 })).experiment.members.totalCount).toBe(1);

    expectError(await as('bob', 'READ', CREATE, { name: 'Reader', key: 'r' }), 'FORBIDDEN');
  });
});
