/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The note and what it is about. */
export type AddRunNoteInput = {
  /** The text: 1 to 4,000 characters once trimmed. */
  body: string;
  /** A planned case of the run; omit for a note on the whole run. */
  caseId?: string | null | undefined;
  /** At most 128 characters; repeating the request with it returns the same note. */
  idempotencyKey: string;
  /** The run: natural `run-…` id or global id. */
  runId: string | number;
  /** With `caseId`: one of the run’s targets, for a note on that cell. */
  targetId?: string | null | undefined;
};

/** How a benchmark’s answers are graded. */
export type BenchmarkKind =
  /** A multi-turn task with tools or a simulated user; the environment scores the outcome. */
  | 'AGENT'
  /** Generated code is run against the benchmark’s tests. */
  | 'CODE'
  /** A grid answer is parsed and compared cell by cell with the reference grid. */
  | 'GRID'
  /** A fixed judge model compares the reply with the reference answer. */
  | 'JUDGE'
  /** The answer letter is parsed from the reply and compared with the reference. */
  | 'MULTIPLE_CHOICE';

/** Where an in-flight call’s transport is. */
export type CallActivityPhase =
  /** Building the request; nothing sent yet. */
  | 'PREPARING'
  /** Receiving the response. */
  | 'STREAMING'
  /** The request was sent and no response byte has arrived yet. */
  | 'WAITING';

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

/** How a case moved from the baseline to the candidate, as the paired record counts it. */
export type CaseChange =
  /** Only the baseline is right. */
  | 'LOSS'
  /** Both right, or both not (a failed or unanswered case counts as not right). */
  | 'TIE'
  /** A side has no grade (a preview or ungraded cell). */
  | 'UNPAIRED'
  /** Only the candidate is right. */
  | 'WIN';

/** The two targets to diff, and which cases to show. */
export type CaseDiffInput = {
  /** The baseline run (natural or global id). */
  baselineRunId: string | number;
  /** The baseline run’s target. */
  baselineTargetId: string;
  /** The candidate run (natural or global id). */
  candidateRunId: string | number;
  /** The candidate run’s target. */
  candidateTargetId: string;
  /** Case-insensitive text in the case id, benchmark or question; at most 200 characters. */
  search?: string | null | undefined;
  /** CHANGED when omitted. */
  view?: CaseDiffView | null | undefined;
};

/** Which cases the diff shows. */
export type CaseDiffView =
  /** Every case both targets planned. */
  | 'ALL'
  /** Wins and losses: the cases whose outcome differs. */
  | 'CHANGED'
  /** Only losses. */
  | 'LOSSES'
  /** Only wins. */
  | 'WINS';

/** Which cases the matrix shows. */
export type CaseMatrixView =
  /** Every planned case. */
  | 'ALL'
  /** Cases where, among graded cells, some targets are right and some are not. */
  | 'DISAGREE'
  /** Cases that at least one target got wrong or failed. */
  | 'WRONG';

/** Why a finished comparison-options search found nothing. */
export type ComparisonOptionsEmptyReason =
  /** The baseline is not a completed live run with a single-model target. */
  | 'BASELINE_NOT_COMPLETED_LIVE_SINGLE'
  /** Some evidence was too large to verify. */
  | 'EVIDENCE_SIZE_LIMIT'
  /** No saved run is compatible. */
  | 'NO_COMPATIBLE_SAVED_RUNS';

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

/** Where a harness cell is: starting its process, running, waiting for a model call through the bridge, stopping, or finished. */
export type HarnessPhase =
  /** The harness process has ended. */
  | 'FINISHED'
  /** The harness is working between model calls. */
  | 'RUNNING'
  /** The harness process is being started. */
  | 'STARTING'
  /** The harness is being stopped (cancellation, failed call, deadline or log limit). */
  | 'STOPPING'
  /** A model call through the bridge is in flight. */
  | 'WAITING_FOR_MODEL';

/** Whether a question’s input can be shown. */
export type InputStatus =
  /** The input is shown. */
  | 'AVAILABLE'
  /** A task’s pinned input is missing, no longer matches its digest, or is too large to show; `inputNotice` says why. */
  | 'UNAVAILABLE';

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

/** Who a shown question message is from; assistant and tool messages are never shown. */
export type MessageRole =
  /** A developer instruction. */
  | 'DEVELOPER'
  /** A system instruction. */
  | 'SYSTEM'
  /** The user’s message. */
  | 'USER';

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

/** Whether a MoM router’s recipe was captured for a run. */
export type RecipeSnapshotStatus =
  /** The recipe was captured; its hash and contents are available. */
  | 'CAPTURED'
  /** No recipe was captured. */
  | 'UNAVAILABLE';

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

/** Why a finished replay-options search found nothing. */
export type ReplayOptionsEmptyReason =
  /** The baseline is not a completed live single-model run. */
  | 'BASELINE_NOT_COMPLETED_LIVE'
  /** Some saved evidence was too large to verify. */
  | 'EVIDENCE_SIZE_LIMIT'
  /** No completed preview is compatible with the baseline. */
  | 'NO_COMPATIBLE_SAVED_RUNS';

/** Status of one case result (a cell: one case on one subject target). A planned cell that was never dispatched has no result. */
export type ResultStatus =
  /** An error ended the cell after the run was cancelled or a run or case deadline passed; counts as incorrect. */
  | 'CANCELLED'
  /** The cell ended with a graded outcome (an answer cut off at the output limit completes as incorrect). */
  | 'COMPLETED'
  /** An error ended the cell while the run was not being cancelled; counts as incorrect. */
  | 'FAILED'
  /** The cell was picked up and its calls are in progress. */
  | 'RUNNING'
  /** The worker stopped while the cell was running; its requests may have been billed and are never retried. Counts as incorrect. */
  | 'SENT_UNKNOWN'
  /** Found only in imported history; this server never writes it. Counted separately, as incorrect. */
  | 'TIMEOUT';

/** Access roles, ordered READ < WRITE < RUN < ADMIN; each includes the ones before it. */
export type Role =
  /** Everything: also the target registry, plans with unregistered targets, submitted manifests and every owner’s runs. */
  | 'ADMIN'
  /** Queries and comparisons. */
  | 'READ'
  /** WRITE, plus starting, cancelling, recovering and replaying runs. */
  | 'RUN'
  /** READ, plus plans, datasets, experiments, route previews, regrades, exports, reconciliation and recovery plans. */
  | 'WRITE';

/** What a run event records. */
export type RunEventKind =
  /** An accounting correction was computed for the run. */
  | 'ACCOUNTING_RECONCILED'
  /** A saved call was copied into a replay run. */
  | 'CALL_REPLAYED'
  /** A model call was recorded before its request was sent. */
  | 'CALL_SENT'
  /** A user asked the run to stop. */
  | 'CANCELLATION_REQUESTED'
  /** The run’s status became CANCELLED. */
  | 'CANCELLED'
  /** A cell ended after the run was cancelled or a deadline passed. */
  | 'CASE_CANCELLED'
  /** A cell ended with a graded outcome. */
  | 'CASE_COMPLETED'
  /** A cell failed. */
  | 'CASE_FAILED'
  /** A cell was picked up. */
  | 'CASE_RUNNING'
  /** A cell was running when the worker stopped. */
  | 'CASE_SENT_UNKNOWN'
  /** A cell timed out (found only in imported history). */
  | 'CASE_TIMEOUT'
  /** The run’s status became COMPLETED. */
  | 'COMPLETED'
  /** The run was admitted (queued). */
  | 'CREATED'
  /** The run’s status became FAILED; `data.error` says why. */
  | 'FAILED'
  /** The run’s first failure, as the report shows it. */
  | 'FAILURE_OBSERVED'
  /** The run’s status became INTERRUPTED; `data.error` says why. */
  | 'INTERRUPTED'
  /** A kind this server does not know, found in imported history; `kindName` gives the stored text. It cannot be used as a filter. */
  | 'OTHER'
  /** The run’s status became RUNNING. */
  | 'RUNNING';

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

