// Run details (docs/dashboard.md): ONE query for the header, the full report and the open section's
// page; `runProgress` keeps the header live and asks for a refetch only when an event carries a
// newer `updatedAt`; `activeCalls` shows the calls in flight. Nothing polls.
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useViewer } from '../../api/viewer.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { ActivityPanel } from './ActivityPanel.tsx';
import { CallsSection } from './CallsSection.tsx';
import { EvidenceSection } from './EvidenceSection.tsx';
import { QuestionsSection } from './QuestionsSection.tsx';
import { RecipeSection } from './RecipeSection.tsx';
import { RecoveryPanel } from './RecoveryPanel.tsx';
import { ResultsSection } from './ResultsSection.tsx';
import { RunDetailsQuery } from './run-details-queries.ts';
import { RunHeader } from './RunHeader.tsx';
import { RunNotes } from './RunNotes.tsx';
import { ACTIVE, queryVariables, readRunUrl } from './run-url.ts';
import { SectionTabs } from './SectionTabs.tsx';
import type { RunData } from './types.ts';
import { useRunLive } from './useRunLive.ts';
import './run-details.css';

export function RunDetailsView({ runId }: { runId: string }) {
  const [params] = useSearchParams();
  const state = readRunUrl(params);
  const viewer = useViewer();
  const [{ data, error, fetching }, reexecute] = useQuery({ query: RunDetailsQuery, variables: queryVariables(runId, state), requestPolicy: 'network-only' });
  // The last loaded run stays on screen while a section change or a refetch is in flight.
  const last = useRef<RunData | null>(null);
  const loadedAt = useRef<number | null>(null);
  if (data?.run && data.run !== last.current) loadedAt.current = Date.now();
  if (data?.run) last.current = data.run;
  const run = data?.run ?? last.current;
  const refetch = () => reexecute({ requestPolicy: 'network-only' });
  const { live, receivedAt } = useRunLive(runId, run ? { status: run.status, updatedAt: run.updatedAt } : null, refetch);

  if (error && !run) return <ErrorNotice title="run" error={error} />;
  if (data && !data.run) {
    return (
      <div data-testid="run-details">
        <p className="muted">Run {runId} was not found.</p>
        <Link to="/evaluation">Back to runs</Link>
      </div>
    );
  }
  if (!run) return <p className="muted">Loading run…</p>;

  const status = live && Date.parse(live.updatedAt) >= Date.parse(run.updatedAt) ? live.status : run.status;
  const active = ACTIVE.has(status);
  const corrected = run.accountingCorrections.length > 0;
  const recoverable = run.mode === 'LIVE' && !active && status !== 'COMPLETED' && viewer.canWrite;
  const sectionData = data?.run ?? null;

  return (
    <div data-testid="run-details" className="run-details">
      <Link to="/evaluation" className="muted">
        ← All runs
      </Link>
      <RunHeader run={run} live={live} lastEventAt={receivedAt} refreshing={fetching} loadedAt={loadedAt.current} onRefresh={refetch} />
      {error ? <ErrorNotice title="refresh" error={error} /> : null}
      <section className="panel run-notes-panel">
        <details open={run.notes.length > 0}>
          <summary>Notes on this run ({run.notes.length})</summary>
          <RunNotes runId={run.runId} notes={run.notes} onAdded={refetch} />
        </details>
      </section>
      <ActivityPanel runId={runId} active={active} />
      {recoverable ? <RecoveryPanel run={run} /> : null}
      <SectionTabs current={state.section} withRecipe={run.targets.some((t) => t.kind === 'MOM')} />
      {fetching && !sectionData ? <p className="muted">Loading {state.section}…</p> : null}
      {state.section === 'results' ? <ResultsSection run={run} active={active} /> : null}
      {state.section === 'questions' && sectionData?.caseMatrix ? (
        <QuestionsSection runId={runId} matrix={sectionData.caseMatrix} page={state.page} q={state.q} view={state.view} />
      ) : null}
      {state.section === 'calls' && sectionData?.calls ? (
        <CallsSection runId={runId} calls={sectionData.calls} page={state.page} q={state.q} open={state.call} corrected={corrected} />
      ) : null}
      {state.section === 'evidence' && sectionData?.events ? (
        <EvidenceSection run={sectionData} page={state.page} filter={state.events} active={active} after={state.after} />
      ) : null}
      {state.section === 'recipe' ? <RecipeSection run={run} /> : null}
    </div>
  );
}
