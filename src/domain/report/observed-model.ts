import { truthy } from '../accounting/json-values.ts';
import type { JsonValue } from '../json/json-value.ts';

export interface ObservedModelCall {
  selected_model?: JsonValue | undefined;
  model?: JsonValue | undefined;
  status?: JsonValue | undefined;
}

/**
 * The backend a call was observed to use (docs/reports.md "Continuity"): the router's selection when known,
 * else the response model of a completed call. A pending MoM alias in `model` is not a backend.
 */
export function observedModel(call: ObservedModelCall): string | null {
  if (truthy(call.selected_model)) return String(call.selected_model);
  if (call.status === 'completed' && truthy(call.model)) return String(call.model);
  return null;
}
