// Cancel evaluation (clients.md §4.1): RUN actors, active runs, on click only; never retried.
import { useMutation } from 'urql';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { CancelRunMutation } from './run-details-queries.ts';

export function CancelButton({ runId }: { runId: string }) {
  const [{ fetching, error, data }, cancel] = useMutation(CancelRunMutation);
  return (
    <>
      <button type="button" className="run-danger" disabled={fetching || Boolean(data)} onClick={() => void cancel({ id: runId })}>
        {data ? 'Cancellation requested' : 'Cancel evaluation'}
      </button>
      {error ? <ErrorNotice title="Cancel" error={error} /> : null}
    </>
  );
}
