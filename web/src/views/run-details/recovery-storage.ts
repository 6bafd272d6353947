// The pending recover request (docs/dashboard.md "Rules every view follows"): stored in session storage, per
// actor and parent run, BEFORE it is sent; cleared by a success or by an error that says nothing
// was dispatched. While it exists the panel offers to submit the identical request again.
export interface PendingRecovery {
  runId: string;
  plan: Record<string, unknown>;
  idempotencyKey: string;
  acknowledgeNewAttempt: boolean;
  cells: number;
  storedAt: string;
}

const keyOf = (actorId: string, parentRunId: string) => `sr-bench.pending-recover.${actorId}.${parentRunId}`;

export function readPendingRecovery(actorId: string, parentRunId: string): PendingRecovery | null {
  try {
    const text = sessionStorage.getItem(keyOf(actorId, parentRunId));
    return text ? (JSON.parse(text) as PendingRecovery) : null;
  } catch {
    return null;
  }
}

export function storePendingRecovery(actorId: string, pending: PendingRecovery): void {
  sessionStorage.setItem(keyOf(actorId, pending.runId), JSON.stringify(pending));
}

export function clearPendingRecovery(actorId: string, parentRunId: string): void {
  sessionStorage.removeItem(keyOf(actorId, parentRunId));
}
