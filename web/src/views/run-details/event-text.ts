// Titles and the public fields of a run event (docs/dashboard.md); the raw payload is never shown.
import type { RunEventKind } from '../../gql/graphql.ts';
export const EVENT_TITLES: Record<Exclude<RunEventKind, 'OTHER'>, string> = {
  CREATED: 'Run created',
  RUNNING: 'Run started',
  COMPLETED: 'Run completed',
  FAILED: 'Run failed',
  INTERRUPTED: 'Run interrupted',
  CANCELLED: 'Run cancelled',
  CANCELLATION_REQUESTED: 'Cancellation requested',
  ACCOUNTING_RECONCILED: 'Accounting reconciled',
  FAILURE_OBSERVED: 'Failure observed',
  CALL_SENT: 'Request sent',
  CALL_REPLAYED: 'Request replayed',
  CASE_RUNNING: 'Case started',
  CASE_COMPLETED: 'Case completed',
  CASE_FAILED: 'Case failed',
  CASE_CANCELLED: 'Case cancelled',
  CASE_SENT_UNKNOWN: 'Case outcome unknown',
  CASE_TIMEOUT: 'Case timed out',
};

/** An event's title; a kind the server does not know shows as stored. */
export function eventTitle(kind: RunEventKind, kindName: string): string {
  return kind === 'OTHER' ? kindName : EVENT_TITLES[kind];
}

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
