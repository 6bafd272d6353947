// Prepare dataset (docs/dashboard.md): WRITE actors start a preparation, by default from the
// benchmark's pinned upstream source (downloaded by the server), or, under "Advanced", from files
// on the server; everyone sees the history. The active job is followed live
// (`preparationProgress`). One active job at a time. A lost answer is reconciled by reading the
// history (identical requests are idempotent), never by re-posting on its own.
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
import type { PrepareDatasetInput } from '../../gql/graphql.ts';
import { PreparationProgress } from './PreparationProgress.tsx';
import { benchmarkTitles } from './dataset-names.ts';
import { FINISHED, usePreparationProgress, type PreparationState } from './use-preparation-progress.ts';

const PROFILES = ['smoke', 'quick', 'standard'] as const;

const isActive = (job: PreparationState) => job.status === 'QUEUED' || job.status === 'RUNNING';

/** The request that prepared `job` again (Retry preparation): the same benchmarks, profile, seed, limit and source. */
function retryInput(job: PreparationState): PrepareDatasetInput | null {
  if (!job.profile) return null;
  return {
    ...(job.benchmark ? { benchmark: job.benchmark } : { benchmarks: job.benchmarks }),
    profile: job.profile,
    ...(job.seed !== null && job.seed !== undefined ? { seed: job.seed } : {}),
    ...(job.limit ? { limit: job.limit } : {}),
    ...(job.sourcePath ? { sourcePath: job.sourcePath } : {}),
    ...(job.revision ? { revision: job.revision } : {}),
  };
}

