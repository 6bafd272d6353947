// Notes on runs, cases and cells (docs/formats.md "Notes"): written once, read newest first.
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { runNotes } from '../schema.ts';

export type RunNoteRecord = typeof runNotes.$inferSelect;

/** What a note is about: the whole run (`caseId` null), a case, or one cell. */
export interface NoteScope {
  caseId: string | null;
  targetId: string | null;
}

export async function noteByKey(db: DbOrTx, author: string, requestKey: string): Promise<RunNoteRecord | null> {
  const [row] = await db
    .select()
    .from(runNotes)
    .where(and(eq(runNotes.author, author), eq(runNotes.requestKey, requestKey)));
  return row ?? null;
}

export async function insertNote(db: DbOrTx, note: Omit<RunNoteRecord, 'seq'>): Promise<RunNoteRecord> {
  const [row] = await db.insert(runNotes).values(note).returning();
  if (!row) throw new Error('the note was not stored');
  return row;
}

/**
 * Notes of a run, newest first, at most `limit`. `scope` undefined: every note of the run; a
 * scope: the notes about exactly that run, case or cell.
 */
export async function notesOfRun(db: DbOrTx, runId: string, scope: NoteScope | undefined, limit: number): Promise<RunNoteRecord[]> {
  const about: (SQL | undefined)[] = scope
    ? [
        scope.caseId === null ? isNull(runNotes.caseId) : eq(runNotes.caseId, scope.caseId),
        scope.targetId === null ? isNull(runNotes.targetId) : eq(runNotes.targetId, scope.targetId),
      ]
    : [];
  return db
    .select()
    .from(runNotes)
    .where(and(eq(runNotes.runId, runId), ...about))
    .orderBy(desc(runNotes.seq))
    .limit(limit);
}
