// Prepare dataset (clients.md §6.3): WRITE actors start a preparation from source files on the
// server; everyone sees the history. One active job at a time. A lost answer is reconciled by
// reading the history (identical requests are idempotent), never by re-posting on its own.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { useViewer } from '../../api/viewer.tsx';
import { useShellData } from '../../shell/shell-data.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { TextInput, FormField } from '../../ui/form-field.tsx';
import { count, dateTime } from '../../ui/format.ts';
import { PreparationsQuery, PrepareDatasetMutation } from './datasets-operations.ts';
import { phaseWords } from './preparation-words.ts';
import { PROFILE_BY_WORD, profileWord } from '../../ui/enum-words.ts';
import { outcome } from '../../api/payload.ts';

const PROFILES = ['smoke', 'quick', 'standard'] as const;

export function PreparePanel({ onDatasetReady }: { onDatasetReady: () => void }) {
  const viewer = useViewer();
  const { catalog } = useShellData();
  const [params, setParams] = useSearchParams();
  const [{ data, error, fetching }, refresh] = useQuery({ query: PreparationsQuery, requestPolicy: 'network-only' });
  const [{ fetching: sending }, prepare] = useMutation(PrepareDatasetMutation);
  const [benchmark, setBenchmark] = useState(catalog.benchmarks[0]?.benchmarkId ?? '');
  const [profile, setProfile] = useState<(typeof PROFILES)[number]>('smoke');
  const [sourcePath, setSourcePath] = useState('');
  const [limit, setLimit] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sendError, setSendError] = useState<CombinedError | null>(null);
  const [lost, setLost] = useState(false);
  const sizes = catalog.benchmarks.find((b) => b.benchmarkId === benchmark)?.sizes ?? null;
  // Jobs already completed when the panel opened are in the library the user sees.
  const completed = (data?.preparations ?? []).filter((p) => p.dataset).map((p) => p.preparationId);
  const seen = useRef<Set<string> | null>(null);
  const completedKey = completed.join(',');
  useEffect(() => {
    if (!data) return;
    if (seen.current === null) {
      seen.current = new Set(completed);
      return;
    }
    const fresh = completed.filter((id) => !seen.current?.has(id));
    if (fresh.length) {
      for (const id of fresh) seen.current.add(id);
      onDatasetReady();
    }
    // completedKey stands for `completed` (a new array each render).
  }, [completedKey, data !== undefined]);
  const busy = (data?.preparations ?? []).some((p) => p.status === 'QUEUED' || p.status === 'RUNNING');
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('prepare');
    setParams(next);
  };

  const submit = async () => {
    setProblem(null);
    setSendError(null);
    setLost(false);
    if (!sourcePath.trim()) return setProblem('Enter the source folder or file on the server.');
    const limitValue = limit.trim() ? Number(limit) : null;
    if (limitValue !== null && (!Number.isInteger(limitValue) || limitValue < 1)) return setProblem('Limit must be a whole number ≥ 1.');
    const { error: refusal } = outcome(
      await prepare({ input: { benchmark, profile: PROFILE_BY_WORD[profile], sourcePath: sourcePath.trim(), ...(limitValue ? { limit: limitValue } : {}) } }),
      'prepareDataset',
      'preparation',
    );
    if (refusal) {
      setSendError(refusal);
      setLost(Boolean(refusal.networkError));
    }
    refresh({ requestPolicy: 'network-only' });
  };

  return (
    <section className="panel prepare-panel" aria-label="Prepare dataset" data-testid="prepare-panel">
      <header className="library-header">
        <h2>Prepare dataset</h2>
        <button type="button" className="link" onClick={close}>
          Close
        </button>
      </header>
      {!viewer.canWrite ? (
        <p className="notice">Preparing datasets requires evaluation write permission and a writable Dashboard session.</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="form-grid">
            <FormField label="Benchmark to download">
              <select value={benchmark} onChange={(event) => setBenchmark(event.target.value)}>
                {catalog.benchmarks.map((b) => (
                  <option key={b.benchmarkId} value={b.benchmarkId}>
                    {b.title}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label="Dataset size">
              <select value={profile} onChange={(event) => setProfile(PROFILES.find((p) => p === event.target.value) ?? 'smoke')}>
                {PROFILES.map((p) => (
                  <option key={p} value={p}>
                    {p.charAt(0).toUpperCase() + p.slice(1)}
                    {sizes ? ` · ${count(sizes[p])} questions` : ''}
                  </option>
                ))}
              </select>
            </FormField>
            <TextInput label="Source folder or file (on the server)" value={sourcePath} onChange={setSourcePath} placeholder="sources/" />
            <TextInput label="Limit (optional)" value={limit} onChange={setLimit} inputMode="numeric" placeholder="all" />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn primary" disabled={sending || busy}>
              {sending ? 'Preparation in progress' : busy ? 'Another preparation is running' : 'Download and prepare'}
            </button>
            {problem ? <span className="form-error" role="alert">{problem}</span> : null}
          </div>
          {lost ? <p className="notice">The answer was lost. The history below shows whether the preparation started; sending the identical request again returns the same job.</p> : null}
          {sendError ? <ErrorNotice title="Prepare" error={sendError} /> : null}
        </form>
      )}
      <h3>
        History{' '}
        <button type="button" className="btn" onClick={() => refresh({ requestPolicy: 'network-only' })} disabled={fetching}>
          Refresh status
        </button>
      </h3>
      {error ? <ErrorNotice title="preparations" error={error} /> : null}
      {data && data.preparations.length === 0 ? <p className="muted">No preparations yet.</p> : null}
      <ul className="preparation-list">
        {data?.preparations.map((p) => (
          <li key={p.preparationId}>
            <strong>{p.benchmark ?? p.benchmarks.join(', ')}</strong> · {profileWord(p.profile)} · <span className={`status ${p.status.toLowerCase()}`}>{phaseWords(p.phase)}</span>{' '}
            <span className="muted">Updated {dateTime(p.updatedAt)}</span>
            {p.error ? <span className="form-error"> {p.error}</span> : null}
            {p.dataset ? (
              <>
                {' '}
                · {count(p.dataset.caseCount)} questions ready · <Link to={`/evaluation?view=datasets&dataset=${encodeURIComponent(p.dataset.datasetId)}`}>View prepared dataset</Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