export type RunCountQueryVariables = Exact<{ [key: string]: never; }>;


export type RunCountQuery = { runs: { totalCount: number } };

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { viewer: { actorId: string, role: Role }, catalog: { version: string, modes: Array<RunMode>, benchmarks: Array<{ benchmarkId: string, title: string, kind: BenchmarkKind, weight: number, extension: boolean, sourceUrl: string, sizes: { smoke: number, quick: number, standard: number } | null }>, profiles: Array<{ profileId: ProfileId, split: Split, purpose: string, caseCount: number }> }, targets: Array<{ targetId: string, kind: TargetKind, model: string, priced: boolean, previewable: boolean, configHash: string | null, maxInferenceCalls: number | null }>, runs: { totalCount: number, edges: Array<{ node: { createdAt: string } }> } };

export type CompareOptionsQueryVariables = Exact<{
  baseline: string | number;
  hasBaseline: boolean;
}>;


export type CompareOptionsQuery = { baselines: { emptyReason: ComparisonOptionsEmptyReason | null, scanLimited: boolean, unverifiedPairs: number, unverifiedBaselines: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { runId: string, name: string, profile: ProfileId | null, caseCount: number, run: { createdAt: string, status: RunStatus } } }> }, partners?: { emptyReason: ComparisonOptionsEmptyReason | null, scanLimited: boolean, unverifiedPairs: number, unverifiedBaselines: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { runId: string, name: string, profile: ProfileId | null, caseCount: number, run: { createdAt: string, status: RunStatus } } }> }, chosen?: { runId: string, name: string, profileName: string, caseCount: number } | null };

export type CompareOptionsPageQueryVariables = Exact<{
  baseline?: string | number | null | undefined;
  after?: string | null | undefined;
}>;


export type CompareOptionsPageQuery = { comparisonOptions: { emptyReason: ComparisonOptionsEmptyReason | null, scanLimited: boolean, unverifiedPairs: number, unverifiedBaselines: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { runId: string, name: string, profile: ProfileId | null, caseCount: number, run: { createdAt: string, status: RunStatus } } }> } };

export type ComparisonOptionPageFragment = { emptyReason: ComparisonOptionsEmptyReason | null, scanLimited: boolean, unverifiedPairs: number, unverifiedBaselines: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { runId: string, name: string, profile: ProfileId | null, caseCount: number, run: { createdAt: string, status: RunStatus } } }> };

export type CompareQueryVariables = Exact<{
  baseline: string | number;
  candidates: Array<string | number> | string | number;
}>;


export type CompareQuery = { compare: { csv: string, json: unknown, baseline: { runId: string, name: string, profileName: string, caseCount: number, report: { targets: Array<{ targetId: string, macroAccuracy: number | null, correct: number | null, total: number, completed: number, failed: number, costComplete: boolean, costUsd: number | null, totalSpendUsd: number | null, cacheNeutralCostUsd: number | null, latencyP50Seconds: number | null, latencyP95Seconds: number | null, tokens: { total: number } | null }> } }, baselineSelection: { selection: string, qualification: string, selectedTargetId: string, tiedBestTargetIds: Array<string>, tiePolicy: string, costComparisonEligible: boolean, costComparisonReason: string | null }, results: Array<
      | { __typename: 'ComparisonRejected', candidateRunId: string, code: ComparisonRejectionCode, message: string }
      | { __typename: 'PairComparison', candidateRunId: string, candidateQualityComplete: boolean, baselineQualityComplete: boolean, qualityDenominator: string, candidate: { runId: string, name: string, createdAt: string, status: RunStatus, progress: { total: number, completed: number, failed: number }, report: { targets: Array<{ targetId: string, macroAccuracy: number | null, totalSpendUsd: number | null, failed: number }> } }, items: Array<{ candidateTargetId: string, baselineTargetId: string, qualityMetric: string, qualityDelta: number, qualityDeltaCi95: Array<number>, qualityDeltaCi95Method: string, qualityDeltaCi95Qualification: string, qualityDeltaBootstrapCi95: Array<number>, microQualityDelta: number, pairedCases: number, wins: number, losses: number, ties: number, totalCostSavingPercent: number | null, totalCostComparisonReason: string | null, subjectCostSavingPercent: number | null, baselineSubjectCostUsd: number | null, candidateSubjectCostUsd: number | null, baselineEvaluationCostUsd: number | null, candidateEvaluationCostUsd: number | null, baselineTotalCostUsd: number | null, candidateTotalCostUsd: number | null, cacheNeutralBaselineCostUsd: number | null, cacheNeutralCandidateCostUsd: number | null, cacheNeutralCostSavingPercent: number | null }> }
    > } };

export type CompareCaseDiffQueryVariables = Exact<{
  input: CaseDiffInput;
  after?: string | null | undefined;
}>;


export type CompareCaseDiffQuery = { caseDiff: { totalCount: number, hasNextPage: boolean, counts: { wins: number, ties: number, losses: number, unpaired: number }, rows: Array<{ cursor: string, caseId: string, benchmark: string, question: string, change: CaseChange, baseline: { targetId: string, outcome: MatrixCellOutcome, result: { id: string, answer: unknown, score: number | null } | null }, candidate: { targetId: string, outcome: MatrixCellOutcome, result: { id: string, answer: unknown, score: number | null } | null } }> } };

export type ReplayOptionsQueryVariables = Exact<{
  baseline: string | number;
  hasBaseline: boolean;
}>;


export type ReplayOptionsQuery = { replayBaselines: { emptyReason: ReplayOptionsEmptyReason | null, scanLimited: boolean, pageInfo: { hasNextPage: boolean }, edges: Array<{ node: { runId: string, name: string, profile: ProfileId | null, caseCount: number } }> }, replayPreviews?: { emptyReason: ReplayOptionsEmptyReason | null, scanLimited: boolean, pageInfo: { hasNextPage: boolean }, edges: Array<{ node: { runId: string, name: string, profile: ProfileId | null, caseCount: number } }> } };

export type ReplayOptionPageFragment = { emptyReason: ReplayOptionsEmptyReason | null, scanLimited: boolean, pageInfo: { hasNextPage: boolean }, edges: Array<{ node: { runId: string, name: string, profile: ProfileId | null, caseCount: number } }> };

export type CreateReplayMutationVariables = Exact<{
  baselineRunId: string | number;
  previewRunId: string | number;
  idempotencyKey: string;
}>;


export type CreateReplayMutation = { createReplay: { run: { runId: string } | null, userErrors: Array<{ code: ErrorCode, message: string, details: unknown }> } | null };

export type GenerationSettingsFragment = { names: Array<string>, temperature: number | null, topP: number | null, seed: number | null, maxTokens: number | null, reasoningEffort: ReasoningEffort | null };

export type CreateEvaluationQueryVariables = Exact<{
  baseline: string | number;
  withBaseline: boolean;
}>;


