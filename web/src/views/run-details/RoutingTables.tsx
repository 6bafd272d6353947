// One target's routing: the models the router picked and the decisions that matched, as
// distributions; in preview runs also the selection statuses and reasons the preview reported.
import { ShareTable } from './ShareTable.tsx';
import type { TargetRow } from './types.ts';

export function hasRouting(target: TargetRow): boolean {
  return target.selectedModels.length > 0 || target.decisions.length > 0 || (target.selectionStatuses?.length ?? 0) > 0;
}

export function RoutingTables({ target, unit }: { target: TargetRow; unit: 'requests' | 'cells' }) {
  const statuses = target.selectionStatuses ?? [];
  const reasons = target.selectionReasons ?? [];
  const heading = unit === 'cells' ? 'Cells' : 'Requests';
  return (
    <div className="routing-tables" data-testid={`routing-${target.targetId}`}>
      {target.selectedModels.length ? (
        <ShareTable caption={unit === 'cells' ? 'Selected model' : 'Model that answered'} column="Model" unit={heading} rows={target.selectedModels.map((m) => ({ label: m.model, count: m.count }))} testId="routing-models" />
      ) : null}
      {target.decisions.length ? <ShareTable caption="Matched decision" column="Decision" unit={heading} rows={target.decisions.map((d) => ({ label: d.decision, count: d.count }))} testId="routing-decisions" /> : null}
      {statuses.length ? <ShareTable caption="Selection status" column="Status" unit={heading} rows={statuses.map((s) => ({ label: s.status, count: s.count }))} /> : null}
      {reasons.length ? <ShareTable caption="Selection reason" column="Reason" unit={heading} rows={reasons.map((r) => ({ label: r.reason, count: r.count }))} /> : null}
    </div>
  );
}
