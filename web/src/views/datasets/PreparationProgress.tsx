// Where a preparation job is (docs/preparation.md "What users see in the dashboard"): its phase in words, each benchmark's step
// with a bar for its download (bytes received of the total the Hub announced), and, when it
// failed, the job's error, which says what to do (docs/preparation.md "What users see in the
// dashboard").
import { useShellData } from '../../shell/shell-data.tsx';
import { byteSize, count } from '../../ui/format.ts';
import { profileWord } from '../../ui/enum-words.ts';
import { benchmarkTitles } from './dataset-names.ts';
import { phaseWords } from './preparation-words.ts';
import type { PreparationState } from './use-preparation-progress.ts';
import './preparation-progress.css';

type Item = PreparationState['items'][number];

function DownloadBar({ item, title }: { item: Item; title: string }) {
  const done = item.bytesDone ?? 0;
  const total = item.bytesTotal;
  // A git checkout reports no total: only what arrived so far.
  if (total === null || total === undefined || total <= 0) {
    return item.bytesDone !== null && item.bytesDone !== undefined ? <span className="muted">{byteSize(done)} received</span> : null;
  }
  const share = Math.min(1, done / total);
  const words = `${byteSize(done)} of ${byteSize(total)}`;
  return (
    <span className="prep-download">
      <span
        className="prep-bar"
        role="progressbar"
        aria-label={`${title} download`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={words}
      >
        <span style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
      <span className="muted" data-testid="download-bytes">
        {words}
      </span>
    </span>
  );
}

export function PreparationProgress({ job }: { job: PreparationState }) {
  const { catalog } = useShellData();
  const titles = benchmarkTitles(catalog);
  const names = job.benchmarks.map((b) => titles.get(b) ?? b).join(', ');
  return (
    <div className="preparation-progress" data-testid="preparation-progress" data-preparation-id={job.preparationId}>
      <p className="prep-summary">
        <span className={`status ${job.status.toLowerCase()}`} role="status" data-testid="preparation-phase">
          {phaseWords(job.phase)}
        </span>{' '}
        <strong>{names}</strong> <span className="muted">· {profileWord(job.profile)}</span>
        {job.dataset ? <span> · {count(job.dataset.caseCount)} questions ready</span> : null}
      </p>
      {job.items.length > 0 ? (
        <ul className="prep-items">
          {job.items.map((item) => {
            const title = titles.get(item.benchmark) ?? item.benchmark;
            return (
              <li key={item.benchmark}>
                <span className="prep-item-name">{title}</span>
                <span className="prep-item-phase">{phaseWords(item.phase)}</span>
                <DownloadBar item={item} title={title} />
                {item.caseCount !== null && item.caseCount !== undefined ? <span className="muted">{count(item.caseCount)} questions</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {job.error ? (
        <p className="form-error" role="alert" data-testid="preparation-error">
          {job.error}
        </p>
      ) : null}
    </div>
  );
}