export type CreateEvaluationQuery = { datasets: { totalCount: number, edges: Array<{ node: { datasetId: string, name: string, profile: ProfileId | null, split: Split | null, seed: number | null, caseCount: number, customSubset: boolean, benchmarks: Array<{ benchmarkId: string, count: number }> } }> }, targets: Array<{ targetId: string, sessionMode: SessionMode, requestParams: { names: Array<string>, temperature: number | null, topP: number | null, seed: number | null, maxTokens: number | null, reasoningEffort: ReasoningEffort | null } | null }>, baselineRun?: { runId: string, name: string, mode: RunMode, profileName: string, caseCount: number, costPolicy: CostPolicy, status: RunStatus, sampling: { names: Array<string>, temperature: number | null, topP: number | null, seed: number | null, maxTokens: number | null, reasoningEffort: ReasoningEffort | null }, progress: { completed: number, failed: number, total: number }, limits: { maxCostUsd: number | null, maxRunSeconds: number | null, maxOutputTokens: number | null, concurrency: number | null, totalTimeoutSeconds: number | null, idleTimeoutSeconds: number | null, caseTimeoutSeconds: number | null, maxCallsPerCase: number | null }, targets: Array<{ targetId: string, kind: TargetKind | null }> } | null };

export type CreatePrepareDatasetMutationVariables = Exact<{
  benchmarks: Array<string> | string;
  profile: ProfileId;
  seed: number;
}>;


export type CreatePrepareDatasetMutation = { prepareDataset: { preparation: { preparationId: string, benchmark: string | null, benchmarks: Array<string>, profile: ProfileId | null, seed: number | null, limit: number | null, sourcePath: string | null, revision: string | null, status: PreparationStatus, phase: PreparationPhase, error: string | null, createdAt: string, updatedAt: string, dataset: { datasetId: string, caseCount: number } | null, items: Array<{ benchmark: string, status: PreparationStatus, phase: PreparationPhase, error: string | null, bytesDone: number | null, bytesTotal: number | null, caseCount: number | null, reused: boolean }> } | null, userErrors: Array<{ code: ErrorCode, message: string, details: unknown }> } | null };

export type CreateComposeDatasetMutationVariables = Exact<{
  datasetIds: Array<string | number> | string | number;
  benchmarks: Array<string> | string;
}>;


export type CreateComposeDatasetMutation = { composeDataset: { dataset: { datasetId: string, caseCount: number } | null, userErrors: Array<{ code: ErrorCode, message: string, details: unknown }> } | null };

export type ReviewedPlanFragment = { planSha256: string, caseSha256: string, total: number, caseCount: number, estimatedMaxReservationUsd: number | null, modelRequests: number, manifest: unknown, warnings: Array<{ code: PlanWarningCode, certain: boolean, message: string }>, targets: Array<{ targetId: string, kind: TargetKind | null, model: string | null, priced: boolean, configHash: string | null }> };

export type CreatePlanRunMutationVariables = Exact<{
  input: PlanInput;
}>;


export type CreatePlanRunMutation = { planRun: { plan: { planSha256: string, caseSha256: string, total: number, caseCount: number, estimatedMaxReservationUsd: number | null, modelRequests: number, manifest: unknown, warnings: Array<{ code: PlanWarningCode, certain: boolean, message: string }>, targets: Array<{ targetId: string, kind: TargetKind | null, model: string | null, priced: boolean, configHash: string | null }> } | null, userErrors: Array<{ code: ErrorCode, message: string, details: unknown }> } | null };

export type CreateCandidatePlanMutationVariables = Exact<{
  baselineRunId: string | number;
  targetIds: Array<string> | string;
  mode?: RunMode | null | undefined;
  name?: string | null | undefined;
  hypothesis?: string | null | undefined;
  experimentId?: string | number | null | undefined;
}>;


export type CreateCandidatePlanMutation = { candidatePlan: { plan: { planSha256: string, caseSha256: string, total: number, caseCount: number, estimatedMaxReservationUsd: number | null, modelRequests: number, manifest: unknown, warnings: Array<{ code: PlanWarningCode, certain: boolean, message: string }>, targets: Array<{ targetId: string, kind: TargetKind | null, model: string | null, priced: boolean, configHash: string | null }> } | null, userErrors: Array<{ code: ErrorCode, message: string, details: unknown }> } | null };

export type CreateStartRunMutationVariables = Exact<{
  planSha256: string;
  idempotencyKey: string;
}>;


export type CreateStartRunMutation = { startRun: { run: { runId: string, status: RunStatus } | null, userErrors: Array<{ code: ErrorCode, message: string, details: unknown }> } | null };

export type DatasetsLibraryQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: DatasetFilter | null | undefined;
}>;


export type DatasetsLibraryQuery = { datasets: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ node: { datasetId: string, name: string, profile: ProfileId | null, split: Split | null, caseCount: number, customSubset: boolean, benchmarks: Array<{ benchmarkId: string, count: number }> } }> }, allDatasets: { totalCount: number }, smokeDatasets: { totalCount: number }, quickDatasets: { totalCount: number }, standardDatasets: { totalCount: number } };

export type DatasetDetailsQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  benchmark?: Array<string> | string | null | undefined;
  category?: Array<string> | string | null | undefined;
  search?: string | null | undefined;
}>;


export type DatasetDetailsQuery = { dataset: { datasetId: string, name: string, profile: ProfileId | null, split: Split | null, seed: number | null, sha256: string, customSubset: boolean, caseCount: number, createdAt: string, preparation: unknown, manifest: unknown, benchmarks: Array<{ benchmarkId: string, count: number, categories: Array<{ name: string, count: number }> }>, cases: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ node: { caseId: string, position: number, benchmark: string, category: string, question: string, choices: Array<string> | null, inputStatus: InputStatus, inputNotice: string | null, messages: Array<{ role: MessageRole, content: string }> } }> } } | null };

export type DatasetPreparationsQueryVariables = Exact<{ [key: string]: never; }>;


export type DatasetPreparationsQuery = { preparations: Array<{ preparationId: string, benchmark: string | null, benchmarks: Array<string>, profile: ProfileId | null, seed: number | null, limit: number | null, sourcePath: string | null, revision: string | null, status: PreparationStatus, phase: PreparationPhase, error: string | null, createdAt: string, updatedAt: string, dataset: { datasetId: string, caseCount: number } | null, items: Array<{ benchmark: string, status: PreparationStatus, phase: PreparationPhase, error: string | null, bytesDone: number | null, bytesTotal: number | null, caseCount: number | null, reused: boolean }> }> };

export type DatasetPrepareMutationVariables = Exact<{
  input: PrepareDatasetInput;
}>;


export type DatasetPrepareMutation = { prepareDataset: { preparation: { preparationId: string, benchmark: string | null, benchmarks: Array<string>, profile: ProfileId | null, seed: number | null, limit: number | null, sourcePath: string | null, revision: string | null, status: PreparationStatus, phase: PreparationPhase, error: string | null, createdAt: string, updatedAt: string, dataset: { datasetId: string, caseCount: number } | null, items: Array<{ benchmark: string, status: PreparationStatus, phase: PreparationPhase, error: string | null, bytesDone: number | null, bytesTotal: number | null, caseCount: number | null, reused: boolean }> } | null, userErrors: Array<{ code: ErrorCode, message: string, details: unknown }> } | null };

export type PreparationStateFragment = { preparationId: string, benchmark: string | null, benchmarks: Array<string>, profile: ProfileId | null, seed: number | null, limit: number | null, sourcePath: string | null, revision: string | null, status: PreparationStatus, phase: PreparationPhase, error: string | null, createdAt: string, updatedAt: string, dataset: { datasetId: string, caseCount: number } | null, items: Array<{ benchmark: string, status: PreparationStatus, phase: PreparationPhase, error: string | null, bytesDone: number | null, bytesTotal: number | null, caseCount: number | null, reused: boolean }> };

export type PreparationProgressSubscriptionVariables = Exact<{
  preparationId: string | number;
}>;


