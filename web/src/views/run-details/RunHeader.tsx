// Header of Run details (docs/dashboard.md "Run header"): title, actions, the four tiles (elapsed keeps ticking
// while active), the sync line, the partial notice and the failure alert. An imported run is
// history: whatever its status, nothing ticks and nothing can be cancelled.
import { Link } from 'react-router';
import { useViewer } from '../../api/viewer.tsx';
import { count, dateTime, seconds, usd } from '../../ui/format.ts';
import { useNow } from '../../ui/run-now.ts';
import { CancelButton } from './CancelButton.tsx';
import { DownloadReportButton } from './DownloadReportButton.tsx';
import { ACTIVE } from './run-url.ts';
import type { RunData } from './types.ts';
import type { LiveProgress } from './useRunLive.ts';

interface Props {
  run: RunData;
  live: LiveProgress | null;
  lastEventAt: number | null;
  /** A refetch is in flight; `loadedAt` is when the shown data arrived. */
  refreshing: boolean;
  loadedAt: number | null;
  onRefresh(): void;
}

export function RunHeader({ run, live, lastEventAt, refreshing, loadedAt, onRefresh }: Props) {
  const viewer = useViewer();
  // A live event strictly newer than the loaded data wins; once the data has been read again
  // (same updatedAt), the loaded report does: a finished run shows its total, not "so far".
  const fresh = live && Date.parse(live.updatedAt) > Date.parse(run.updatedAt) ? live : null;
  const status = fresh?.status ?? run.status;
  const progress = fresh?.progress ?? run.progress;
  const updatedAt = fresh?.updatedAt ?? run.updatedAt;
  const imported = run.importedFrom ?? null;
  const active = ACTIVE.has(status) && imported === null;
  const now = useNow(active);
  const elapsed = active ? Math.max(0, (now - Date.parse(run.createdAt)) / 1000) : (fresh?.wallTimeSeconds ?? run.wallTimeSeconds);
  const failure = run.report.failure;
  return (
    <header className="run-header">
      <div className="run-title">
        <div>
          <h2>{run.name || run.runId}</h2>
          <div className="muted run-mono">
            {run.runId} · {run.mode.toLowerCase()} · {run.profileName}
          </div>
        </div>
        <div className="run-actions">
          <button type="button" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
            {refreshing ? 'Refreshing…' : 'Refresh evidence'}
          </button>
          <DownloadReportButton runId={run.runId} />
          {active && viewer.canRun ? <CancelButton runId={run.runId} /> : null}
          {!active && run.mode === 'LIVE' && viewer.canWrite && run.targets.every((t) => t.kind === 'SINGLE') && !run.parentRunId ? (
            <Link className="run-button-link" to={`/evaluation?view=new&baseline=${encodeURIComponent(run.runId)}`}>
              Evaluate candidate
            </Link>
          ) : null}
        </div>
      </div>
      <div className="tiles">
        <div className="tile">
          <div className="label">Status</div>
          <div className="value">
            <span className={`status ${status.toLowerCase()}`} data-testid="run-status">
              {status.toLowerCase()}
            </span>
            {imported ? (
              <span className="status imported" data-testid="run-imported">
                imported
              </span>
            ) : null}
          </div>
        </div>
        <div className="tile">
          <div className="label">{run.mode === 'PREVIEW' ? 'Routed' : 'Completed'}</div>
          <div className="value" data-testid="run-completed">
            {count(progress.completed)} / {count(progress.total)}
          </div>
        </div>
        <div className="tile">
          <div className="label">Failed</div>
          <div className="value">{count(progress.failed)}</div>
        </div>
        <div className="tile">
          <div className="label">Elapsed wall time</div>
          <div className="value" data-testid="run-elapsed">
            {seconds(elapsed)}
          </div>
        </div>
        {run.mode === 'PREVIEW' ? (
          <div className="tile">
            {/* A preview asks the router's preview endpoint only: no model request is made. */}
            <div className="label">Model spend</div>
            <div className="value">None: routing only</div>
          </div>
        ) : (
          <div className="tile">
            {/* A live event carries the known spend so far; the report's total is unknown while any cost is. */}
            <div className="label">{fresh && imported === null && active ? 'Known spend so far' : 'Total spend'}</div>
            <div className="value">{usd(fresh && imported === null && active ? fresh.knownSpendUsd : run.report.totalSpendUsd)}</div>
          </div>
        )}
      </div>
      <p className="muted run-sync">
        {lastEventAt && !imported
          ? `Last event received at ${dateTime(new Date(lastEventAt).toISOString())} · `
          : active
            ? 'Waiting for the first live event · '
            : ''}
        Last persisted update {dateTime(updatedAt)}
        {loadedAt ? <span data-testid="run-loaded-at"> · Evidence read at {dateTime(new Date(loadedAt).toISOString())}</span> : null}
      </p>
      {imported ? (
        <p className="run-notice" role="note" data-testid="run-imported-notice">
          Imported from the store {imported.storeName} on {dateTime(imported.importedAt)}. Its status and evidence are the journal’s as it was: this server
          never executes, interrupts or cancels an imported run. To finish its work, review a recovery into a new run on this server’s targets.
        </p>
      ) : null}
      {status !== 'COMPLETED' ? (
        <p className="run-notice" role="note">
          {active
            ? 'This run is still in progress: '
            : imported && ACTIVE.has(status)
              ? 'This run was unfinished when it was imported: '
              : 'This run did not complete: '}
          partial results are not a completed evaluation.
        </p>
      ) : null}
      {run.error || failure ? (
        <div className="error" role="alert" data-testid="run-failure">
          <strong>Failure:</strong> {failure?.reason ?? run.error}
          {failure?.targetId || failure?.caseId ? (
            <div>
              Model {failure?.targetId ?? 'not recorded'} · case {failure?.caseId ?? 'not recorded'}
              {failure?.inferredFromSavedResults ? ' · from saved case evidence' : ''}
            </div>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
