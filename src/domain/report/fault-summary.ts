import type { CellIndex } from './cell-index.ts';
import type { JsonObject, JsonValue } from '../json/json-value.ts';
import type { PlannedCell, ReportCall } from './input.ts';
import { observedModel } from './observed-model.ts';

export interface FaultedCall {
  call_id: string;
  call_index: number;
  injected_fault: JsonValue;
  selected_model: JsonValue;
  router_response: { status: JsonValue; call_status: string; decision: JsonValue; error: JsonValue };
}

export interface FaultedTask {
  case_id: string;
  outcome: string;
  status: string;
  correct: JsonValue;
  error: JsonValue;
  quality_failure: JsonValue;
  latency_s: JsonValue;
  total_calls: number;
  fault_count: number;
  faulted_calls: FaultedCall[];
  target_id: string;
}

export interface FaultSummary {
  faulted_tasks: {
    total: number;
    completed: number;
    failed: number;
    correct: number;
    accuracy: number | null;
    tasks: FaultedTask[];
  };
  unfaulted_tasks: {
    total: number;
    completed: number;
    failed: number;
    correct: number;
    accuracy: number | null;
    case_ids: string[];
    cells?: PlannedCell[];
  };
}

/** Python `a or b or None` over stored values. */
function firstTruthy(...values: (JsonValue | undefined)[]): JsonValue {
  for (const value of values) {
    if (value !== undefined && value !== null && value !== false && value !== '' && value !== 0) return value;
  }
  return null;
}

function faultedCall(call: ReportCall, position: number): FaultedCall {
  const status = call.response_status ?? null;
  return {
    call_id: call.id,
    call_index: typeof call.call_index === 'number' ? call.call_index : position,
    injected_fault: call.injected_fault ?? { status, injected: true },
    selected_model: observedModel(call) ?? call.model ?? null,
    router_response: {
      status,
      call_status: call.status,
      decision: call.decision ?? null,
      error: firstTruthy(call['error'], call['failure']),
    },
  };
}

/**
 * This project's fault summary (docs/reports.md): executions that met an injected fault versus
 * those that did not. `executions` are cells in the order the scope defines; `withCells` adds
 * `unfaulted_tasks.cells` (run level with several targets only).
 */
export function faultSummary(executions: readonly PlannedCell[], index: CellIndex, withCells: boolean): FaultSummary {
  const tasks: FaultedTask[] = [];
  let faultedCompleted = 0;
  let faultedCorrect = 0;
  const unfaultedCaseIds: string[] = [];
  const unfaultedCells: PlannedCell[] = [];
  let unfaultedCompleted = 0;
  let unfaultedCorrect = 0;

  for (const execution of executions) {
    const { row, subjectCalls } = index.get(execution.target_id, execution.case_id);
    const faulted: FaultedCall[] = [];
    subjectCalls.forEach((call, position) => {
      if (call.fault_injected === true) faulted.push(faultedCall(call, position));
    });
    if (faulted.length === 0) {
      unfaultedCaseIds.push(execution.case_id);
      if (withCells) unfaultedCells.push({ case_id: execution.case_id, target_id: execution.target_id });
      if (row?.status === 'completed') {
        unfaultedCompleted += 1;
        if (row.correct === true) unfaultedCorrect += 1;
      }
      continue;
    }
    const details = (row?.details ?? null) as JsonObject | null;
    const outcome = row?.status ?? 'unknown';
    if (outcome === 'completed') faultedCompleted += 1;
    if (row?.correct === true) faultedCorrect += 1;
    tasks.push({
      case_id: execution.case_id,
      outcome,
      status: outcome,
      correct: row?.correct ?? null,
      error: firstTruthy(row?.error, row?.['failure']),
      quality_failure: details?.['quality_failure'] ?? row?.['quality_failure'] ?? null,
      latency_s: row?.latency_s ?? null,
      total_calls: subjectCalls.length,
      fault_count: faulted.length,
      faulted_calls: faulted,
      target_id: execution.target_id,
    });
  }

  const unfaultedTotal = executions.length - tasks.length;
  const unfaulted: FaultSummary['unfaulted_tasks'] = {
    total: unfaultedTotal,
    completed: unfaultedCompleted,
    failed: unfaultedTotal - unfaultedCompleted,
    correct: unfaultedCorrect,
    accuracy: unfaultedTotal === 0 ? null : unfaultedCorrect / unfaultedTotal,
    case_ids: unfaultedCaseIds,
  };
  if (withCells) unfaulted.cells = unfaultedCells;
  return {
    faulted_tasks: {
      total: tasks.length,
      completed: faultedCompleted,
      failed: tasks.length - faultedCompleted,
      correct: faultedCorrect,
      accuracy: tasks.length === 0 ? null : faultedCorrect / tasks.length,
      tasks,
    },
    unfaulted_tasks: unfaulted,
  };
}
