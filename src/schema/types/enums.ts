// Enumerations of stored status strings; GraphQL names are upper case, values are the stored text.
import { builder } from '../builder.ts';
import type { ErrorCode } from '../../domain/errors.ts';
import { PROFILE_IDS } from '../../domain/catalog/profiles.ts';
import { EXPERIMENT_ROLES, type ExperimentRole } from '../../domain/run/experiment-roles.ts';
export { EXPERIMENT_ROLES };

/** The GraphQL name of a stored value: upper case, hyphens as underscores. */
type ValueName<V extends string> = V extends `${infer Head}-${infer Tail}` ? `${Uppercase<Head>}_${ValueName<Tail>}` : Uppercase<V>;

function storedEnum<const V extends string>(name: string, values: readonly V[], description: string, valueDescriptions: Record<V, string>) {
  return builder.enumType(name, {
    description,
    // Object.fromEntries loses the key names the mapping above spells out.
    values: Object.fromEntries(values.map((v) => [v.toUpperCase().replaceAll('-', '_'), { value: v, description: valueDescriptions[v] }])) as Record<
      ValueName<V>,
      { value: V; description: string }
    >,
  });
}

/**
 * A stored text as one of an enum's values, or null when it is none of them: documents imported
 * from another store are not validated, and an unknown value must not fail the whole read.
 */
export function knownValue<const V extends string>(values: readonly V[], raw: unknown): V | null {
  return values.find((v) => v === raw) ?? null;
}

export const RUN_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled', 'interrupted'] as const;
export { TERMINAL_RUN_STATUSES } from '../../domain/run/status.ts';

const RUN_STATUS_DESCRIPTIONS: Record<(typeof RUN_STATUSES)[number], string> = {
  queued: 'Admitted and waiting for a worker to start dispatching its cells.',
  running: 'A worker is dispatching its cells.',
  completed: 'Terminal: every planned cell ended with a graded result and nothing failed.',
  failed:
    'Terminal: a cell failed (dispatch stops at the first failure), some planned cells never finished, or the worker hit an internal error; `error` says why.',
  cancelled: 'Terminal: a user cancelled the run or its run deadline passed; cells not yet dispatched stay pending.',
  interrupted:
    'Terminal: the worker that owned the run stopped; calls in flight became SENT_UNKNOWN and nothing is re-sent. Continue with an explicit recovery run.',
};

export const RunStatusEnum = storedEnum(
  'RunStatus',
  RUN_STATUSES,
  'Where a run is in its lifecycle: QUEUED, then RUNNING, then one of the terminal statuses COMPLETED, FAILED, CANCELLED or INTERRUPTED, which a run never leaves.',
  RUN_STATUS_DESCRIPTIONS,
);
export const RunStatusFilterEnum = storedEnum(
  'RunStatusFilter',
  [...RUN_STATUSES, 'active'] as const,
  'A run status to filter by; ACTIVE means queued or running.',
  { ...RUN_STATUS_DESCRIPTIONS, active: 'Queued or running: not yet terminal.' },
);
export const RunModeEnum = storedEnum('RunMode', ['live', 'preview', 'replay'] as const, 'How a run produces results.', {
  live: 'Sends real model requests to the subject targets and grades the answers: the only mode whose quality and cost are measured.',
  preview:
    'Asks each MoM router for its routing decision per case through its preview endpoint: nothing is generated, no calls or cost are recorded, and accuracy is null.',
  replay:
    'An offline estimate built from a completed live single-model baseline and a completed preview: saved results and calls are copied, zero model requests. Never planned with planRun.',
});
export const CostPolicyEnum = storedEnum('CostPolicy', ['require_priced', 'capability_only'] as const, 'Whether every call must be priced before it is sent.', {
  require_priced:
    'The default ("Quality and cost"): every target needs prices, every call reserves a USD upper bound before it is sent and must end with a known cost, and dispatch stops at the run budget.',
  capability_only:
    '"Quality only": no prices needed, no reservation and no USD stop; known spend is still recorded, but savings are never claimed. Time, call and output limits still apply.',
});
export const ResultStatusEnum = storedEnum(
  'ResultStatus',
  ['running', 'completed', 'failed', 'cancelled', 'sent_unknown', 'timeout'] as const,
  'Status of one case result (a cell: one case on one subject target). A planned cell that was never dispatched has no result.',
  {
    running: 'The cell was picked up and its calls are in progress.',
    completed: 'The cell ended with a graded outcome (an answer cut off at the output limit completes as incorrect).',
    failed: 'An error ended the cell while the run was not being cancelled; counts as incorrect.',
    cancelled: 'An error ended the cell after the run was cancelled or a run or case deadline passed; counts as incorrect.',
    sent_unknown: 'The worker stopped while the cell was running; its requests may have been billed and are never retried. Counts as incorrect.',
    timeout: 'Found only in imported history; this server never writes it. Counted separately, as incorrect.',
  },
);
export const CALL_STATUSES = ['sent', 'completed', 'failed', 'cancelled', 'sent_unknown', 'replayed'] as const;
export const CallStatusEnum = storedEnum('CallStatus', CALL_STATUSES, 'Status of one model call (one request to a target).', {
  sent: 'Recorded before the first request byte left; the call is in flight.',
  completed: 'The response finished successfully.',
  failed: 'The call failed while its cell was not being cancelled.',
  cancelled: 'The call ended early or failed after its run was cancelled or a deadline passed.',
  sent_unknown: 'The worker stopped while the call was in flight: the provider may have received and billed it. It is never re-sent.',
  replayed: 'A copy of a saved call in an offline replay run; nothing was sent.',
});
export const CallRoleEnum = storedEnum(
  'CallRole',
  ['subject', 'judge', 'simulator'] as const,
  'Why a call was made: the evaluated target (subject) or evaluation overhead (judge, simulator).',
  {
    subject: 'A call to the evaluated target itself.',
    judge: 'A call to the fixed judge model that grades answers of judge-graded benchmarks; its cost is evaluation overhead.',
    simulator: 'A call to the fixed model that plays the user in agent benchmarks; its cost is evaluation overhead.',
  },
);

