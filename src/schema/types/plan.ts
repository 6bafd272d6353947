// Plans and admission: planRun, startRun, cancelRun (docs/api.md "Mutations"; docs/plans.md; docs/runs.md "Admission",
// "Cancel"). Planning and admission make zero model requests.
import type { PlanWarning } from '../../domain/plan/budget-check.ts';
import { entityId, naturalIdOf } from '../ids.ts';
import { manifestTargets, type JsonObject } from '../../domain/run/manifest-projection.ts';
import type { PlanInput as DomainPlanInput } from '../../domain/plan/plan-input.ts';
import { cancelRun, planRun, startRun } from '../../services/plans.ts';
import type { ReviewedPlan } from '../../services/stored-plans.ts';
import { builder } from '../builder.ts';
import { PAYLOAD_FIELD, succeeded } from '../payload.ts';
import { ACCESS } from '../../services/access.ts';
import { userErrorsField } from '../user-errors.ts';
import { CostPolicyEnum, ExperimentRoleEnum, OutputPolicyEnum, ProfileEnum, ReasoningEffortEnum, RunModeEnum } from './enums.ts';
import { RunRef } from './run.ts';
import { RunTargetRef } from './run-target.ts';

const PlanWarningCodeEnum = builder.enumType('PlanWarningCode', {
  description: 'Why a plan may not finish within its budget (docs/formats.md "Plan warnings").',
  values: {
    CALL_OVER_BUDGET: { description: 'A single subject call reserves more than the whole budget: its cell fails before anything is sent.' },
    CONCURRENT_CALLS_OVER_BUDGET: {
      description: 'The calls in flight at the plan’s concurrency reserve more than the budget together: cells fail as soon as one cannot reserve.',
    },
    RESERVATIONS_OVER_BUDGET: {
      description: 'The first calls of all planned cells reserve more than the budget: the run may stop early if spent cost reaches it.',
    },
  } as const,
});

const PlanWarningRef = builder.objectRef<PlanWarning>('PlanWarning');
PlanWarningRef.implement({
  description: 'A reason the plan may not finish within its budget or limits, found before Start from the same call reservations the worker makes.',
  fields: (t) => ({
    code: t.field({ type: PlanWarningCodeEnum, description: 'What the check found.', resolve: (w) => w.code }),
    certain: t.boolean({
      description: 'True when cells will fail for sure as planned; false when they may, depending on what the calls really cost.',
      resolve: (w) => w.certain,
    }),
    message: t.string({ description: 'The finding in words, with the change that avoids it (budget or concurrency).', resolve: (w) => w.message }),
  }),
});

export const PlanRef = builder.objectRef<ReviewedPlan>('Plan');
PlanRef.implement({
  description:
    'A validated, frozen plan, kept by the server for the actor who planned it: review it, then start it with startRun(planSha256). ' +
    'It shows public case fields and hashes only: never reference answers, hidden material, target URLs or credential names. Nothing was sent.',
  fields: (t) => ({
    manifest: t.field({
      type: 'JSON',
      description: 'The frozen manifest as its reviewer may see it: each case as its public projection, targets without deployment wiring or credential names.',
      resolve: (p) => p.manifest,
    }),
    manifestText: t.string({
      description: 'The same view as canonical JSON text (every number as frozen).',
      resolve: (p) => p.manifestText,
    }),
    planSha256: t.string({ description: 'Names the stored plan: pass it to startRun.', resolve: (p) => p.frozen.planSha256 }),
    caseSha256: t.string({
      description: 'SHA-256 of the frozen cases: runs with the same value ask the same questions.',
      resolve: (p) => p.frozen.caseSha256,
    }),
    total: t.int({
      description: 'Planned cells: every case on every target, or only the selected execution cells.',
      resolve: (p) => p.frozen.total,
    }),
    caseCount: t.int({ description: 'Cases in the plan.', resolve: (p) => p.frozen.caseCount }),
    targets: t.field({
      type: [RunTargetRef],
      description: 'The subject targets in plan order, as frozen.',
      resolve: (p) => {
        const raw = Array.isArray(p.manifest.targets) ? (p.manifest.targets as JsonObject[]) : [];
        return manifestTargets(p.manifest).map((target, i) => ({ ...target, raw: raw[i] ?? {} }));
      },
    }),
    estimatedMaxReservationUsd: t.float({
      nullable: true,
      description:
        'Estimated cost bound in USD: the sum over planned cells of the reservation of each cell’s first subject call (judge, simulator and further calls come on top). 0 for a preview plan; null under CAPABILITY_ONLY.',
      resolve: (p) => p.estimatedMaxReservationUsd,
    }),
    warnings: t.field({
      type: [PlanWarningRef],
      description: 'Reasons this plan may not finish within its budget or limits, most serious first; empty when none (and for previews and unpriced plans).',
      resolve: (p) => [...p.warnings],
    }),
    modelRequests: t.int({ description: 'Always 0: planning sends nothing.', resolve: () => 0 }),
  }),
});

