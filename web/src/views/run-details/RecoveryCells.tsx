// The reviewed plan's cells (docs/dashboard.md "Recover unfinished work"): eligible cells with a checkbox each ("Select all"),
// and the excluded cells with their reasons — both 25 a page.
import { useState } from 'react';
import type { RecoveryPlanMutation } from '../../gql/graphql.ts';

type Plan = NonNullable<NonNullable<RecoveryPlanMutation['recoveryPlan']>['recoveryPlan']>;
const PER_PAGE = 25;

export const cellKey = (c: { caseId: string; targetId: string }) => `${c.targetId}\u0000${c.caseId}`;

function Pager({ page, total, onPage, label }: { page: number; total: number; onPage(p: number): void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  if (pages <= 1) return null;
  return (
    <nav className="run-pager" aria-label={`${label} pages`}>
      <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        {page + 1} / {pages}
      </span>
      <button type="button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

export function EligibleCells({
  plan,
  selected,
  onChange,
  modelOf,
}: {
  plan: Plan;
  selected: Set<string>;
  onChange(next: Set<string>): void;
  modelOf(targetId: string): string;
}) {
  const [page, setPage] = useState(0);
  const all = plan.eligibleCells.every((c) => selected.has(cellKey(c)));
  const shown = plan.eligibleCells.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
  return (
    <table data-testid="recovery-eligible">
      <thead>
        <tr>
          <th>
            <label>
              <input type="checkbox" checked={all} onChange={() => onChange(all ? new Set() : new Set(plan.eligibleCells.map(cellKey)))} /> Select all
            </label>
          </th>
          <th>Target</th>
          <th>Case</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((c) => {
          const key = cellKey(c);
          return (
            <tr key={key}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Recover ${modelOf(c.targetId)} ${c.caseId}`}
                  checked={selected.has(key)}
                  onChange={() => {
                    const next = new Set(selected);
                    if (next.has(key)) next.delete(key);
                    else next.add(key);
                    onChange(next);
                  }}
                />
              </td>
              <td>{c.targetId}</td>
              <td>{c.caseId}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={3}>
            <Pager page={page} total={plan.eligibleCells.length} onPage={setPage} label="eligible cells" />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

const REASON: Record<string, string> = {
  ALREADY_CLAIMED_BY_CHILD_ATTEMPT: 'Already claimed by a child attempt',
  ALREADY_DISPATCHED_REQUIRES_EXPLICIT_NEW_ATTEMPT: 'Already dispatched: needs an explicit new attempt (failed mode)',
  AMBIGUOUS_DISPATCH_REQUIRES_RECONCILIATION: 'Ambiguous dispatch: reconcile first',
  AMBIGUOUS_SAVED_RESULT_REQUIRES_RECONCILIATION: 'Ambiguous saved result: reconcile first',
  COMPLETED_EVIDENCE_IS_PRESERVED: 'Completed evidence is preserved',
  NEVER_DISPATCHED_USE_UNDISPATCHED_MODE: 'Never dispatched: use the undispatched mode',
  UNFINISHED_OR_UNKNOWN_ACCOUNTING_REQUIRES_RECONCILIATION: 'Unfinished or unknown accounting: reconcile first',
};

export function ExcludedCells({ plan }: { plan: Plan }) {
  const [page, setPage] = useState(0);
  if (plan.excluded.length === 0) return null;
  return (
    <details>
      <summary>Excluded cases and reasons ({plan.excluded.length})</summary>
      <table data-testid="recovery-excluded">
        <thead>
          <tr>
            <th>Target</th>
            <th>Case</th>
            <th>Reason</th>
          </tr>
        </thead>
        <tbody>
          {plan.excluded.slice(page * PER_PAGE, (page + 1) * PER_PAGE).map((c) => (
            <tr key={cellKey(c)}>
              <td>{c.targetId}</td>
              <td>{c.caseId}</td>
              <td>{REASON[c.reason] ?? c.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} total={plan.excluded.length} onPage={setPage} label="excluded cells" />
    </details>
  );
}
