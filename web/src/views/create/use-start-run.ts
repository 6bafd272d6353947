// Start evaluation with a reconcilable submission (docs/dashboard.md "Rules every view follows", "Review and start"): the
// exact startRun variables (the reviewed plan's hash, which names the plan the server kept, and
// the idempotency key) are stored per actor before sending. A
// lost response leaves them stored so the user can re-send the identical request; the server
// answering (success, or an error that started nothing) clears them. Never retried on its own.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, type CombinedError } from 'urql';
import { clearPending, newIdempotencyKey, readPending, savePending, type PendingSubmission } from '../../ui/form-pending.ts';
import { StartRunMutation } from './create-operations.ts';
import { outcome } from '../../api/payload.ts';

export interface StartVariables {
  planSha256: string;
  idempotencyKey: string;
}

const KIND = 'startRun';

export interface StartRunState {
  pending: PendingSubmission<StartVariables> | null;
  sending: boolean;
  error: CombinedError | null;
  start: (planSha256: string, label: string) => void;
  resend: () => void;
  discard: () => void;
}

export function useStartRun(actorId: string): StartRunState {
  const navigate = useNavigate();
  // A request stored in another shape (an older dashboard's) cannot be resent identically: ignored.
  const [pending, setPending] = useState(() => {
    const stored = readPending<StartVariables>(KIND, actorId);
    return stored && typeof stored.variables.planSha256 === 'string' ? stored : null;
  });
  const [error, setError] = useState<CombinedError | null>(null);
  const [{ fetching }, startRun] = useMutation(StartRunMutation);

  const send = async (submission: PendingSubmission<StartVariables>) => {
    setError(null);
    const result = outcome(await startRun(submission.variables), 'startRun', 'run');
    const runId = result.value?.runId;
    if (runId) {
      clearPending(KIND, actorId);
      setPending(null);
      navigate(`/evaluation?run=${encodeURIComponent(runId)}`);
      return;
    }
    if (result.error) {
      setError(result.error);
      // An answer from the server means nothing was admitted (startRun is one transaction and
      // reports dispatchStarted: false); only a lost answer keeps the request for reconciliation.
      if (!result.error.networkError && result.error.graphQLErrors.length > 0) {
        clearPending(KIND, actorId);
        setPending(null);
      }
    }
  };

  return {
    pending,
    sending: fetching,
    error,
    start(planSha256, label) {
      const idempotencyKey = newIdempotencyKey('web-start');
      const submission: PendingSubmission<StartVariables> = {
        variables: { planSha256, idempotencyKey },
        idempotencyKey,
        label,
        savedAt: new Date().toISOString(),
      };
      savePending(KIND, actorId, submission);
      setPending(submission);
      void send(submission);
    },
    resend() {
      if (pending) void send(pending);
    },
    discard() {
      clearPending(KIND, actorId);
      setPending(null);
      setError(null);
    },
  };
}
