import { truthy } from '../accounting/json-values.ts';
import { compareCodePoints } from '../hashing/code-point-order.ts';
import type { JsonValue } from '../json/json-value.ts';
import { observedModel, type ObservedModelCall } from './observed-model.ts';

/** Tasks with fewer requests than this have no sequence to speak of (docs/reports.md "Continuity"). */
export const MIN_CONTINUITY_REQUESTS = 2;

export type SessionMode = 'stateless' | 'session_aware';

export interface Continuity {
  multi_request_tasks: number;
  switched_tasks: number;
  switched_accuracy: number | null;
  unswitched_tasks: number;
  unswitched_accuracy: number | null;
  model_switches: number;
  mean_switches_per_task: number | null;
  max_switches_per_task: number | null;
  decision_changed_tasks: number;
  unknown_model_requests: number;
  multi_inference_tasks: number;
  /** This project's addition (docs/reports.md "Continuity"). */
  session_mode: SessionMode;
  /** This project's addition (docs/reports.md "Continuity"): keys sorted, only phases with ≥ 1 switch. */
  model_switches_by_phase: Record<string, number>;
}

export interface ContinuityRow {
  case_id?: JsonValue | undefined;
  status?: JsonValue | undefined;
  correct?: JsonValue | undefined;
}

export interface ContinuityCall extends ObservedModelCall {
  case_id?: JsonValue | undefined;
  decision?: JsonValue | undefined;
  inference_call_count?: JsonValue | undefined;
  phase?: JsonValue | undefined;
}

/** Phase a switch is attributed to (docs/reports.md "Continuity"): missing phase counts as `unknown`. */
function phaseOf(call: ContinuityCall): string {
  return typeof call.phase === 'string' && call.phase.length > 0 ? call.phase : 'unknown';
}

/**
 * Model and decision changes inside one task, reported as facts (docs/reports.md "Continuity"), plus the
 * session mode label and switches by phase. One pass over the calls with a map
 * of tasks; task order does not affect any output.
 */
export function continuity(rows: readonly ContinuityRow[], subjectCalls: readonly ContinuityCall[], sessionMode: SessionMode = 'stateless'): Continuity {
  const tasks = new Map<string, ContinuityCall[]>();
  for (const call of subjectCalls) {
    if (!truthy(call.case_id)) continue;
    const key = String(call.case_id);
    const list = tasks.get(key);
    if (list === undefined) tasks.set(key, [call]);
    else list.push(call);
  }
  const correctSet = new Set<string>();
  for (const row of rows) {
    if (row.status === 'completed' && row.correct === true) correctSet.add(String(row.case_id));
  }

  let multiInference = 0;
  let unknownModels = 0;
  let decisionChanged = 0;
  let multiRequest = 0;
  let modelSwitches = 0;
  let maxSwitches: number | null = null;
  let switched = 0;
  let switchedCorrect = 0;
  let unswitched = 0;
  let unswitchedCorrect = 0;
  const byPhase: Record<string, number> = {};

  for (const [caseId, calls] of tasks) {
    if (calls.length < MIN_CONTINUITY_REQUESTS) continue;
    // The inner model sequence of a multi-inference request is unknown: exclude the task.
    if (calls.some((c) => typeof c.inference_call_count === 'number' && c.inference_call_count > 1)) {
      multiInference += 1;
      continue;
    }
    let switches = 0;
    let known = 0;
    let previousModel: string | null = null;
    let decisionChanges = 0;
    let previousDecision: JsonValue | undefined;
    let haveDecision = false;
    for (const call of calls) {
      const model = observedModel(call);
      if (model !== null) {
        known += 1;
        // A switch is counted between the known selections around an unknown one.
        if (previousModel !== null && model !== previousModel) {
          switches += 1;
          const phase = phaseOf(call);
          byPhase[phase] = (byPhase[phase] ?? 0) + 1;
        }
        previousModel = model;
      }
      if (truthy(call.decision)) {
        if (haveDecision && call.decision !== previousDecision) decisionChanges += 1;
        previousDecision = call.decision;
        haveDecision = true;
      }
    }
    unknownModels += calls.length - known;
    if (decisionChanges > 0) decisionChanged += 1;
    multiRequest += 1;
    modelSwitches += switches;
    maxSwitches = maxSwitches === null ? switches : Math.max(maxSwitches, switches);
    const correct = correctSet.has(caseId) ? 1 : 0;
    if (switches > 0) {
      switched += 1;
      switchedCorrect += correct;
    } else {
      unswitched += 1;
      unswitchedCorrect += correct;
    }
  }

  const phases: Record<string, number> = {};
  for (const phase of Object.keys(byPhase).sort(compareCodePoints)) phases[phase] = byPhase[phase] as number;

  return {
    multi_request_tasks: multiRequest,
    switched_tasks: switched,
    switched_accuracy: switched === 0 ? null : switchedCorrect / switched,
    unswitched_tasks: unswitched,
    unswitched_accuracy: unswitched === 0 ? null : unswitchedCorrect / unswitched,
    model_switches: modelSwitches,
    mean_switches_per_task: multiRequest === 0 ? null : modelSwitches / multiRequest,
    max_switches_per_task: maxSwitches,
    decision_changed_tasks: decisionChanged,
    unknown_model_requests: unknownModels,
    multi_inference_tasks: multiInference,
    session_mode: sessionMode,
    model_switches_by_phase: phases,
  };
}
