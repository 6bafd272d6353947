// Notes people leave on a run, a case or one cell (docs/formats.md "Notes"). Anyone who may see
// the run reads them; WRITE actors add them. A note is never edited: a repeat of the same
// request (same author and key) returns the same note, a different text under that key is a
// CONFLICT. Zero model requests.
import { randomUUID } from 'node:crypto';
import { insertNote, noteByKey, notesOfRun, type NoteScope, type RunNoteRecord } from '../db/queries/run-notes.ts';
import { runsByIds, type RunRecord } from '../db/queries/runs.ts';
import { lockRequestKey } from '../db/writes/request-locks.ts';
import { nowIsoMicros } from '../db/timestamps.ts';
import { badUserInput, conflict, notFound } from '../domain/errors.ts';
import { codePointLength } from '../domain/hashing/python-text.ts';
import { ACCESS, requireAccess } from './access.ts';
import { ownerScope, type Actor } from './actor.ts';
import { plannedCaseIds } from './case-matrix.ts';
import type { ServiceDeps } from './deps.ts';

export const MAX_NOTE_CHARS = 4_000;
export const MAX_NOTE_KEY_CHARS = 128;
/** Notes returned per read: the newest. */
export const MAX_NOTES_READ = 500;

export interface AddNoteInput {
  runId: string;
  caseId?: string | null | undefined;
  targetId?: string | null | undefined;
  body: string;
  idempotencyKey: string;
}

async function checkScope(deps: ServiceDeps, run: RunRecord, caseId: string | null, targetId: string | null): Promise<void> {
  if (targetId !== null && caseId === null) throw badUserInput('A note on a target names its case too (caseId)');
  if (targetId !== null && !run.targetIds.includes(targetId)) throw badUserInput(`Run ${run.id} has no target ${targetId}`);
  if (caseId !== null && !(await plannedCaseIds(deps.db, run)).includes(caseId)) throw badUserInput(`Run ${run.id} has no planned case ${caseId}`);
}

export async function addRunNote(deps: ServiceDeps, actor: Actor, input: AddNoteInput): Promise<RunNoteRecord> {
  requireAccess(actor, ACCESS.addRunNote);
  const body = input.body.trim();
  const length = codePointLength(body);
  if (length < 1 || length > MAX_NOTE_CHARS) throw badUserInput(`A note is 1 to ${MAX_NOTE_CHARS} characters`);
  if (body.includes('\u0000')) throw badUserInput('A note cannot contain NUL characters');
  const key = input.idempotencyKey;
  if (codePointLength(key) < 1 || codePointLength(key) > MAX_NOTE_KEY_CHARS || key.includes('\u0000'))
    throw badUserInput(`idempotencyKey is 1 to ${MAX_NOTE_KEY_CHARS} characters`);
  const caseId = input.caseId?.trim() || null;
  const targetId = input.targetId?.trim() || null;
  const [run] = await runsByIds(deps.db, [input.runId], ownerScope(actor));
  if (!run) throw notFound(`Run ${input.runId} not found`);
  await checkScope(deps, run, caseId, targetId);
  return deps.db.transaction(async (tx) => {
    await lockRequestKey(tx, ['run-note', actor.actorId, key]);
    const existing = await noteByKey(tx, actor.actorId, key);
    if (existing) {
      if (existing.runId !== run.id || existing.caseId !== caseId || existing.targetId !== targetId || existing.body !== body) {
        throw conflict('This idempotency key already added a different note', { reason: 'note_key_conflict' });
      }
      return existing;
    }
    return insertNote(tx, {
      id: `note-${randomUUID().replaceAll('-', '')}`,
      runId: run.id,
      caseId,
      targetId,
      author: actor.actorId,
      body,
      createdAt: nowIsoMicros(),
      requestKey: key,
    });
  });
}

/** The run's notes, newest first; with `scope`, only those about that run, case or cell. */
export function runNotes(deps: Pick<ServiceDeps, 'db'>, runId: string, scope: NoteScope | undefined): Promise<RunNoteRecord[]> {
  return notesOfRun(deps.db, runId, scope, MAX_NOTES_READ);
}
