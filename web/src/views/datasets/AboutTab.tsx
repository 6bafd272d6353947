// About (docs/dashboard.md "Dataset details"): sources and what makes the dataset reproducible. The manifest's
// sources are provenance strings (URLs, revisions, access notes), never case content.
import type { DetailsDataset } from './QuestionsTab.tsx';
import { dateTime } from '../../ui/format.ts';
import { storedWord } from '../../ui/enum-words.ts';

interface Source {
  benchmark: string;
  url: string | null;
  revision: string | null;
  accessNote: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

function sourcesOf(manifest: unknown): Source[] {
  const raw = manifest && typeof manifest === 'object' ? (manifest as Record<string, unknown>).sources : null;
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.entries(raw).map(([benchmark, v]) => ({ benchmark, ...(v as object) })) : [];
  return list
    .filter((s): s is Record<string, unknown> => Boolean(s) && typeof s === 'object')
    .map((s) => ({ benchmark: text(s.benchmark) ?? '—', url: text(s.url), revision: text(s.revision), accessNote: text(s.access_note) ?? text(s.accessNote) }));
}

function roles(preparation: unknown): [string, string][] {
  if (!preparation || typeof preparation !== 'object') return [];
  const families = (preparation as Record<string, unknown>).families ?? preparation;
  if (!families || typeof families !== 'object') return [];
  return Object.entries(families as Record<string, unknown>).map(([family, value]) => {
    const v = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const role = text(v.evaluation_role) ?? text(v.role) ?? 'Unspecified';
    const coverage = v.coverage === 'named-memberships-only' ? ' · Recorded history checked' : '';
    return [family, `${role}${coverage}`];
  });
}

export function AboutTab({ dataset, titles }: { dataset: DetailsDataset; titles: Map<string, string> }) {
  const sources = sourcesOf(dataset.manifest);
  const familyRoles = roles(dataset.preparation);
  return (
    <div className="about-tab">
      <h3>Sources</h3>
      {sources.length === 0 ? <p className="muted">No sources recorded.</p> : null}
      <ul>
        {sources.map((s, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered; a benchmark may list two sources
          <li key={`${s.benchmark}-${index}`}>
            <strong>{titles.get(s.benchmark) ?? s.benchmark}</strong>{' '}
            {s.url?.startsWith('http') ? (
              <a href={s.url} target="_blank" rel="noreferrer">
                Dataset source
              </a>
            ) : (
              <span className="muted">{s.url ?? 'no public source'}</span>
            )}
            {s.revision ? <span className="muted code"> · revision {s.revision.slice(0, 16)}</span> : null}
            {s.accessNote ? <span className="muted"> · {s.accessNote}</span> : null}
          </li>
        ))}
      </ul>
      <h3>Reproducibility</h3>
      <dl className="kv">
        <dt>Dataset ID</dt>
        <dd className="code">{dataset.datasetId}</dd>
        <dt>Cases SHA-256</dt>
        <dd className="code">{dataset.sha256 || '—'}</dd>
        <dt>Seed</dt>
        <dd>{dataset.seed ?? 'Not recorded'}</dd>
        <dt>Split</dt>
        <dd>{dataset.split ? storedWord(dataset.split) : 'Not recorded'}</dd>
        <dt>Stored</dt>
        <dd>{dateTime(dataset.createdAt)}</dd>
      </dl>
      {familyRoles.length ? (
        <details>
          <summary>Evaluation roles</summary>
          <dl className="kv">
            {familyRoles.map(([family, role]) => (
              <div key={family} style={{ display: 'contents' }}>
                <dt>{family}</dt>
                <dd>{role}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
