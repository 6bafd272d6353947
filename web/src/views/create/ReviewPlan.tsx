// "Plan ready for review" (docs/dashboard.md "Review and start"): the frozen plan and its maximum reservation, and the
// benchmarks review prepared for it. Nothing has been sent to a model yet; Start is offered only
// for this plan.
import { useEffect, useRef } from 'react';
import type { ReviewedPlanFragment } from '../../gql/graphql.ts';
import { count, seconds, usd } from '../../ui/format.ts';
import { storedWord } from '../../ui/enum-words.ts';

/** Frozen settings in words and units; a key this list does not know is shown as stored. */
const SETTING_WORDS: Record<string, [string, (v: number) => string]> = {
  concurrency: ['Concurrency (calls in flight)', count],
  max_cost_usd: ['Budget', (v) => usd(v)],
  max_run_seconds: ['Run time limit', seconds],
  case_timeout_s: ['Time limit per case', seconds],
  total_timeout_s: ['Time limit per call', seconds],
  idle_timeout_s: ['Stream idle limit', seconds],
  max_calls_per_case: ['Calls per case, at most', count],
  max_output_tokens: ['Output tokens per call, at most', count],
  max_output_chars: ['Output characters per call, at most', count],
  max_log_bytes: ['Log size per case, at most', (v) => `${count(v)} bytes`],
  repetition_window: ['Repetition window (characters)', count],
  repetition_limit: ['Repetitions before a stop', count],
  max_tokens: ['Output tokens (max_tokens)', count],
  temperature: ['Temperature', String],
  top_p: ['Top p', String],
};

function settingsOf(manifest: unknown, key: string): [string, string][] {
  const value = manifest && typeof manifest === 'object' ? (manifest as Record<string, unknown>)[key] : null;
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).map(([k, v]) => {
    const words = SETTING_WORDS[k];
    if (words && typeof v === 'number') return [words[0], words[1](v)];
    return [words?.[0] ?? k.replaceAll('_', ' '), v === null ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v)];
  });
}

/** Cost findings before Start: certain ones are alerts, possible ones notes. */
function PlanWarnings({ warnings }: { warnings: ReviewedPlanFragment['warnings'] }) {
  if (warnings.length === 0) return null;
  return (
    <div data-testid="plan-warnings">
      {warnings.map((w) => (
        <p key={w.code} className={w.certain ? 'error' : 'caution'} role={w.certain ? 'alert' : 'note'} data-code={w.code}>
          <strong>{w.certain ? 'This plan cannot finish as set: ' : 'This plan may stop early: '}</strong>
          {w.message}
        </p>
      ))}
    </div>
  );
}

function field(manifest: unknown, key: string): string {
  const value = manifest && typeof manifest === 'object' ? (manifest as Record<string, unknown>)[key] : undefined;
  return value === undefined || value === null ? '—' : String(value);
}

/** `prepared`: titles of the benchmarks this review prepared from their pinned sources. */
export function ReviewPlan({ plan, prepared = [] }: { plan: ReviewedPlanFragment; prepared?: readonly string[] }) {
  const limits = settingsOf(plan.manifest, 'limits');
  const sampling = settingsOf(plan.manifest, 'sampling');
  const region = useRef<HTMLElement>(null);
  // The review appears below a long form: bring it into view once per plan.
  // A block body: an effect's return value is its cleanup, and scrollIntoView may return a promise.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the plan hash is the trigger: once per plan
  useEffect(() => {
    region.current?.scrollIntoView?.({ block: 'start' });
  }, [plan.planSha256]);
  return (
    <section ref={region} className="panel" data-testid="plan-review" aria-label="Plan review">
      <h2>Plan ready for review</h2>
      <PlanWarnings warnings={plan.warnings} />
      <div className="tiles">
        <div className="tile">
          <div className="label">Total cells</div>
          <div className="value" data-testid="plan-total">
            {count(plan.total)}
          </div>
        </div>
        <div className="tile">
          <div className="label">Questions</div>
          <div className="value">{count(plan.caseCount)}</div>
        </div>
        <div className="tile">
          <div className="label">Targets</div>
          <div className="value">{plan.targets.length}</div>
        </div>
        <div className="tile">
          <div className="label">Maximum reservation</div>
          <div className="value" data-testid="plan-reservation">
            {usd(plan.estimatedMaxReservationUsd, 'Not applied (Quality only)')}
          </div>
        </div>
        <div className="tile">
          <div className="label">Model requests so far</div>
          <div className="value">{count(plan.modelRequests)}</div>
        </div>
      </div>
      <p className="muted">The reservation covers the planned subject calls; judge and simulator calls come on top.</p>
      <dl className="kv">
        <dt>Name</dt>
        <dd>{field(plan.manifest, 'name')}</dd>
        <dt>Profile</dt>
        <dd>{field(plan.manifest, 'profile')}</dd>
        <dt>Mode</dt>
        <dd>{field(plan.manifest, 'mode')}</dd>
        <dt>Cost policy</dt>
        <dd>{field(plan.manifest, 'cost_policy')}</dd>
        <dt>Targets</dt>
        <dd>{plan.targets.map((t) => `${t.targetId} (${t.kind ? storedWord(t.kind) : 'unknown kind'}${t.priced ? '' : ', unpriced'})`).join(', ')}</dd>
        {prepared.length > 0 ? (
          <>
            <dt>Prepared automatically</dt>
            <dd data-testid="plan-prepared">{prepared.join(', ')} (from the pinned upstream source)</dd>
          </>
        ) : null}
        <dt>Plan SHA-256</dt>
        <dd className="code" data-testid="plan-sha">
          {plan.planSha256}
        </dd>
        <dt>Cases SHA-256</dt>
        <dd className="code">{plan.caseSha256}</dd>
      </dl>
      <details open>
        <summary>Frozen settings</summary>
        <div className="frozen-settings">
          <SettingsTable title="Limits" rows={limits} />
          <SettingsTable title="Sampling" rows={sampling} />
        </div>
      </details>
    </section>
  );
}

function SettingsTable({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <table>
      <thead>
        <tr>
          <th colSpan={2}>{title}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2} className="muted">
              Plan defaults
            </td>
          </tr>
        ) : (
          rows.map(([key, value]) => (
            <tr key={key}>
              <td>{key}</td>
              <td className="num">{value}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
