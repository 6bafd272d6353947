// A mutation that starts work is stored in session storage (scoped by actor) before it is sent,
// so a lost response can be reconciled by re-sending the identical request (docs/dashboard.md "Rules every view follows":
// "Lost responses"). Nothing here ever re-sends on its own.
export interface PendingSubmission<V> {
  /** The exact variables sent, including the idempotency key. */
  variables: V;
  idempotencyKey: string;
  /** What the user was doing, for the notice ("Smoke evaluation · sim-small"). */
  label: string;
  savedAt: string;
}

function storageKey(kind: string, actorId: string): string {
  return `sr-bench.pending.${kind}:${actorId}`;
}

export function readPending<V>(kind: string, actorId: string): PendingSubmission<V> | null {
  try {
    const text = sessionStorage.getItem(storageKey(kind, actorId));
    return text ? (JSON.parse(text) as PendingSubmission<V>) : null;
  } catch {
    return null;
  }
}

export function savePending<V>(kind: string, actorId: string, pending: PendingSubmission<V>): void {
  sessionStorage.setItem(storageKey(kind, actorId), JSON.stringify(pending));
}

export function clearPending(kind: string, actorId: string): void {
  sessionStorage.removeItem(storageKey(kind, actorId));
}

/** A fresh idempotency key (1..128 visible ASCII characters). */
export function newIdempotencyKey(prefix: string): string {
  const random = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${random}`;
}