export type PreparationProgressSubscription = { preparationProgress: { preparationId: string, benchmark: string | null, benchmarks: Array<string>, profile: ProfileId | null, seed: number | null, limit: number | null, sourcePath: string | null, revision: string | null, status: PreparationStatus, phase: PreparationPhase, error: string | null, createdAt: string, updatedAt: string, dataset: { datasetId: string, caseCount: number } | null, items: Array<{ benchmark: string, status: PreparationStatus, phase: PreparationPhase, error: string | null, bytesDone: number | null, bytesTotal: number | null, caseCount: number | null, reused: boolean }> } };

export type ExperimentRunsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ExperimentRunsChangedSubscription = { runsChanged: { runId: string, status: RunStatus } };

export type ExperimentsListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ExperimentsListQuery = { experiments: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ node: { id: string, experimentId: string, name: string, createdAt: string, updatedAt: string, runCount: number, activeRunCount: number } }> } };

export type ExperimentDetailsQueryVariables = Exact<{
  id: string | number;
  withRuns: boolean;
}>;


export type ExperimentDetailsQuery = { experiment: { id: string, experimentId: string, name: string, owner: string, createdAt: string, updatedAt: string, runCount: number, activeRunCount: number, members: { totalCount: number, pageInfo: { hasNextPage: boolean }, edges: Array<{ node: { role: ExperimentRole | null, hypothesis: string, linkedAt: string, run: { runId: string, name: string, mode: RunMode, profileName: string, status: RunStatus, caseCount: number, targets: Array<{ targetId: string, kind: TargetKind | null }>, progress: { completed: number, failed: number, total: number }, report: { totalSpendUsd: number | null, targets: Array<{ targetId: string, accuracy: number | null }> } } } }> } } | null, runs?: { edges: Array<{ node: { runId: string, name: string, mode: RunMode, profileName: string, status: RunStatus, allowedExperimentRoles: Array<ExperimentRole> } }> } };

export type ExperimentCreateMutationVariables = Exact<{
  name: string;
  idempotencyKey: string;
}>;


export type ExperimentCreateMutation = { createExperiment: { experiment: { id: string, experimentId: string, name: string } | null, userErrors: Array<{ code: ErrorCode, message: string, details: unknown }> } | null };

export type ExperimentAttachRunMutationVariables = Exact<{
  experimentId: string | number;
  runId: string | number;
  role: ExperimentRole;
  hypothesis?: string | null | undefined;
}>;


export type ExperimentAttachRunMutation = { attachRun: { membership: { role: ExperimentRole | null, linkedAt: string } | null, userErrors: Array<{ code: ErrorCode, message: string, details: unknown }> } | null };

export type ExperimentDeleteMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string;
}>;


export type ExperimentDeleteMutation = { deleteExperiment: { deletion: { experimentId: string, deleted: boolean, unlinkedRuns: number, runsDeleted: number, modelRequests: number } | null, userErrors: Array<{ code: ErrorCode, message: string, details: unknown }> } | null };

export type RunDetailsQueryVariables = Exact<{
  id: string | number;
  withResults: boolean;
  resultsAfter?: string | null | undefined;
  resultsSearch?: string | null | undefined;
  resultsView?: CaseMatrixView | null | undefined;
  withCalls: boolean;
  callsAfter?: string | null | undefined;
  callsSearch?: string | null | undefined;
  withEvents: boolean;
  eventsAfter?: string | null | undefined;
  eventKinds?: Array<RunEventKind> | RunEventKind | null | undefined;
}>;


export type RunDetailsQuery = { run: { id: string, runId: string, name: string, mode: RunMode, profileName: string, status: RunStatus, error: string | null, createdAt: string, updatedAt: string, wallTimeSeconds: number, caseCount: number, planSha256: string, parentRunId: string | null, importedFrom: { storeName: string, storeSha256: string, importedAt: string } | null, targets: Array<{ targetId: string, kind: TargetKind | null, model: string | null, configHash: string | null }>, progress: { total: number, completed: number, failed: number, timeout: number, running: number, pending: number }, limits: { maxCostUsd: number | null }, report: { status: RunStatus, complete: boolean, wallTimeSeconds: number, totalSpendUsd: number | null, limitations: Array<string>, failure: { caseId: string | null, targetId: string | null, reason: string | null, inferredFromSavedResults: boolean | null } | null, accountingCorrection: { qualified: boolean | null, correctedCallCount: number | null, verifiedCallCount: number | null, unverifiableCallCount: number | null, originalKnownSpendUsd: number | null, correctedKnownSpendUsd: number | null, modelRequests: number, version: string | null, createdAt: string | null, evidenceSha256: string | null } | null, targets: Array<{ targetId: string, complete: boolean, macroAccuracy: number | null, accuracy: number | null, accuracyCi95: Array<number> | null, accuracyDenominator: string, srBenchScore: number | null, scoreScope: string | null, correct: number | null, total: number, failed: number, pending: number, costUsd: number | null, costComplete: boolean, cacheNeutralCostUsd: number | null, cacheNeutralCostBasis: string, totalSpendUsd: number | null, evaluationCostUsd: number | null, callCount: number | null, requestTimeSumSeconds: number, latencyP50Seconds: number | null, latencyP95Seconds: number | null, ttftP50Seconds: number | null, tokens: { inputTokens: number, cachedInputTokens: number, cacheWriteTokens: number, outputTokens: number, total: number } | null, selectedModels: Array<{ model: string, count: number }>, decisions: Array<{ decision: string, count: number }>, selectionStatuses: Array<{ status: string, count: number }> | null, selectionReasons: Array<{ reason: string, count: number }> | null, outputDiagnostics: { plannedCases: number, resultCases: number, outputLimitCases: number, strictFormat: { checkedCases: number, failedCases: number, unassessedCases: number }, subjectCalls: { total: number, unknownFinishReason: number, finishReasons: Array<{ reason: string, count: number }> } } }>, benchmarks: Array<{ benchmark: string, targetId: string, accuracy: number | null, accuracyCi95: Array<number> | null, accuracyDenominator: string, correct: number | null, total: number, failed: number, costUsd: number | null, latencyP50Seconds: number | null, latencyP95Seconds: number | null, ttftP50Seconds: number | null, tokens: { total: number } | null }> }, accountingCorrections: Array<{ correctionId: string, version: string | null, createdAt: string | null, qualified: boolean | null, correctedCallCount: number | null, originalKnownSpendUsd: number | null, correctedKnownSpendUsd: number | null, modelRequests: number }>, recipeSnapshots: Array<{ targetId: string, verified: boolean, status: RecipeSnapshotStatus, capturedAt: string | null, recipeSha256: string | null, snapshot: unknown }>, notes: Array<{ noteId: string, author: string, body: string, createdAt: string }>, lineage: { isRecoveryChild: boolean, mode: RecoveryMode | null, parentRunId: string | null, parentSnapshot: { knownSpendUsd: number, spendComplete: boolean, status: RunStatus, progress: { total: number, completed: number, failed: number } } | null, childAttempts: { totalCount: number, edges: Array<{ node: { runId: string, status: RunStatus, progress: { total: number, completed: number, failed: number } } }> } }, caseMatrix?: { targetIds: Array<string>, totalCount: number, hasNextPage: boolean, rows: Array<{ cursor: string, caseId: string, benchmark: string, question: string, cells: Array<{ targetId: string, outcome: MatrixCellOutcome, result: { id: string, caseId: string, benchmark: string | null, targetId: string, status: ResultStatus, score: number | null, correct: boolean | null, costUsd: number | null, latencySeconds: number | null, ttftSeconds: number | null, answer: unknown, strictFormat: boolean | null, qualityFailure: string | null, error: string | null, callCount: number | null, details: unknown } | null }> }> }, calls?: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, callId: string, caseId: string, targetId: string, role: CallRole, status: CallStatus, model: string | null, selectedModel: string | null, costUsd: number | null, latencySeconds: number | null } }> }, events?: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, seq: number, at: string, kind: RunEventKind, kindName: string, data: unknown } }> } } | null };

