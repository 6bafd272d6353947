// Run.notes and addRunNote: notes on a run, a case or one cell (docs/formats.md "Notes"). The
// service checks and stores; this file only shapes.
import type { RunNoteRecord } from '../../db/queries/run-notes.ts';
import { toIsoMicros } from '../../db/timestamps.ts';
import { ACCESS } from '../../services/access.ts';
import { addRunNote, runNotes } from '../../services/run-notes.ts';
import { builder } from '../builder.ts';
import { entityId } from '../ids.ts';
import { PAYLOAD_FIELD, succeeded } from '../payload.ts';
import { userErrorsField } from '../user-errors.ts';
import { RunRef } from './run.ts';

export const RunNoteRef = builder.objectRef<RunNoteRecord>('RunNote').implement({
  description: 'A note someone left on a run, one of its cases, or one cell (case × target). Notes are never edited.',
  fields: (t) => ({
    noteId: t.exposeString('id', { description: 'The note’s id (`note-…`).' }),
    runId: t.exposeString('runId', { description: 'The run the note is on.' }),
    caseId: t.exposeString('caseId', { nullable: true, description: 'The case it is about; null for a note on the whole run.' }),
    targetId: t.exposeString('targetId', {
      nullable: true,
      description: 'The target of the cell it is about; null for a note on the run or on a case over all targets.',
    }),
    author: t.exposeString('author', { description: 'The actor who wrote it.' }),
    body: t.exposeString('body', { description: 'The text, trimmed; 1 to 4,000 characters.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was written.', resolve: (n) => toIsoMicros(n.createdAt) }),
  }),
});

builder.objectField(RunRef, 'notes', (t) =>
  t.field({
    type: [RunNoteRef],
    description:
      'Notes on this run, newest first (at most 500). With `caseId` (and `targetId`), only the notes about that case (or cell); with `onlyRun`, only those about the whole run.',
    args: {
      caseId: t.arg.string({ description: 'Only notes about this case (over all targets unless `targetId` is given).' }),
      targetId: t.arg.string({ description: 'With `caseId`: only notes about this cell.' }),
      onlyRun: t.arg.boolean({ description: 'Only notes about the whole run.' }),
    },
    resolve: (run, args, ctx) => {
      const scope = args.onlyRun ? { caseId: null, targetId: null } : args.caseId ? { caseId: args.caseId, targetId: args.targetId ?? null } : undefined;
      return runNotes(ctx.deps, run.id, scope);
    },
  }),
);

builder.relayMutationField(
  'addRunNote',
  {
    description: 'The note and what it is about.',
    inputFields: (t) => ({
      runId: t.id({ required: true, description: 'The run: natural `run-…` id or global id.' }),
      caseId: t.string({ description: 'A planned case of the run; omit for a note on the whole run.' }),
      targetId: t.string({ description: 'With `caseId`: one of the run’s targets, for a note on that cell.' }),
      body: t.string({ required: true, description: 'The text: 1 to 4,000 characters once trimmed.' }),
      idempotencyKey: t.string({ required: true, description: 'At most 128 characters; repeating the request with it returns the same note.' }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.addRunNote },
    description:
      'Leaves a note on a run, a case or a cell, for everyone who may see the run. Needs WRITE; zero model requests. An unknown case or target is BAD_USER_INPUT; the same key with another text CONFLICT.',
    resolve: async (_root, { input }, ctx) =>
      succeeded(
        await addRunNote(ctx.deps, ctx.viewer, {
          runId: entityId('Run', String(input.runId)),
          caseId: input.caseId,
          targetId: input.targetId,
          body: input.body,
          idempotencyKey: input.idempotencyKey,
        }),
      ),
  },
  {
    description: 'The note, or why it was refused.',
    outputFields: (t) => ({
      note: t.field({ type: RunNoteRef, nullable: true, description: 'The stored note; null when refused.', resolve: (p) => p.result }),
      userErrors: userErrorsField(t),
    }),
  },
);
