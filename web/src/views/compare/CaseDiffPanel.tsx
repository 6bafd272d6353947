// "Case by case" under a comparison item (docs/formats.md "Case diff"): the cases behind its
// paired record, changed ones first by default, with both sides' outcome and parsed answer and
// the question on demand. One request per view or page; counts cover every paired case.
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import type { CaseDiffView, CompareCaseDiffQuery } from '../../gql/graphql.ts';
import { answerText, clipped, OUTCOME_WORDS } from '../../ui/cell-outcome.ts';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { count } from '../../ui/format.ts';
import { formatRecord } from '../../../../src/format/percent.ts';
import { CaseDiffDoc } from './compare-queries.ts';

type Row = CompareCaseDiffQuery['caseDiff']['rows'][number];
type Side = Row['baseline'];

const VIEWS: [CaseDiffView, string][] = [
  ['CHANGED', 'Changed'],
  ['LOSSES', 'Losses'],
  ['WINS', 'Wins'],
  ['ALL', 'All paired cases'],
];

const CHANGE_WORDS: Record<Row['change'], string> = { WIN: 'win', LOSS: 'loss', TIE: 'tie', UNPAIRED: 'unpaired' };
function sideText(side: Side): string {
  const { mark, word } = OUTCOME_WORDS[side.outcome];
  const outcome = `${mark} ${word}`.trim();
  const answer = answerText(side.result?.answer);
  return answer ? `${outcome} · ${clipped(answer, 40)}` : outcome;
}

interface Props {
  baselineRunId: string;
  baselineTargetId: string;
  candidateRunId: string;
  candidateTargetId: string;
}

export function CaseDiffPanel(props: Props) {
  const [view, setView] = useState<CaseDiffView>('CHANGED');
  const [cursors, setCursors] = useState<string[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const after = cursors.at(-1) ?? null;
  const [{ data, error, fetching }] = useQuery({ query: CaseDiffDoc, variables: { input: { ...props, view }, after } });
  const diff = data?.caseDiff;
  const runLink = (runId: string, caseId: string) => `/evaluation?run=${encodeURIComponent(runId)}&section=questions&q=${encodeURIComponent(caseId)}`;
  return (
    <div className="case-diff" data-testid="case-diff">
      <div className="case-diff-head">
        <div className="matrix-views" role="radiogroup" aria-label="Which cases">
          {VIEWS.map(([value, label]) => (
            <label key={value} className={value === view ? 'chip active' : 'chip'}>
              <input
                type="radio"
                name={`diff-${props.candidateRunId}-${props.candidateTargetId}`}
                checked={value === view}
                onChange={() => {
                  setView(value);
                  setCursors([]);
                  setOpen(null);
                }}
              />
              {label}
            </label>
          ))}
        </div>
        {diff ? (
          <span className="muted small" data-testid="case-diff-counts">
            {formatRecord(diff.counts.wins, diff.counts.ties, diff.counts.losses)}
            {diff.counts.unpaired > 0 ? ` · ${count(diff.counts.unpaired)} unpaired` : ''}
          </span>
        ) : null}
      </div>
      {error ? <ErrorNotice title="Case by case" error={error} /> : null}
      {fetching && !diff ? <p className="muted">Loading cases…</p> : null}
      {diff ? (
        <>
          <table className="compact">
            <thead>
              <tr>
                <th>Case</th>
                <th>Baseline · {props.baselineTargetId}</th>
                <th>Candidate · {props.candidateTargetId}</th>
                <th>Change</th>
              </tr>
            </thead>
            <tbody>
              {diff.rows.map((row) => (
                <Fragment key={row.caseId}>
                  <tr data-case={row.caseId} className={`diff-${row.change.toLowerCase()}`}>
                    <td>
                      <button
                        type="button"
                        className="link"
                        aria-expanded={open === row.caseId}
                        onClick={() => setOpen(open === row.caseId ? null : row.caseId)}
                      >
                        {row.caseId}
                      </button>
                    </td>
                    <td className={`outcome ${row.baseline.outcome.toLowerCase()}`}>{sideText(row.baseline)}</td>
                    <td className={`outcome ${row.candidate.outcome.toLowerCase()}`}>{sideText(row.candidate)}</td>
                    <td>
                      <span className={`change ${row.change.toLowerCase()}`}>{CHANGE_WORDS[row.change]}</span>
                    </td>
                  </tr>
                  {open === row.caseId ? (
                    <tr>
                      <td colSpan={4}>
                        <div className="case-diff-detail" data-testid="case-diff-detail">
                          <p className="muted small">{row.benchmark}</p>
                          {row.question ? <pre className="run-message-text">{row.question}</pre> : <p className="muted">This task’s input cannot be shown.</p>}
                          <p>
                            <Link to={runLink(props.baselineRunId, row.caseId)}>Open in the baseline run</Link> ·{' '}
                            <Link to={runLink(props.candidateRunId, row.caseId)}>Open in the candidate run</Link>
                          </p>
                        </div>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
          {diff.rows.length === 0 ? <p className="muted">No case in this view.</p> : null}
          <div className="compare-row">
            <button type="button" disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
              Previous cases
            </button>
            <span className="muted small">
              {count(diff.totalCount)} {diff.totalCount === 1 ? 'case' : 'cases'} in this view
            </span>
            <button type="button" disabled={!diff.hasNextPage} onClick={() => setCursors([...cursors, diff.rows.at(-1)!.cursor])}>
              Next cases
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
