// Mutation.exportTrainingMatrix (docs/grading.md "Training-matrix export", docs/dashboard.md "Evidence section"):
// a completed live dev-split run's full case × target matrix for router training, typed and as
// the sr-bench 1.0 object. Zero model requests; nothing is stored.
import type { TrainingMatrixDocument } from '../../domain/export/training-matrix.ts';
import { exportTrainingMatrix } from '../../services/training-matrix.ts';
import { builder } from '../builder.ts';
import { PAYLOAD_FIELD, succeeded } from '../payload.ts';
import { ACCESS } from '../../services/access.ts';
import { userErrorsField } from '../user-errors.ts';
import { entityId } from '../ids.ts';
import { SplitEnum } from './enums.ts';

export const TrainingMatrixRef = builder.objectRef<TrainingMatrixDocument>('TrainingMatrix');
TrainingMatrixRef.implement({
  description: 'A training-matrix export of a completed live run (dev split only): zero model requests; nothing is stored.',
  fields: (t) => ({
    document: t.field({
      type: 'JSON',
      description:
        'The sr-bench 1.0 `training-matrix` object (snake_case keys): every case with one row per target (model, answer, grade, usage, cost, subject latency and final answer).',
      resolve: (m) => m,
    }),
    sourceRunId: t.exposeString('source_run_id', { description: 'The exported run.' }),
    sourcePlanSha256: t.string({
      nullable: true,
      description: 'Frozen plan hash of the exported run; null when not recorded.',
      resolve: (m) => m.source_plan_sha256,
    }),
    kind: t.exposeString('kind', { description: 'Always `training-matrix`.' }),
    split: t.field({ type: SplitEnum, description: 'Always DEV: only development-split cases can be exported.', resolve: (m) => m.split }),
    caseCount: t.int({ description: 'Cases in the matrix.', resolve: (m) => m.cases.length }),
    targetCount: t.int({ description: 'Targets per case.', resolve: (m) => m.cases[0]?.targets.length ?? 0 }),
    accountingCorrection: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The accounting correction applied to usage and cost (without its rows), or null.',
      resolve: (m) => m.accounting_correction,
    }),
    modelRequests: t.int({ description: 'Always 0.', resolve: (m) => m.model_requests }),
  }),
});

builder.relayMutationField(
  'exportTrainingMatrix',
  {
    description: 'The run to export.',
    inputFields: (t) => ({ runId: t.id({ required: true, description: 'The run to export (natural or global id).' }) }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.exportTrainingMatrix },
    description:
      'Exports a completed live run’s full case × target matrix (no recovery child, no execution cells, not standard, ' +
      'every case in the dev split) for router training. Zero model requests; nothing is stored.',
    resolve: async (_root, { input }, ctx) => succeeded(await exportTrainingMatrix(ctx.deps, ctx.viewer, entityId('Run', String(input.runId)))),
  },
  {
    description: 'The training matrix, or why the export was refused.',
    outputFields: (t) => ({
      matrix: t.field({ type: TrainingMatrixRef, nullable: true, description: 'The exported matrix; null when refused.', resolve: (p) => p.result }),
      userErrors: userErrorsField(t),
    }),
  },
);
