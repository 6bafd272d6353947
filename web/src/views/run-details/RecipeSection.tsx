// Recipe section (docs/dashboard.md): the verified config snapshot of each MoM target, its hashes,
// the redacted JSON and a download as `{run}-{target}-recipe.json`.
import { dateTime } from '../../ui/format.ts';
import type { RunData } from './types.ts';

function download(name: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

function hashOf(snapshot: unknown, key: string): string {
  if (typeof snapshot !== 'object' || snapshot === null) return 'Not recorded';
  const value = (snapshot as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : 'Not recorded';
}

export function RecipeSection({ run }: { run: RunData }) {
  return (
    <section className="panel" data-testid="section-recipe">
      <h3>Recipe</h3>
      {run.recipeSnapshots.length === 0 ? <p className="muted">No MoM target in this run.</p> : null}
      {run.recipeSnapshots.map((r) => (
        <div key={r.targetId} className="run-recipe">
          <h4>
            {r.targetId} · {r.verified ? 'Verified config snapshot' : 'Snapshot unavailable'}
          </h4>
          <dl className="run-dl">
            <dt>Configuration hash</dt>
            <dd className="run-mono">
              {r.snapshot ? hashOf(r.snapshot, 'config_hash') : (run.targets.find((t) => t.targetId === r.targetId)?.configHash ?? 'Not recorded')}
            </dd>
            <dt>Captured</dt>
            <dd>{dateTime(r.capturedAt, 'Not recorded')}</dd>
            <dt>Source configuration hash</dt>
            <dd className="run-mono">{hashOf(r.snapshot, 'source_config_hash')}</dd>
            <dt>Recipe hash</dt>
            <dd className="run-mono">{r.recipeSha256 ?? 'Not recorded'}</dd>
          </dl>
          {r.snapshot ? (
            <>
              <details>
                <summary>Inspect JSON</summary>
                <pre className="run-json">{JSON.stringify(r.snapshot, null, 2)}</pre>
              </details>
              <button type="button" onClick={() => download(`${run.runId}-${r.targetId}-recipe.json`, r.snapshot)}>
                Download {r.targetId} recipe
              </button>
            </>
          ) : null}
        </div>
      ))}
    </section>
  );
}