export const TARGET_KINDS = ['single', 'mom'] as const;
export const TargetKindEnum = storedEnum('TargetKind', TARGET_KINDS, 'What a target is: one model, or a MoM router entrypoint that picks models per request.', {
  single: 'One model behind an OpenAI-compatible endpoint.',
  mom: 'A MoM router entrypoint: it chooses the model (or models) that serve each request.',
});

export const SESSION_MODES = ['stateless', 'session_aware'] as const;
export const SessionModeEnum = storedEnum('SessionMode', SESSION_MODES, 'Whether the subject requests of one cell are tied together by a session id.', {
  stateless: 'The default: requests carry no session id.',
  session_aware: 'Every subject call of one cell carries the same fresh session id.',
});

export const BENCHMARK_KINDS = ['multiple-choice', 'judge', 'code', 'agent', 'grid'] as const;
export const BenchmarkKindEnum = storedEnum('BenchmarkKind', BENCHMARK_KINDS, 'How a benchmark’s answers are graded.', {
  'multiple-choice': 'The answer letter is parsed from the reply and compared with the reference.',
  judge: 'A fixed judge model compares the reply with the reference answer.',
  code: 'Generated code is run against the benchmark’s tests.',
  agent: 'A multi-turn task with tools or a simulated user; the environment scores the outcome.',
  grid: 'A grid answer is parsed and compared cell by cell with the reference grid.',
});

export const CALL_ACTIVITY_PHASES = ['preparing', 'waiting', 'streaming'] as const;
export const CallActivityPhaseEnum = storedEnum('CallActivityPhase', CALL_ACTIVITY_PHASES, 'Where an in-flight call’s transport is.', {
  preparing: 'Building the request; nothing sent yet.',
  waiting: 'The request was sent and no response byte has arrived yet.',
  streaming: 'Receiving the response.',
});

export const REQUEST_PHASES = ['user_turn', 'tool_loop', 'provider_state', 'unknown'] as const;
export const RequestPhaseEnum = storedEnum(
  'RequestPhase',
  REQUEST_PHASES,
  'The conversation phase of a subject request, from the router’s session-phase header or else the request’s own messages.',
  {
    user_turn: 'The request answers a new user message.',
    tool_loop: 'The request continues after tool calls or tool results.',
    provider_state: 'The router reported a phase driven by provider-side state.',
    unknown: 'No phase was recorded for the request, or a recorded phase this server does not know.',
  },
);

export const ANSWER_STATUSES = ['parsed', 'ambiguous', 'unparsed'] as const;
export const AnswerStatusEnum = storedEnum('AnswerStatus', ANSWER_STATUSES, 'Whether a multiple-choice grader found one answer letter in the reply.', {
  parsed: 'Exactly one answer letter was found and graded.',
  ambiguous: 'Several candidate answer letters were found; graded incorrect.',
  unparsed: 'No answer letter was found; graded incorrect.',
});

export { PROFILE_IDS };
export const ProfileEnum = storedEnum('ProfileId', PROFILE_IDS, 'A fixed case selection per benchmark (Catalog.profiles gives the sizes).', {
  smoke: 'A few development cases per benchmark, to check that the setup works (a subset of quick).',
  quick: 'The fixed development cases.',
  standard: 'The frozen holdout cases, disjoint from quick.',
});