export type RunCallQueryVariables = Exact<{
  runId: string | number;
  callId: string | number;
}>;


export type RunCallQuery = { run: { id: string, call: { id: string, callId: string, caseId: string, targetId: string, role: CallRole, status: CallStatus, model: string | null, selectedModel: string | null, costUsd: number | null, costComplete: boolean | null, latencySeconds: number | null, ttftSeconds: number | null, startedAt: string | null, finishedAt: string | null, finishReason: string | null, error: string | null, usageComplete: boolean | null, cacheReadReported: boolean | null, cacheWriteReported: boolean | null, inferenceCallCount: number | null, usage: { inputTokens: number, cachedInputTokens: number, cacheWriteTokens: number, outputTokens: number, total: number } | null, modelUsage: Array<{ model: string | null, costUsd: number | null }> | null, receipt: { final: string | null, request: unknown, toolCalls: unknown } } | null } | null };

export type CellStepsQueryVariables = Exact<{
  runId: string | number;
  caseId: string;
  targetId: string;
  after?: string | null | undefined;
}>;


export type CellStepsQuery = { run: { id: string, calls: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, callId: string, role: CallRole, status: CallStatus, model: string | null, selectedModel: string | null, costUsd: number | null, latencySeconds: number | null, finishReason: string | null, error: string | null, receipt: { final: string | null, request: unknown, toolCalls: unknown } } }> } } | null };

export type RunProgressSubscriptionVariables = Exact<{
  runId: string | number;
}>;


export type RunProgressSubscription = { runProgress: { status: RunStatus, updatedAt: string, wallTimeSeconds: number, knownSpendUsd: number, progress: { total: number, completed: number, failed: number, timeout: number, running: number, pending: number } } };

export type ActiveCallsSubscriptionVariables = Exact<{
  runId: string | number;
}>;


export type ActiveCallsSubscription = { activeCalls: { at: string, calls: Array<{ id: string, callId: string, caseId: string, targetId: string, role: CallRole, status: CallStatus, model: string | null, selectedModel: string | null, startedAt: string | null, activity: { phase: CallActivityPhase | null, phaseStartedAt: string | null, lastActivityAt: string | null, receivedBytes: number | null } | null }>, harnesses: Array<{ caseId: string, targetId: string, phase: HarnessPhase, steps: number, artifactBytes: number, startedAt: string, updatedAt: string }> } };

export type RunEventsLiveSubscriptionVariables = Exact<{
  runId: string | number;
  after?: string | null | undefined;
}>;


export type RunEventsLiveSubscription = { runEvents: { id: string, seq: number, at: string, kind: RunEventKind, kindName: string, data: unknown } };

export type CancelRunMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelRunMutation = { cancelRun: { run: { id: string, runId: string, status: RunStatus, updatedAt: string } | null, userErrors: Array<{ code: ErrorCode, message: string, details: unknown }> } | null };

export type RecoveryPlanMutationVariables = Exact<{
  runId: string | number;
  mode: RecoveryMode;
}>;


export type RecoveryPlanMutation = { recoveryPlan: { recoveryPlan: { parentRunId: string, mode: RecoveryMode, newAttemptBudgetUsd: number | null, requiresNewAttemptAcknowledgment: boolean, scope: string, planSha256: string, document: unknown, eligibleCells: Array<{ caseId: string, targetId: string }>, excluded: Array<{ caseId: string, targetId: string, reason: RecoveryExclusionReason }>, counts: { eligible: number, excluded: number }, parent: { status: RunStatus, knownSpendUsd: number, spendComplete: boolean, progress: { total: number, completed: number, failed: number } } } | null, userErrors: Array<{ code: ErrorCode, message: string, details: unknown }> } | null };

export type RecoverMutationVariables = Exact<{
  runId: string | number;
  plan: unknown;
  idempotencyKey: string;
  acknowledgeNewAttempt?: boolean | null | undefined;
}>;


export type RecoverMutation = { recover: { run: { id: string, runId: string, status: RunStatus } | null, userErrors: Array<{ code: ErrorCode, message: string, details: unknown }> } | null };

export type RunReportHtmlQueryVariables = Exact<{
  id: string | number;
}>;


export type RunReportHtmlQuery = { run: { id: string, runId: string, reportHtml: string } | null };

export type ScopedNotesQueryVariables = Exact<{
  runId: string | number;
  caseId: string;
  targetId?: string | null | undefined;
}>;


export type ScopedNotesQuery = { run: { id: string, notes: Array<{ noteId: string, author: string, body: string, createdAt: string, caseId: string | null, targetId: string | null }> } | null };

export type AddRunNoteMutationVariables = Exact<{
  input: AddRunNoteInput;
}>;


export type AddRunNoteMutation = { addRunNote: { note: { noteId: string, author: string, body: string, createdAt: string, caseId: string | null, targetId: string | null } | null, userErrors: Array<{ code: ErrorCode, message: string }> } | null };

export type RunsListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: RunFilter | null | undefined;
}>;


export type RunsListQuery = { runs: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ node: { id: string, runId: string, name: string, mode: RunMode, profileName: string, status: RunStatus, createdAt: string, updatedAt: string, importedFrom: { storeName: string } | null, report: { totalSpendUsd: number | null, targets: Array<{ targetId: string, accuracy: number | null }> }, targets: Array<{ targetId: string, kind: TargetKind | null, model: string | null }>, progress: { total: number, completed: number, failed: number, timeout: number, running: number, pending: number } } }> }, active: { totalCount: number } };

export type RunsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RunsChangedSubscription = { runsChanged: { runId: string, status: RunStatus, createdAt: string, updatedAt: string } };

