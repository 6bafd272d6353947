// Bad input gets a clear error with `extensions.code` and never crashes the server (docs/api.md "Errors").
import { describe, expect, it } from 'vitest';
import { useImportedApi } from '../helpers/setup.ts';
import { encodeCursor, encodeGlobalId } from '../../src/schema/ids.ts';
import { errorCodes } from '../helpers/api.ts';

const RUN = 'run-52d65a1b8012434e801b';
const OTHER_RUN = 'run-a2e745be8ebd41e4afee';

const env = useImportedApi(['b_failed_partial']);

async function expectCode(query: string, code: string, variables: Record<string, unknown> = {}, message?: RegExp) {
  const response = await env.api.gql(query, variables);
  expect(errorCodes(response), JSON.stringify(response)).toEqual([code]);
  if (message) expect(response.errors?.[0]?.message).toMatch(message);
}

describe('unknown ids are NOT_FOUND', () => {
  it('run by natural id', () => expectCode(`{ run(id: "run-00000000000000000000") { runId } }`, 'NOT_FOUND', {}, /not found/));
  it('run by global id', () => expectCode(`{ run(id: "${encodeGlobalId('Run', 'run-ffffffffffffffffffff')}") { runId } }`, 'NOT_FOUND'));
  it('node', () => expectCode(`{ node(id: "call-00000000000000000000000000000000") { id } }`, 'NOT_FOUND'));
  it('an experiment', () => expectCode(`{ node(id: "exp-00000000000000000000000000000000") { id } }`, 'NOT_FOUND'));
  it('an event', () => expectCode(`query Test_Node($id: ID!) { node(id: $id) { id } }`, 'NOT_FOUND', { id: encodeGlobalId('RunEvent', '999999') }));
  it('a call of another run', async () => {
    const other = await env.api.gql(`{ run(id: "${OTHER_RUN}") { calls(first: 1) { edges { node { callId } } } } }`);
    const callId = other.data.run.calls.edges[0].node.callId;
    await expectCode(`{ run(id: "${RUN}") { call(id: "${callId}") { callId } } }`, 'NOT_FOUND');
  });
});

describe('malformed ids are BAD_USER_INPUT', () => {
  it.each(['', 'run-xyz', '%%%', 'bm90IGFuIGlk', encodeGlobalId('Call', 'call-x')])('run(id: %j)', (id) =>
    expectCode(`query Test_Run($id: ID!) { run(id: $id) { runId } }`, 'BAD_USER_INPUT', { id }),
  );
  it('an id of another type', () => expectCode(`{ run(id: "call-00000000000000000000000000000000") { runId } }`, 'BAD_USER_INPUT', {}, /Expected a Run id/));
  it('an id naming a type that is not a node', () =>
    expectCode(`query Test_Node($id: ID!) { node(id: $id) { id } }`, 'BAD_USER_INPUT', { id: encodeGlobalId('Bogus', 'x') }));
  it('a case result id that is not JSON', () =>
    expectCode(`query Test_Node($id: ID!) { node(id: $id) { id } }`, 'BAD_USER_INPUT', { id: encodeGlobalId('CaseResult', 'nope') }));
});

describe('cursors', () => {
  const page = `query Test_Page($after: String, $before: String) { run(id: "${RUN}") { calls(first: 2, after: $after, before: $before) { edges { cursor } } } }`;
  it.each([
    'garbage',
    'v1.',
    'v1.!!!!',
    `v2.${Buffer.from('[]').toString('base64url')}`,
    `v1.${Buffer.from('{"a":1}').toString('base64url')}`,
    'v1.'.padEnd(3000, 'A'),
  ])('malformed cursor %#', (after) => expectCode(page, 'BAD_USER_INPUT', { after }));
  it('a cursor of another list is refused', async () => {
    const runs = await env.api.gql(`{ runs(first: 1) { edges { cursor } } }`);
    await expectCode(page, 'BAD_USER_INPUT', { after: runs.data.runs.edges[0].cursor }, /another list/);
  });
  it('a cursor of the same list of another run is refused', async () => {
    const other = await env.api.gql(`{ run(id: "${OTHER_RUN}") { calls(first: 1) { edges { cursor } } } }`);
    await expectCode(page, 'BAD_USER_INPUT', { before: other.data.run.calls.edges[0].cursor });
  });
  it('a cursor with a key of the wrong shape', () => expectCode(page, 'BAD_USER_INPUT', { after: encodeCursor('calls', RUN, ['x', 'y']) }));
});

describe('page sizes', () => {
  const runs = `query Test_Runs($first: Int, $last: Int) { runs(first: $first, last: $last) { edges { cursor } } }`;
  it.each([0, -1, 101, 1000])('first: %i', (first) => expectCode(runs, 'BAD_USER_INPUT', { first }, /between 1 and 100/));
  it.each([0, 1000])('last: %i', (last) => expectCode(runs, 'BAD_USER_INPUT', { last }));
  it('first and last together', () => expectCode(runs, 'BAD_USER_INPUT', { first: 1, last: 1 }));
  it('first: 100 is allowed', async () => expect((await env.api.gql(runs, { first: 100 })).errors).toBeUndefined());
  it('a non-integer first', () => expectCode(runs, 'BAD_USER_INPUT', { first: 'ten' }));
});

