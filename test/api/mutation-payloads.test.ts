// Mutation payloads: a refusal of one mutation's input is a user error in its own payload, so a
// document with a refused mutation beside a successful one returns both results; a refusal of
// the request itself (a role) nulls only that mutation's payload.
import { graphql, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/context.ts';
import { schema } from '../../src/schema/index.ts';
import {
  CandidatePlanWithLongName,
  CreateTwoBesideARefusal,
  CreateUnderATakenKey,
  ExperimentNames,
  StartBesideCreate,
} from '../documents/mutation-payloads.ts';
import { startTestApi, type TestApi } from '../helpers/api.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';

let tdb: TestDatabase;
let api: TestApi;
beforeAll(async () => {
  tdb = await openTestDatabase();
  api = await startTestApi(tdb.database);
});
afterAll(async () => {
  await api?.close();
  await tdb?.close();
});

describe('mutation payloads', () => {
  it('return a refused mutation and its successful neighbours side by side', async () => {
    const response = await api.gql(CreateTwoBesideARefusal, { good: 'Payload check', bad: 'x'.repeat(161) });
    expect(response.errors).toBeUndefined();
    const { first, second, third } = response.data!;
    expect(first?.userErrors).toEqual([]);
    expect(first?.experiment?.name).toBe('Payload check');
    expect(first?.experiment?.experimentId).toMatch(/^exp-[0-9a-f]{32}$/);
    expect(second?.experiment).toBeNull();
    expect(second?.userErrors).toHaveLength(1);
    expect(second?.userErrors[0]?.code).toBe('BAD_USER_INPUT');
    expect(second?.userErrors[0]?.message).toMatch(/name/i);
    expect(third).toEqual({ experiment: { name: 'Kept after a refusal' }, userErrors: [] });

    // The refused one changed nothing; the others are stored.
    const list = await api.gql(ExperimentNames, {});
    expect(list.data?.experiments.edges.map((e) => e.node.name)).toEqual(['Payload check', 'Kept after a refusal']);
  });

  it('carry the details a client acts on, with the reason typed', async () => {
    const response = await api.gql(CreateUnderATakenKey, {});
    expect(response.errors).toBeUndefined();
    expect(response.data?.createExperiment?.experiment).toBeNull();
    expect(response.data?.createExperiment?.userErrors[0]?.code).toBe('CONFLICT');
    expect(response.data?.createExperiment?.userErrors[0]?.details).toBeTypeOf('object');
  });

  it('refuse a violated argument rule in the payload too', async () => {
    const response = await api.gql(CandidatePlanWithLongName, { name: 'n'.repeat(201) });
    expect(response.errors).toBeUndefined();
    expect(response.data?.candidatePlan).toEqual({ plan: null, userErrors: [{ code: 'BAD_USER_INPUT', message: 'name is at most 200 characters' }] });
  });

  it('leave a refusal of the request (a role) top-level, nulling only that payload', async () => {
    const contextValue = createContext(tdb.database, api.server.services, { actorId: 'writer', role: 'WRITE' });
    const result = await graphql({ schema, contextValue, source: print(StartBesideCreate) });
    expect(result.errors?.map((e) => [e.path, e.extensions.code, e.extensions.requiredRole, e.message])).toEqual([
      [['startRun'], 'FORBIDDEN', 'RUN', 'Starting a run needs the RUN role'],
    ]);
    expect(result.data).toEqual({ startRun: null, createExperiment: { experiment: { name: 'Written by a writer' }, userErrors: [] } });
  });

  it('declare the role every mutation needs on its field', () => {
    const fields = Object.values(schema.getMutationType()!.getFields());
    expect(fields).toHaveLength(19);
    for (const field of fields) {
      expect(
        field.args.map((a) => a.name),
        field.name,
      ).toEqual(['input']);
      // Pothos keeps a field's options on its extensions; scope auth reads `authScopes` from there.
      const options = field.extensions['pothosOptions'] as { authScopes?: { access?: { role: string } } } | undefined;
      expect(['WRITE', 'RUN', 'ADMIN'], field.name).toContain(options?.authScopes?.access?.role);
    }
  });
});
