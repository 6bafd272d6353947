/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Which calls of a run to list. Conditions combine with AND; a list matches any of its values, and an empty or missing list matches all. */
export type CallFilter = {
  /** When true, only calls in flight (status SENT). */
  active?: boolean | null | undefined;
  /** Only calls of these cases; with `targetId`, the steps of one cell (case × target) in order. A case the run does not have matches nothing. */
  caseId?: Array<string> | null | undefined;
  /** Only calls with one of these roles. */
  role?: Array<CallRole> | null | undefined;
  /** Call id, case id, target id or status (case-insensitive substring). */
  search?: string | null | undefined;
  /** Only calls with one of these statuses. */
  status?: Array<CallStatus> | null | undefined;
  /** Only calls of these targets (the cell’s subject target, also for judge and simulator calls); a target the run does not have is an error. */
  targetId?: Array<string> | null | undefined;
};

/** Why a call was made: the evaluated target (subject) or evaluation overhead (judge, simulator). */
export type CallRole =
  /** A call to the fixed judge model that grades answers of judge-graded benchmarks; its cost is evaluation overhead. */
  | 'JUDGE'
  /** A call to the fixed model that plays the user in agent benchmarks; its cost is evaluation overhead. */
  | 'SIMULATOR'
  /** A call to the evaluated target itself. */
  | 'SUBJECT';

/** Status of one model call (one request to a target). */
export type CallStatus =
  /** The call ended early or failed after its run was cancelled or a deadline passed. */
  | 'CANCELLED'
  /** The response finished successfully. */
  | 'COMPLETED'
  /** The call failed while its cell was not being cancelled. */
  | 'FAILED'
  /** A copy of a saved call in an offline replay run; nothing was sent. */
  | 'REPLAYED'
  /** Recorded before the first request byte left; the call is in flight. */
  | 'SENT'
  /** The worker stopped while the call was in flight: the provider may have received and billed it. It is never re-sent. */
  | 'SENT_UNKNOWN';

/** Narrows the matrix rows; conditions combine with AND. */
export type CaseMatrixFilter = {
  /** Only cases of these benchmarks; empty or missing matches all. */
  benchmark?: Array<string> | null | undefined;
  /** Case-insensitive text in the case id, benchmark or question; at most 200 characters. */
  search?: string | null | undefined;
  /** ALL when omitted. */
  view?: CaseMatrixView | null | undefined;
};

/** Which cases the matrix shows. */
export type CaseMatrixView =
  /** Every planned case. */
  | 'ALL'
  /** Cases where, among graded cells, some targets are right and some are not. */
  | 'DISAGREE'
  /** Cases that at least one target got wrong or failed. */
  | 'WRONG';

/** Why a candidate run could not be compared. */
export type ComparisonRejectionCode =
  /** The runs cannot be compared; `message` says why. */
  | 'COMPARISON_INVALID'
  /** No such run is visible to the caller. */
  | 'NOT_FOUND';

/** Whether every call must be priced before it is sent. */
export type CostPolicy =
  /** "Quality only": no prices needed, no reservation and no USD stop; known spend is still recorded, but savings are never claimed. Time, call and output limits still apply. */
  | 'CAPABILITY_ONLY'
  /** The default ("Quality and cost"): every target needs prices, every call reserves a USD upper bound before it is sent and must end with a known cost, and dispatch stops at the run budget. */
  | 'REQUIRE_PRICED';

/** Which datasets to list; every given condition must hold. */
export type DatasetFilter = {
  /** Datasets containing any of these benchmarks. */
  benchmark?: Array<string> | null | undefined;
  /** Datasets of any of these profiles. */
  profile?: Array<ProfileId> | null | undefined;
  /** Case-insensitive text in the name or id; at most 200 characters. */
  search?: string | null | undefined;
};

/** Why a request or a mutation’s input was refused; the same code as a top-level error’s `extensions.code`. */
export type ErrorCode =
  /** The input is malformed or refused as given (`reason` tells refusals of one code apart). */
  | 'BAD_USER_INPUT'
  /** A frozen budget would be exceeded. */
  | 'BUDGET'
  /** The runs cannot be compared. */
  | 'COMPARISON_INVALID'
  /** An idempotency key bound to another request, or an object in a state that forbids it. */
  | 'CONFLICT'
  /** The caller’s role does not allow it. */
  | 'FORBIDDEN'
  /** Anything unexpected; the message is masked and the server logs the cause. */
  | 'INTERNAL'
  /** No such object, or not visible to the caller (the two are indistinguishable). */
  | 'NOT_FOUND'
  /** A stored plan no longer freezes to its planSha256. */
  | 'PLAN_CHANGED'
  /** Too many open subscriptions or requests for the caller. */
  | 'RATE_LIMITED'
  /** Recovery needs a reviewed recovery plan that still matches the run. */
  | 'RECOVERY_PLAN_REQUIRED'
  /** The operation ran past the execution time limit. */
  | 'TIMEOUT'
  /** No valid bearer token where tokens are configured. */
  | 'UNAUTHENTICATED';

/** What a history-bound dataset is prepared for (docs/preparation.md "History-bound preparation"). */
export type EvaluationRole =
  /** An independent holdout: excludes the tasks of the named earlier datasets. */
  | 'HOLDOUT'
  /** A deliberate retest of tasks that may have been seen before. */
  | 'RETEST';

/** The part a run plays in an experiment; the value names the stored role. Run.allowedExperimentRoles says which a run may take. */
export type ExperimentRole =
  /** Single-model reference: a live run of exactly one single-model target. */
  | 'BASELINE'
  /** Recipe version: a live run of a changed MoM recipe (smoke or quick profile). */
  | 'CANDIDATE'
  /** Offline estimate: a replay run built from saved evidence. */
  | 'ESTIMATE'
  /** Starting recipe: a live run of a MoM router before any change (smoke or quick profile). */
  | 'INITIAL'
  /** Routing preview: a preview run, recording routing decisions only. */
  | 'PREVIEW'
  /** Recovery attempt: a recovery run continuing another run’s unfinished cells. */
  | 'RECOVERY'
  /** Pipeline check: a live run on the smoke profile, checking that the setup works. */
  | 'SMOKE'
  /** Final validation: a live run on the standard (holdout) profile. */
  | 'VALIDATION';

/** The outcome of one cell (case × target) of the matrix. */
export type MatrixCellOutcome =
  /** Completed and graded correct. */
  | 'CORRECT'
  /** Ended without an answer (failed, cancelled, sent-unknown or timed out); counts as incorrect. */
  | 'FAILED'
  /** Not part of the plan (a plan of selected cells). */
  | 'NOT_PLANNED'
  /** Planned and not dispatched yet. */
  | 'PENDING'
  /** Its calls are in progress. */
  | 'RUNNING'
  /** Completed without a grade (a preview run, or a grade not assessed). */
  | 'UNSCORED'
  /** Completed and graded incorrect. */
  | 'WRONG';

/** How long a model’s answers may be. */
export type OutputPolicy =
  /** The default: every request carries an output token cap. */
  | 'BOUNDED'
  /** Each model’s own output capacity; needs native limits on every target. */
  | 'NATIVE';

/** One cell to run: a case of the dataset on one of the plan’s targets. */
export type PlanCellInput = {
  /** A case id of the dataset. */
  caseId: string;
  /** One of the plan’s targetIds. */
  targetId: string;
};

/** Links the run to an experiment when it starts. */
export type PlanExperimentInput = {
  /** What changed in this run; at most 2000 characters, trimmed. */
  hypothesis?: string | null | undefined;
  /** The experiment’s natural `exp-…` id; it must be yours unless you are ADMIN. */
  id: string | number;
  /** The run’s role; it must be one the run may take. */
  role: ExperimentRole;
};