export const SPLITS = ['dev', 'holdout'] as const;
export const SplitEnum = storedEnum('Split', SPLITS, 'Which part of a benchmark’s cases a selection comes from.', {
  dev: 'Development cases (the smoke and quick profiles); may be exported for router training.',
  holdout: 'Held-out evaluation cases (the standard profile); never exported.',
});

export const CELL_OUTCOMES = ['running', 'completed', 'failed', 'cancelled', 'sent_unknown', 'timeout', 'unknown'] as const;
export const CellOutcomeEnum = storedEnum(
  'CellOutcome',
  CELL_OUTCOMES,
  'How a cell ended: its result status (see ResultStatus), or UNKNOWN when it has no saved result.',
  {
    running: 'The cell’s calls are still in progress.',
    completed: 'The cell ended with a graded outcome.',
    failed: 'An error ended the cell.',
    cancelled: 'An error ended the cell after the run was cancelled or a deadline passed.',
    sent_unknown: 'The worker stopped while the cell was running.',
    timeout: 'Found only in imported history; counted as incorrect.',
    unknown: 'The cell has no saved result, or a stored status this server does not know.',
  },
);

export const OUTPUT_POLICIES = ['bounded', 'native'] as const;
export const OutputPolicyEnum = storedEnum('OutputPolicy', OUTPUT_POLICIES, 'How long a model’s answers may be.', {
  bounded: 'The default: every request carries an output token cap.',
  native: 'Each model’s own output capacity; needs native limits on every target.',
});

export const REASONING_EFFORTS = ['none', 'minimal', 'low', 'medium', 'high', 'xhigh', 'max'] as const;
export const ReasoningEffortEnum = storedEnum(
  'ReasoningEffort',
  REASONING_EFFORTS,
  'How much reasoning a model is asked to spend, sent as `reasoning_effort`.',
  {
    none: 'No reasoning.',
    minimal: 'The least reasoning the model offers.',
    low: 'Little reasoning.',
    medium: 'Moderate reasoning.',
    high: 'Much reasoning.',
    xhigh: 'More than high, where the model offers it.',
    max: 'The most reasoning the model offers.',
  },
);

export const INPUT_STATUSES = ['available', 'unavailable'] as const;
export const InputStatusEnum = storedEnum('InputStatus', INPUT_STATUSES, 'Whether a question’s input can be shown.', {
  available: 'The input is shown.',
  unavailable: 'A task’s pinned input is missing, no longer matches its digest, or is too large to show; `inputNotice` says why.',
});

export const MESSAGE_ROLES = ['system', 'user', 'developer'] as const;
export const MessageRoleEnum = storedEnum('MessageRole', MESSAGE_ROLES, 'Who a shown question message is from; assistant and tool messages are never shown.', {
  system: 'A system instruction.',
  user: 'The user’s message.',
  developer: 'A developer instruction.',
});

export const RECIPE_SNAPSHOT_STATUSES = ['captured', 'unavailable'] as const;
export const RecipeSnapshotStatusEnum = storedEnum('RecipeSnapshotStatus', RECIPE_SNAPSHOT_STATUSES, 'Whether a MoM router’s recipe was captured for a run.', {
  captured: 'The recipe was captured; its hash and contents are available.',
  unavailable: 'No recipe was captured.',
});

export const COMPARISON_EMPTY_REASONS = ['baseline_not_completed_live_single', 'evidence_size_limit', 'no_compatible_saved_runs'] as const;
export const ComparisonOptionsEmptyReasonEnum = storedEnum(
  'ComparisonOptionsEmptyReason',
  COMPARISON_EMPTY_REASONS,
  'Why a finished comparison-options search found nothing.',
  {
    baseline_not_completed_live_single: 'The baseline is not a completed live run with a single-model target.',
    evidence_size_limit: 'Some evidence was too large to verify.',
    no_compatible_saved_runs: 'No saved run is compatible.',
  },
);

export const REPLAY_EMPTY_REASONS = ['baseline_not_completed_live', 'evidence_size_limit', 'no_compatible_saved_runs'] as const;
export const ReplayOptionsEmptyReasonEnum = storedEnum(
  'ReplayOptionsEmptyReason',
  REPLAY_EMPTY_REASONS,
  'Why a finished replay-options search found nothing.',
  {
    baseline_not_completed_live: 'The baseline is not a completed live single-model run.',
    evidence_size_limit: 'Some saved evidence was too large to verify.',
    no_compatible_saved_runs: 'No completed preview is compatible with the baseline.',
  },
);

export const COMPARISON_REJECTION_CODES = ['COMPARISON_INVALID', 'NOT_FOUND'] as const;
export const ComparisonRejectionCodeEnum = storedEnum('ComparisonRejectionCode', COMPARISON_REJECTION_CODES, 'Why a candidate run could not be compared.', {
  COMPARISON_INVALID: 'The runs cannot be compared; `message` says why.',
  NOT_FOUND: 'No such run is visible to the caller.',
});