describe('filter values that do not exist', () => {
  it('run status', () => expectCode(`{ runs(filter: { status: [BOGUS] }) { totalCount } }`, 'BAD_USER_INPUT'));
  it('run status as a variable', () =>
    expectCode(`query Test_F($s: [RunStatusFilter!]) { runs(filter: { status: $s }) { totalCount } }`, 'BAD_USER_INPUT', { s: ['bogus'] }));
  it('profile', () => expectCode(`{ runs(filter: { profile: [NOPE] }) { totalCount } }`, 'BAD_USER_INPUT', {}, /"NOPE" does not exist in "ProfileId"/));
  it('experiment', () =>
    expectCode(`{ runs(filter: { experimentId: "exp-00000000000000000000000000000000" }) { totalCount } }`, 'BAD_USER_INPUT', {}, /Unknown experiment/));
  it('a search longer than 200 characters', () =>
    expectCode(`query Test_S($q: String) { runs(filter: { search: $q }) { totalCount } }`, 'BAD_USER_INPUT', { q: 'x'.repeat(201) }));
  it('call target', () =>
    expectCode(`{ run(id: "${RUN}") { calls(filter: { targetId: ["nobody"] }) { totalCount } } }`, 'BAD_USER_INPUT', {}, /no target nobody/));
  it('more than 100 call cases', () =>
    expectCode(
      `query Test_C($c: [String!]) { run(id: "${RUN}") { calls(filter: { caseId: $c }) { totalCount } } }`,
      'BAD_USER_INPUT',
      { c: Array.from({ length: 101 }, (_, i) => `c${i}`) },
      /at most 100 cases/,
    ));
  it('result benchmark', () => expectCode(`{ run(id: "${RUN}") { results(filter: { benchmark: ["chess"] }) { totalCount } } }`, 'BAD_USER_INPUT'));
  it('event kind', () =>
    expectCode(`{ run(id: "${RUN}") { events(kinds: [PARTY]) { totalCount } } }`, 'BAD_USER_INPUT', {}, /"PARTY" does not exist in "RunEventKind"/));
  it('event kind OTHER, which names no stored kind', () =>
    expectCode(`{ run(id: "${RUN}") { events(kinds: [OTHER]) { totalCount } } }`, 'BAD_USER_INPUT', {}, /OTHER cannot be used as a filter/));
});

describe('filters that exist narrow the list', () => {
  it('status ACTIVE, mode, profile and search', async () => {
    const r = await env.api.gql(`{
      active: runs(filter: { status: [ACTIVE] }) { totalCount }
      failed: runs(filter: { status: [FAILED] }) { totalCount edges { node { status } } }
      live: runs(filter: { mode: [LIVE], profile: [QUICK] }) { totalCount }
      search: runs(filter: { search: "CANCELLED run" }) { edges { node { runId } } }
      byModel: runs(filter: { search: "acme/small" }) { totalCount }
    }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.active.totalCount).toBe(0);
    expect(r.data.failed.totalCount).toBe(3);
    expect(r.data.failed.edges.every((e: { node: { status: string } }) => e.node.status === 'FAILED')).toBe(true);
    expect(r.data.live.totalCount).toBe(5);
    expect(r.data.search.edges.map((e: { node: { runId: string } }) => e.node.runId)).toEqual([OTHER_RUN]);
    expect(r.data.byModel.totalCount).toBe(5);
  });
  it('calls by role, status, target and activity', async () => {
    const r = await env.api.gql(`{ run(id: "${RUN}") {
      subject: calls(filter: { role: [SUBJECT] }) { totalCount }
      judge: calls(filter: { role: [JUDGE] }) { totalCount }
      failed: calls(filter: { status: [FAILED] }) { totalCount }
      active: calls(filter: { active: true }) { totalCount }
      mom: calls(filter: { targetId: ["mom-router"] }) { totalCount edges { node { targetId } } }
    } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.run.subject.totalCount).toBeGreaterThan(0);
    expect(r.data.run.judge.totalCount).toBe(0);
    expect(r.data.run.failed.totalCount).toBe(1);
    expect(r.data.run.active.totalCount).toBe(0);
    expect(r.data.run.mom.edges.every((e: { node: { targetId: string } }) => e.node.targetId === 'mom-router')).toBe(true);
  });
});

describe('malformed documents', () => {
  it('a syntax error', () => expectCode(`{ runs(first: 1 { totalCount } }`, 'BAD_USER_INPUT'));
  it('an unknown field', () => expectCode(`{ runs { bogus } }`, 'BAD_USER_INPUT'));
  it('a missing required argument', () => expectCode(`{ run { runId } }`, 'BAD_USER_INPUT'));
  it('the server still answers afterwards', async () => {
    const response = await env.api.gql(`{ runs(first: 1) { totalCount } }`);
    expect(response.data.runs.totalCount).toBe(5);
  });
  it('a body that is not JSON gets a 4xx, not a crash', async () => {
    const response = await fetch(env.api.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