/** A plan from registered targets and a stored dataset; omitted fields take their defaults. Targets are taken from the registry by id and cannot be overridden. */
export type PlanInput = {
  /** REQUIRE_PRICED (default) or CAPABILITY_ONLY. */
  costPolicy?: CostPolicy | null | undefined;
  /** The stored dataset (64 hex characters) whose cases the plan runs. */
  datasetId: string | number;
  /** Run only these case/target pairs instead of every case on every target: no duplicates, and every target keeps at least one cell. */
  executionCells?: Array<PlanCellInput> | null | undefined;
  /** The experiment the run joins when it starts; omitted, none. */
  experiment?: PlanExperimentInput | null | undefined;
  /** Execution limits; omitted ones keep their defaults. */
  limits?: PlanLimitsInput | null | undefined;
  /** LIVE (default) or PREVIEW; REPLAY is refused. */
  mode?: RunMode | null | undefined;
  /** Display name, at most 200 characters; default "sr-bench". */
  name?: string | null | undefined;
  /** BOUNDED (default: every request carries an output token cap) or NATIVE (each model’s own output capacity; needs native limits on every target). */
  outputPolicy?: OutputPolicy | null | undefined;
  /** SMOKE, QUICK (default) or STANDARD; must match the profile a prepared dataset was selected for. STANDARD needs holdout cases. */
  profile?: ProfileId | null | undefined;
  /** Generation parameters; omitted, only the defaults are sent. */
  sampling?: PlanSamplingInput | null | undefined;
  /** Case selection seed; default 20260918. Must match the seed a prepared dataset was selected with. */
  seed?: number | null | undefined;
  /** Registered target ids to evaluate, in order; at least one. */
  targetIds: Array<string>;
};

/** Execution limits; an omitted one keeps its default. Every value must be finite and positive, and at most this server’s cap where the operator set one. */
export type PlanLimitsInput = {
  /** Seconds one cell may take; default 600. */
  caseTimeoutS?: number | null | undefined;
  /** Cells dispatched at once: 1..32; default 1. */
  concurrency?: number | null | undefined;
  /** Seconds a request may go without receiving data; at most totalTimeoutS; default 30. */
  idleTimeoutS?: number | null | undefined;
  /** Model calls one cell may make, evaluation calls included; default 32. */
  maxCallsPerCase?: number | null | undefined;
  /** Run budget in USD under REQUIRE_PRICED: no call is dispatched whose reservation would pass it (not a hard billing cap); default 5. */
  maxCostUsd?: number | null | undefined;
  /** Bytes of harness artifacts kept per cell; default 8388608. */
  maxLogBytes?: number | null | undefined;
  /** Characters of answer plus reasoning one call may stream before it is stopped; default 131072. */
  maxOutputChars?: number | null | undefined;
  /** Output tokens one request may produce (also the default maxTokens under the bounded output policy); default 4096. */
  maxOutputTokens?: number | null | undefined;
  /** Seconds after dispatch starts at which the run stops dispatching (it then ends cancelled unless a cell failed); default 1800. */
  maxRunSeconds?: number | null | undefined;
  /** A call stops when its last repetitionWindow characters repeat this many times in a row; default 5. */
  repetitionLimit?: number | null | undefined;
  /** Length in characters of the output tail the repetition guard checks; default 128. */
  repetitionWindow?: number | null | undefined;
  /** Seconds one request may take in total; at most maxRunSeconds; default 180. */
  totalTimeoutS?: number | null | undefined;
};

/** Generation parameters sent with every subject request; omitted ones are not sent, except temperature (default 0) and, under the bounded output policy, maxTokens. A target’s own request parameters override these. */
export type PlanSamplingInput = {
  /** An object passed to the model’s chat template. */
  chatTemplateKwargs?: unknown;
  /** -2..2. */
  frequencyPenalty?: number | null | undefined;
  /** Keep generating past the end-of-sequence token. */
  ignoreEos?: boolean | null | undefined;
  /** Finite and greater than 0. */
  lengthPenalty?: number | null | undefined;
  /** Output tokens per request, 1..maxOutputTokens; defaults to maxOutputTokens under the bounded output policy and is forbidden under native. */
  maxTokens?: number | null | undefined;
  /** 0..1. */
  minP?: number | null | undefined;
  /** Minimum output tokens, 0..maxTokens. */
  minTokens?: number | null | undefined;
  /** Completions per request; must be 1. */
  n?: number | null | undefined;
  /** -2..2. */
  presencePenalty?: number | null | undefined;
  /** How much reasoning to ask for; sent as `reasoning_effort`. */
  reasoningEffort?: ReasoningEffort | null | undefined;
  /** Finite and greater than 0. */
  repetitionPenalty?: number | null | undefined;
  /** Sampling seed sent to the model; unrelated to the plan’s case selection seed. */
  seed?: number | null | undefined;
  /** Leave special tokens out of the output text. */
  skipSpecialTokens?: boolean | null | undefined;
  /** Put spaces between special tokens in the output text. */
  spacesBetweenSpecialTokens?: boolean | null | undefined;
  /** Strings that end generation. */
  stop?: Array<string> | null | undefined;
  /** 0..2; default 0. */
  temperature?: number | null | undefined;
  /** -1 (off) or at least 1. */
  topK?: number | null | undefined;
  /** Nucleus sampling mass, 0..1. */
  topP?: number | null | undefined;
};

/** Why a plan may not finish within its budget (docs/formats.md "Plan warnings"). */
export type PlanWarningCode =
  /** A single subject call reserves more than the whole budget: its cell fails before anything is sent. */
  | 'CALL_OVER_BUDGET'
  /** The calls in flight at the plan’s concurrency reserve more than the budget together: cells fail as soon as one cannot reserve. */
  | 'CONCURRENT_CALLS_OVER_BUDGET'
  /** The first calls of all planned cells reserve more than the budget: the run may stop early if spent cost reaches it. */
  | 'RESERVATIONS_OVER_BUDGET';

/** The step a preparation job (or one of its benchmarks) is in. */
export type PreparationPhase =
  /** Checking a benchmark’s dependencies (not entered by this server). */
  | 'CHECKING_DEPENDENCIES'
  /** Done: the dataset is stored. */
  | 'COMPLETED'
  /** Composing the per-benchmark datasets into one. */
  | 'COMPOSING'
  /** Downloading the pinned upstream files or checking out the pinned task repository (bytes in `bytesDone`/`bytesTotal`). */
  | 'DOWNLOADING'
  /** Stopped with an error. */
  | 'FAILED'
  /** Reading and normalizing the source records, selecting the profile’s cases and writing the frozen dataset. */
  | 'FREEZING'
  /** Installing a benchmark’s dependencies (not entered by this server). */
  | 'INSTALLING_DEPENDENCIES'
  /** Waiting to start. */
  | 'QUEUED'
  /** Finding each benchmark’s source. */
  | 'RESOLVING_DATASETS'
  /** Done for this benchmark: its frozen dataset already existed with the same content. */
  | 'REUSED'
  /** Waiting for a free preparation slot (not entered by this server). */
  | 'WAITING_FOR_SLOT';

/** Status of a preparation job or of one of its benchmarks: QUEUED → RUNNING → COMPLETED | FAILED. */
export type PreparationStatus =
  /** Done: the frozen dataset is stored. */
  | 'COMPLETED'
  /** Stopped with an error, also when the server restarted while it was active; nothing is retried until asked again. */
  | 'FAILED'
  /** Accepted; not started yet. */
  | 'QUEUED'
  /** Being prepared in the server. */
  | 'RUNNING';

