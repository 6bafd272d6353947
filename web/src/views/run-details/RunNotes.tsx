// Notes on a run, a case or one cell (docs/formats.md "Notes"): the list, newest first, and a
// form for WRITE actors. Stored on the server, so everyone who may see the run reads them. A
// draft keeps one idempotency key until it is stored: a lost answer is repeated, never doubled.
import { useState } from 'react';
import { useMutation } from 'urql';
import { outcome } from '../../api/payload.ts';
import { useViewer } from '../../api/viewer.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { dateTime } from '../../ui/format.ts';
import { AddRunNoteMutation } from './run-details-queries.ts';

export interface NoteItem {
  noteId: string;
  author: string;
  body: string;
  createdAt: string;
}

interface Props {
  runId: string;
  caseId?: string;
  targetId?: string;
  notes: readonly NoteItem[];
  /** Called once a note is stored, to read the notes again. */
  onAdded(): void;
}

export function RunNotes({ runId, caseId, targetId, notes, onAdded }: Props) {
  const viewer = useViewer();
  const [draft, setDraft] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [result, add] = useMutation(AddRunNoteMutation);
  const { error } = outcome(result, 'addRunNote', 'note');
  const about = targetId ? 'this cell' : caseId ? 'this case' : 'this run';
  const submit = async () => {
    const reply = await add({ input: { runId, body: draft, idempotencyKey: key, ...(caseId ? { caseId } : {}), ...(targetId ? { targetId } : {}) } });
    if (reply.data?.addRunNote?.note) {
      setDraft('');
      setKey(crypto.randomUUID());
      onAdded();
    }
  };
  return (
    <div className="run-notes" data-testid="run-notes">
      {notes.length === 0 ? <p className="muted small">No notes on {about} yet.</p> : null}
      <ul className="note-list">
        {notes.map((note) => (
          <li key={note.noteId} data-testid="run-note">
            <p className="note-body">{note.body}</p>
            <p className="muted small">
              {note.author} · {dateTime(note.createdAt)}
            </p>
          </li>
        ))}
      </ul>
      {viewer.canWrite ? (
        <form
          className="note-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <textarea
            aria-label={`Note on ${about}`}
            value={draft}
            maxLength={4000}
            rows={2}
            placeholder={`A note on ${about}, for everyone who can see the run`}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" disabled={result.fetching || draft.trim() === ''}>
            {result.fetching ? 'Saving…' : 'Add note'}
          </button>
        </form>
      ) : null}
      {error ? <ErrorNotice title="Note" error={error} /> : null}
    </div>
  );
}
