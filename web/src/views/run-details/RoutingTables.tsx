// One target's routing: the models the router picked and the decisions that matched, as
// distributions; in preview runs also the selection statuses and reasons the preview reported.
import { ShareTable } from './ShareTable.tsx';
import type { TargetRow } from './types.ts';

export function hasRouting(target: TargetRow): boolean {
  return target.selectedModels.length > 0 || target.decisions.length > 0 || (target.selectionStatuses?.length ?? 0) > 0;
}

export function RoutingTables({ target, unit }: { target: TargetRow; unit: 'requests' | 'cells' }) {
  const tables = [
    {
      caption: unit === 'cells' ? 'Selected model' : 'Model that answered',
      column: 'Model',
      testId: 'routing-models',
      rows: target.selectedModels.map((m) => ({ label: m.model, count: m.count })),
    },
    {
      caption: 'Matched decision',
      column: 'Decision',
      testId: 'routing-decisions',
      rows: target.decisions.map((d) => ({ label: d.decision, count: d.count })),
    },
    {
      caption: 'Selection status',
      column: 'Status',
      testId: undefined,
      rows: (target.selectionStatuses ?? []).map((s) => ({ label: s.status, count: s.count })),
    },
    {
      caption: 'Selection reason',
      column: 'Reason',
      testId: undefined,
      rows: (target.selectionReasons ?? []).map((r) => ({ label: r.reason, count: r.count })),
    },
  ];
  return (
    <div className="routing-tables" data-testid={`routing-${target.targetId}`}>
      {tables
        .filter((table) => table.rows.length > 0)
        .map((table) => (
          <ShareTable
            key={table.caption}
            caption={table.caption}
            column={table.column}
            unit={unit === 'cells' ? 'Cells' : 'Requests'}
            rows={table.rows}
            testId={table.testId}
          />
        ))}
    </div>
  );
}
