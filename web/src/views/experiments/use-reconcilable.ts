// A mutation with a stored, reconcilable request (docs/dashboard.md "Rules every view follows"): stored per
// actor before sending, cleared when the server answers, kept when the answer is lost so the
// user can re-send the identical request. Never re-sent on its own.
import { useState } from 'react';
import type { CombinedError, OperationResult } from 'urql';
import type { Outcome } from '../../api/payload.ts';
import { clearPending, readPending, savePending, type PendingSubmission } from '../../ui/form-pending.ts';

export interface Reconcilable<V, R> {
  pending: PendingSubmission<V> | null;
  error: CombinedError | null;
  submit: (variables: V, idempotencyKey: string, label: string) => Promise<R | null>;
  resend: () => Promise<R | null>;
  discard: () => void;
}

/** `settle` reads the mutation's payload: its result, or the refusal or failure that explains why there is none. */
export function useReconcilable<V extends object, D, R>(
  kind: string,
  actorId: string,
  execute: (variables: V) => Promise<OperationResult<D>>,
  settle: (result: OperationResult<D>) => Outcome<R>,
): Reconcilable<V, R> {
  const [pending, setPending] = useState(() => readPending<V>(kind, actorId));
  const [error, setError] = useState<CombinedError | null>(null);
  const send = async (submission: PendingSubmission<V>): Promise<R | null> => {
    setError(null);
    const { value, error: refusal } = settle(await execute(submission.variables));
    if (value !== null) {
      clearPending(kind, actorId);
      setPending(null);
      return value;
    }
    if (refusal) {
      setError(refusal);
      if (!refusal.networkError && refusal.graphQLErrors.length > 0) {
        clearPending(kind, actorId);
        setPending(null);
      }
    }
    return null;
  };
  return {
    pending,
    error,
    submit(variables, idempotencyKey, label) {
      const submission = { variables, idempotencyKey, label, savedAt: new Date().toISOString() };
      savePending(kind, actorId, submission);
      setPending(submission);
      return send(submission);
    },
    resend: () => (pending ? send(pending) : Promise.resolve(null)),
    discard() {
      clearPending(kind, actorId);
      setPending(null);
      setError(null);
    },
  };
}
