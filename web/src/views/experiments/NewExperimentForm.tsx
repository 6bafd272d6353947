// New experiment (docs/dashboard.md): a name of 1..160 characters; the request and its idempotency
// key are stored first, so a lost answer offers "Check your previous creation request".
import { useState } from 'react';
import { useMutation } from 'urql';
import { useViewer } from '../../api/viewer.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { TextInput } from '../../ui/form-field.tsx';
import { newIdempotencyKey } from '../../ui/form-pending.ts';
import { CreateExperimentMutation } from './experiments-operations.ts';
import { useReconcilable } from './use-reconcilable.ts';
import { outcome } from '../../api/payload.ts';

export function NewExperimentForm({ onCreated }: { onCreated: (experimentId: string) => void }) {
  const viewer = useViewer();
  const [{ fetching }, create] = useMutation(CreateExperimentMutation);
  const request = useReconcilable('createExperiment', viewer.actorId, create, (result) => outcome(result, 'createExperiment', 'experiment'));
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const deletedKey = request.error?.graphQLErrors.some((e) => e.extensions?.reason === 'experiment_deleted');

  const done = (experiment: { experimentId: string } | null) => {
    const id = experiment?.experimentId;
    if (!id) return;
    setName('');
    onCreated(id);
  };
  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setProblem('Enter a name.');
    if (trimmed.length > 160) return setProblem('At most 160 characters.');
    setProblem(undefined);
    const idempotencyKey = newIdempotencyKey('web-exp');
    done(await request.submit({ name: trimmed, idempotencyKey }, idempotencyKey, trimmed));
  };

  return (
    <form
      className="new-experiment"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextInput label="New experiment" value={name} onChange={setName} error={problem} placeholder="Experiment name" maxLength={200} />
      <button type="submit" className="btn primary" disabled={fetching || request.pending !== null}>
        {fetching ? 'Creating…' : 'Create experiment'}
      </button>
      {request.pending && !fetching ? (
        <div className="notice" data-testid="pending-experiment">
          The answer to creating “{request.pending.label}” was lost.{' '}
          <button type="button" className="btn" onClick={() => void request.resend().then(done)}>
            Check your previous creation request
          </button>{' '}
          <button type="button" className="link" onClick={request.discard}>
            Discard
          </button>
        </div>
      ) : null}
      {deletedKey ? (
        <p className="notice">That experiment was deleted.</p>
      ) : request.error ? (
        <ErrorNotice title="Create experiment" error={request.error} />
      ) : null}
    </form>
  );
}
