// Typed views of the report's nested objects (report.md §3.3, §3.4, §10).
import type { Continuity } from '../../domain/report/continuity.ts';
import type { FaultSummary, FaultedCall, FaultedTask } from '../../domain/report/fault-summary.ts';
import type { OutputDiagnostics } from '../../domain/report/output-diagnostics.ts';
import { builder } from '../builder.ts';
import { FinishReasonCountRef, PhaseCountRef, toCounts } from './counts.ts';

const numOrNull = (v: unknown) => (typeof v === 'number' ? v : null);
const strOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

export const ContinuityRef = builder.objectRef<Continuity>('Continuity');
ContinuityRef.implement({
  description: 'Model switches within multi-request tasks (report.md §3.4, §10.1, §10.3).',
  fields: (t) => ({
    multiRequestTasks: t.int({ resolve: (c) => c.multi_request_tasks }),
    switchedTasks: t.int({ resolve: (c) => c.switched_tasks }),
    switchedAccuracy: t.float({ nullable: true, resolve: (c) => c.switched_accuracy }),
    unswitchedTasks: t.int({ resolve: (c) => c.unswitched_tasks }),
    unswitchedAccuracy: t.float({ nullable: true, resolve: (c) => c.unswitched_accuracy }),
    modelSwitches: t.int({ resolve: (c) => c.model_switches }),
    meanSwitchesPerTask: t.float({ nullable: true, resolve: (c) => c.mean_switches_per_task }),
    maxSwitchesPerTask: t.int({ nullable: true, resolve: (c) => c.max_switches_per_task }),
    decisionChangedTasks: t.int({ resolve: (c) => c.decision_changed_tasks }),
    unknownModelRequests: t.int({ resolve: (c) => c.unknown_model_requests }),
    multiInferenceTasks: t.int({ resolve: (c) => c.multi_inference_tasks }),
    sessionMode: t.string({ description: '`stateless` or `session_aware`.', resolve: (c) => c.session_mode }),
    modelSwitchesByPhase: t.field({ type: [PhaseCountRef], resolve: (c) => toCounts(c.model_switches_by_phase) }),
  }),
});

const StrictFormatRef = builder.objectRef<OutputDiagnostics['strict_format']>('StrictFormatDiagnostics');
StrictFormatRef.implement({
  fields: (t) => ({
    checkedCases: t.int({ resolve: (s) => s.checked_cases }),
    failedCases: t.int({ resolve: (s) => s.failed_cases }),
    unassessedCases: t.int({ resolve: (s) => s.unassessed_cases }),
  }),
});

const SubjectCallsRef = builder.objectRef<OutputDiagnostics['subject_calls']>('SubjectCallDiagnostics');
SubjectCallsRef.implement({
  fields: (t) => ({
    total: t.int({ resolve: (s) => s.total }),
    finishReasons: t.field({ type: [FinishReasonCountRef], resolve: (s) => toCounts(s.finish_reasons) }),
    unknownFinishReason: t.int({ resolve: (s) => s.unknown_finish_reason }),
  }),
});

export const OutputDiagnosticsRef = builder.objectRef<OutputDiagnostics>('OutputDiagnostics');
OutputDiagnosticsRef.implement({
  description: 'Output limits, answer format and how subject calls ended (report.md §3.3).',
  fields: (t) => ({
    plannedCases: t.int({ resolve: (o) => o.planned_cases }),
    resultCases: t.int({ resolve: (o) => o.result_cases }),
    outputLimitCases: t.int({ resolve: (o) => o.output_limit_cases }),
    strictFormat: t.field({ type: StrictFormatRef, resolve: (o) => o.strict_format }),
    subjectCalls: t.field({ type: SubjectCallsRef, resolve: (o) => o.subject_calls }),
  }),
});