const PlanLimitsInput = builder.inputType('PlanLimitsInput', {
  description:
    'Execution limits; an omitted one keeps its default. Every value must be finite and positive, and at most this server’s cap where the operator set one.',
  fields: (t) => ({
    concurrency: t.int({ description: 'Cells dispatched at once: 1..32; default 1.' }),
    totalTimeoutS: t.float({ description: 'Seconds one request may take in total; at most maxRunSeconds; default 180.' }),
    idleTimeoutS: t.float({ description: 'Seconds a request may go without receiving data; at most totalTimeoutS; default 30.' }),
    maxOutputTokens: t.int({
      description: 'Output tokens one request may produce (also the default maxTokens under the bounded output policy); default 4096.',
    }),
    maxOutputChars: t.int({ description: 'Characters of answer plus reasoning one call may stream before it is stopped; default 131072.' }),
    maxLogBytes: t.int({ description: 'Bytes of harness artifacts kept per cell; default 8388608.' }),
    repetitionWindow: t.int({ description: 'Length in characters of the output tail the repetition guard checks; default 128.' }),
    repetitionLimit: t.int({
      description: 'A call stops when its last repetitionWindow characters repeat this many times in a row; default 5.',
    }),
    maxCostUsd: t.float({
      description: 'Run budget in USD under REQUIRE_PRICED: no call is dispatched whose reservation would pass it (not a hard billing cap); default 5.',
    }),
    maxRunSeconds: t.float({
      description: 'Seconds after dispatch starts at which the run stops dispatching (it then ends cancelled unless a cell failed); default 1800.',
    }),
    maxCallsPerCase: t.int({ description: 'Model calls one cell may make, evaluation calls included; default 32.' }),
    caseTimeoutS: t.float({ description: 'Seconds one cell may take; default 600.' }),
  }),
});

