// One chosen target (docs/dashboard.md "The form"): what it is and which request settings it fixes.
import type { GenerationSettingsFragment, ShellQuery } from '../../gql/graphql.ts';
import { namedSettings, otherSettings } from './generation-settings.ts';

export type ShellTarget = ShellQuery['targets'][number];

function fixedSettings(requestParams: GenerationSettingsFragment | null | undefined): [string, string][] {
  const known = namedSettings(requestParams).map(([label, value]): [string, string] => [label, `${value} · Fixed`]);
  const others = otherSettings(requestParams);
  return others.length ? [...known, ['Other fixed settings', others.join(', ')]] : known;
}

export function TargetCard({
  target,
  position,
  requestParams,
  onRemove,
}: {
  target: ShellTarget;
  position: number;
  requestParams: GenerationSettingsFragment | null | undefined;
  onRemove: () => void;
}) {
  const fixed = fixedSettings(requestParams);
  return (
    <article className="target-card" data-testid="target-card">
      <header>
        <strong>{target.targetId}</strong> <span className="muted">{target.kind === 'MOM' ? 'MoM router' : 'single model'}</span>
        <button type="button" className="link" onClick={onRemove} aria-label={`Remove target ${position}`}>
          Remove
        </button>
      </header>
      <dl className="kv">
        <dt>Model</dt>
        <dd>{target.model}</dd>
        <dt>Config hash</dt>
        <dd>{target.configHash ?? '—'}</dd>
        <dt>Prices set</dt>
        <dd>{target.priced ? 'Yes' : 'No (missing prices)'}</dd>
        {target.kind === 'MOM' ? (
          <>
            <dt>Max inference calls</dt>
            <dd>{target.maxInferenceCalls ?? '—'}</dd>
          </>
        ) : null}
      </dl>
      <details>
        <summary>Effective request profile</summary>
        {fixed.length ? (
          <dl className="kv">
            {fixed.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="muted">No fixed settings: the evaluation's sampling applies.</p>
        )}
      </details>
    </article>
  );
}
