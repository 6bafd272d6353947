// candidatePlan (docs/plans.md "Candidate plans"; docs/dashboard.md "Evaluate candidate", "From a frozen baseline"): a frozen plan derived from
// a finished single-model live baseline, with registered MoM targets and the baseline's protocol.
// Zero model requests; start it with startRun.
import { candidatePlan } from '../../services/candidate-plans.ts';
import { builder } from '../builder.ts';
import { PAYLOAD_FIELD, succeeded } from '../payload.ts';
import { ACCESS } from '../../services/access.ts';
import { userErrorsField } from '../user-errors.ts';
import { entityId } from '../ids.ts';
import { RunModeEnum } from './enums.ts';
import { PlanRef } from './plan.ts';

builder.relayMutationField(
  'candidatePlan',
  {
    description: 'The baseline to derive from and the MoM targets to evaluate.',
    inputFields: (t) => ({
      baselineRunId: t.id({
        required: true,
        description: 'The baseline: a terminal live run with one single-model target, by natural `run-…` or global id.',
      }),
      targetIds: t.stringList({ required: true, description: 'Distinct registered MoM target ids.' }),
      mode: t.field({ type: RunModeEnum, description: 'LIVE (default) or PREVIEW.' }),
      name: t.string({
        description: 'Default "Candidate evaluation" (live) or "Routing check" (preview).',
        validate: { type: 'string', maxLength: [200, { message: 'name is at most 200 characters' }] },
      }),
      experimentId: t.id({ description: 'Link the run to this experiment when it starts.' }),
      hypothesis: t.string({ description: 'What changed (experiment membership only; at most 2000 characters).' }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.candidatePlan },
    description:
      'Derives a plan from a finished live single-model baseline run (also failed, cancelled or interrupted; never a recovery subset): ' +
      "the baseline's cases, sampling, limits, cost policy, benchmark options, weights, versions and judge/simulator are kept and " +
      'the targets are the given registered MoM targets. With an experiment the run joins it as preview, validation (standard ' +
      'baseline) or candidate. A baseline or targets that do not fit are BAD_USER_INPUT; an unknown run or experiment is NOT_FOUND. ' +
      'Needs WRITE; zero model requests; start the plan with startRun(planSha256).',
    resolve: async (_root, { input }, ctx) =>
      succeeded(
        await candidatePlan(ctx.deps, ctx.viewer, () => ({
          baselineRunId: entityId('Run', String(input.baselineRunId)),
          experimentId: input.experimentId == null ? null : entityId('Experiment', String(input.experimentId)),
          targetIds: input.targetIds,
          mode: input.mode ?? null,
          name: input.name ?? null,
          hypothesis: input.hypothesis ?? null,
        })),
      ),
  },
  {
    description: 'The derived plan, or why it was refused.',
    outputFields: (t) => ({
      plan: t.field({ type: PlanRef, nullable: true, description: 'The frozen candidate plan; null when refused.', resolve: (p) => p.result }),
      userErrors: userErrorsField(t),
    }),
  },
);
