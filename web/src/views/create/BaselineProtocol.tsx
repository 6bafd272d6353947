// "Frozen baseline protocol" (docs/dashboard.md "From a frozen baseline"): what a candidate plan keeps from its baseline.
import { Link } from 'react-router';
import type { CreateEvaluationQuery } from '../../gql/graphql.ts';
import { count, seconds, usd } from '../../ui/format.ts';
import { namedSettings, otherSettings } from './generation-settings.ts';

export type BaselineRun = NonNullable<CreateEvaluationQuery['baselineRun']>;

export function BaselineProtocol({ run }: { run: BaselineRun }) {
  const sampling = [...namedSettings(run.sampling).map(([label, value]) => `${label} ${value}`), ...otherSettings(run.sampling)];
  return (
    <section className="panel" aria-label="Frozen baseline protocol" data-testid="baseline-protocol">
      <h2>Frozen baseline protocol</h2>
      <dl className="kv">
        <dt>Baseline</dt>
        <dd>
          <Link to={`/evaluation?run=${encodeURIComponent(run.runId)}`}>{run.name}</Link> <span className="code">{run.runId}</span>
        </dd>
        <dt>Profile</dt>
        <dd>{run.profileName}</dd>
        <dt>Frozen questions</dt>
        <dd>{count(run.caseCount)}</dd>
        <dt>Targets</dt>
        <dd>{run.targets.map((t) => t.targetId).join(', ')}</dd>
        <dt>Sampling defaults</dt>
        <dd>{sampling.length ? sampling.join(' · ') : 'Plan defaults'}</dd>
        <dt>Cost accounting and budget</dt>
        <dd>
          {run.costPolicy === 'CAPABILITY_ONLY' ? 'Quality only (budget not applied)' : `Quality and cost · budget ${usd(run.limits.maxCostUsd, 'not set')}`}
        </dd>
        <dt>Execution limits</dt>
        <dd>
          run deadline {seconds(run.limits.maxRunSeconds)} · concurrency {count(run.limits.concurrency)} · request deadline{' '}
          {seconds(run.limits.totalTimeoutSeconds)} · max output tokens {count(run.limits.maxOutputTokens)}
        </dd>
        <dt>Baseline status</dt>
        <dd>
          {run.status.toLowerCase()} · {count(run.progress.failed)} failed results
        </dd>
      </dl>
    </section>
  );
}
