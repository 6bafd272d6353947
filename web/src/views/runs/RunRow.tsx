// One run in the inventory (docs/dashboard.md "Runs list"): name link, target chips, mode, profile, status,
// progress bar (completed and failed in their own colours), accuracy per target, total spend and
// the last update.
import { Link } from 'react-router';
import type { RunsListQuery } from '../../gql/graphql.ts';
import { count, dateTime, percent, usd } from '../../ui/format.ts';

export type RunSummary = RunsListQuery['runs']['edges'][number]['node'];

const MODE_LABEL: Record<string, string> = { LIVE: 'Live', PREVIEW: 'Preview', REPLAY: 'Replay' };

export function titleCase(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : word;
}

export function RunRow({ run }: { run: RunSummary }) {
  const { total, completed, failed } = run.progress;
  const done = completed + failed;
  const share = total > 0 ? done / total : 0;
  const status = run.status.toLowerCase();
  return (
    <tr data-testid="run-row">
      <td>
        <Link to={`/evaluation?run=${encodeURIComponent(run.runId)}`} className="run-name">
          {run.name || run.runId}
        </Link>
        <div className="muted run-id">{run.runId}</div>
        <div className="run-chips">
          {run.targets.map((t) => (
            <span key={t.targetId} className="run-chip" title={t.model ?? 'Model not recorded'}>
              {t.targetId} · {t.kind === 'MOM' ? 'MoM' : 'Single'}
            </span>
          ))}
        </div>
      </td>
      <td>{MODE_LABEL[run.mode] ?? run.mode}</td>
      <td>{titleCase(run.profileName)}</td>
      <td>
        <span className={`status ${status}`}>{status}</span>
        {run.importedFrom ? (
          <div className="muted" title="Imported runs are history: never executed or cancelled here">
            imported from {run.importedFrom.storeName}
          </div>
        ) : null}
      </td>
      <td className="run-progress-cell">
        <div>
          {count(completed)} / {count(total)} complete
        </div>
        <div
          className="run-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={`${completed} completed, ${failed} failed of ${total}`}
        >
          <span className="done" style={{ width: `${total > 0 ? (completed / total) * 100 : 0}%` }} />
          <span className="failed" style={{ width: `${total > 0 ? (failed / total) * 100 : 0}%` }} />
        </div>
        <div className="muted">
          {count(failed)} failed · {Math.round(share * 100)} % processed
        </div>
      </td>
      <td className="num" data-testid="run-accuracy">
        {run.mode === 'PREVIEW' ? (
          <span className="muted">not graded</span>
        ) : (
          run.report.targets.map((t) => (
            <div key={t.targetId} title={t.targetId}>
              {run.report.targets.length > 1 ? <span className="muted">{t.targetId} </span> : null}
              {percent(t.accuracy, 1, 'Unknown')}
            </div>
          ))
        )}
      </td>
      <td className="num" data-testid="run-spend">
        {usd(run.report.totalSpendUsd)}
      </td>
      <td>
        <div>{dateTime(run.updatedAt)}</div>
        <div className="muted">Created {dateTime(run.createdAt)}</div>
      </td>
    </tr>
  );
}