/** A dataset preparation: without `sourcePath` from the benchmark’s pinned upstream source (downloaded from the Hugging Face Hub, `HF_ENDPOINT`/`HF_TOKEN`, or checked out with git; or read from the offline mirror `SR_BENCH_SOURCE_MIRROR`); with `sourcePath` and `revision` from upstream files or a task checkout on the server; with `sourcePath` alone from files already in the frozen case format. Exactly one of `benchmark` / `benchmarks`. */
export type PrepareDatasetInput = {
  /** One benchmark id of the catalog to prepare. */
  benchmark?: string | null | undefined;
  /** Several distinct benchmark ids of the catalog, prepared one by one and composed into one dataset. */
  benchmarks?: Array<string> | null | undefined;
  /** With `sourcePartition`: RETEST (asked for explicitly, never assumed) or HOLDOUT (needs `exclusionDatasetIds`). */
  evaluationRole?: EvaluationRole | null | undefined;
  /** Up to 100 stored datasets prepared with a source partition whose tasks the selection must not reuse: compiled into a frozen exclusion snapshot when the job starts; standard selection skips them and the quick memberships and must still reach the exact count. The dataset records the snapshot and the counts in its `preparation`. */
  exclusionDatasetIds?: Array<string | number> | null | undefined;
  /** Take only the first N selected cases (1..profile size); marks the dataset a custom subset. */
  limit?: number | null | undefined;
  /** SMOKE, QUICK or STANDARD: how many cases per benchmark are selected (Benchmark.sizes); STANDARD is disjoint from QUICK. */
  profile: ProfileId;
  /** The upstream revision (commit) the files at `sourcePath` were taken at: they are then upstream files (CSV, JSON, JSON Lines, Parquet) or a task checkout, normalized exactly as the reference preparation does, and the revision is recorded (a git checkout must be at it). Only with `sourcePath`. */
  revision?: string | null | undefined;
  /** Selection seed, 0..2^53−1; default 20260918. */
  seed?: number | null | undefined;
  /** History-bound preparation: the upstream split the tasks come from (e.g. `test`); every case then records its task identity, so later holdouts can exclude it. Needs `evaluationRole`; not with files in the case format. */
  sourcePartition?: string | null | undefined;
  /** Omit to use the pinned upstream source. A folder or a file inside the server's sources folder (SR_BENCH_SOURCES_DIR, default `sources/` under the data directory): relative to it, or absolute under it; symlinks must stay inside it. Without `revision`, a folder holds `<benchmark>.jsonl` or `<benchmark>/cases.jsonl` per requested benchmark, every row naming that benchmark; a single `.jsonl` file may mix benchmarks and only the requested ones are used. Rows are sr-bench cases `{id, benchmark, messages, metadata, [answer]}`, one JSON object per line. An optional `sources.json` beside them maps a benchmark to provenance strings `{url, revision, license_url, access_note}`; otherwise the file's sha256 is the revision (normalizer `sr-bench-server-local-jsonl-v1`). */
  sourcePath?: string | null | undefined;
};

/** A fixed case selection per benchmark (Catalog.profiles gives the sizes). */
export type ProfileId =
  /** The fixed development cases. */
  | 'QUICK'
  /** A few development cases per benchmark, to check that the setup works (a subset of quick). */
  | 'SMOKE'
  /** The frozen holdout cases, disjoint from quick. */
  | 'STANDARD';

/** How much reasoning a model is asked to spend, sent as `reasoning_effort`. */
export type ReasoningEffort =
  /** Much reasoning. */
  | 'HIGH'
  /** Little reasoning. */
  | 'LOW'
  /** The most reasoning the model offers. */
  | 'MAX'
  /** Moderate reasoning. */
  | 'MEDIUM'
  /** The least reasoning the model offers. */
  | 'MINIMAL'
  /** No reasoning. */
  | 'NONE'
  /** More than high, where the model offers it. */
  | 'XHIGH';

/** Why a planned cell cannot be recovered in this mode; the rules are checked in the order of the values below, and the first that matches wins. */
export type RecoveryExclusionReason =
  /** Another recovery child already took the cell; a cell can be claimed once, ever. */
  | 'ALREADY_CLAIMED_BY_CHILD_ATTEMPT'
  /** UNDISPATCHED mode: the cell already had calls; retry it in FAILED mode as a new attempt. */
  | 'ALREADY_DISPATCHED_REQUIRES_EXPLICIT_NEW_ATTEMPT'
  /** A call of the cell is in flight or was in flight when the service stopped (SENT or SENT_UNKNOWN), so the provider may have received it. */
  | 'AMBIGUOUS_DISPATCH_REQUIRES_RECONCILIATION'
  /** The cell’s result is SENT_UNKNOWN: it was running when the service stopped. */
  | 'AMBIGUOUS_SAVED_RESULT_REQUIRES_RECONCILIATION'
  /** The cell already completed; its evidence is kept and never redone. */
  | 'COMPLETED_EVIDENCE_IS_PRESERVED'
  /** FAILED mode: the cell never had a call; recover it in UNDISPATCHED mode. */
  | 'NEVER_DISPATCHED_USE_UNDISPATCHED_MODE'
  /** FAILED mode: a call of the cell has unknown usage or cost, no settled finish reason, or a status other than completed, failed or cancelled. */
  | 'UNFINISHED_OR_UNKNOWN_ACCOUNTING_REQUIRES_RECONCILIATION';

/** Which cells a child attempt may take: never-dispatched ones (UNDISPATCHED) or settled failures (FAILED, a new attempt that spends again). */
export type RecoveryMode =
  /** Cells that were dispatched and did not complete, whose calls all settled with known usage and cost; retried as a new attempt that spends again and needs explicit acknowledgment. */
  | 'FAILED'
  /** Planned cells without a completed result for which no call was ever sent. */
  | 'UNDISPATCHED';

/** Which runs to list; every given condition must hold, and a list matches any of its values. */
export type RunFilter = {
  /** Only runs linked to this experiment (natural `exp-…` or global id); an unknown or invisible experiment is BAD_USER_INPUT. */
  experimentId?: string | number | null | undefined;
  /** true: only runs imported from an sr-bench store (history, e.g. the demo's examples); false: only runs created on this server. */
  imported?: boolean | null | undefined;
  /** Any of these modes. */
  mode?: Array<RunMode> | null | undefined;
  /** Any of these profiles (runs whose profile this server does not know match none). */
  profile?: Array<ProfileId> | null | undefined;
  /** Run id, name, profile, target id / kind / model (case-insensitive substring). */
  search?: string | null | undefined;
  /** Any of these statuses; ACTIVE matches queued and running runs. */
  status?: Array<RunStatusFilter> | null | undefined;
};

/** How a run produces results. */
export type RunMode =
  /** Sends real model requests to the subject targets and grades the answers: the only mode whose quality and cost are measured. */
  | 'LIVE'
  /** Asks each MoM router for its routing decision per case through its preview endpoint: nothing is generated, no calls or cost are recorded, and accuracy is null. */
  | 'PREVIEW'
  /** An offline estimate built from a completed live single-model baseline and a completed preview: saved results and calls are copied, zero model requests. Never planned with planRun. */
  | 'REPLAY';

/** Where a run is in its lifecycle: QUEUED, then RUNNING, then one of the terminal statuses COMPLETED, FAILED, CANCELLED or INTERRUPTED, which a run never leaves. */
export type RunStatus =
  /** Terminal: a user cancelled the run or its run deadline passed; cells not yet dispatched stay pending. */
  | 'CANCELLED'
  /** Terminal: every planned cell ended with a graded result and nothing failed. */
  | 'COMPLETED'
  /** Terminal: a cell failed (dispatch stops at the first failure), some planned cells never finished, or the worker hit an internal error; `error` says why. */
  | 'FAILED'
  /** Terminal: the worker that owned the run stopped; calls in flight became SENT_UNKNOWN and nothing is re-sent. Continue with an explicit recovery run. */
  | 'INTERRUPTED'
  /** Admitted and waiting for a worker to start dispatching its cells. */
  | 'QUEUED'
  /** A worker is dispatching its cells. */
  | 'RUNNING';

/** A run status to filter by; ACTIVE means queued or running. */
export type RunStatusFilter =
  /** Queued or running: not yet terminal. */
  | 'ACTIVE'
  /** Terminal: a user cancelled the run or its run deadline passed; cells not yet dispatched stay pending. */
  | 'CANCELLED'
  /** Terminal: every planned cell ended with a graded result and nothing failed. */
  | 'COMPLETED'
  /** Terminal: a cell failed (dispatch stops at the first failure), some planned cells never finished, or the worker hit an internal error; `error` says why. */
  | 'FAILED'
  /** Terminal: the worker that owned the run stopped; calls in flight became SENT_UNKNOWN and nothing is re-sent. Continue with an explicit recovery run. */
  | 'INTERRUPTED'
  /** Admitted and waiting for a worker to start dispatching its cells. */
  | 'QUEUED'
  /** A worker is dispatching its cells. */
  | 'RUNNING';

