// Plans and admission: planRun, startRun, cancelRun (api.md "Mutations"; service.md §2, §3.1,
// §3.9). Planning and admission make zero model requests.
import { entityId } from '../ids.ts';
import { runsByIds } from '../../db/queries/runs.ts';
import { manifestTargets, type JsonObject } from '../../domain/run/manifest-projection.ts';
import { planInputToManifest, type PlanInput as DomainPlanInput } from '../../domain/plan/plan-input.ts';
import { planObject } from '../../services/plan-object.ts';
import { cancelRun, freeze, startRun, type StartSource } from '../../services/plans.ts';
import { planForReview, type ReviewedPlan } from '../../services/stored-plans.ts';
import { builder } from '../builder.ts';
import { badUserInput, notFound } from '../errors.ts';
import { CostPolicyEnum, RunModeEnum } from './enums.ts';
import { RunRef } from './run.ts';
import { RunTargetRef } from './run-target.ts';
import { requireRole } from '../../auth/roles.ts';

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
    caseSha256: t.string({ resolve: (p) => p.frozen.caseSha256 }),
    total: t.int({ description: 'Planned cells.', resolve: (p) => p.frozen.total }),
    caseCount: t.int({ resolve: (p) => p.frozen.caseCount }),
    targets: t.field({
      type: [RunTargetRef],
      resolve: (p) => {
        const raw = Array.isArray(p.manifest.targets) ? (p.manifest.targets as JsonObject[]) : [];
        return manifestTargets(p.manifest).map((target, i) => ({ ...target, raw: raw[i] ?? {} }));
      },
    }),
    estimatedMaxReservationUsd: t.float({
      nullable: true,
      description: 'The largest cost reservation of the planned subject calls (judge/simulator calls come on top); null under capability_only.',
      resolve: (p) => p.estimatedMaxReservationUsd,
    }),
    modelRequests: t.int({ resolve: () => 0 }),
  }),
});

const PlanLimitsInput = builder.inputType('PlanLimitsInput', {
  fields: (t) => ({
    concurrency: t.int(), totalTimeoutS: t.float(), idleTimeoutS: t.float(), maxOutputTokens: t.int(),
    maxOutputChars: t.int(), maxLogBytes: t.int(), repetitionWindow: t.int(), repetitionLimit: t.int(),
    maxCostUsd: t.float(), maxRunSeconds: t.float(), maxCallsPerCase: t.int(), caseTimeoutS: t.float(),
  }),
});

const PlanSamplingInput = builder.inputType('PlanSamplingInput', {
  fields: (t) => ({
    temperature: t.float(), topP: t.float(), topK: t.int(), minP: t.float(), presencePenalty: t.float(),
    frequencyPenalty: t.float(), repetitionPenalty: t.float(), lengthPenalty: t.float(), stop: t.stringList(),
    seed: t.int(), maxTokens: t.int(), minTokens: t.int(), reasoningEffort: t.string(), n: t.int(),
    chatTemplateKwargs: t.field({ type: 'JSON' }), ignoreEos: t.boolean(), skipSpecialTokens: t.boolean(),
    spacesBetweenSpecialTokens: t.boolean(),
  }),
});

const PlanExperimentInput = builder.inputType('PlanExperimentInput', {
  fields: (t) => ({ id: t.id({ required: true }), role: t.string({ required: true }), hypothesis: t.string() }),
});

const PlanCellInput = builder.inputType('PlanCellInput', {
  fields: (t) => ({ caseId: t.string({ required: true }), targetId: t.string({ required: true }) }),
});

const PlanInputType = builder.inputType('PlanInput', {
  description: 'A plan from registered targets and a stored dataset (service.md §2; §12 plan policy).',
  fields: (t) => ({
    name: t.string({ validate: { type: 'string', maxLength: [200, { message: 'name is at most 200 characters' }] } }),
    mode: t.field({ type: RunModeEnum }),
    profile: t.string(),
    seed: t.int(),
    datasetId: t.id({ required: true }),
    targetIds: t.stringList({ required: true }),
    sampling: t.field({ type: PlanSamplingInput }),
    limits: t.field({ type: PlanLimitsInput }),
    costPolicy: t.field({ type: CostPolicyEnum }),
    outputPolicy: t.string(),
    experiment: t.field({ type: PlanExperimentInput }),
    executionCells: t.field({ type: [PlanCellInput] }),
  }),
});

builder.mutationFields((t) => ({
  planRun: t.field({
    type: PlanRef,
    description: 'Validates and freezes a plan, from `input` or a full sr-bench `manifest` (exactly one). Zero model requests.',
    args: { input: t.arg({ type: PlanInputType }), manifest: t.arg({ type: 'JSON' }) },
    resolve: async (_root, args, ctx) => {
      requireRole(ctx, 'WRITE', 'Planning a run');
      if ((args.input == null) === (args.manifest == null)) throw badUserInput('Pass exactly one of `input` and `manifest`', { modelRequests: 0 });
      const manifest = args.input
        ? planInputToManifest({ ...args.input, datasetId: String(args.input.datasetId) } as DomainPlanInput)
        : planObject(args.manifest);
      return planForReview(ctx, await freeze(ctx, manifest));
    },
  }),
  startRun: t.field({
    type: RunRef,
    description:
      'Admits a plan as a queued run: `planSha256` of a plan you planned (planRun, candidatePlan), or, for ADMIN only, a full sr-bench manifest as `plan` ' +
      '(exactly one). The same key with the same plan returns the same run; with another plan, CONFLICT. A plan that no longer freezes to its planSha256 is PLAN_CHANGED.',
    args: {
      planSha256: t.arg.string({ description: 'The planSha256 of a plan you planned; another actor’s plan is NOT_FOUND.' }),
      plan: t.arg({ type: 'JSON', description: 'ADMIN only: a full sr-bench manifest (its JSON text keeps every number exact).' }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      requireRole(ctx, 'RUN', 'Starting a run');
      if ((args.planSha256 == null) === (args.plan == null)) throw badUserInput('Pass exactly one of `planSha256` and `plan`', { modelRequests: 0 });
      const source: StartSource = args.planSha256 != null ? { planSha256: args.planSha256 } : { plan: args.plan };
      return startRun(ctx, source, args.idempotencyKey);
    },
  }),
  cancelRun: t.field({
    type: RunRef,
    description: 'Asks a run to stop: no new cells start and in-flight calls are interrupted. A terminal run is returned unchanged.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireRole(ctx, 'RUN', 'Cancelling a run');
      const id = entityId('Run', String(args.id));
      await cancelRun(ctx, id);
      const [run] = await runsByIds(ctx.db, [id]);
      if (!run) throw notFound(`Run ${id} not found`);
      return run;
    },
  }),
}));
