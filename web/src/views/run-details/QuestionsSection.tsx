// Questions section (clients.md §4.4): case results 25 a page with a server-side filter; a row
// opens its case detail (parsed answer, format and output-limit notes, error, grader details) and
// its steps, the cell's calls in order.
import { Fragment, useState } from 'react';
import { count, seconds, usd } from '../../ui/format.ts';
import { CellSteps } from './CellSteps.tsx';
import { detailsInWords } from './result-details.ts';
import { SectionFilter } from './SectionFilter.tsx';
import { SectionPager } from './SectionPager.tsx';
import type { RunData } from './types.ts';

type Results = NonNullable<RunData['results']>;
type ResultRow = Results['edges'][number]['node'];

function answerText(answer: unknown): string | null {
  if (answer === null || answer === undefined || answer === '') return null;
  return typeof answer === 'string' ? answer : JSON.stringify(answer);
}

function GraderDetails({ details }: { details: unknown }) {
  if (details === null || details === undefined) return null;
  const sentences = detailsInWords(details);
  return sentences.length > 0 ? (
    <div data-testid="case-details">
      {sentences.join(' · ')}
      <details>
        <summary className="muted">Grader details</summary>
        <pre className="run-json">{JSON.stringify(details, null, 2)}</pre>
      </details>
    </div>
  ) : (
    <details data-testid="case-details">
      <summary className="muted">Grader details</summary>
      <pre className="run-json">{JSON.stringify(details, null, 2)}</pre>
    </details>
  );
}

function CaseDetail({ runId, row }: { runId: string; row: ResultRow }) {
  const answer = answerText(row.answer);
  return (
    <div className="run-case-detail" data-testid="case-detail">
      <strong>
        {row.caseId} · {row.targetId}
      </strong>
      {answer ? (
        <div>
          Parsed answer: <code>{answer}</code>
        </div>
      ) : (
        <div>
          No answer parsed.{row.strictFormat === false ? ' The final text did not match the required answer format.' : ''}
        </div>
      )}
      {row.qualityFailure === 'output_limit' ? <div className="run-notice">The response reached the output limit before an answer was complete.</div> : null}
      {row.error ? <div className="error">{row.error}</div> : null}
      <GraderDetails details={row.details} />
      <CellSteps runId={runId} caseId={row.caseId} targetId={row.targetId} />
    </div>
  );
}

export function QuestionsSection({ runId, results, page, q, corrected }: { runId: string; results: Results; page: number; q: string; corrected: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section className="panel" data-testid="section-questions">
      <h3>Questions</h3>
      <SectionFilter value={q} placeholder="Case, target, benchmark or status" />
      <p className="muted">
        Loaded {count(results.edges.length)} of {count(results.totalCount)} persisted results
      </p>
      <table>
        <thead>
          <tr>
            <th>Case</th>
            <th>Benchmark</th>
            <th>Target</th>
            <th>Status</th>
            <th className="num">Score</th>
            <th className="num">{corrected ? 'Cost (original)' : 'Cost'}</th>
            <th className="num">Latency / TTFT</th>
          </tr>
        </thead>
        <tbody>
          {results.edges.map(({ node }) => (
            <Fragment key={node.id}>
              <tr>
                <td>
                  <button type="button" className="link" aria-expanded={open === node.id} onClick={() => setOpen(open === node.id ? null : node.id)}>
                    {node.caseId}
                  </button>
                  {node.callCount !== null && node.callCount !== undefined && node.callCount > 1 ? <div className="muted">{count(node.callCount)} calls</div> : null}
                </td>
                <td>{node.benchmark ?? 'Not recorded'}</td>
                <td>{node.targetId}</td>
                <td>
                  <span className={`status ${node.status.toLowerCase()}`}>{node.status.toLowerCase()}</span>
                </td>
                <td className="num">{node.score === null || node.score === undefined ? 'Not assessed' : node.score.toFixed(2)}</td>
                <td className="num">{usd(node.costUsd)}</td>
                <td className="num">
                  {seconds(node.latencySeconds)} / {seconds(node.ttftSeconds)}
                </td>
              </tr>
              {open === node.id ? (
                <tr>
                  <td colSpan={7}>
                    <CaseDetail runId={runId} row={node} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
      <SectionPager page={page} totalCount={results.totalCount} hasNext={results.pageInfo.hasNextPage} endCursor={results.pageInfo.endCursor} label="results" />
    </section>
  );
}