/** Every event kind this server or an imported store writes; `other` stands for any further stored kind. */
export const RUN_EVENT_KINDS = [
  'created',
  'running',
  'completed',
  'failed',
  'cancelled',
  'interrupted',
  'case_running',
  'case_completed',
  'case_failed',
  'case_cancelled',
  'case_sent_unknown',
  'case_timeout',
  'call_sent',
  'call_replayed',
  'failure_observed',
  'cancellation_requested',
  'accounting_reconciled',
] as const;
export const OTHER_EVENT_KIND = 'other';
export const RunEventKindEnum = storedEnum('RunEventKind', [...RUN_EVENT_KINDS, OTHER_EVENT_KIND] as const, 'What a run event records.', {
  created: 'The run was admitted (queued).',
  running: 'The run’s status became RUNNING.',
  completed: 'The run’s status became COMPLETED.',
  failed: 'The run’s status became FAILED; `data.error` says why.',
  cancelled: 'The run’s status became CANCELLED.',
  interrupted: 'The run’s status became INTERRUPTED; `data.error` says why.',
  case_running: 'A cell was picked up.',
  case_completed: 'A cell ended with a graded outcome.',
  case_failed: 'A cell failed.',
  case_cancelled: 'A cell ended after the run was cancelled or a deadline passed.',
  case_sent_unknown: 'A cell was running when the worker stopped.',
  case_timeout: 'A cell timed out (found only in imported history).',
  call_sent: 'A model call was recorded before its request was sent.',
  call_replayed: 'A saved call was copied into a replay run.',
  failure_observed: 'The run’s first failure, as the report shows it.',
  cancellation_requested: 'A user asked the run to stop.',
  accounting_reconciled: 'An accounting correction was computed for the run.',
  other: 'A kind this server does not know, found in imported history; `kindName` gives the stored text. It cannot be used as a filter.',
});

/** UI labels of the roles. */
const ROLE_LABELS: Record<ExperimentRole, string> = {
  smoke: 'Pipeline check',
  baseline: 'Single-model reference',
  initial: 'Starting recipe',
  preview: 'Routing preview',
  candidate: 'Recipe version',
  validation: 'Final validation',
  estimate: 'Offline estimate',
  recovery: 'Recovery attempt',
};

/** Which runs may take each role, for the enum value descriptions. */
const ROLE_MEANINGS: Record<ExperimentRole, string> = {
  smoke: 'a live run on the smoke profile, checking that the setup works',
  baseline: 'a live run of exactly one single-model target',
  initial: 'a live run of a MoM router before any change (smoke or quick profile)',
  preview: 'a preview run, recording routing decisions only',
  candidate: 'a live run of a changed MoM recipe (smoke or quick profile)',
  validation: 'a live run on the standard (holdout) profile',
  estimate: 'a replay run built from saved evidence',
  recovery: 'a recovery run continuing another run’s unfinished cells',
};

export const ExperimentRoleEnum = builder.enumType('ExperimentRole', {
  description: 'The part a run plays in an experiment; the value names the stored role. Run.allowedExperimentRoles says which a run may take.',
  values: Object.fromEntries(
    EXPERIMENT_ROLES.map((role) => [role.toUpperCase(), { value: role, description: `${ROLE_LABELS[role]}: ${ROLE_MEANINGS[role]}.` }]),
  ) as Record<Uppercase<ExperimentRole>, { value: ExperimentRole; description: string }>,
});

export const ErrorCodeEnum = builder.enumType('ErrorCode', {
  description: 'Why a request or a mutation’s input was refused; the same code as a top-level error’s `extensions.code`.',
  values: {
    BAD_USER_INPUT: { description: 'The input is malformed or refused as given (`reason` tells refusals of one code apart).' },
    UNAUTHENTICATED: { description: 'No valid bearer token where tokens are configured.' },
    FORBIDDEN: { description: 'The caller’s role does not allow it.' },
    NOT_FOUND: { description: 'No such object, or not visible to the caller (the two are indistinguishable).' },
    CONFLICT: { description: 'An idempotency key bound to another request, or an object in a state that forbids it.' },
    PLAN_CHANGED: { description: 'A stored plan no longer freezes to its planSha256.' },
    RECOVERY_PLAN_REQUIRED: { description: 'Recovery needs a reviewed recovery plan that still matches the run.' },
    COMPARISON_INVALID: { description: 'The runs cannot be compared.' },
    BUDGET: { description: 'A frozen budget would be exceeded.' },
    TIMEOUT: { description: 'The operation ran past the execution time limit.' },
    RATE_LIMITED: { description: 'Too many open subscriptions or requests for the caller.' },
    INTERNAL: { description: 'Anything unexpected; the message is masked and the server logs the cause.' },
  } satisfies Record<ErrorCode, { description: string }>,
});