/** Whether the subject requests of one cell are tied together by a session id. */
export type SessionMode =
  /** Every subject call of one cell carries the same fresh session id. */
  | 'SESSION_AWARE'
  /** The default: requests carry no session id. */
  | 'STATELESS';

/** Which part of a benchmark’s cases a selection comes from. */
export type Split =
  /** Development cases (the smoke and quick profiles); may be exported for router training. */
  | 'DEV'
  /** Held-out evaluation cases (the standard profile); never exported. */
  | 'HOLDOUT';

/** What a target is: one model, or a MoM router entrypoint that picks models per request. */
export type TargetKind =
  /** A MoM router entrypoint: it chooses the model (or models) that serve each request. */
  | 'MOM'
  /** One model behind an OpenAI-compatible endpoint. */
  | 'SINGLE';

export type FollowRunProgressSubscriptionVariables = Exact<{
  runId: string | number;
}>;


export type FollowRunProgressSubscription = { runProgress: { status: RunStatus, knownSpendUsd: number, wallTimeSeconds: number, updatedAt: string, progress: { total: number, completed: number, failed: number, running: number, timeout: number, pending: number }, run: { runId: string, error: string | null } } };

export type FollowRunStateQueryVariables = Exact<{
  id: string | number;
}>;


export type FollowRunStateQuery = { run: { runId: string, status: RunStatus, error: string | null, wallTimeSeconds: number, updatedAt: string, progress: { total: number, completed: number, failed: number, running: number, timeout: number, pending: number } } | null };

export type RunIdsWithQueryVariables = Exact<{
  search: string;
  after?: string | null | undefined;
}>;


export type RunIdsWithQuery = { runs: { pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { runId: string } }> } };

export type DatasetIdsWithQueryVariables = Exact<{
  search: string;
  after?: string | null | undefined;
}>;


export type DatasetIdsWithQuery = { datasets: { pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { datasetId: string } }> } };

export type ExperimentIdsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ExperimentIdsQuery = { experiments: { pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { experimentId: string } }> } };

export type ProgressCountsFragment = { total: number, completed: number, failed: number, running: number, timeout: number, pending: number };

export type RunHeaderFragment = { runId: string, name: string, status: RunStatus, mode: RunMode, profile: ProfileId | null, profileName: string, owner: string, parentRunId: string | null, createdAt: string, updatedAt: string, importedFrom: { storeName: string, storeSha256: string, importedAt: string } | null };

