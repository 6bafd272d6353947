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

function countType(typeName: string, keyName: string, description: string) {
  const ref = builder.objectRef<NamedCount>(typeName);
  ref.implement({
    description,
    fields: (t) => ({
      [keyName]: t.string({ resolve: (c) => c.name }),
      count: t.int({ resolve: (c) => c.count }),
    }),
  });
  return ref;
}

export const ModelCountRef = countType('ModelCount', 'model', 'Requests per observed (selected) model.');
export const DecisionCountRef = countType('DecisionCount', 'decision', 'Requests per matched router decision.');
export const SelectionStatusCountRef = countType('SelectionStatusCount', 'status', 'Preview cells per selection status.');
export const SelectionReasonCountRef = countType('SelectionReasonCount', 'reason', 'Preview cells per selection reason.');
export const FinishReasonCountRef = countType('FinishReasonCount', 'reason', 'Subject calls per finish reason.');
export const PhaseCountRef = countType('PhaseCount', 'phase', 'Model switches per request phase.');