const PlanSamplingInput = builder.inputType('PlanSamplingInput', {
  description:
    'Generation parameters sent with every subject request; omitted ones are not sent, except temperature (default 0) and, under the bounded output policy, maxTokens. A target’s own request parameters override these.',
  fields: (t) => ({
    temperature: t.float({ description: '0..2; default 0.' }),
    topP: t.float({ description: 'Nucleus sampling mass, 0..1.' }),
    topK: t.int({ description: '-1 (off) or at least 1.' }),
    minP: t.float({ description: '0..1.' }),
    presencePenalty: t.float({ description: '-2..2.' }),
    frequencyPenalty: t.float({ description: '-2..2.' }),
    repetitionPenalty: t.float({ description: 'Finite and greater than 0.' }),
    lengthPenalty: t.float({ description: 'Finite and greater than 0.' }),
    stop: t.stringList({ description: 'Strings that end generation.' }),
    seed: t.int({ description: 'Sampling seed sent to the model; unrelated to the plan’s case selection seed.' }),
    maxTokens: t.int({
      description: 'Output tokens per request, 1..maxOutputTokens; defaults to maxOutputTokens under the bounded output policy and is forbidden under native.',
    }),
    minTokens: t.int({ description: 'Minimum output tokens, 0..maxTokens.' }),
    reasoningEffort: t.field({ type: ReasoningEffortEnum, description: 'How much reasoning to ask for; sent as `reasoning_effort`.' }),
    n: t.int({ description: 'Completions per request; must be 1.' }),
    chatTemplateKwargs: t.field({ type: 'JSON', description: 'An object passed to the model’s chat template.' }),
    ignoreEos: t.boolean({ description: 'Keep generating past the end-of-sequence token.' }),
    skipSpecialTokens: t.boolean({ description: 'Leave special tokens out of the output text.' }),
    spacesBetweenSpecialTokens: t.boolean({ description: 'Put spaces between special tokens in the output text.' }),
  }),
});

const PlanExperimentInput = builder.inputType('PlanExperimentInput', {
  description: 'Links the run to an experiment when it starts.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The experiment’s natural `exp-…` id; it must be yours unless you are ADMIN.' }),
    role: t.field({ type: ExperimentRoleEnum, required: true, description: 'The run’s role; it must be one the run may take.' }),
    hypothesis: t.string({ description: 'What changed in this run; at most 2000 characters, trimmed.' }),
  }),
});

const PlanCellInput = builder.inputType('PlanCellInput', {
  description: 'One cell to run: a case of the dataset on one of the plan’s targets.',
  fields: (t) => ({
    caseId: t.string({ required: true, description: 'A case id of the dataset.' }),
    targetId: t.string({ required: true, description: 'One of the plan’s targetIds.' }),
  }),
});

const PlanInputType = builder.inputType('PlanInput', {
  description:
    'A plan from registered targets and a stored dataset; omitted fields take their defaults. Targets are taken from the registry by id and cannot be overridden.',
  fields: (t) => ({
    name: t.string({
      description: 'Display name, at most 200 characters; default "sr-bench".',
      validate: { type: 'string', maxLength: [200, { message: 'name is at most 200 characters' }] },
    }),
    mode: t.field({ type: RunModeEnum, description: 'LIVE (default) or PREVIEW; REPLAY is refused.' }),
    profile: t.field({
      type: ProfileEnum,
      description: 'SMOKE, QUICK (default) or STANDARD; must match the profile a prepared dataset was selected for. STANDARD needs holdout cases.',
    }),
    seed: t.int({ description: 'Case selection seed; default 20260918. Must match the seed a prepared dataset was selected with.' }),
    datasetId: t.id({ required: true, description: 'The stored dataset (64 hex characters) whose cases the plan runs.' }),
    targetIds: t.stringList({ required: true, description: 'Registered target ids to evaluate, in order; at least one.' }),
    sampling: t.field({ type: PlanSamplingInput, description: 'Generation parameters; omitted, only the defaults are sent.' }),
    limits: t.field({ type: PlanLimitsInput, description: 'Execution limits; omitted ones keep their defaults.' }),
    costPolicy: t.field({ type: CostPolicyEnum, description: 'REQUIRE_PRICED (default) or CAPABILITY_ONLY.' }),
    outputPolicy: t.field({
      type: OutputPolicyEnum,
      description:
        'BOUNDED (default: every request carries an output token cap) or NATIVE (each model’s own output capacity; needs native limits on every target).',
    }),
    experiment: t.field({ type: PlanExperimentInput, description: 'The experiment the run joins when it starts; omitted, none.' }),
    executionCells: t.field({
      type: [PlanCellInput],
      description: 'Run only these case/target pairs instead of every case on every target: no duplicates, and every target keeps at least one cell.',
    }),
  }),
});

