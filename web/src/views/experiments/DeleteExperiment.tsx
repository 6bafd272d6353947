// Delete experiment (docs/dashboard.md): confirmed in a dialog, refused while runs are active, stored
// first so a lost answer offers "Retry deletion" with the same key. Runs are kept.
import { useState } from 'react';
import { useMutation } from 'urql';
import { useViewer } from '../../api/viewer.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { newIdempotencyKey } from '../../ui/form-pending.ts';
import { DeleteExperimentMutation } from './experiments-operations.ts';
import { useReconcilable } from './use-reconcilable.ts';
import { outcome } from '../../api/payload.ts';

export function DeleteExperiment({
  experimentId,
  name,
  activeRunCount,
  onDeleted,
}: {
  experimentId: string;
  name: string;
  activeRunCount: number;
  onDeleted: () => void;
}) {
  const viewer = useViewer();
  const [{ fetching }, remove] = useMutation(DeleteExperimentMutation);
  const request = useReconcilable(`deleteExperiment.${experimentId}`, viewer.actorId, remove, (result) => outcome(result, 'deleteExperiment', 'deletion'));
  const [confirming, setConfirming] = useState(false);
  const blocked = activeRunCount > 0;

  const confirm = async () => {
    const idempotencyKey = newIdempotencyKey('web-exp-delete');
    if ((await request.submit({ id: experimentId, idempotencyKey }, idempotencyKey, name))?.deleted) onDeleted();
  };

  return (
    <div className="delete-experiment">
      <button
        type="button"
        className="btn danger"
        disabled={blocked || fetching}
        onClick={() => setConfirming(true)}
        title={blocked ? 'Wait for active runs to finish before deleting.' : undefined}
      >
        Delete experiment
      </button>
      {blocked ? <span className="muted"> Wait for active runs to finish before deleting.</span> : null}
      {confirming && !request.pending ? (
        <div role="dialog" aria-label="Delete experiment" className="notice">
          Delete “{name}”? Saved runs, results, costs and artifacts will be kept.
          <div className="form-actions">
            <button type="button" className="btn danger" disabled={fetching} onClick={() => void confirm()}>
              Delete
            </button>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              Keep experiment
            </button>
          </div>
        </div>
      ) : null}
      {request.pending && !fetching ? (
        <div className="notice" data-testid="pending-deletion">
          The answer to deleting “{request.pending.label}” was lost.{' '}
          <button type="button" className="btn" onClick={() => void request.resend().then((receipt) => receipt?.deleted && onDeleted())}>
            Retry deletion
          </button>
        </div>
      ) : null}
      {request.error ? <ErrorNotice title="Delete" error={request.error} /> : null}
    </div>
  );
}
