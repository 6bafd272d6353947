// Typed views of the report's nested objects (docs/reports.md "Output diagnostics", "Continuity").
import type { Continuity } from '../../domain/report/continuity.ts';
import type { FaultSummary, FaultedCall, FaultedTask } from '../../domain/report/fault-summary.ts';
import type { OutputDiagnostics } from '../../domain/report/output-diagnostics.ts';
import { builder } from '../builder.ts';
import { FinishReasonCountRef, PhaseCountRef, toCounts, toPhaseCounts } from './counts.ts';
import { CALL_STATUSES, CallStatusEnum, CELL_OUTCOMES, CellOutcomeEnum, knownValue, SessionModeEnum } from './enums.ts';

const numOrNull = (v: unknown) => (typeof v === 'number' ? v : null);
const strOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

export const ContinuityRef = builder.objectRef<Continuity>('Continuity');
ContinuityRef.implement({
  description:
    'Model and decision changes inside tasks (cases) with two or more subject requests, reported as facts, not penalties. Tasks whose requests made several inferences each are set aside, as their inner model sequence is unknown.',
  fields: (t) => ({
    multiRequestTasks: t.int({
      description: 'Tasks with two or more subject requests, none of which made more than one inference.',
      resolve: (c) => c.multi_request_tasks,
    }),
    switchedTasks: t.int({ description: 'Multi-request tasks in which the observed model changed at least once.', resolve: (c) => c.switched_tasks }),
    switchedAccuracy: t.float({
      nullable: true,
      description: 'Share (0 to 1) of switched tasks whose cell is completed and correct; null when there are none.',
      resolve: (c) => c.switched_accuracy,
    }),
    unswitchedTasks: t.int({ description: 'Multi-request tasks that kept one observed model throughout.', resolve: (c) => c.unswitched_tasks }),
    unswitchedAccuracy: t.float({
      nullable: true,
      description: 'Share (0 to 1) of unswitched tasks whose cell is completed and correct; null when there are none.',
      resolve: (c) => c.unswitched_accuracy,
    }),
    modelSwitches: t.int({
      description:
        'Changes of observed model between consecutive requests of a task, summed over the multi-request tasks (requests with an unknown model are skipped).',
      resolve: (c) => c.model_switches,
    }),
    meanSwitchesPerTask: t.float({
      nullable: true,
      description: '`modelSwitches / multiRequestTasks`; null when there are no multi-request tasks.',
      resolve: (c) => c.mean_switches_per_task,
    }),
    maxSwitchesPerTask: t.int({
      nullable: true,
      description: 'Most switches in one task; null when there are no multi-request tasks.',
      resolve: (c) => c.max_switches_per_task,
    }),
    decisionChangedTasks: t.int({ description: 'Multi-request tasks in which the matched router decision changed.', resolve: (c) => c.decision_changed_tasks }),
    unknownModelRequests: t.int({ description: 'Requests of multi-request tasks whose observed model is unknown.', resolve: (c) => c.unknown_model_requests }),
    multiInferenceTasks: t.int({
      description: 'Tasks of two or more requests set aside because a request made more than one inference.',
      resolve: (c) => c.multi_inference_tasks,
    }),
    sessionMode: t.field({
      type: SessionModeEnum,
      description:
        'The target’s session mode: STATELESS, or SESSION_AWARE (all requests of a task carry one session id). Always STATELESS in preview and replay runs.',
      resolve: (c) => c.session_mode,
    }),
    modelSwitchesByPhase: t.field({
      type: [PhaseCountRef],
      description:
        'Model switches per phase of the later request of each switching pair, sorted by phase; only phases with switches appear, and the counts sum to `modelSwitches`.',
      resolve: (c) => toPhaseCounts(c.model_switches_by_phase),
    }),
  }),
});

const StrictFormatRef = builder.objectRef<OutputDiagnostics['strict_format']>('StrictFormatDiagnostics');
StrictFormatRef.implement({
  description: 'Whether final answers followed the strict answer format, for graders that check it (multiple choice).',
  fields: (t) => ({
    checkedCases: t.int({ description: 'Saved results whose grader checked the strict format.', resolve: (s) => s.checked_cases }),
    failedCases: t.int({ description: 'Checked results that did not follow the strict format.', resolve: (s) => s.failed_cases }),
    unassessedCases: t.int({ description: 'Planned cells whose format was not checked: `plannedCases − checkedCases`.', resolve: (s) => s.unassessed_cases }),
  }),
});

