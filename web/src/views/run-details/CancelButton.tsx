// Cancel evaluation (docs/dashboard.md "Run header"): RUN actors, active runs, on click only; never retried.
import { useMutation } from 'urql';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { CancelRunMutation } from './run-details-queries.ts';
import { outcome } from '../../api/payload.ts';

export function CancelButton({ runId }: { runId: string }) {
  const [result, cancel] = useMutation(CancelRunMutation);
  const { fetching } = result;
  const { value: data, error } = outcome(result, 'cancelRun', 'run');
  return (
    <>
      <button type="button" className="run-danger" disabled={fetching || Boolean(data)} onClick={() => void cancel({ id: runId })}>
        {data ? 'Cancellation requested' : 'Cancel evaluation'}
      </button>
      {error ? <ErrorNotice title="Cancel" error={error} /> : null}
    </>
  );
}
