// Evidence section (docs/dashboard.md): run events, recovery lineage, the token buckets and
// evaluation overhead per target, and every accounting correction of the run.
import { Link } from 'react-router';
import { count, dateTime, seconds, usd } from '../../ui/format.ts';
import { EventsPanel } from './EventsPanel.tsx';
import type { RunData } from './types.ts';

function Lineage({ run }: { run: RunData }) {
  const lineage = run.lineage;
  const children = lineage.childAttempts;
  if (!lineage.isRecoveryChild && children.totalCount === 0) return null;
  return (
    <section className="panel" data-testid="run-lineage">
      <h3>Recovery lineage</h3>
      {lineage.isRecoveryChild && lineage.parentRunId ? (
        <p>
          <Link to={`/evaluation?run=${encodeURIComponent(lineage.parentRunId)}`}>Open parent run</Link> ·{' '}
          {lineage.mode === 'FAILED' ? 'Retry of known failed cases' : 'Continuation of undispatched cases'}
          {lineage.parentSnapshot ? (
            <>
              {' '}
              · Parent snapshot: {count(lineage.parentSnapshot.progress.completed)} / {count(lineage.parentSnapshot.progress.total)} completed · known spend{' '}
              {usd(lineage.parentSnapshot.knownSpendUsd)}
              {lineage.parentSnapshot.spendComplete ? '' : ' (incomplete accounting)'}
            </>
          ) : null}
        </p>
      ) : null}
      {children.totalCount > 0 ? (
        <table>
          <thead>
            <tr>
              <th>Child attempt</th>
              <th>Status</th>
              <th className="num">Completed / own scope</th>
              <th className="num">Failures</th>
            </tr>
          </thead>
          <tbody>
            {children.edges.map(({ node }) => (
              <tr key={node.runId}>
                <td>
                  <Link to={`/evaluation?run=${encodeURIComponent(node.runId)}`}>{node.runId}</Link>
                </td>
                <td>
                  <span className={`status ${node.status.toLowerCase()}`}>{node.status.toLowerCase()}</span>
                </td>
                <td className="num">
                  {count(node.progress.completed)} / {count(node.progress.total)}
                </td>
                <td className="num">{count(node.progress.failed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function TokenBuckets({ run }: { run: RunData }) {
  return (
    <section className="panel">
      <h3>Token buckets and evaluation overhead</h3>
      <table data-testid="token-buckets">
        <thead>
          <tr>
            <th>Target</th>
            <th className="num">Input</th>
            <th className="num">Cache read</th>
            <th className="num">Cache write</th>
            <th className="num">Output</th>
            <th className="num">Subject calls</th>
            <th className="num">Simulator / judge cost</th>
            <th className="num">Total spend</th>
            <th className="num">Sum request time</th>
            <th className="num">Cache-neutral value</th>
          </tr>
        </thead>
        <tbody>
          {run.report.targets.map((t) => (
            <tr key={t.targetId}>
              <td>{t.targetId}</td>
              <td className="num">{t.tokens ? count(t.tokens.inputTokens) : 'Not recorded'}</td>
              <td className="num">{t.tokens ? count(t.tokens.cachedInputTokens) : 'Not recorded'}</td>
              <td className="num">{t.tokens ? count(t.tokens.cacheWriteTokens) : 'Not recorded'}</td>
              <td className="num">{t.tokens ? count(t.tokens.outputTokens) : 'Not recorded'}</td>
              <td className="num">{count(t.callCount)}</td>
              <td className="num">{usd(t.evaluationCostUsd)}</td>
              <td className="num">{usd(t.totalSpendUsd)}</td>
              <td className="num">{seconds(t.requestTimeSumSeconds)}</td>
              <td className="num">{usd(t.cacheNeutralCostUsd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Corrections({ run }: { run: RunData }) {
  return (
    <section className="panel" data-testid="accounting-corrections">
      <h3>Accounting corrections</h3>
      {run.accountingCorrections.length === 0 ? (
        <p className="muted">None: the original call receipts are the accounting.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>Correction</th>
              <th>Created</th>
              <th>Accounting</th>
              <th className="num">Corrected calls</th>
              <th className="num">Original → reconciled known spend</th>
              <th className="num">Model requests</th>
            </tr>
          </thead>
          <tbody>
            {run.accountingCorrections.map((c, i) => (
              <tr key={c.correctionId}>
                <td className="run-mono">
                  {c.correctionId}
                  {i === run.accountingCorrections.length - 1 ? ' (in force)' : ''}
                </td>
                <td>{dateTime(c.createdAt)}</td>
                <td>{c.qualified ? 'Accounting verified' : 'Partial accounting'}</td>
                <td className="num">{count(c.correctedCallCount)}</td>
                <td className="num">
                  {usd(c.originalKnownSpendUsd)} → {usd(c.correctedKnownSpendUsd)}
                </td>
                <td className="num">{count(c.modelRequests)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function EvidenceSection({ run, page, filter, active, after }: { run: RunData; page: number; filter: string; active: boolean; after: string | null }) {
  return (
    <div data-testid="section-evidence">
      {run.events ? (
        <EventsPanel key={`${page}/${filter}/${after ?? ''}`} runId={run.runId} events={run.events} page={page} filter={filter} active={active} />
      ) : null}
      <Lineage run={run} />
      <TokenBuckets run={run} />
      <Corrections run={run} />
    </div>
  );
}