builder.relayMutationField(
  'planRun',
  {
    description: 'What planRun freezes: a typed `plan`, or a full sr-bench `manifest` (exactly one).',
    inputFields: (t) => ({
      plan: t.field({ type: PlanInputType, description: 'A typed plan from registered targets and a stored dataset.' }),
      manifest: t.field({ type: 'JSON', description: 'A full sr-bench manifest (snake_case keys); targets not in the registry need ADMIN.' }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.planRun },
    description:
      'Validates and freezes a plan from `plan` or a full sr-bench `manifest` (exactly one) and keeps it for you to review; start it with startRun(planSha256). ' +
      'A broken rule is BAD_USER_INPUT; overriding a registered target, or inline targets without ADMIN, is FORBIDDEN. Needs WRITE; zero model requests.',
    resolve: async (_root, { input }, ctx) => {
      const plan = input.plan;
      return succeeded(
        await planRun(ctx.deps, ctx.viewer, () => ({
          input: plan
            ? ({
                ...plan,
                datasetId: naturalIdOf('Dataset', String(plan.datasetId)),
                targetIds: plan.targetIds.map((id) => naturalIdOf('Target', id)),
              } as DomainPlanInput)
            : null,
          manifest: input.manifest,
        })),
      );
    },
  },
  {
    description: 'The frozen plan, or why it was refused.',
    outputFields: (t) => ({
      plan: t.field({ type: PlanRef, nullable: true, description: 'The frozen plan; null when refused.', resolve: (p) => p.result }),
      userErrors: userErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'startRun',
  {
    description: 'Which plan to admit and the key that makes admission idempotent.',
    inputFields: (t) => ({
      planSha256: t.string({ description: 'The planSha256 of a plan you planned; another actor’s plan is NOT_FOUND.' }),
      manifest: t.field({ type: 'JSON', description: 'ADMIN only: a full sr-bench manifest (its JSON text keeps every number exact).' }),
      idempotencyKey: t.string({
        required: true,
        description: '1..128 visible ASCII characters, scoped to you: resending the same key with the same plan returns the same run, dispatched once.',
      }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.startRun },
    description:
      'Admits a plan as a queued run: `planSha256` of a plan you planned (planRun, candidatePlan), or, for ADMIN only, a full sr-bench `manifest` ' +
      '(exactly one). The same key with the same plan returns the same run; with another plan, CONFLICT. A plan that no longer freezes to its planSha256 is PLAN_CHANGED. ' +
      'Needs RUN; admission sends nothing, the queued run then makes its model requests.',
    resolve: async (_root, { input }, ctx) =>
      succeeded(await startRun(ctx.deps, ctx.viewer, { planSha256: input.planSha256, plan: input.manifest, idempotencyKey: input.idempotencyKey })),
  },
  {
    description: 'The admitted run, or why it was refused.',
    outputFields: (t) => ({
      run: t.field({
        type: RunRef,
        nullable: true,
        description: 'The queued run (or the one this key already admitted); null when refused.',
        resolve: (p) => p.result,
      }),
      userErrors: userErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'cancelRun',
  { description: 'The run to cancel.', inputFields: (t) => ({ id: t.id({ required: true, description: 'The natural `run-…` id or the global id.' }) }) },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.cancelRun },
    description:
      'Asks a run to stop: no new cells start and in-flight calls are interrupted; saved evidence is kept. A terminal run is returned unchanged; an imported run is CONFLICT (reason `imported_run`). Needs RUN; zero model requests.',
    resolve: async (_root, { input }, ctx) => succeeded(await cancelRun(ctx.deps, ctx.viewer, () => entityId('Run', String(input.id)))),
  },
  {
    description: 'The run after the request, or why it was refused.',
    outputFields: (t) => ({
      run: t.field({ type: RunRef, nullable: true, description: 'The run, now stopping or already terminal; null when refused.', resolve: (p) => p.result }),
      userErrors: userErrorsField(t),
    }),
  },
);
