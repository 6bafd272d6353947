// Create evaluation and Preview routing (docs/dashboard.md "Create evaluation"): profile → questions → targets → limits,
// checked on the client, then Review plan (planRun / candidatePlan, zero model requests) → Start.
// The view's data is one request; the catalog, targets and viewer come from the shell.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useViewer } from '../../api/viewer.tsx';
import type { CreateEvaluationQuery as CreateEvaluationData } from '../../gql/graphql.ts';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { CreateEvaluationQuery } from './create-operations.ts';
import { CreateFlow } from './CreateFlow.tsx';
import '../../ui/form.css';
import './create.css';
import { roleFromUrl } from '../experiments/roles.ts';

export function CreateEvaluationView({ mode }: { mode: 'new' | 'preview' }) {
  const [params] = useSearchParams();
  const viewer = useViewer();
  const baseline = params.get('baseline');
  // The form works from one snapshot: once it arrived the query is paused, so the user's plan and
  // start mutations (whose results share types with it) never make urql ask again.
  const [snapshot, setSnapshot] = useState<{ baseline: string; data: CreateEvaluationData } | null>(null);
  const current = snapshot && snapshot.baseline === (baseline ?? '') ? snapshot.data : null;
  const [{ data: fresh, error, fetching }] = useQuery({
    query: CreateEvaluationQuery,
    variables: { baseline: baseline ?? '', withBaseline: Boolean(baseline) },
    requestPolicy: 'network-only',
    pause: !viewer.canWrite || current !== null,
  });
  useEffect(() => {
    if (fresh && !current) setSnapshot({ baseline: baseline ?? '', data: fresh });
  }, [fresh, current, baseline]);
  const data = current;
  // The role a run planned here takes in its experiment unless the link names one: a routing
  // preview, a candidate of a baseline, or else a single-model reference.
  const defaultRole = mode === 'preview' ? 'PREVIEW' : baseline ? 'CANDIDATE' : 'BASELINE';
  const title = mode === 'preview' ? 'Preview routing' : baseline ? 'Evaluate candidate' : 'Create evaluation';

  return (
    <div data-testid="create-view" className="create-view">
      <h2>{title}</h2>
      {!baseline ? (
        <p className="muted" data-testid="create-mode-switch">
          {mode === 'preview' ? (
            <>
              A route preview asks the router which model it would pick for each question, with no subject calls and no grades.{' '}
              <Link to="/evaluation?view=new">Create an evaluation instead</Link>
            </>
          ) : (
            <>
              To see only which model a router would pick, without answering or grading: <Link to="/evaluation?view=preview">Preview routing instead</Link>
            </>
          )}
        </p>
      ) : null}
      {!viewer.canWrite ? <p className="notice">Creating evaluations requires evaluation write permission.</p> : null}
      {error ? <ErrorNotice title="Datasets" error={error} /> : null}
      {fetching && !data ? <p className="muted">Loading…</p> : null}
      {data && baseline && !data.baselineRun ? <p className="error">Baseline run {baseline} was not found.</p> : null}
      {data && (!baseline || data.baselineRun) ? (
        <CreateFlow
          key={`${mode}:${baseline ?? ''}`}
          mode={mode}
          datasets={data.datasets.edges.map((e) => e.node)}
          requestParams={new Map(data.targets.map((t) => [t.targetId, t.requestParams]))}
          baselineRun={data.baselineRun ?? null}
          initialDatasetId={params.get('dataset')}
          experiment={params.get('experiment') ? { id: params.get('experiment') ?? '', role: roleFromUrl(params.get('role')) ?? defaultRole } : null}
        />
      ) : null}
    </div>
  );
}