export function PreparePanel({ onDatasetReady }: { onDatasetReady: () => void }) {
  const viewer = useViewer();
  const { catalog } = useShellData();
  const titles = benchmarkTitles(catalog);
  const [params, setParams] = useSearchParams();
  const [{ data, error, fetching }, refresh] = useQuery({ query: PreparationsQuery, requestPolicy: 'network-only' });
  const [{ fetching: sending }, prepare] = useMutation(PrepareDatasetMutation);
  const preparable = catalog.benchmarks.filter((b) => b.sizes !== null && b.sizes !== undefined);
  const [benchmark, setBenchmark] = useState(preparable[0]?.benchmarkId ?? '');
  const [profile, setProfile] = useState<(typeof PROFILES)[number]>('smoke');
  const [sourcePath, setSourcePath] = useState('');
  const [revision, setRevision] = useState('');
  const [limit, setLimit] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sendError, setSendError] = useState<CombinedError | null>(null);
  const [lost, setLost] = useState(false);
  // The job this panel started; otherwise the active one the history shows (another tab's, or
  // this one's before a reload).
  const [startedId, setStartedId] = useState<string | null>(null);
  const history = data?.preparations ?? [];
  const activeId = history.find(isActive)?.preparationId ?? null;
  const followedId = startedId ?? activeId;
  // Keep following it once it finished (it leaves the active ones) until another starts.
  useEffect(() => {
    if (startedId === null && activeId !== null) setStartedId(activeId);
  }, [startedId, activeId]);
  const live = usePreparationProgress(followedId);
  const followed = live ?? history.find((p) => p.preparationId === followedId) ?? null;
  const chosen = catalog.benchmarks.find((b) => b.benchmarkId === benchmark) ?? null;
  const sizes = chosen?.sizes ?? null;

  // A followed job that finished changes the history, and when it completed the library too:
  // each is read once more (the subscription's event, not a timer, is the reason).
  const finishedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!live || !FINISHED.has(live.status) || finishedFor.current === live.preparationId) return;
    finishedFor.current = live.preparationId;
    refresh({ requestPolicy: 'network-only' });
    if (live.status === 'COMPLETED') onDatasetReady();
  }, [live, refresh, onDatasetReady]);
  const followedActive = followed !== null && isActive(followed);
  const busy = followedActive || history.some(isActive);
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('prepare');
    setParams(next);
  };

  const send = async (input: PrepareDatasetInput) => {
    setSendError(null);
    setLost(false);
    const { value, error: refusal } = outcome(await prepare({ input }), 'prepareDataset', 'preparation');
    if (value) setStartedId(value.preparationId);
    if (refusal) {
      setSendError(refusal);
      setLost(Boolean(refusal.networkError));
    }
    refresh({ requestPolicy: 'network-only' });
  };

  const submit = async () => {
    setProblem(null);
    const limitValue = limit.trim() ? Number(limit) : null;
    if (limitValue !== null && (!Number.isInteger(limitValue) || limitValue < 1)) return setProblem('Limit must be a whole number ≥ 1.');
    if (revision.trim() && !sourcePath.trim()) return setProblem('A revision names the upstream commit of files on the server: enter their path too.');
    await send({
      benchmark,
      profile: PROFILE_BY_WORD[profile],
      ...(limitValue ? { limit: limitValue } : {}),
      // Without a path the server downloads the pinned upstream source.
      ...(sourcePath.trim() ? { sourcePath: sourcePath.trim() } : {}),
      ...(sourcePath.trim() && revision.trim() ? { revision: revision.trim() } : {}),
    });
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
                {preparable.map((b) => (
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
            <TextInput label="Limit (optional)" value={limit} onChange={setLimit} inputMode="numeric" placeholder="all" />
          </div>
          <p className="muted prepare-source">
            {sourcePath.trim() ? 'Read from files on the server (below).' : 'The server downloads the pinned upstream source at its recorded revision.'}{' '}
            {chosen && /^https?:\/\//.test(chosen.sourceUrl) ? (
              <a href={chosen.sourceUrl} target="_blank" rel="noreferrer">
                View source dataset
              </a>
            ) : null}
            <br />
            Upstream access and license terms apply; a gated source needs the server’s HF_TOKEN to belong to an account that accepted its terms.
          </p>
          <details className="prepare-advanced">
            <summary>Advanced: from files on the server</summary>
            <div className="form-grid">
              <TextInput
                label="Source folder or file (on the server)"
                value={sourcePath}
                onChange={setSourcePath}
                placeholder="sources/"
                hint="Inside the server’s sources folder."
              />
              <TextInput
                label="Revision (optional)"
                value={revision}
                onChange={setRevision}
                placeholder="upstream commit"
                hint="With a revision the files are upstream files taken at that commit; without one, cases in the sr-bench format."
              />
            </div>
          </details>
          <div className="form-actions">
            <button type="submit" className="btn primary" disabled={sending || busy}>
              {sending || followedActive ? 'Preparation in progress' : busy ? 'Another preparation is running' : 'Download and prepare'}
            </button>
            {problem ? (
              <span className="form-error" role="alert">
                {problem}
              </span>
            ) : null}
          </div>
          {lost ? (
            <p className="notice">
              The answer was lost. The history below shows whether the preparation started; sending the identical request again returns the same job.
            </p>
          ) : null}
          {sendError ? <ErrorNotice title="Prepare" error={sendError} /> : null}
        </form>
      )}
      {followed ? <PreparationProgress job={followed} /> : null}
      <h3>
        History{' '}
        <button type="button" className="btn" onClick={() => refresh({ requestPolicy: 'network-only' })} disabled={fetching}>
          Refresh status
        </button>
      </h3>
      {error ? <ErrorNotice title="preparations" error={error} /> : null}
      {data && history.length === 0 ? <p className="muted">No preparations yet.</p> : null}
      <ul className="preparation-list">
        {history.map((listed) => {
          // The followed job's row shows its live state, not the one the history was read with.
          const p =
            live && listed.preparationId === live.preparationId
              ? { ...listed, status: live.status, phase: live.phase, error: live.error, updatedAt: live.updatedAt }
              : listed;
          const retry = p.status === 'FAILED' && viewer.canWrite ? retryInput(p) : null;
          return (
            <li key={p.preparationId}>
              <strong>{p.benchmarks.map((b) => titles.get(b) ?? b).join(', ')}</strong> · {profileWord(p.profile)} ·{' '}
              <span className={`status ${p.status.toLowerCase()}`}>{phaseWords(p.phase)}</span> <span className="muted">Updated {dateTime(p.updatedAt)}</span>
              {p.error ? <span className="form-error"> {p.error}</span> : null}
              {p.dataset ? (
                <>
                  {' '}
                  · {count(p.dataset.caseCount)} questions ready ·{' '}
                  <Link to={`/evaluation?view=datasets&dataset=${encodeURIComponent(p.dataset.datasetId)}`}>View prepared dataset</Link>
                </>
              ) : null}
              {retry ? (
                <>
                  {' '}
                  <button type="button" className="btn" disabled={sending || busy} onClick={() => void send(retry)}>
                    Retry preparation
                  </button>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