export type CancelRunMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelRunMutation = { cancelRun: { run: { runId: string, name: string, status: RunStatus, updatedAt: string, error: string | null, progress: { total: number, completed: number, failed: number, running: number, timeout: number, pending: number } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type CliCandidatePlanMutationVariables = Exact<{
  baselineRunId: string | number;
  targetIds: Array<string> | string;
  mode?: RunMode | null | undefined;
  name?: string | null | undefined;
  hypothesis?: string | null | undefined;
  experimentId?: string | number | null | undefined;
}>;


export type CliCandidatePlanMutation = { candidatePlan: { plan: { planSha256: string, caseSha256: string, total: number, caseCount: number, estimatedMaxReservationUsd: number | null, modelRequests: number, manifest: unknown, manifestText: string, warnings: Array<{ code: PlanWarningCode, certain: boolean, message: string }>, targets: Array<{ targetId: string, kind: TargetKind | null, model: string | null, priced: boolean, configHash: string | null, maxInferenceCalls: number | null }> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type RunCasesQueryVariables = Exact<{
  id: string | number;
  filter?: CaseMatrixFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RunCasesQuery = { run: { runId: string, caseMatrix: { targetIds: Array<string>, totalCount: number, hasNextPage: boolean, rows: Array<{ cursor: string, caseId: string, benchmark: string, cells: Array<{ targetId: string, outcome: MatrixCellOutcome, result: { answer: unknown, correct: boolean | null, score: number | null, costUsd: number | null, latencySeconds: number | null } | null }> }> } } | null };

export type CompareQueryVariables = Exact<{
  baseline: string | number;
  candidates: Array<string | number> | string | number;
  json: boolean;
  csv: boolean;
}>;


export type CompareQuery = { compare: { json?: unknown, csv?: string, baseline: { runId: string }, results: Array<
      | { __typename: 'ComparisonRejected', candidateRunId: string, code: ComparisonRejectionCode, message: string }
      | { __typename: 'PairComparison', candidateRunId: string, qualityDenominator: string, items: Array<{ baselineTargetId: string, candidateTargetId: string, qualityMetric: string, pairedCases: number, qualityDelta: number, qualityDeltaCi95: Array<number>, wins: number, ties: number, losses: number, subjectCostSavingPercent: number | null, totalCostSavingPercent: number | null, totalCostComparisonReason: string | null }> }
    > } };

export type DatasetHeaderFragment = { datasetId: string, name: string, profile: ProfileId | null, split: Split | null, seed: number | null, caseCount: number, customSubset: boolean };

export type DatasetDetailFragment = { sha256: string, createdAt: string, manifest: unknown, preparation: unknown, datasetId: string, name: string, profile: ProfileId | null, split: Split | null, seed: number | null, caseCount: number, customSubset: boolean, benchmarks: Array<{ benchmarkId: string, count: number, categories: Array<{ name: string, count: number }> }> };

export type PreparationStateFragment = { preparationId: string, status: PreparationStatus, phase: PreparationPhase, benchmark: string | null, benchmarks: Array<string>, profile: ProfileId | null, seed: number | null, limit: number | null, error: string | null, request: unknown, createdAt: string, updatedAt: string, items: Array<{ benchmark: string, status: PreparationStatus, phase: PreparationPhase, reused: boolean, caseCount: number | null, datasetId: string | null, sourceIds: Array<string>, error: string | null, bytesDone: number | null, bytesTotal: number | null }>, dataset: { datasetId: string, name: string, caseCount: number, manifest: unknown } | null };

export type DatasetListQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: DatasetFilter | null | undefined;
}>;


export type DatasetListQuery = { datasets: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { createdAt: string, datasetId: string, name: string, profile: ProfileId | null, split: Split | null, seed: number | null, caseCount: number, customSubset: boolean, benchmarks: Array<{ benchmarkId: string, count: number }> } }> } };

export type DatasetShowQueryVariables = Exact<{
  id: string | number;
}>;


export type DatasetShowQuery = { dataset: { sha256: string, createdAt: string, manifest: unknown, preparation: unknown, datasetId: string, name: string, profile: ProfileId | null, split: Split | null, seed: number | null, caseCount: number, customSubset: boolean, benchmarks: Array<{ benchmarkId: string, count: number, categories: Array<{ name: string, count: number }> }> } | null };

export type DatasetBenchmarksQueryVariables = Exact<{
  id: string | number;
}>;


export type DatasetBenchmarksQuery = { dataset: { datasetId: string, benchmarks: Array<{ benchmarkId: string }> } | null };

export type DatasetComposeMutationVariables = Exact<{
  datasetIds: Array<string | number> | string | number;
  benchmarks: Array<string> | string;
}>;


export type DatasetComposeMutation = { composeDataset: { dataset: { sha256: string, createdAt: string, manifest: unknown, preparation: unknown, datasetId: string, name: string, profile: ProfileId | null, split: Split | null, seed: number | null, caseCount: number, customSubset: boolean, benchmarks: Array<{ benchmarkId: string, count: number, categories: Array<{ name: string, count: number }> }> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type DatasetPrepareMutationVariables = Exact<{
  input: PrepareDatasetInput;
}>;


export type DatasetPrepareMutation = { prepareDataset: { preparation: { preparationId: string, status: PreparationStatus, phase: PreparationPhase, benchmark: string | null, benchmarks: Array<string>, profile: ProfileId | null, seed: number | null, limit: number | null, error: string | null, request: unknown, createdAt: string, updatedAt: string, items: Array<{ benchmark: string, status: PreparationStatus, phase: PreparationPhase, reused: boolean, caseCount: number | null, datasetId: string | null, sourceIds: Array<string>, error: string | null, bytesDone: number | null, bytesTotal: number | null }>, dataset: { datasetId: string, name: string, caseCount: number, manifest: unknown } | null } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type PreparationPollQueryVariables = Exact<{
  id: string | number;
}>;


export type PreparationPollQuery = { preparation: { preparationId: string, status: PreparationStatus, phase: PreparationPhase, benchmark: string | null, benchmarks: Array<string>, profile: ProfileId | null, seed: number | null, limit: number | null, error: string | null, request: unknown, createdAt: string, updatedAt: string, items: Array<{ benchmark: string, status: PreparationStatus, phase: PreparationPhase, reused: boolean, caseCount: number | null, datasetId: string | null, sourceIds: Array<string>, error: string | null, bytesDone: number | null, bytesTotal: number | null }>, dataset: { datasetId: string, name: string, caseCount: number, manifest: unknown } | null } | null };

export type ExperimentSummaryFragment = { experimentId: string, name: string, owner: string, createdAt: string, updatedAt: string, runCount: number, activeRunCount: number };

export type ExperimentLinkFragment = { role: ExperimentRole | null, hypothesis: string, linkedAt: string, run: { runId: string, name: string, status: RunStatus } };

export type ExperimentListQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type ExperimentListQuery = { experiments: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { experimentId: string, name: string, owner: string, createdAt: string, updatedAt: string, runCount: number, activeRunCount: number } }> } };

export type ExperimentShowQueryVariables = Exact<{
  id: string | number;
  first: number;
  after?: string | null | undefined;
}>;


export type ExperimentShowQuery = { experiment: { experimentId: string, name: string, owner: string, createdAt: string, updatedAt: string, runCount: number, activeRunCount: number, members: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { role: ExperimentRole | null, hypothesis: string, linkedAt: string, run: { profile: ProfileId | null, profileName: string, runId: string, name: string, status: RunStatus } } }> } } | null };

export type ExperimentCreateMutationVariables = Exact<{
  name: string;
  idempotencyKey: string;
}>;


export type ExperimentCreateMutation = { createExperiment: { experiment: { experimentId: string, name: string, owner: string, createdAt: string, updatedAt: string, runCount: number, activeRunCount: number } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type ExperimentAttachMutationVariables = Exact<{
  experimentId: string | number;
  runId: string | number;
  role: ExperimentRole;
  hypothesis?: string | null | undefined;
}>;


export type ExperimentAttachMutation = { attachRun: { membership: { role: ExperimentRole | null, hypothesis: string, linkedAt: string, experiment: { experimentId: string, name: string, runCount: number, updatedAt: string }, run: { runId: string, name: string, status: RunStatus } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type ExperimentDeleteMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string;
}>;


export type ExperimentDeleteMutation = { deleteExperiment: { deletion: { experimentId: string, deleted: boolean, deletedAt: string, unlinkedRuns: number, runsDeleted: number, modelRequests: number, document: unknown } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type CliExportTrainingMutationVariables = Exact<{
  runId: string | number;
}>;


export type CliExportTrainingMutation = { exportTrainingMatrix: { matrix: { sourceRunId: string, caseCount: number, targetCount: number, document: unknown } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type FrozenPlanFieldsFragment = { planSha256: string, caseSha256: string, total: number, caseCount: number, estimatedMaxReservationUsd: number | null, modelRequests: number, manifest: unknown, manifestText: string, warnings: Array<{ code: PlanWarningCode, certain: boolean, message: string }>, targets: Array<{ targetId: string, kind: TargetKind | null, model: string | null, priced: boolean, configHash: string | null, maxInferenceCalls: number | null }> };

export type PlanRunMutationVariables = Exact<{
  input?: PlanInput | null | undefined;
  manifest?: unknown;
}>;


export type PlanRunMutation = { planRun: { plan: { planSha256: string, caseSha256: string, total: number, caseCount: number, estimatedMaxReservationUsd: number | null, modelRequests: number, manifest: unknown, manifestText: string, warnings: Array<{ code: PlanWarningCode, certain: boolean, message: string }>, targets: Array<{ targetId: string, kind: TargetKind | null, model: string | null, priced: boolean, configHash: string | null, maxInferenceCalls: number | null }> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type ReconcileUsageMutationVariables = Exact<{
  runId: string | number;
}>;


export type ReconcileUsageMutation = { reconcileUsage: { correction: { correctionId: string, version: string | null, createdAt: string | null, planSha256: string | null, evidenceSha256: string | null, qualified: boolean | null, verifiedCallCount: number | null, unverifiableCallCount: number | null, correctedCallCount: number | null, originalKnownSpendUsd: number | null, correctedKnownSpendUsd: number | null, modelRequests: number, document: unknown } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type RecoveryPlanMutationVariables = Exact<{
  runId: string | number;
  mode: RecoveryMode;
}>;


export type RecoveryPlanMutation = { recoveryPlan: { recoveryPlan: { parentRunId: string, mode: RecoveryMode, scope: string, planSha256: string, modelRequests: number, requiresNewAttemptAcknowledgment: boolean, newAttemptBudgetUsd: number | null, document: unknown, counts: { eligible: number, excluded: number }, eligibleCells: Array<{ caseId: string, targetId: string }>, excludedCells: Array<{ caseId: string, targetId: string, reason: RecoveryExclusionReason }>, parent: { status: RunStatus, knownSpendUsd: number, spendComplete: boolean, progress: { total: number, completed: number, failed: number, running: number, timeout: number, pending: number } } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type RecoverMutationVariables = Exact<{
  runId: string | number;
  plan: unknown;
  idempotencyKey: string;
  acknowledgeNewAttempt?: boolean | null | undefined;
}>;


export type RecoverMutation = { recover: { run: { runId: string, name: string, status: RunStatus, parentRunId: string | null, createdAt: string, planSha256: string, progress: { total: number, completed: number, failed: number, running: number, timeout: number, pending: number }, lineage: { recoveryMode: RecoveryMode | null, selectedCellCount: number | null, newAttemptAcknowledged: boolean | null } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type RegradeMutationVariables = Exact<{
  runId: string | number;
}>;


export type RegradeMutation = { regrade: { regrade: { kind: string, sourceRunId: string, sourcePlanSha256: string, graderVersion: string, changedCount: number, modelRequests: number, document: unknown, results: Array<{ caseId: string, targetId: string, answer: unknown, correct: boolean }> } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type RegradeSavedResultsQueryVariables = Exact<{
  id: string | number;
  first: number;
  after?: string | null | undefined;
}>;


export type RegradeSavedResultsQuery = { run: { results: { pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { caseId: string, targetId: string, correct: boolean | null } }> } } | null };

export type CliCreateReplayMutationVariables = Exact<{
  baselineRunId: string | number;
  previewRunId: string | number;
  idempotencyKey: string;
}>;


export type CliCreateReplayMutation = { createReplay: { run: { runId: string, name: string, mode: RunMode, status: RunStatus, caseCount: number } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type ReportDocumentQueryVariables = Exact<{
  id: string | number;
}>;


export type ReportDocumentQuery = { run: { runId: string, reportDocument: unknown } | null };

export type ReportHtmlQueryVariables = Exact<{
  id: string | number;
}>;


export type ReportHtmlQuery = { run: { runId: string, reportHtml: string } | null };

export type ReportSummaryQueryVariables = Exact<{
  id: string | number;
}>;


export type ReportSummaryQuery = { run: { runId: string, name: string, report: { status: RunStatus, complete: boolean, totalSpendUsd: number | null, wallTimeSeconds: number, limitations: Array<string>, failure: { reason: string | null, targetId: string | null, caseId: string | null } | null, targets: Array<{ targetId: string, accuracy: number | null, accuracyCi95: Array<number> | null, accuracyDenominator: string, correct: number | null, scored: number, completed: number, failed: number, timeouts: number, pending: number, costUsd: number | null, evaluationCostUsd: number | null, latencyP50Seconds: number | null, latencyP95Seconds: number | null }> } } | null };

export type StartRunMutationVariables = Exact<{
  planSha256?: string | null | undefined;
  plan?: unknown;
  key: string;
}>;


export type StartRunMutation = { startRun: { run: { runId: string, name: string, status: RunStatus, planSha256: string, createdAt: string, updatedAt: string, wallTimeSeconds: number, error: string | null, progress: { total: number, completed: number, failed: number, running: number, timeout: number, pending: number } } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type RunsListQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: RunFilter | null | undefined;
}>;


export type RunsListQuery = { runs: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { caseCount: number, error: string | null, runId: string, name: string, status: RunStatus, mode: RunMode, profile: ProfileId | null, profileName: string, owner: string, parentRunId: string | null, createdAt: string, updatedAt: string, targets: Array<{ targetId: string, kind: TargetKind | null, model: string | null }>, progress: { total: number, completed: number, failed: number, running: number, timeout: number, pending: number }, importedFrom: { storeName: string, storeSha256: string, importedAt: string } | null } }> } };

export type RunRecordQueryVariables = Exact<{
  id: string | number;
}>;


export type RunRecordQuery = { run: { wallTimeSeconds: number, caseCount: number, benchmarks: Array<string>, planSha256: string, seed: number | null, error: string | null, runId: string, name: string, status: RunStatus, mode: RunMode, profile: ProfileId | null, profileName: string, owner: string, parentRunId: string | null, createdAt: string, updatedAt: string, targets: Array<{ targetId: string, kind: TargetKind | null, model: string | null, priced: boolean }>, progress: { total: number, completed: number, failed: number, running: number, timeout: number, pending: number }, importedFrom: { storeName: string, storeSha256: string, importedAt: string } | null } | null };

export type RunCallsQueryVariables = Exact<{
  id: string | number;
  first: number;
  after?: string | null | undefined;
  filter?: CallFilter | null | undefined;
}>;


export type RunCallsQuery = { run: { runId: string, calls: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { callId: string, caseId: string, targetId: string, role: CallRole, status: CallStatus, model: string | null, selectedModel: string | null, startedAt: string | null, finishedAt: string | null, latencySeconds: number | null, ttftSeconds: number | null, costUsd: number | null, finishReason: string | null, error: string | null, usage: { inputTokens: number, cachedInputTokens: number, cacheWriteTokens: number, outputTokens: number, total: number } | null, receipt: { toolCalls: unknown } } }> } } | null };

export type TargetRecordFragment = { targetId: string, kind: TargetKind, model: string, priced: boolean, sessionMode: SessionMode, previewable: boolean, configHash: string | null, maxInferenceCalls: number | null, prices: Array<{ model: string, inputUsdPerMillion: number | null, cachedInputUsdPerMillion: number | null, cacheWriteUsdPerMillion: number | null, outputUsdPerMillion: number | null }> | null, requestParams: { names: Array<string>, document: unknown } | null };

export type TargetListQueryVariables = Exact<{ [key: string]: never; }>;


export type TargetListQuery = { targets: Array<{ targetId: string, kind: TargetKind, model: string, priced: boolean, sessionMode: SessionMode, previewable: boolean, configHash: string | null, maxInferenceCalls: number | null, prices: Array<{ model: string, inputUsdPerMillion: number | null, cachedInputUsdPerMillion: number | null, cacheWriteUsdPerMillion: number | null, outputUsdPerMillion: number | null }> | null, requestParams: { names: Array<string>, document: unknown } | null }> };

export type TargetRegisterMutationVariables = Exact<{
  targets: Array<unknown> | unknown;
}>;


export type TargetRegisterMutation = { registerTargets: { targets: Array<{ targetId: string, kind: TargetKind, model: string, priced: boolean, sessionMode: SessionMode, previewable: boolean, configHash: string | null, maxInferenceCalls: number | null, prices: Array<{ model: string, inputUsdPerMillion: number | null, cachedInputUsdPerMillion: number | null, cacheWriteUsdPerMillion: number | null, outputUsdPerMillion: number | null }> | null, requestParams: { names: Array<string>, document: unknown } | null }> | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export const ProgressCountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]} as unknown as DocumentNode<ProgressCountsFragment, unknown>;
export const RunHeaderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RunHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Run"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"parentRunId"}},{"kind":"Field","name":{"kind":"Name","value":"importedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"storeSha256"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RunHeaderFragment, unknown>;
export const DatasetHeaderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"customSubset"}}]}}]} as unknown as DocumentNode<DatasetHeaderFragment, unknown>;
export const DatasetDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetHeader"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}},{"kind":"Field","name":{"kind":"Name","value":"preparation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"customSubset"}}]}}]} as unknown as DocumentNode<DatasetDetailFragment, unknown>;
export const PreparationStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreparationState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preparation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"request"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"reused"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceIds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDone"}},{"kind":"Field","name":{"kind":"Name","value":"bytesTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}}]}}]}}]} as unknown as DocumentNode<PreparationStateFragment, unknown>;
export const ExperimentSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperimentSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experiment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experimentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"runCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeRunCount"}}]}}]} as unknown as DocumentNode<ExperimentSummaryFragment, unknown>;
export const ExperimentLinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperimentLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExperimentMembership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"hypothesis"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ExperimentLinkFragment, unknown>;
export const FrozenPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FrozenPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planSha256"}},{"kind":"Field","name":{"kind":"Name","value":"caseSha256"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMaxReservationUsd"}},{"kind":"Field","name":{"kind":"Name","value":"modelRequests"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"certain"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"configHash"}},{"kind":"Field","name":{"kind":"Name","value":"maxInferenceCalls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}},{"kind":"Field","name":{"kind":"Name","value":"manifestText"}}]}}]} as unknown as DocumentNode<FrozenPlanFieldsFragment, unknown>;
export const TargetRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Target"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"sessionMode"}},{"kind":"Field","name":{"kind":"Name","value":"previewable"}},{"kind":"Field","name":{"kind":"Name","value":"configHash"}},{"kind":"Field","name":{"kind":"Name","value":"maxInferenceCalls"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"inputUsdPerMillion"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputUsdPerMillion"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWriteUsdPerMillion"}},{"kind":"Field","name":{"kind":"Name","value":"outputUsdPerMillion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"names"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}}]} as unknown as DocumentNode<TargetRecordFragment, unknown>;
export const FollowRunProgressDocument = {"__meta__":{"hash":"sha256:3acb322166fd4e815d3a04145b00179a38aab23878fdf63735c0679e6971e8ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FollowRunProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"knownSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"wallTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressCounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]} as unknown as DocumentNode<FollowRunProgressSubscription, FollowRunProgressSubscriptionVariables>;
export const FollowRunStateDocument = {"__meta__":{"hash":"sha256:3d9e562d81277398610bffd300fa5eb5a086e99c53f05d3c4253d86e33a7c870"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowRunState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"wallTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressCounts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]} as unknown as DocumentNode<FollowRunStateQuery, FollowRunStateQueryVariables>;
export const RunIdsWithDocument = {"__meta__":{"hash":"sha256:a081893d1cc968c9b5fa73e636be0e7fecdb62635a836d084868f9763c2f9000"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunIdsWith"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RunIdsWithQuery, RunIdsWithQueryVariables>;
export const DatasetIdsWithDocument = {"__meta__":{"hash":"sha256:97ded907ec7e4a4448e1be40e427c21fabbeefd600a359e878ea0b5196b8b75d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetIdsWith"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DatasetIdsWithQuery, DatasetIdsWithQueryVariables>;
export const ExperimentIdsDocument = {"__meta__":{"hash":"sha256:f2ed879ce5123f68d99c6df06b9ce25c3c01c7754494ec332ff49ad6991fbaf0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExperimentIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experiments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experimentId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExperimentIdsQuery, ExperimentIdsQueryVariables>;
export const CancelRunDocument = {"__meta__":{"hash":"sha256:acb6da3c3332675a1042208c3c14757dadbd2dd1d32d9fd876ecf12103619068"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressCounts"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]} as unknown as DocumentNode<CancelRunMutation, CancelRunMutationVariables>;
export const CliCandidatePlanDocument = {"__meta__":{"hash":"sha256:cc9e21ddfa1d3422049c3809833f488a135a68c07fbe3256465f7e858b84a76e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CliCandidatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baselineRunId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RunMode"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hypothesis"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"experimentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidatePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"baselineRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baselineRunId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"targetIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetIds"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"hypothesis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hypothesis"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"experimentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"experimentId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FrozenPlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FrozenPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planSha256"}},{"kind":"Field","name":{"kind":"Name","value":"caseSha256"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMaxReservationUsd"}},{"kind":"Field","name":{"kind":"Name","value":"modelRequests"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"certain"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"configHash"}},{"kind":"Field","name":{"kind":"Name","value":"maxInferenceCalls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}},{"kind":"Field","name":{"kind":"Name","value":"manifestText"}}]}}]} as unknown as DocumentNode<CliCandidatePlanMutation, CliCandidatePlanMutationVariables>;
export const RunCasesDocument = {"__meta__":{"hash":"sha256:f93cf3339de789aafeebe7cba8b0f86d43d990bf8f6bb879d6eb5dc21a6e731b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunCases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseMatrixFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"caseMatrix"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetIds"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}},{"kind":"Field","name":{"kind":"Name","value":"latencySeconds"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RunCasesQuery, RunCasesQueryVariables>;
export const CompareDocument = {"__meta__":{"hash":"sha256:d46c244b025cb62c87d37df98f5feda84db9f7a9a0caef0fca264d2bbc245657"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Compare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseline"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"candidates"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"json"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"baselineRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseline"}}},{"kind":"Argument","name":{"kind":"Name","value":"candidateRunIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"candidates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"json"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"json"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"csv"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateRunId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PairComparison"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateRunId"}},{"kind":"Field","name":{"kind":"Name","value":"qualityDenominator"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baselineTargetId"}},{"kind":"Field","name":{"kind":"Name","value":"candidateTargetId"}},{"kind":"Field","name":{"kind":"Name","value":"qualityMetric"}},{"kind":"Field","name":{"kind":"Name","value":"pairedCases"}},{"kind":"Field","name":{"kind":"Name","value":"qualityDelta"}},{"kind":"Field","name":{"kind":"Name","value":"qualityDeltaCi95"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"ties"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"subjectCostSavingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostSavingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostComparisonReason"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompareQuery, CompareQueryVariables>;
export const DatasetListDocument = {"__meta__":{"hash":"sha256:e888c56de095cb43d0ed4317d84ab8c9d0f3f1833c91b035aca3c9d25cd9499b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetHeader"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"customSubset"}}]}}]} as unknown as DocumentNode<DatasetListQuery, DatasetListQueryVariables>;
export const DatasetShowDocument = {"__meta__":{"hash":"sha256:201a6ea84910df4fb44ab68b6070a538e9fea649f15acaf13203d30fb594819d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"customSubset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetHeader"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}},{"kind":"Field","name":{"kind":"Name","value":"preparation"}}]}}]} as unknown as DocumentNode<DatasetShowQuery, DatasetShowQueryVariables>;
export const DatasetBenchmarksDocument = {"__meta__":{"hash":"sha256:e0a614d489811f7d580e3f26661e2e6c2da91bc7c850effc78b2dfbc74e8b7ed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetBenchmarks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmarkId"}}]}}]}}]}}]} as unknown as DocumentNode<DatasetBenchmarksQuery, DatasetBenchmarksQueryVariables>;
export const DatasetComposeDocument = {"__meta__":{"hash":"sha256:b5854b861b650542d77a6afa14a251b769683117a4591ab30c8e6eee2c94fb14"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DatasetCompose"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"datasetIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"benchmarks"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"composeDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"datasetIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"datasetIds"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"benchmarks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"benchmarks"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetDetail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"customSubset"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatasetDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatasetHeader"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}},{"kind":"Field","name":{"kind":"Name","value":"preparation"}}]}}]} as unknown as DocumentNode<DatasetComposeMutation, DatasetComposeMutationVariables>;
export const DatasetPrepareDocument = {"__meta__":{"hash":"sha256:3d7a4bb80cc74993f5dbec09694514137d212b492a2b048452b094a657da4bb4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DatasetPrepare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrepareDatasetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prepareDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreparationState"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreparationState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preparation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"request"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"reused"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceIds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDone"}},{"kind":"Field","name":{"kind":"Name","value":"bytesTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}}]}}]}}]} as unknown as DocumentNode<DatasetPrepareMutation, DatasetPrepareMutationVariables>;
export const PreparationPollDocument = {"__meta__":{"hash":"sha256:60e344e55fbec6d228c724b3436c35d2bd93a15b1db3acf75ecf2fe6f2b279a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreparationPoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreparationState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreparationState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preparation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"request"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"reused"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceIds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDone"}},{"kind":"Field","name":{"kind":"Name","value":"bytesTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}}]}}]}}]} as unknown as DocumentNode<PreparationPollQuery, PreparationPollQueryVariables>;
export const ExperimentListDocument = {"__meta__":{"hash":"sha256:07873801f6c27864caf808579edfd4837adee68dfa4f93f2997d4d86f4ecabab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExperimentList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experiments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExperimentSummary"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperimentSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experiment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experimentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"runCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeRunCount"}}]}}]} as unknown as DocumentNode<ExperimentListQuery, ExperimentListQueryVariables>;
export const ExperimentShowDocument = {"__meta__":{"hash":"sha256:0ebf45e493079b5e0a3819b8e1e396ef426f8d0c0cd84cbeccf184ebd0483804"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExperimentShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experiment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExperimentSummary"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExperimentLink"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperimentSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experiment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experimentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"runCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeRunCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperimentLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExperimentMembership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"hypothesis"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ExperimentShowQuery, ExperimentShowQueryVariables>;
export const ExperimentCreateDocument = {"__meta__":{"hash":"sha256:392a07e5c0cb7076b65065d78f53d55e5a353f9e232b7f76f4dc52cf6ca53006"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExperimentCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExperiment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experiment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExperimentSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperimentSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Experiment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experimentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"runCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeRunCount"}}]}}]} as unknown as DocumentNode<ExperimentCreateMutation, ExperimentCreateMutationVariables>;
export const ExperimentAttachDocument = {"__meta__":{"hash":"sha256:394f8bf66255ebc4fc4d1156cb6cfda7d74742cfe4b2ad28d79e3a62fffb631e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExperimentAttach"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"experimentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExperimentRole"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hypothesis"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"experimentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"experimentId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"hypothesis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hypothesis"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExperimentLink"}},{"kind":"Field","name":{"kind":"Name","value":"experiment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experimentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"runCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperimentLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExperimentMembership"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"hypothesis"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ExperimentAttachMutation, ExperimentAttachMutationVariables>;
export const ExperimentDeleteDocument = {"__meta__":{"hash":"sha256:8f4d283d9cc5b1483d1913fe1bca433d6cf64cddf6c7b1f0437da5d674cc8fc2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExperimentDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExperiment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experimentId"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"unlinkedRuns"}},{"kind":"Field","name":{"kind":"Name","value":"runsDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"modelRequests"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ExperimentDeleteMutation, ExperimentDeleteMutationVariables>;
export const CliExportTrainingDocument = {"__meta__":{"hash":"sha256:1fe6646450ed2491e5c63af7f42a1ba2f6db18a0511b8ffe66812e776c6d8de3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CliExportTraining"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportTrainingMatrix"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matrix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceRunId"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"targetCount"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CliExportTrainingMutation, CliExportTrainingMutationVariables>;
export const PlanRunDocument = {"__meta__":{"hash":"sha256:113cdf268f010480bb286837adddf9b71a405278dc278e33661c694c7b509f5a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlanRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"manifest"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"manifest"},"value":{"kind":"Variable","name":{"kind":"Name","value":"manifest"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FrozenPlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FrozenPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planSha256"}},{"kind":"Field","name":{"kind":"Name","value":"caseSha256"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMaxReservationUsd"}},{"kind":"Field","name":{"kind":"Name","value":"modelRequests"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"certain"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"configHash"}},{"kind":"Field","name":{"kind":"Name","value":"maxInferenceCalls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}},{"kind":"Field","name":{"kind":"Name","value":"manifestText"}}]}}]} as unknown as DocumentNode<PlanRunMutation, PlanRunMutationVariables>;
export const ReconcileUsageDocument = {"__meta__":{"hash":"sha256:1cc59419f274ba6a652fe6ab0a5e6c70baaac87e51c9ec34877d52e672eb444e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReconcileUsage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reconcileUsage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctionId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"planSha256"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceSha256"}},{"kind":"Field","name":{"kind":"Name","value":"qualified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedCallCount"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiableCallCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctedCallCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalKnownSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"correctedKnownSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"modelRequests"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReconcileUsageMutation, ReconcileUsageMutationVariables>;
export const RecoveryPlanDocument = {"__meta__":{"hash":"sha256:eaf751715aa786c841145b45e29bcb3cd0aea7d8f7b2eeb16fc2fa23805ebdef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoveryPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoveryMode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentRunId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"planSha256"}},{"kind":"Field","name":{"kind":"Name","value":"modelRequests"}},{"kind":"Field","name":{"kind":"Name","value":"requiresNewAttemptAcknowledgment"}},{"kind":"Field","name":{"kind":"Name","value":"newAttemptBudgetUsd"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"excluded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligibleCells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"excludedCells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"knownSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"spendComplete"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressCounts"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]} as unknown as DocumentNode<RecoveryPlanMutation, RecoveryPlanMutationVariables>;
export const RecoverDocument = {"__meta__":{"hash":"sha256:5cafd71be8e3da71d5b36d9eca1c9fa81c2b6a0f03f4b495c8241d75f6d62a82"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Recover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acknowledgeNewAttempt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"acknowledgeNewAttempt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acknowledgeNewAttempt"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"parentRunId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"planSha256"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressCounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryMode"}},{"kind":"Field","name":{"kind":"Name","value":"selectedCellCount"}},{"kind":"Field","name":{"kind":"Name","value":"newAttemptAcknowledged"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]} as unknown as DocumentNode<RecoverMutation, RecoverMutationVariables>;
export const RegradeDocument = {"__meta__":{"hash":"sha256:bfab6027734827765c6a2dc46da49c3f7fa4ad8c0b0bd36c262529d3393bc641"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Regrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regrade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRunId"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePlanSha256"}},{"kind":"Field","name":{"kind":"Name","value":"graderVersion"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"modelRequests"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RegradeMutation, RegradeMutationVariables>;
export const RegradeSavedResultsDocument = {"__meta__":{"hash":"sha256:f49a93ca1fcc4a1b8cdd0b222ce2788044ea7a3adc13d59bf89f5666f36c973c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegradeSavedResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RegradeSavedResultsQuery, RegradeSavedResultsQueryVariables>;
export const CliCreateReplayDocument = {"__meta__":{"hash":"sha256:f627931e9ebe34b9ef93aab65aaf476d1e11b69690c95a93bb22872556f85edd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CliCreateReplay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baselineRunId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"previewRunId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReplay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"baselineRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baselineRunId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"previewRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"previewRunId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CliCreateReplayMutation, CliCreateReplayMutationVariables>;
export const ReportDocumentDocument = {"__meta__":{"hash":"sha256:10fbe2470f3c0b4f96b8b44b25177ee0909b728e643a95bb4cbc9724d7727035"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"reportDocument"}}]}}]}}]} as unknown as DocumentNode<ReportDocumentQuery, ReportDocumentQueryVariables>;
export const ReportHtmlDocument = {"__meta__":{"hash":"sha256:5b2162de96df037d1c9ddf53105698c7da7f34ca47b6253af2b53d764a6f6084"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportHtml"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"reportHtml"}}]}}]}}]} as unknown as DocumentNode<ReportHtmlQuery, ReportHtmlQueryVariables>;
export const ReportSummaryDocument = {"__meta__":{"hash":"sha256:e86b97c16dd7649aa0d510cb11f3114b790cd699eea36803884f90d4464114db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"wallTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"limitations"}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}},{"kind":"Field","name":{"kind":"Name","value":"accuracyCi95"}},{"kind":"Field","name":{"kind":"Name","value":"accuracyDenominator"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"scored"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"timeouts"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}},{"kind":"Field","name":{"kind":"Name","value":"evaluationCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"latencyP50Seconds"}},{"kind":"Field","name":{"kind":"Name","value":"latencyP95Seconds"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReportSummaryQuery, ReportSummaryQueryVariables>;
export const StartRunDocument = {"__meta__":{"hash":"sha256:5feef25e7e31e9721cf49f9cb3dd42c5e75ee1e708658bf1233ae61c93f5c687"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planSha256"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"planSha256"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planSha256"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"manifest"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"planSha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wallTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressCounts"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]} as unknown as DocumentNode<StartRunMutation, StartRunMutationVariables>;
export const RunsListDocument = {"__meta__":{"hash":"sha256:a469081d19a08f45520fdf4b80b9eedf28bb9f14a01ea131eb18234abbce9001"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RunFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RunHeader"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressCounts"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RunHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Run"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"parentRunId"}},{"kind":"Field","name":{"kind":"Name","value":"importedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"storeSha256"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]} as unknown as DocumentNode<RunsListQuery, RunsListQueryVariables>;
export const RunRecordDocument = {"__meta__":{"hash":"sha256:89ac7b858cb319b80fb5ed63d3aaeb92ef6a89ba1ec130030cd474dd0a00911b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunRecord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RunHeader"}},{"kind":"Field","name":{"kind":"Name","value":"wallTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"}},{"kind":"Field","name":{"kind":"Name","value":"planSha256"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressCounts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RunHeader"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Run"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"parentRunId"}},{"kind":"Field","name":{"kind":"Name","value":"importedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"storeSha256"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressCounts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]} as unknown as DocumentNode<RunRecordQuery, RunRecordQueryVariables>;
export const RunCallsDocument = {"__meta__":{"hash":"sha256:b2dc27a063718d8a372a020169ae2b2cbf4f5223c8421bc776cf035441387631"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunCalls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CallFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"calls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"selectedModel"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"latencySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"ttftSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}},{"kind":"Field","name":{"kind":"Name","value":"finishReason"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWriteTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toolCalls"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RunCallsQuery, RunCallsQueryVariables>;
export const TargetListDocument = {"__meta__":{"hash":"sha256:725bd3e700d505e298667f66f853be323d8318589db69ac929ae6314cd543824"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TargetList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TargetRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Target"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"sessionMode"}},{"kind":"Field","name":{"kind":"Name","value":"previewable"}},{"kind":"Field","name":{"kind":"Name","value":"configHash"}},{"kind":"Field","name":{"kind":"Name","value":"maxInferenceCalls"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"inputUsdPerMillion"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputUsdPerMillion"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWriteUsdPerMillion"}},{"kind":"Field","name":{"kind":"Name","value":"outputUsdPerMillion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"names"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}}]} as unknown as DocumentNode<TargetListQuery, TargetListQueryVariables>;
export const TargetRegisterDocument = {"__meta__":{"hash":"sha256:3ec38a84052483f4262f4b2afe0216c0496e305883fcdbf2cfb48a66ad2eee0d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TargetRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targets"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerTargets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"targets"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targets"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TargetRecord"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Target"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"sessionMode"}},{"kind":"Field","name":{"kind":"Name","value":"previewable"}},{"kind":"Field","name":{"kind":"Name","value":"configHash"}},{"kind":"Field","name":{"kind":"Name","value":"maxInferenceCalls"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"inputUsdPerMillion"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputUsdPerMillion"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWriteUsdPerMillion"}},{"kind":"Field","name":{"kind":"Name","value":"outputUsdPerMillion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"names"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}}]} as unknown as DocumentNode<TargetRegisterMutation, TargetRegisterMutationVariables>;