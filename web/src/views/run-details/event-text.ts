// Titles and the public fields of a run event (clients.md §9); the raw payload is never shown.
export const EVENT_TITLES: Record<string, string> = {
  created: 'Run created',
  running: 'Run started',
  completed: 'Run completed',
  failed: 'Run failed',
  interrupted: 'Run interrupted',
  cancelled: 'Run cancelled',
  cancellation_requested: 'Cancellation requested',
  accounting_reconciled: 'Accounting reconciled',
  failure_observed: 'Failure observed',
  call_sent: 'Request sent',
  call_replayed: 'Request replayed',
  case_running: 'Case started',
  case_completed: 'Case completed',
  case_failed: 'Case failed',
  case_cancelled: 'Case cancelled',
  case_sent_unknown: 'Case outcome unknown',
};

export interface EventFields {
  caseId?: string;
  targetId?: string;
  callId?: string;
  role?: string;
  reason?: string;
  error?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

export function eventFields(data: unknown): EventFields {
  if (typeof data !== 'object' || data === null) return {};
  const d = data as Record<string, unknown>;
  return {
    caseId: text(d.case_id) ?? text(d.caseId),
    targetId: text(d.target_id) ?? text(d.targetId),
    callId: text(d.call_id) ?? text(d.callId),
    role: text(d.role),
    reason: text(d.reason),
    error: text(d.error),
  };
}
