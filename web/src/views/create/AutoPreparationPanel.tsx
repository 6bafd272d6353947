// The questions a review waits for (docs/preparation.md "What users see in the dashboard"): the preparation job's
// phases and download progress, then "Finalizing the evaluation questions" while the prepared and
// stored groups are composed; a failure shows the job's reason and a Retry. Nothing here sends a
// model request.
import { useShellData } from '../../shell/shell-data.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { PreparationProgress } from '../datasets/PreparationProgress.tsx';
import type { AutoPreparation } from './use-auto-preparation.ts';

export function AutoPreparationPanel({ auto, finalizing }: { auto: AutoPreparation; finalizing: boolean }) {
  const { catalog } = useShellData();
  const { job, error } = auto;
  if (!job && !error && !auto.review) return null;
  const benchmarks = auto.review?.request.benchmarks ?? job?.benchmarks ?? [];
  const names = benchmarks.map((id) => catalog.benchmarks.find((b) => b.benchmarkId === id)?.title ?? id).join(', ');
  const failed = job?.status === 'FAILED' || error !== null;
  return (
    <section className="panel auto-preparation" aria-label="Preparing questions" data-testid="auto-preparation">
      <h2>Preparing the questions</h2>
      <p className="muted">
        {names ? `No stored dataset of this size holds ${names}: ` : ''}the server prepares {benchmarks.length === 1 ? 'it' : 'them'} from the pinned upstream
        source, then the plan is ready for review. No model requests are sent.
      </p>
      {job ? <PreparationProgress job={job} /> : auto.review ? <p className="muted">Waiting for the preparation’s state…</p> : null}
      {finalizing ? (
        <p role="status" data-testid="auto-finalizing">
          Finalizing the evaluation questions
        </p>
      ) : null}
      {auto.foreignId ? (
        <p className="muted">This preparation was started from another page: choose the same benchmarks and review the plan once it is ready.</p>
      ) : null}
      {error ? <ErrorNotice title="Prepare" error={error} /> : null}
      {failed && !auto.foreignId ? (
        <div className="form-actions">
          <button type="button" className="btn" disabled={auto.sending} onClick={() => void auto.retry()}>
            {auto.sending ? 'Retrying…' : 'Retry'}
          </button>
          <span className="muted">Sends the same preparation request again.</span>
        </div>
      ) : null}
    </section>
  );
}
