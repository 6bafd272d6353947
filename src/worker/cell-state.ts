// State of one executing cell (docs/runs.md "One cell", "One model call"): its cancellation, deadline, call slots,
// output-limit flag, session id and the records of its calls.
import { randomUUID } from 'node:crypto';
import { monotonicMs, type FrozenCase, type FrozenTarget, type RunContext } from './run-context.ts';

export interface FinishedCall {
  role: string;
  record: Record<string, unknown>;
}

export class CellState {
  readonly abort = new AbortController();
  readonly calls: FinishedCall[] = [];
  callSlots = 0;
  outputLimitHit = false;
  firstSubjectCallSent = false;
  /** One fresh session id per cell for session-aware targets (docs/runs.md "Session mode"). */
  readonly sessionId: string | null;
  private readonly timer: NodeJS.Timeout;
  private readonly onRunCancel: () => void;

  constructor(
    readonly run: RunContext,
    readonly testCase: FrozenCase,
    readonly target: FrozenTarget,
    readonly startedMs: number,
  ) {
    this.deadlineMs = Math.min(run.deadlineMs, startedMs + run.manifest.limits.case_timeout_s * 1000);
    this.sessionId = target.session_mode === 'session_aware' ? randomUUID().replaceAll('-', '') : null;
    this.onRunCancel = () => this.abort.abort();
    if (run.cancelled.signal.aborted) this.abort.abort();
    run.cancelled.signal.addEventListener('abort', this.onRunCancel, { once: true });
    this.timer = setTimeout(() => this.abort.abort(), Math.max(0, this.deadlineMs - monotonicMs()));
  }

  readonly deadlineMs: number;

  get cancelled(): boolean {
    return this.abort.signal.aborted;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.run.cancelled.signal.removeEventListener('abort', this.onRunCancel);
  }
}
