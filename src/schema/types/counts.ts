// Count maps of the report ({name: n}) as typed lists, in the document's order.
import { builder } from '../builder.ts';
import { knownValue, REQUEST_PHASES, RequestPhaseEnum } from './enums.ts';

export interface NamedCount {
  name: string;
  count: number;
}

export const toCounts = (value: unknown): NamedCount[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value as Record<string, unknown>).flatMap(([name, count]) => (typeof count === 'number' ? [{ name, count }] : []))
    : [];

function countType(typeName: string, keyName: string, description: string, keyDescription: string, countDescription: string) {
  const ref = builder.objectRef<NamedCount>(typeName);
  ref.implement({
    description,
    fields: (t) => ({
      [keyName]: t.string({ description: keyDescription, resolve: (c) => c.name }),
      count: t.int({ description: countDescription, resolve: (c) => c.count }),
    }),
  });
  return ref;
}

export const ModelCountRef = countType(
  'ModelCount',
  'model',
  'Subject requests per observed model (in preview and replay runs: cells per model the router preview selected).',
  'The model name as observed: the router-selected model, or the response model of a completed call.',
  'Requests (cells in preview and replay runs) served by this model.',
);
export const DecisionCountRef = countType(
  'DecisionCount',
  'decision',
  'Subject requests per matched router decision (in preview and replay runs: cells per decision of the router preview).',
  'The router decision name.',
  'Requests (cells in preview and replay runs) that matched this decision.',
);
export const SelectionStatusCountRef = countType(
  'SelectionStatusCount',
  'status',
  'Preview cells per selection status.',
  'Selection status as the router preview reported it, an open set kept as text: e.g. `selected` or `execution_required`.',
  'Cells with this status.',
);
export const SelectionReasonCountRef = countType(
  'SelectionReasonCount',
  'reason',
  'Preview cells per selection reason.',
  'Selection reason reported by the router preview (free text).',
  'Cells with this reason.',
);
export const FinishReasonCountRef = countType(
  'FinishReasonCount',
  'reason',
  'Subject calls per finish reason.',
  'Finish reason as the provider reported it, an open set kept as text: e.g. `stop`, `length` (output limit reached), `tool_calls` or `function_call`.',
  'Subject calls that ended with this reason.',
);
export const PhaseCountRef = builder.objectRef<NamedCount>('PhaseCount');
PhaseCountRef.implement({
  description: 'Model switches per request phase.',
  fields: (t) => ({
    phase: t.field({
      type: RequestPhaseEnum,
      description: 'Request phase: USER_TURN, TOOL_LOOP, PROVIDER_STATE or UNKNOWN.',
      resolve: (c) => knownValue(REQUEST_PHASES, c.name) ?? 'unknown',
    }),
    count: t.int({ description: 'Model switches whose later request had this phase.', resolve: (c) => c.count }),
  }),
});

/** Phase counts with any phase this server does not know folded into `unknown`, so each phase appears once. */
export function toPhaseCounts(value: unknown): NamedCount[] {
  const merged = new Map<string, number>();
  for (const { name, count } of toCounts(value)) {
    const phase = knownValue(REQUEST_PHASES, name) ?? 'unknown';
    merged.set(phase, (merged.get(phase) ?? 0) + count);
  }
  return [...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, count]) => ({ name, count }));
}