const SubjectCallsRef = builder.objectRef<OutputDiagnostics['subject_calls']>('SubjectCallDiagnostics');
SubjectCallsRef.implement({
  description: 'How the subject calls of a scope ended.',
  fields: (t) => ({
    total: t.int({ description: 'Subject calls in this scope, any status.', resolve: (s) => s.total }),
    finishReasons: t.field({
      type: [FinishReasonCountRef],
      description: 'Subject calls per reported finish reason, sorted by reason.',
      resolve: (s) => toCounts(s.finish_reasons),
    }),
    unknownFinishReason: t.int({ description: 'Subject calls that reported no finish reason.', resolve: (s) => s.unknown_finish_reason }),
  }),
});

export const OutputDiagnosticsRef = builder.objectRef<OutputDiagnostics>('OutputDiagnostics');
OutputDiagnosticsRef.implement({
  description: 'Output limits, answer format and how subject calls ended, for one report scope.',
  fields: (t) => ({
    plannedCases: t.int({ description: 'Planned cells in this scope.', resolve: (o) => o.planned_cases }),
    resultCases: t.int({ description: 'Cells with a saved result.', resolve: (o) => o.result_cases }),
    outputLimitCases: t.int({ description: 'Results that ended at the frozen output limit (graded incorrect).', resolve: (o) => o.output_limit_cases }),
    strictFormat: t.field({ type: StrictFormatRef, description: 'Strict answer-format checks.', resolve: (o) => o.strict_format }),
    subjectCalls: t.field({ type: SubjectCallsRef, description: 'How subject calls ended.', resolve: (o) => o.subject_calls }),
  }),
});

const RouterResponseRef = builder.objectRef<FaultedCall['router_response']>('RouterResponse');
RouterResponseRef.implement({
  description: 'What the target answered to a faulted call.',
  fields: (t) => ({
    status: t.int({ nullable: true, description: 'HTTP status of the target’s response; null when no response arrived.', resolve: (r) => numOrNull(r.status) }),
    callStatus: t.field({
      type: CallStatusEnum,
      nullable: true,
      description: 'The call’s status; null when the stored call has a status this server does not know (imported history).',
      resolve: (r) => knownValue(CALL_STATUSES, r.call_status),
    }),
    decision: t.string({ nullable: true, description: 'Matched router decision; null when none was reported.', resolve: (r) => strOrNull(r.decision) }),
    error: t.string({ nullable: true, description: 'The call’s error text; null when it has none.', resolve: (r) => strOrNull(r.error) }),
  }),
});

const FaultedCallRef = builder.objectRef<FaultedCall>('FaultedCall');
FaultedCallRef.implement({
  description: 'A subject call whose response carried an injected-fault marker (sent only by the simulated provider).',
  fields: (t) => ({
    callId: t.string({ description: 'The call’s id.', resolve: (c) => c.call_id }),
    callIndex: t.int({ description: 'The call’s index as recorded, else its 0-based position among the cell’s subject calls.', resolve: (c) => c.call_index }),
    injectedFault: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The fault marker as the provider sent it, or `{status, injected: true}` when the call kept only the marker flag; null when absent.',
      resolve: (c) => c.injected_fault ?? null,
    }),
    selectedModel: t.string({
      nullable: true,
      description: 'The call’s observed model, else its configured model; null when unknown.',
      resolve: (c) => strOrNull(c.selected_model),
    }),
    routerResponse: t.field({ type: RouterResponseRef, description: 'What the target answered.', resolve: (c) => c.router_response }),
  }),
});

