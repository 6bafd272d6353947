// Count maps of the report ({name: n}) as typed lists, in the document's order.
import { builder } from '../builder.ts';

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
  'Selection status reported by the router preview, e.g. `selected` or `execution_required`.',
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
  'Finish reason reported by the provider, e.g. `stop`, `length` (output limit reached), `tool_calls` or `function_call`.',
  'Subject calls that ended with this reason.',
);
export const PhaseCountRef = countType(
  'PhaseCount',
  'phase',
  'Model switches per request phase.',
  'Request phase: `user_turn`, `tool_loop`, `provider_state` or `unknown`.',
  'Model switches whose later request had this phase.',
);