export const ComparisonOptionPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonOptionPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonOptionConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emptyReason"}},{"kind":"Field","name":{"kind":"Name","value":"scanLimited"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPairs"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedBaselines"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ComparisonOptionPageFragment, unknown>;
export const ReplayOptionPageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayOptionPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReplayOptionConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emptyReason"}},{"kind":"Field","name":{"kind":"Name","value":"scanLimited"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}}]}}]}}]}}]} as unknown as DocumentNode<ReplayOptionPageFragment, unknown>;
export const GenerationSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GenerationParameters"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"names"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"topP"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"maxTokens"}},{"kind":"Field","name":{"kind":"Name","value":"reasoningEffort"}}]}}]} as unknown as DocumentNode<GenerationSettingsFragment, unknown>;
export const ReviewedPlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewedPlan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planSha256"}},{"kind":"Field","name":{"kind":"Name","value":"caseSha256"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMaxReservationUsd"}},{"kind":"Field","name":{"kind":"Name","value":"modelRequests"}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"certain"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"configHash"}}]}}]}}]} as unknown as DocumentNode<ReviewedPlanFragment, unknown>;
export const PreparationStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreparationState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preparation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparationId"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePath"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDone"}},{"kind":"Field","name":{"kind":"Name","value":"bytesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"reused"}}]}}]}}]} as unknown as DocumentNode<PreparationStateFragment, unknown>;
export const RunCountDocument = {"__meta__":{"hash":"sha256:72d951e91889b9f24bfae9f79e03b2be4ec3d67b907212c6141905acd33b9ceb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<RunCountQuery, RunCountQueryVariables>;
export const ShellDocument = {"__meta__":{"hash":"sha256:5532b1ff3624f36cd36c1e5ef8da504174faf0c6eef3e07141af74211c38616d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"modes"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"extension"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smoke"}},{"kind":"Field","name":{"kind":"Name","value":"quick"}},{"kind":"Field","name":{"kind":"Name","value":"standard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"previewable"}},{"kind":"Field","name":{"kind":"Name","value":"configHash"}},{"kind":"Field","name":{"kind":"Name","value":"maxInferenceCalls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShellQuery, ShellQueryVariables>;
export const CompareOptionsDocument = {"__meta__":{"hash":"sha256:b9804098d5c19170357cc50760d360a9749b74a1df67298ce73fb1631e9280cb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseline"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasBaseline"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"baselines"},"name":{"kind":"Name","value":"comparisonOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonOptionPage"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"partners"},"name":{"kind":"Name","value":"comparisonOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"baselineRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseline"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasBaseline"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonOptionPage"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"chosen"},"name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseline"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasBaseline"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonOptionPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonOptionConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emptyReason"}},{"kind":"Field","name":{"kind":"Name","value":"scanLimited"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPairs"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedBaselines"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompareOptionsQuery, CompareOptionsQueryVariables>;
export const CompareOptionsPageDocument = {"__meta__":{"hash":"sha256:3b338dfe1053c9d67cd6065614e7f65f448b8173975e8a8b4fd52b141ff54505"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareOptionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseline"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comparisonOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"baselineRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseline"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComparisonOptionPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComparisonOptionPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonOptionConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emptyReason"}},{"kind":"Field","name":{"kind":"Name","value":"scanLimited"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedPairs"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedBaselines"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompareOptionsPageQuery, CompareOptionsPageQueryVariables>;
export const CompareDocument = {"__meta__":{"hash":"sha256:42203ab0a87e07a51650249a78c51d7635efd3d49322f6533c96a748905cbba1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Compare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseline"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"candidates"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"baselineRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseline"}}},{"kind":"Argument","name":{"kind":"Name","value":"candidateRunIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"candidates"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"csv"}},{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"baseline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"macroAccuracy"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"costComplete"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"cacheNeutralCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latencyP50Seconds"}},{"kind":"Field","name":{"kind":"Name","value":"latencyP95Seconds"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"baselineSelection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selection"}},{"kind":"Field","name":{"kind":"Name","value":"qualification"}},{"kind":"Field","name":{"kind":"Name","value":"selectedTargetId"}},{"kind":"Field","name":{"kind":"Name","value":"tiedBestTargetIds"}},{"kind":"Field","name":{"kind":"Name","value":"tiePolicy"}},{"kind":"Field","name":{"kind":"Name","value":"costComparisonEligible"}},{"kind":"Field","name":{"kind":"Name","value":"costComparisonReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PairComparison"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateRunId"}},{"kind":"Field","name":{"kind":"Name","value":"candidateQualityComplete"}},{"kind":"Field","name":{"kind":"Name","value":"baselineQualityComplete"}},{"kind":"Field","name":{"kind":"Name","value":"qualityDenominator"}},{"kind":"Field","name":{"kind":"Name","value":"candidate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"macroAccuracy"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateTargetId"}},{"kind":"Field","name":{"kind":"Name","value":"baselineTargetId"}},{"kind":"Field","name":{"kind":"Name","value":"qualityMetric"}},{"kind":"Field","name":{"kind":"Name","value":"qualityDelta"}},{"kind":"Field","name":{"kind":"Name","value":"qualityDeltaCi95"}},{"kind":"Field","name":{"kind":"Name","value":"qualityDeltaCi95Method"}},{"kind":"Field","name":{"kind":"Name","value":"qualityDeltaCi95Qualification"}},{"kind":"Field","name":{"kind":"Name","value":"qualityDeltaBootstrapCi95"}},{"kind":"Field","name":{"kind":"Name","value":"microQualityDelta"}},{"kind":"Field","name":{"kind":"Name","value":"pairedCases"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"ties"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostSavingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostComparisonReason"}},{"kind":"Field","name":{"kind":"Name","value":"subjectCostSavingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"baselineSubjectCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"candidateSubjectCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"baselineEvaluationCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"candidateEvaluationCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"baselineTotalCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"candidateTotalCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"cacheNeutralBaselineCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"cacheNeutralCandidateCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"cacheNeutralCostSavingPercent"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ComparisonRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidateRunId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompareQuery, CompareQueryVariables>;
export const CompareCaseDiffDocument = {"__meta__":{"hash":"sha256:f5585df103edc9f1d2d442937b37c0bb1fb66cb8b60d70a31cf543233d9d040c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareCaseDiff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseDiffInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseDiff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"ties"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"unpaired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"baseline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompareCaseDiffQuery, CompareCaseDiffQueryVariables>;
export const ReplayOptionsDocument = {"__meta__":{"hash":"sha256:a70c39a14c4c23a876e05f41b87126267625bdbe59af306cfb2d800a2ecfdf4e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReplayOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseline"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasBaseline"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"replayBaselines"},"name":{"kind":"Name","value":"replayOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplayOptionPage"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"replayPreviews"},"name":{"kind":"Name","value":"replayOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"baselineRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseline"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasBaseline"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplayOptionPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplayOptionPage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReplayOptionConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emptyReason"}},{"kind":"Field","name":{"kind":"Name","value":"scanLimited"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}}]}}]}}]}}]} as unknown as DocumentNode<ReplayOptionsQuery, ReplayOptionsQueryVariables>;
export const CreateReplayDocument = {"__meta__":{"hash":"sha256:d0aaf33ac3ee7f70973be11baff369952e9170eeaa6199968ee7cf1cd57cb3c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReplay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baselineRunId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"previewRunId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReplay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"baselineRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baselineRunId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"previewRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"previewRunId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<CreateReplayMutation, CreateReplayMutationVariables>;
export const CreateEvaluationDocument = {"__meta__":{"hash":"sha256:be2c9e75ac714e4dca374e1c2c2de14ac361baa2311a536e265bc242ea797402"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreateEvaluation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baseline"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBaseline"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"customSubset"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"requestParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GenerationSettings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessionMode"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"baselineRun"},"name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baseline"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBaseline"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"sampling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GenerationSettings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"costPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"maxRunSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maxOutputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"concurrency"}},{"kind":"Field","name":{"kind":"Name","value":"totalTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"caseTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maxCallsPerCase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GenerationParameters"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"names"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"topP"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"maxTokens"}},{"kind":"Field","name":{"kind":"Name","value":"reasoningEffort"}}]}}]} as unknown as DocumentNode<CreateEvaluationQuery, CreateEvaluationQueryVariables>;
export const CreatePrepareDatasetDocument = {"__meta__":{"hash":"sha256:8a4d53fea15bca876698bf65174314021a8b92b055b9f72baec094de4b7ab1bd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePrepareDataset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"benchmarks"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"profile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileId"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prepareDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"benchmarks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"benchmarks"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"profile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"profile"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"seed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seed"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreparationState"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreparationState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preparation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparationId"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePath"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDone"}},{"kind":"Field","name":{"kind":"Name","value":"bytesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"reused"}}]}}]}}]} as unknown as DocumentNode<CreatePrepareDatasetMutation, CreatePrepareDatasetMutationVariables>;
export const CreateComposeDatasetDocument = {"__meta__":{"hash":"sha256:6e0b383127c554d4af3937038b16adbc8b90a4dda33170aaec4787657f757fe7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateComposeDataset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"datasetIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"benchmarks"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"composeDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"datasetIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"datasetIds"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"benchmarks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"benchmarks"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<CreateComposeDatasetMutation, CreateComposeDatasetMutationVariables>;
export const CreatePlanRunDocument = {"__meta__":{"hash":"sha256:9356c6c1870e76bc684f1622d134389495f7896589285791a25b3344a7395e45"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlanRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewedPlan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewedPlan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planSha256"}},{"kind":"Field","name":{"kind":"Name","value":"caseSha256"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMaxReservationUsd"}},{"kind":"Field","name":{"kind":"Name","value":"modelRequests"}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"certain"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"configHash"}}]}}]}}]} as unknown as DocumentNode<CreatePlanRunMutation, CreatePlanRunMutationVariables>;
export const CreateCandidatePlanDocument = {"__meta__":{"hash":"sha256:47f532610e270a60e5cb9320c61c12f6ba06d8127459afda8f0590203d038817"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCandidatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"baselineRunId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RunMode"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hypothesis"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"experimentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"candidatePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"baselineRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"baselineRunId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"targetIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetIds"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"hypothesis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hypothesis"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"experimentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"experimentId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewedPlan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewedPlan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planSha256"}},{"kind":"Field","name":{"kind":"Name","value":"caseSha256"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedMaxReservationUsd"}},{"kind":"Field","name":{"kind":"Name","value":"modelRequests"}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"certain"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"configHash"}}]}}]}}]} as unknown as DocumentNode<CreateCandidatePlanMutation, CreateCandidatePlanMutationVariables>;
export const CreateStartRunDocument = {"__meta__":{"hash":"sha256:7adc21e2ca1b5de355ca39e855994d945d8e2d9e8ef0076cc1314e932d40dadf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStartRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planSha256"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"planSha256"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planSha256"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<CreateStartRunMutation, CreateStartRunMutationVariables>;
export const DatasetsLibraryDocument = {"__meta__":{"hash":"sha256:2770f74465a00bf8aaa08228e147530ee55f86d6b09ab183e4871e4cd5c60c32"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetsLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DatasetFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"customSubset"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"allDatasets"},"name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"smokeDatasets"},"name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"profile"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"SMOKE"}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"quickDatasets"},"name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"profile"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"QUICK"}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"standardDatasets"},"name":{"kind":"Name","value":"datasets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"profile"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"STANDARD"}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<DatasetsLibraryQuery, DatasetsLibraryQueryVariables>;
export const DatasetDetailsDocument = {"__meta__":{"hash":"sha256:0f38671e6509f25a27c4d646a5e05c8eba89cfbd14dc9af225f58cd574847c72"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"benchmark"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"split"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"customSubset"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"preparation"}},{"kind":"Field","name":{"kind":"Name","value":"manifest"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmarkId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"benchmark"},"value":{"kind":"Variable","name":{"kind":"Name","value":"benchmark"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"inputStatus"}},{"kind":"Field","name":{"kind":"Name","value":"inputNotice"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DatasetDetailsQuery, DatasetDetailsQueryVariables>;
export const DatasetPreparationsDocument = {"__meta__":{"hash":"sha256:abc894167a190ea339750966559ef34fe8c1823035a792136e147de1c671cec3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetPreparations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreparationState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreparationState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preparation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparationId"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePath"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDone"}},{"kind":"Field","name":{"kind":"Name","value":"bytesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"reused"}}]}}]}}]} as unknown as DocumentNode<DatasetPreparationsQuery, DatasetPreparationsQueryVariables>;
export const DatasetPrepareDocument = {"__meta__":{"hash":"sha256:48c4d9ba752e9493f2ba485dee114736aa77f589847a771db29c7c596b414309"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DatasetPrepare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrepareDatasetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prepareDataset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreparationState"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreparationState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preparation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparationId"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePath"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDone"}},{"kind":"Field","name":{"kind":"Name","value":"bytesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"reused"}}]}}]}}]} as unknown as DocumentNode<DatasetPrepareMutation, DatasetPrepareMutationVariables>;
export const PreparationProgressDocument = {"__meta__":{"hash":"sha256:3da3b6fe2831ca31d8d08d1e8464e6b5caed55d10ae720381ca886349868a788"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PreparationProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preparationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparationProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"preparationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preparationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreparationState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreparationState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Preparation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preparationId"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"}},{"kind":"Field","name":{"kind":"Name","value":"profile"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"sourcePath"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDone"}},{"kind":"Field","name":{"kind":"Name","value":"bytesTotal"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"reused"}}]}}]}}]} as unknown as DocumentNode<PreparationProgressSubscription, PreparationProgressSubscriptionVariables>;
export const ExperimentRunsChangedDocument = {"__meta__":{"hash":"sha256:0e8ea35584d69c7768755b64c5ae8e64bc9982d55b17ba548e492ee5caae6d68"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ExperimentRunsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ExperimentRunsChangedSubscription, ExperimentRunsChangedSubscriptionVariables>;
export const ExperimentsListDocument = {"__meta__":{"hash":"sha256:f12c9a55c909aa8a7656e90e041b9bc9f0a8f82a7255930df9e159f8b3a61774"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExperimentsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experiments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"experimentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"runCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeRunCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExperimentsListQuery, ExperimentsListQueryVariables>;
export const ExperimentDetailsDocument = {"__meta__":{"hash":"sha256:31c4e2254c6b2ecf9b054031ff226894480834947e67751c85005d65e50333ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExperimentDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withRuns"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experiment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"experimentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"owner"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"runCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeRunCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"hypothesis"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withRuns"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedExperimentRoles"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExperimentDetailsQuery, ExperimentDetailsQueryVariables>;
export const ExperimentCreateDocument = {"__meta__":{"hash":"sha256:4f4706af4cb40c37adddd2c9656216952ac7ab29350e4d678b3c96cd850b5b0a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExperimentCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExperiment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experiment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"experimentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<ExperimentCreateMutation, ExperimentCreateMutationVariables>;
export const ExperimentAttachRunDocument = {"__meta__":{"hash":"sha256:6677b3620cb9e33792f44da7e31638f8b4d8ccd4723e032016dd9f7adf2abaee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExperimentAttachRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"experimentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExperimentRole"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hypothesis"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"experimentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"experimentId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"hypothesis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hypothesis"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"membership"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<ExperimentAttachRunMutation, ExperimentAttachRunMutationVariables>;
export const ExperimentDeleteDocument = {"__meta__":{"hash":"sha256:686b9a0d61f45f4503d6205346fd54b07981a48dc6571b225fc0264906dc47dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExperimentDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExperiment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experimentId"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"unlinkedRuns"}},{"kind":"Field","name":{"kind":"Name","value":"runsDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"modelRequests"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<ExperimentDeleteMutation, ExperimentDeleteMutationVariables>;
export const RunDetailsDocument = {"__meta__":{"hash":"sha256:5455ef22e982f3f7dcb11a1f4a98f5004601e04dc0b952aa396a77efca83bcaa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withResults"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resultsAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resultsSearch"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resultsView"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseMatrixView"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withCalls"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callsAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callsSearch"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withEvents"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventsAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventKinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RunEventKind"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wallTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"caseCount"}},{"kind":"Field","name":{"kind":"Name","value":"planSha256"}},{"kind":"Field","name":{"kind":"Name","value":"parentRunId"}},{"kind":"Field","name":{"kind":"Name","value":"importedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"storeSha256"}},{"kind":"Field","name":{"kind":"Name","value":"importedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"configHash"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxCostUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"wallTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"limitations"}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"inferredFromSavedResults"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingCorrection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qualified"}},{"kind":"Field","name":{"kind":"Name","value":"correctedCallCount"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedCallCount"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiableCallCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalKnownSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"correctedKnownSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"modelRequests"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"evidenceSha256"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"macroAccuracy"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}},{"kind":"Field","name":{"kind":"Name","value":"accuracyCi95"}},{"kind":"Field","name":{"kind":"Name","value":"accuracyDenominator"}},{"kind":"Field","name":{"kind":"Name","value":"srBenchScore"}},{"kind":"Field","name":{"kind":"Name","value":"scoreScope"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}},{"kind":"Field","name":{"kind":"Name","value":"costComplete"}},{"kind":"Field","name":{"kind":"Name","value":"cacheNeutralCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"cacheNeutralCostBasis"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"evaluationCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"callCount"}},{"kind":"Field","name":{"kind":"Name","value":"requestTimeSumSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWriteTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latencyP50Seconds"}},{"kind":"Field","name":{"kind":"Name","value":"latencyP95Seconds"}},{"kind":"Field","name":{"kind":"Name","value":"ttftP50Seconds"}},{"kind":"Field","name":{"kind":"Name","value":"selectedModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectionStatuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectionReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputDiagnostics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plannedCases"}},{"kind":"Field","name":{"kind":"Name","value":"resultCases"}},{"kind":"Field","name":{"kind":"Name","value":"outputLimitCases"}},{"kind":"Field","name":{"kind":"Name","value":"strictFormat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkedCases"}},{"kind":"Field","name":{"kind":"Name","value":"failedCases"}},{"kind":"Field","name":{"kind":"Name","value":"unassessedCases"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subjectCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unknownFinishReason"}},{"kind":"Field","name":{"kind":"Name","value":"finishReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}},{"kind":"Field","name":{"kind":"Name","value":"accuracyCi95"}},{"kind":"Field","name":{"kind":"Name","value":"accuracyDenominator"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latencyP50Seconds"}},{"kind":"Field","name":{"kind":"Name","value":"latencyP95Seconds"}},{"kind":"Field","name":{"kind":"Name","value":"ttftP50Seconds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingCorrections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctionId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"qualified"}},{"kind":"Field","name":{"kind":"Name","value":"correctedCallCount"}},{"kind":"Field","name":{"kind":"Name","value":"originalKnownSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"correctedKnownSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"modelRequests"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipeSnapshots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"capturedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipeSha256"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"onlyRun"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noteId"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isRecoveryChild"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"parentRunId"}},{"kind":"Field","name":{"kind":"Name","value":"parentSnapshot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knownSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"spendComplete"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"childAttempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseMatrix"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resultsAfter"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resultsSearch"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"view"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resultsView"}}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withResults"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetIds"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"benchmark"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}},{"kind":"Field","name":{"kind":"Name","value":"latencySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"ttftSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"strictFormat"}},{"kind":"Field","name":{"kind":"Name","value":"qualityFailure"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"callCount"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"calls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callsAfter"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callsSearch"}}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withCalls"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"selectedModel"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}},{"kind":"Field","name":{"kind":"Name","value":"latencySeconds"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventsAfter"}}},{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventKinds"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withEvents"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindName"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RunDetailsQuery, RunDetailsQueryVariables>;
export const RunCallDocument = {"__meta__":{"hash":"sha256:00103203b230e5a36a46aa51e5d73f0397a08b21ed3a5853fb54e086437847f1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunCall"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"call"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"selectedModel"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}},{"kind":"Field","name":{"kind":"Name","value":"costComplete"}},{"kind":"Field","name":{"kind":"Name","value":"latencySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"ttftSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishReason"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"usageComplete"}},{"kind":"Field","name":{"kind":"Name","value":"cacheReadReported"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWriteReported"}},{"kind":"Field","name":{"kind":"Name","value":"inferenceCallCount"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWriteTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modelUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"final"}},{"kind":"Field","name":{"kind":"Name","value":"request"}},{"kind":"Field","name":{"kind":"Name","value":"toolCalls"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RunCallQuery, RunCallQueryVariables>;
export const CellStepsDocument = {"__meta__":{"hash":"sha256:fdab6aecd2272dbbd82c2728d779580634595e6f5e3dd16b9cc2479450b2417c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CellSteps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"caseId"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"targetId"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"targetId"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"selectedModel"}},{"kind":"Field","name":{"kind":"Name","value":"costUsd"}},{"kind":"Field","name":{"kind":"Name","value":"latencySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"finishReason"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"final"}},{"kind":"Field","name":{"kind":"Name","value":"request"}},{"kind":"Field","name":{"kind":"Name","value":"toolCalls"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CellStepsQuery, CellStepsQueryVariables>;
export const RunProgressDocument = {"__meta__":{"hash":"sha256:40bd15c27164154d3c890e1d14f212006d0e2b797cbc925695eaff28feb02ba3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RunProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"wallTimeSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"knownSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]}}]} as unknown as DocumentNode<RunProgressSubscription, RunProgressSubscriptionVariables>;
export const ActiveCallsDocument = {"__meta__":{"hash":"sha256:a898c6c0aef14cfacb292e37b4be015ec6441d79d81909831bc59c54f742db71"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ActiveCalls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCalls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"calls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"selectedModel"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseStartedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedBytes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"harnesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"artifactBytes"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ActiveCallsSubscription, ActiveCallsSubscriptionVariables>;
export const RunEventsLiveDocument = {"__meta__":{"hash":"sha256:6f1981c54c955eb250b9b118fbc0e694cc0ca95dd8e685ff2f6711443ee83d29"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RunEventsLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kindName"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<RunEventsLiveSubscription, RunEventsLiveSubscriptionVariables>;
export const CancelRunDocument = {"__meta__":{"hash":"sha256:de5baa3227db9c6fa1b62933df000f3dcb288b0d979ffacf5bfa9777ae6680d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<CancelRunMutation, CancelRunMutationVariables>;
export const RecoveryPlanDocument = {"__meta__":{"hash":"sha256:ae1474518cb3ad62964726249d69da8b3ef5aaa68f56bdb4979cdba87fef0984"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecoveryPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoveryMode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parentRunId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleCells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"excluded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"excluded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"knownSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"spendComplete"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"newAttemptBudgetUsd"}},{"kind":"Field","name":{"kind":"Name","value":"requiresNewAttemptAcknowledgment"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"planSha256"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<RecoveryPlanMutation, RecoveryPlanMutationVariables>;
export const RecoverDocument = {"__meta__":{"hash":"sha256:fc8b54071c2a1b3de844e5ae90843661a023abc226717e1cc19a5181ae6dcc04"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Recover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"acknowledgeNewAttempt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"acknowledgeNewAttempt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"acknowledgeNewAttempt"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<RecoverMutation, RecoverMutationVariables>;
export const RunReportHtmlDocument = {"__meta__":{"hash":"sha256:b2aa77ae35fde6d71aa2588188cd0a11d78bd68bd59ef60eb3c80ea7feb9071e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunReportHtml"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"reportHtml"}}]}}]}}]} as unknown as DocumentNode<RunReportHtmlQuery, RunReportHtmlQueryVariables>;
export const ScopedNotesDocument = {"__meta__":{"hash":"sha256:9940f508366acc1f5226bdabd987dbde68848cd6363bef40c10738cd0b015bd8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScopedNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noteId"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}}]}}]}}]}}]} as unknown as DocumentNode<ScopedNotesQuery, ScopedNotesQueryVariables>;
export const AddRunNoteDocument = {"__meta__":{"hash":"sha256:fad111c5c9d123faad32a281c2847c31e458eba2478284c609d57007b8d15164"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddRunNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddRunNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRunNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noteId"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddRunNoteMutation, AddRunNoteMutationVariables>;
export const RunsListDocument = {"__meta__":{"hash":"sha256:87b91e86939ae815fb6ea6702addbe047aa045d95970debdf9d3bcce7fc2f151"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RunFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"profileName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"importedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalSpendUsd"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"accuracy"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"targets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"active"},"name":{"kind":"Name","value":"runs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"ACTIVE"}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<RunsListQuery, RunsListQueryVariables>;
export const RunsChangedDocument = {"__meta__":{"hash":"sha256:7d96957ba020e2507969f5a02d49e7bba6c17f67e71ac7ebacddb47e6cd7b2ef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RunsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<RunsChangedSubscription, RunsChangedSubscriptionVariables>;