// A mutation with a stored, reconcilable request (clients.md §0 "lost responses"): stored per
// actor before sending, cleared when the server answers, kept when the answer is lost so the
// user can re-send the identical request. Never re-sent on its own.
import { useState } from 'react';
import type { CombinedError, OperationResult } from 'urql';
import { clearPending, readPending, savePending, type PendingSubmission } from '../../ui/form-pending.ts';

export interface Reconcilable<V, R> {
  pending: PendingSubmission<V> | null;
  error: CombinedError | null;
  submit: (variables: V, idempotencyKey: string, label: string) => Promise<R | null>;
  resend: () => Promise<R | null>;
  discard: () => void;
}

export function useReconcilable<V extends object, D, R>(kind: string, actorId: string, execute: (variables: V) => Promise<OperationResult<D>>, pick: (data: D) => R): Reconcilable<V, R> {
  const [pending, setPending] = useState(() => readPending<V>(kind, actorId));
  const [error, setError] = useState<CombinedError | null>(null);
  const send = async (submission: PendingSubmission<V>): Promise<R | null> => {
    setError(null);
    const result = await execute(submission.variables);
    if (result.data) {
      clearPending(kind, actorId);
      setPending(null);
      return pick(result.data);
    }
    if (result.error) {
      setError(result.error);
      if (!result.error.networkError && result.error.graphQLErrors.length > 0) {
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
