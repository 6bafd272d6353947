// Notes on a run, a case and a cell: stored server-side, read newest first by scope, repeated
// requests answered with the same note, bad input refused with codes, and WRITE needed to add.
import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, createServices } from '../../src/context.ts';
import { importStore } from '../../src/import/import-store.ts';
import { schema } from '../../src/schema/index.ts';
import { startTestApi, userErrorCodes, type TestApi } from '../helpers/api.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { scenarioPath } from '../helpers/fixtures.ts';

const RUN = 'run-c2b9546e0f0240f3adb7';
let tdb: TestDatabase;
let api: TestApi;
let caseId = '';
let targetId = '';

const ADD = `mutation ($input: AddRunNoteInput!) {
  addRunNote(input: $input) { note { noteId runId caseId targetId author body createdAt } userErrors { code message } }
}`;
const NOTES = `query ($id: ID!, $caseId: String, $targetId: String, $onlyRun: Boolean) {
  run(id: $id) { notes(caseId: $caseId, targetId: $targetId, onlyRun: $onlyRun) { noteId caseId targetId body } }
}`;

interface Note {
  noteId: string;
  caseId: string | null;
  targetId: string | null;
  body: string;
}

async function add(input: Record<string, unknown>) {
  return api.gql<{
    addRunNote: { note: (Note & { author: string; runId: string; createdAt: string }) | null; userErrors: { code: string; message: string }[] };
  }>(ADD, { input: { runId: RUN, ...input } });
}

async function notes(variables: Record<string, unknown> = {}): Promise<Note[]> {
  const reply = await api.gql<{ run: { notes: Note[] } }>(NOTES, { id: RUN, ...variables });
  expect(reply.errors).toBeUndefined();
  return reply.data!.run.notes;
}

beforeAll(async () => {
  tdb = await openTestDatabase();
  await importStore(tdb.database, scenarioPath('a_complete_mixed'));
  api = await startTestApi(tdb.database);
  const matrix = await api.gql<{ run: { caseMatrix: { targetIds: string[]; rows: { caseId: string }[] } } }>(
    'query ($id: ID!) { run(id: $id) { caseMatrix(first: 1) { targetIds rows { caseId } } } }',
    { id: RUN },
  );
  caseId = matrix.data!.run.caseMatrix.rows[0]!.caseId;
  targetId = matrix.data!.run.caseMatrix.targetIds[0]!;
});
afterAll(async () => {
  await api?.close();
  await tdb?.close();
});

describe('run notes', () => {
  it('stores notes on the run, a case and a cell, and reads them newest first by scope', async () => {
    const onRun = await add({ body: '  Baseline for the Q3 router study.  ', idempotencyKey: 'n1' });
    expect(onRun.data!.addRunNote.userErrors).toEqual([]);
    expect(onRun.data!.addRunNote.note).toMatchObject({ runId: RUN, caseId: null, targetId: null, author: 'local', body: 'Baseline for the Q3 router study.' });
    expect(onRun.data!.addRunNote.note!.noteId).toMatch(/^note-[0-9a-f]{32}$/);
    const onCase = (await add({ caseId, body: 'The reference answer looks wrong.', idempotencyKey: 'n2' })).data!.addRunNote.note!;
    const onCell = (await add({ caseId, targetId, body: 'Parsed the second option, not the first.', idempotencyKey: 'n3' })).data!.addRunNote.note!;

    expect((await notes()).map((n) => n.noteId)).toEqual([onCell.noteId, onCase.noteId, onRun.data!.addRunNote.note!.noteId]);
    expect((await notes({ onlyRun: true })).map((n) => n.body)).toEqual(['Baseline for the Q3 router study.']);
    expect((await notes({ caseId })).map((n) => n.noteId)).toEqual([onCase.noteId]);
    expect((await notes({ caseId, targetId })).map((n) => n.noteId)).toEqual([onCell.noteId]);
  });

  it('answers a repeat with the same note and a different text under the key with CONFLICT', async () => {
    const first = (await add({ body: 'Once.', idempotencyKey: 'repeat' })).data!.addRunNote.note!;
    const again = (await add({ body: 'Once.', idempotencyKey: 'repeat' })).data!.addRunNote.note!;
    expect(again.noteId).toBe(first.noteId);
    expect(userErrorCodes(await add({ body: 'Twice.', idempotencyKey: 'repeat' }), 'addRunNote')).toEqual(['CONFLICT']);
  });

  it('refuses an empty or too long note, an unknown case or target, and a run it cannot find', async () => {
    expect(userErrorCodes(await add({ body: '   ', idempotencyKey: 'e1' }), 'addRunNote')).toEqual(['BAD_USER_INPUT']);
    expect(userErrorCodes(await add({ body: 'x'.repeat(4001), idempotencyKey: 'e2' }), 'addRunNote')).toEqual(['BAD_USER_INPUT']);
    expect(userErrorCodes(await add({ caseId: 'no-such-case', body: 'x', idempotencyKey: 'e3' }), 'addRunNote')).toEqual(['BAD_USER_INPUT']);
    expect(userErrorCodes(await add({ caseId, targetId: 'no-such-target', body: 'x', idempotencyKey: 'e4' }), 'addRunNote')).toEqual(['BAD_USER_INPUT']);
    expect(userErrorCodes(await add({ targetId, body: 'x', idempotencyKey: 'e5' }), 'addRunNote')).toEqual(['BAD_USER_INPUT']);
    expect(userErrorCodes(await add({ runId: 'run-00000000000000000000', body: 'x', idempotencyKey: 'e6' }), 'addRunNote')).toEqual(['NOT_FOUND']);
  });

  it('needs WRITE to add a note', async () => {
    const database = tdb.database;
    const as = async (role: 'READ' | 'WRITE', source: string, variableValues: Record<string, unknown>) =>
      JSON.parse(
        JSON.stringify(
          await execute({
            schema,
            document: parse(source),
            contextValue: createContext(database, createServices(database), { actorId: 'reader', role }),
            variableValues,
          }),
        ),
      ) as {
        data?: Record<string, { userErrors?: { code: string }[] } | null>;
        errors?: { extensions?: { code?: string } }[];
      };
    const refused = await as('READ', ADD, { input: { runId: RUN, body: 'x', idempotencyKey: 'r1' } });
    const codes = [...(refused.errors ?? []).map((e) => e.extensions?.code), ...(refused.data?.addRunNote?.userErrors ?? []).map((e) => e.code)];
    expect(codes).toEqual(['FORBIDDEN']);
  });
});
