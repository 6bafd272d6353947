// The steps of one question (case × target): every call of the cell in order. A one-call
// benchmark shows its single call; an agent task its simulator turns, replies and tool calls.
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { count } from '../../ui/format.ts';
import { StepItem } from './StepItem.tsx';
import { stepPrompts } from './step-messages.ts';
import { useCellSteps } from './useCellSteps.ts';

export function CellSteps({ runId, caseId, targetId }: { runId: string; caseId: string; targetId: string }) {
  const { steps, totalCount, next, loading, error, loadMore } = useCellSteps(runId, caseId, targetId);
  const prompts = stepPrompts(steps.map((s) => ({ role: s.role, request: s.receipt.request })));
  return (
    <div className="run-steps" data-testid="cell-steps">
      <h4>
        {totalCount === null ? 'Steps' : totalCount === 1 ? '1 call' : `${count(totalCount)} steps`}
        {totalCount !== null && steps.length < totalCount ? <span className="muted"> · {count(steps.length)} shown</span> : null}
      </h4>
      {error ? <ErrorNotice title="steps" error={error} /> : null}
      {loading && steps.length === 0 ? <p className="muted">Loading steps…</p> : null}
      {totalCount === 0 ? <p className="muted">No calls were recorded for this question.</p> : null}
      <ol className="run-step-list">
        {steps.map((step, i) => (
          <StepItem key={step.id} number={i + 1} step={step} prompt={prompts[i] ?? null} />
        ))}
      </ol>
      {next ? (
        <button type="button" onClick={loadMore} disabled={loading}>
          {loading ? 'Loading…' : 'More steps'}
        </button>
      ) : null}
    </div>
  );
}