const RouterResponseRef = builder.objectRef<FaultedCall['router_response']>('RouterResponse');
RouterResponseRef.implement({
  fields: (t) => ({
    status: t.int({ nullable: true, description: 'HTTP status of the router response.', resolve: (r) => numOrNull(r.status) }),
    callStatus: t.string({ resolve: (r) => r.call_status }),
    decision: t.string({ nullable: true, resolve: (r) => strOrNull(r.decision) }),
    error: t.string({ nullable: true, resolve: (r) => strOrNull(r.error) }),
  }),
});

const FaultedCallRef = builder.objectRef<FaultedCall>('FaultedCall');
FaultedCallRef.implement({
  fields: (t) => ({
    callId: t.string({ resolve: (c) => c.call_id }),
    callIndex: t.int({ resolve: (c) => c.call_index }),
    injectedFault: t.field({ type: 'JSON', nullable: true, resolve: (c) => c.injected_fault ?? null }),
    selectedModel: t.string({ nullable: true, resolve: (c) => strOrNull(c.selected_model) }),
    routerResponse: t.field({ type: RouterResponseRef, resolve: (c) => c.router_response }),
  }),
});

const FaultedTaskRef = builder.objectRef<FaultedTask>('FaultedTask');
FaultedTaskRef.implement({
  fields: (t) => ({
    caseId: t.string({ resolve: (f) => f.case_id }),
    targetId: t.string({ resolve: (f) => f.target_id }),
    outcome: t.string({ resolve: (f) => f.outcome }),
    status: t.string({ resolve: (f) => f.status }),
    correct: t.boolean({ nullable: true, resolve: (f) => (typeof f.correct === 'boolean' ? f.correct : null) }),
    error: t.string({ nullable: true, resolve: (f) => strOrNull(f.error) }),
    qualityFailure: t.string({ nullable: true, resolve: (f) => strOrNull(f.quality_failure) }),
    latencySeconds: t.float({ nullable: true, resolve: (f) => numOrNull(f.latency_s) }),
    totalCalls: t.int({ resolve: (f) => f.total_calls }),
    faultCount: t.int({ resolve: (f) => f.fault_count }),
    faultedCalls: t.field({ type: [FaultedCallRef], resolve: (f) => f.faulted_calls }),
  }),
});

type TaskGroup = Omit<FaultSummary['unfaulted_tasks'], 'case_ids' | 'cells'>;
function taskGroup<T extends TaskGroup>(name: string) {
  return builder.objectRef<T>(name);
}

const FaultedTasksRef = taskGroup<FaultSummary['faulted_tasks']>('FaultedTasks');
FaultedTasksRef.implement({
  fields: (t) => ({
    total: t.int({ resolve: (g) => g.total }),
    completed: t.int({ resolve: (g) => g.completed }),
    failed: t.int({ resolve: (g) => g.failed }),
    correct: t.int({ resolve: (g) => g.correct }),
    accuracy: t.float({ nullable: true, resolve: (g) => g.accuracy }),
    tasks: t.field({ type: [FaultedTaskRef], resolve: (g) => g.tasks }),
  }),
});

const UnfaultedTasksRef = taskGroup<FaultSummary['unfaulted_tasks']>('UnfaultedTasks');
UnfaultedTasksRef.implement({
  fields: (t) => ({
    total: t.int({ resolve: (g) => g.total }),
    completed: t.int({ resolve: (g) => g.completed }),
    failed: t.int({ resolve: (g) => g.failed }),
    correct: t.int({ resolve: (g) => g.correct }),
    accuracy: t.float({ nullable: true, resolve: (g) => g.accuracy }),
    caseIds: t.stringList({ resolve: (g) => g.case_ids }),
  }),
});

export const FaultSummaryRef = builder.objectRef<FaultSummary>('FaultSummary');
FaultSummaryRef.implement({
  description: 'Tasks that met an injected fault and how they ended, vs the rest (report.md §10.4).',
  fields: (t) => ({
    faultedTasks: t.field({ type: FaultedTasksRef, resolve: (f) => f.faulted_tasks }),
    unfaultedTasks: t.field({ type: UnfaultedTasksRef, resolve: (f) => f.unfaulted_tasks }),
  }),
});