const FaultedTaskRef = builder.objectRef<FaultedTask>('FaultedTask');
FaultedTaskRef.implement({
  description: 'One cell (case × target) with at least one faulted call, and how it ended.',
  fields: (t) => ({
    caseId: t.string({ description: 'The cell’s case.', resolve: (f) => f.case_id }),
    targetId: t.string({ description: 'The cell’s target.', resolve: (f) => f.target_id }),
    outcome: t.field({
      type: CellOutcomeEnum,
      description: 'The cell’s result status (e.g. COMPLETED, FAILED), or UNKNOWN when it has no saved result or a status this server does not know.',
      resolve: (f) => knownValue(CELL_OUTCOMES, f.outcome) ?? 'unknown',
    }),
    status: t.field({ type: CellOutcomeEnum, description: 'The same value as `outcome`.', resolve: (f) => knownValue(CELL_OUTCOMES, f.status) ?? 'unknown' }),
    correct: t.boolean({
      nullable: true,
      description: 'The cell’s grade; null when not graded.',
      resolve: (f) => (typeof f.correct === 'boolean' ? f.correct : null),
    }),
    error: t.string({ nullable: true, description: 'The cell’s error text; null when none.', resolve: (f) => strOrNull(f.error) }),
    qualityFailure: t.string({
      nullable: true,
      description: 'Why a completed answer counts as failed (e.g. `output_limit`); null when none.',
      resolve: (f) => strOrNull(f.quality_failure),
    }),
    latencySeconds: t.float({ nullable: true, description: 'The cell’s wall time in seconds; null when unknown.', resolve: (f) => numOrNull(f.latency_s) }),
    totalCalls: t.int({ description: 'Subject calls of the cell.', resolve: (f) => f.total_calls }),
    faultCount: t.int({ description: 'Faulted subject calls of the cell.', resolve: (f) => f.fault_count }),
    faultedCalls: t.field({ type: [FaultedCallRef], description: 'The faulted calls, in call order.', resolve: (f) => f.faulted_calls }),
  }),
});

type TaskGroup = Omit<FaultSummary['unfaulted_tasks'], 'case_ids' | 'cells'>;
function taskGroup<T extends TaskGroup>(name: string) {
  return builder.objectRef<T>(name);
}

const FaultedTasksRef = taskGroup<FaultSummary['faulted_tasks']>('FaultedTasks');
FaultedTasksRef.implement({
  description: 'Cells that met at least one injected fault.',
  fields: (t) => ({
    total: t.int({ description: 'Cells with at least one faulted call.', resolve: (g) => g.total }),
    completed: t.int({ description: 'Of those, cells whose result is completed.', resolve: (g) => g.completed }),
    failed: t.int({ description: '`total − completed`: failed, cancelled, running and never-saved cells.', resolve: (g) => g.failed }),
    correct: t.int({ description: 'Of those, cells graded correct.', resolve: (g) => g.correct }),
    accuracy: t.float({ nullable: true, description: '`correct / total`; null when `total` is 0.', resolve: (g) => g.accuracy }),
    tasks: t.field({ type: [FaultedTaskRef], description: 'The cells, in execution order.', resolve: (g) => g.tasks }),
  }),
});

const UnfaultedTasksRef = taskGroup<FaultSummary['unfaulted_tasks']>('UnfaultedTasks');
UnfaultedTasksRef.implement({
  description: 'Cells that met no injected fault.',
  fields: (t) => ({
    total: t.int({ description: 'Cells with no faulted call.', resolve: (g) => g.total }),
    completed: t.int({ description: 'Of those, cells whose result is completed.', resolve: (g) => g.completed }),
    failed: t.int({ description: '`total − completed`: failed, cancelled, running and never-saved cells.', resolve: (g) => g.failed }),
    correct: t.int({ description: 'Of those, completed cells graded correct.', resolve: (g) => g.correct }),
    accuracy: t.float({ nullable: true, description: '`correct / total`; null when `total` is 0.', resolve: (g) => g.accuracy }),
    caseIds: t.stringList({
      description: 'Case ids of these cells, in execution order; at run level with several targets an id repeats once per target.',
      resolve: (g) => g.case_ids,
    }),
  }),
});

export const FaultSummaryRef = builder.objectRef<FaultSummary>('FaultSummary');
FaultSummaryRef.implement({
  description:
    'Cells whose subject calls met an injected fault (a marker only the simulated provider sends, for robustness experiments) and how they ended, against the cells that met none.',
  fields: (t) => ({
    faultedTasks: t.field({ type: FaultedTasksRef, description: 'Cells with at least one faulted call.', resolve: (f) => f.faulted_tasks }),
    unfaultedTasks: t.field({ type: UnfaultedTasksRef, description: 'Cells without a faulted call.', resolve: (f) => f.unfaulted_tasks }),
  }),
});
