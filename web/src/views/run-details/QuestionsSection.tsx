// Questions section: the case × target matrix (docs/formats.md "Case matrix"). One row per planned
// case, one cell per target with its outcome and parsed answer, 25 cases a page, narrowed on the
// server to the cases some target got wrong or where targets disagree. A cell opens everything
// public about it: the question, the parsed answer and grade, the grader's explanation, the
// transcript of its calls, and a link to those calls.
import { Fragment, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { answerText, clipped, OUTCOME_WORDS } from '../../ui/cell-outcome.ts';
import { count, seconds, usd } from '../../ui/format.ts';
import { CellSteps } from './CellSteps.tsx';
import { ScopedNotesQuery } from './run-details-queries.ts';
import { RunNotes } from './RunNotes.tsx';
import { detailsInWords } from './result-details.ts';
import { MATRIX_VIEWS, runParams, type MatrixViewWord } from './run-url.ts';
import { SectionFilter } from './SectionFilter.tsx';
import { SectionPager } from './SectionPager.tsx';
import type { RunData } from './types.ts';

type Matrix = NonNullable<RunData['caseMatrix']>;
type MatrixRow = Matrix['rows'][number];
type MatrixCell = MatrixRow['cells'][number];
type CellResult = NonNullable<MatrixCell['result']>;

const VIEW_LABELS: Record<MatrixViewWord, string> = { all: 'All cases', wrong: 'Wrong on any target', disagree: 'Targets disagree' };

function GraderDetails({ details }: { details: unknown }) {
  if (details === null || details === undefined) return null;
  const sentences = detailsInWords(details);
  return (
    <div data-testid="case-details">
      {sentences.length > 0 ? <p>{sentences.join(' · ')}</p> : null}
      <details>
        <summary className="muted">Grader details</summary>
        <pre className="run-json">{JSON.stringify(details, null, 2)}</pre>
      </details>
    </div>
  );
}

/** The notes about one cell, read when it opens and again after a note is added. */
function CellNotes({ runId, caseId, targetId }: { runId: string; caseId: string; targetId: string }) {
  const [{ data }, reload] = useQuery({ query: ScopedNotesQuery, variables: { runId, caseId, targetId }, requestPolicy: 'network-only' });
  return (
    <div className="cell-notes">
      <h4>Notes</h4>
      <RunNotes runId={runId} caseId={caseId} targetId={targetId} notes={data?.run?.notes ?? []} onAdded={() => reload({ requestPolicy: 'network-only' })} />
    </div>
  );
}

function CellDetail({ runId, row, cell }: { runId: string; row: MatrixRow; cell: MatrixCell }) {
  const [params] = useSearchParams();
  const result: CellResult | null = cell.result ?? null;
  const answer = answerText(result?.answer);
  const calls = runParams(params, { section: 'calls', q: row.caseId, page: null, after: null, call: null, view: null });
  return (
    <div className="run-case-detail" data-testid="case-detail">
      <h4>
        {row.caseId} · {cell.targetId} · <span className={`outcome ${cell.outcome.toLowerCase()}`}>{OUTCOME_WORDS[cell.outcome].word}</span>
      </h4>
      <details open className="case-question">
        <summary>Question</summary>
        {row.question ? (
          <pre className="run-message-text" data-testid="case-question">
            {row.question}
          </pre>
        ) : (
          <p className="muted">This task’s input cannot be shown.</p>
        )}
      </details>
      {result === null ? (
        <p className="muted">{cell.outcome === 'NOT_PLANNED' ? 'This cell is not part of the plan.' : 'No result yet: the cell has not been dispatched.'}</p>
      ) : (
        <>
          <dl className="kv">
            <dt>Parsed answer</dt>
            <dd>
              {answer ? <code>{answer}</code> : `None${result.strictFormat === false ? ': the final text did not match the required answer format' : ''}`}
            </dd>
            <dt>Score</dt>
            <dd>{result.score === null || result.score === undefined ? 'Not assessed' : result.score.toFixed(2)}</dd>
            <dt>Cost · latency</dt>
            <dd>
              {usd(result.costUsd)} · {seconds(result.latencySeconds)}
            </dd>
          </dl>
          {result.qualityFailure === 'output_limit' ? (
            <div className="run-notice">The response reached the output limit before an answer was complete.</div>
          ) : null}
          {result.error ? <div className="error">{result.error}</div> : null}
          <GraderDetails details={result.details} />
          <CellNotes runId={runId} caseId={row.caseId} targetId={cell.targetId} />
          <CellSteps runId={runId} caseId={row.caseId} targetId={cell.targetId} />
          <Link to={`?${calls.toString()}`} data-testid="case-calls-link">
            Open this case’s calls
          </Link>
        </>
      )}
    </div>
  );
}

function ViewChoice({ current }: { current: MatrixViewWord }) {
  const [params, setParams] = useSearchParams();
  return (
    <div className="matrix-views" role="radiogroup" aria-label="Which cases">
      {(Object.keys(MATRIX_VIEWS) as MatrixViewWord[]).map((view) => (
        <label key={view} className={view === current ? 'chip active' : 'chip'}>
          <input
            type="radio"
            name="matrix-view"
            checked={view === current}
            onChange={() => setParams(runParams(params, { view: view === 'all' ? null : view, page: null, after: null, call: null }))}
          />
          {VIEW_LABELS[view]}
        </label>
      ))}
    </div>
  );
}

export function QuestionsSection({ runId, matrix, page, q, view }: { runId: string; matrix: Matrix; page: number; q: string; view: MatrixViewWord }) {
  const [open, setOpen] = useState<{ caseId: string; targetId: string } | null>(null);
  const toggle = (caseId: string, targetId: string) => setOpen(open?.caseId === caseId && open.targetId === targetId ? null : { caseId, targetId });
  return (
    <section className="panel" data-testid="section-questions">
      <h3>Questions</h3>
      <div className="matrix-controls">
        <ViewChoice current={view} />
        <SectionFilter value={q} placeholder="Case id, benchmark or question text" />
      </div>
      <p className="muted" data-testid="matrix-count">
        {count(matrix.totalCount)} {matrix.totalCount === 1 ? 'case' : 'cases'}
        {view === 'all' && !q ? '' : ` match (${VIEW_LABELS[view].toLowerCase()}${q ? `, “${q}”` : ''})`} · each cell: the target’s outcome and parsed answer;
        open one for its question, grade and transcript
      </p>
      <div className="matrix-scroll">
        <table className="case-matrix" data-testid="case-matrix">
          <thead>
            <tr>
              <th>Case</th>
              {matrix.targetIds.map((t) => (
                <th key={t}>{t}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row) => {
              const opened = open?.caseId === row.caseId ? row.cells.find((c) => c.targetId === open.targetId) : undefined;
              return (
                <Fragment key={row.caseId}>
                  <tr data-case={row.caseId}>
                    <td className="matrix-case">
                      <button
                        type="button"
                        className="link"
                        aria-expanded={open?.caseId === row.caseId}
                        onClick={() => toggle(row.caseId, row.cells[0]?.targetId ?? '')}
                      >
                        {row.caseId}
                      </button>
                      <div className="muted small matrix-question" title={row.question}>
                        {row.benchmark} · {row.question || 'input not shown'}
                      </div>
                    </td>
                    {row.cells.map((cell) => {
                      const answer = answerText(cell.result?.answer);
                      const words = OUTCOME_WORDS[cell.outcome];
                      return (
                        <td key={cell.targetId} className={`matrix-cell outcome ${cell.outcome.toLowerCase()}`}>
                          {cell.outcome === 'NOT_PLANNED' ? (
                            <span className="muted">—</span>
                          ) : (
                            <button
                              type="button"
                              className="cell-button"
                              data-testid="matrix-cell"
                              aria-label={`${row.caseId} on ${cell.targetId}: ${words.word}`}
                              aria-expanded={open?.caseId === row.caseId && open.targetId === cell.targetId}
                              onClick={() => toggle(row.caseId, cell.targetId)}
                            >
                              <span aria-hidden="true">{words.mark}</span> {words.word}
                              {answer ? <span className="cell-answer"> · {clipped(answer, 24)}</span> : null}
                              {cell.result?.callCount !== null && cell.result?.callCount !== undefined && cell.result.callCount > 1 ? (
                                <span className="muted"> · {count(cell.result.callCount)} calls</span>
                              ) : null}
                            </button>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                  {opened ? (
                    <tr>
                      <td colSpan={matrix.targetIds.length + 1}>
                        <CellDetail runId={runId} row={row} cell={opened} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {matrix.rows.length === 0 ? <p className="muted">No case matches.</p> : null}
      <SectionPager page={page} totalCount={matrix.totalCount} hasNext={matrix.hasNextPage} endCursor={matrix.rows.at(-1)?.cursor} label="cases" />
    </section>
  );
}
