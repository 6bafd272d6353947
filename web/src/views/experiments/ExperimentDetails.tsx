// One experiment (docs/dashboard.md): overview with the next step, active evaluations, the actions the
// viewer may take and the saved results by role. One request; it is asked again only after the
// user's own change (attach) or when runsChanged says a member run changed state.
import { Link, useNavigate } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { useViewer } from '../../api/viewer.tsx';
import { graphql } from '../../gql/index.ts';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { count, dateTime } from '../../ui/format.ts';
import { AttachRunForm } from './AttachRunForm.tsx';
import { DeleteExperiment } from './DeleteExperiment.tsx';
import { ExperimentDetailsQuery } from './experiments-operations.ts';
import { MemberTable, type Member } from './MemberTable.tsx';
import { ROLE_GROUPS } from './roles.ts';

const MemberRunsChanged = graphql(`
  subscription ExperimentRunsChanged {
    runsChanged { runId status }
  }
`);

const ACTIVE = new Set(['QUEUED', 'RUNNING']);
/** Members compared with the reference: the recipes and their estimates. */
const COMPARED_ROLES: ReadonlySet<string> = new Set(['INITIAL', 'CANDIDATE', 'VALIDATION', 'ESTIMATE']);

function nextStep(members: Member[]): string {
  const baselines = members.filter((m) => m.role === 'BASELINE');
  const recipes = members.filter((m) => m.role === 'INITIAL' || m.role === 'CANDIDATE');
  if (baselines.length === 0) return 'Start with your single models';
  if (baselines.some((m) => ACTIVE.has(m.run.status))) return 'Reference evaluation in progress';
  if (members.some((m) => ACTIVE.has(m.run.status))) return 'Evaluation in progress';
  if (recipes.length === 0) return 'Test a recipe on the same questions';
  return 'Review your recipe versions';
}

export function ExperimentDetails({ experimentId }: { experimentId: string }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [{ data, error, fetching }, reload] = useQuery({
    query: ExperimentDetailsQuery,
    variables: { id: experimentId, withRuns: viewer.canWrite },
    requestPolicy: 'network-only',
  });
  const experiment = data?.experiment;
  const members = experiment?.members.edges.map((e) => e.node) ?? [];
  const active = members.filter((m) => ACTIVE.has(m.run.status));
  useSubscription({ query: MemberRunsChanged, pause: active.length === 0 }, (_previous, event) => {
    const changed = event.runsChanged;
    const member = members.find((m) => m.run.runId === changed.runId);
    if (member && member.run.status !== changed.status) reload({ requestPolicy: 'network-only' });
    return event;
  });

  if (error) return <ErrorNotice title="experiment" error={error} />;
  if (fetching && !data) return <p className="muted">Loading…</p>;
  if (!experiment) return <p className="error">Experiment {experimentId} was not found.</p>;

  const memberIds = new Set(members.map((m) => m.run.runId));
  const attachable = (data?.runs?.edges ?? []).map((e) => e.node).filter((r) => !memberIds.has(r.runId) && r.allowedExperimentRoles.length > 0);
  const complete = !experiment.members.pageInfo.hasNextPage;
  const baseline = members.find((m) => m.role === 'BASELINE' && !ACTIVE.has(m.run.status) && m.run.mode === 'LIVE');
  const id = encodeURIComponent(experiment.experimentId);
  // "Compare results" opens the comparison itself: the reference against every finished recipe.
  const recipes = members.filter((m) => m.role !== null && COMPARED_ROLES.has(m.role) && (m.run.status === 'COMPLETED' || m.run.status === 'FAILED'));
  const compareCandidates = recipes.map((m) => `&candidate=${encodeURIComponent(m.run.runId)}`).join('');

  return (
    <section className="panel" aria-label="Experiment" data-testid="experiment-details">
      <Link to="/evaluation?view=experiments">← All experiments</Link>
      <h2>{experiment.name}</h2>
      <p className="muted">Single models → Starting recipe → Recipe versions</p>
      <p>
        {count(experiment.runCount)} saved runs · {count(experiment.activeRunCount)} active · created {dateTime(experiment.createdAt)} by {experiment.owner}
      </p>
      <h3 data-testid="next-step">{nextStep(members)}</h3>
      {active.length ? (
        <div className="active-runs">
          <strong>{active.length === 1 ? 'Active evaluation' : `${active.length} active runs`}</strong>
          <MemberTable members={active} />
        </div>
      ) : null}
      {!complete ? (
        <p className="notice">
          Could not load all runs: only the first {members.length} of {experiment.members.totalCount} are shown, so actions are withheld.
        </p>
      ) : null}
      {complete ? (
        <div className="form-actions experiment-actions">
          {viewer.canRun && viewer.canWrite ? (
            <>
              <Link className="btn" to={`/evaluation?view=new&experiment=${id}&role=baseline`}>
                Run single models
              </Link>
              {baseline ? (
                <>
                  <Link className="btn" to={`/evaluation?view=new&baseline=${encodeURIComponent(baseline.run.runId)}&experiment=${id}`}>
                    {members.some((m) => m.role === 'INITIAL' || m.role === 'CANDIDATE') ? 'Test another recipe' : 'Evaluate starting recipe'}
                  </Link>
                  <Link className="btn" to={`/evaluation?view=preview&baseline=${encodeURIComponent(baseline.run.runId)}&experiment=${id}`}>
                    Check routing first
                  </Link>
                </>
              ) : null}
            </>
          ) : null}
          {baseline ? (
            <Link className="btn" to={`/evaluation?view=compare&baseline=${encodeURIComponent(baseline.run.runId)}${compareCandidates}`}>
              Compare results
            </Link>
          ) : null}
        </div>
      ) : null}
      {viewer.canWrite && complete ? (
        <AttachRunForm experimentId={experiment.experimentId} runs={attachable} onAttached={() => reload({ requestPolicy: 'network-only' })} />
      ) : null}
      <h3>Saved results</h3>
      {members.length === 0 ? <p className="muted">No runs yet.</p> : null}
      {ROLE_GROUPS.map((group) => {
        const rows = members.filter((m) => m.role !== null && group.roles.includes(m.role));
        if (rows.length === 0) return null;
        return (
          <details key={group.title} open={!group.collapsed} className="member-group">
            <summary>
              {group.title} ({rows.length})
            </summary>
            <MemberTable members={rows} />
          </details>
        );
      })}
      {viewer.canWrite ? (
        <DeleteExperiment
          experimentId={experiment.experimentId}
          name={experiment.name}
          activeRunCount={experiment.activeRunCount}
          onDeleted={() => navigate('/evaluation?view=experiments')}
        />
      ) : null}
    </section>
  );
}
