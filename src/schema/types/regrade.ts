// Mutation.regrade (docs/grading.md "Regrade", `Regrade.document`, docs/dashboard.md "Evidence section": reuse saved
// evidence): the offline-regrade artifact, typed and as the sr-bench 1.0 object.
import type { RegradeArtifact, RegradedRow } from '../../domain/grading/regrade.ts';
import { regradeRun } from '../../services/regrade.ts';
import { builder } from '../builder.ts';
import { PAYLOAD_FIELD, succeeded } from '../payload.ts';
import { ACCESS } from '../../services/access.ts';
import { userErrorsField } from '../user-errors.ts';
import { entityId } from '../ids.ts';

const RegradeResultRef = builder.objectRef<RegradedRow>('RegradeResult');
RegradeResultRef.implement({
  description: 'One cell graded again from its saved subject final.',
  fields: (t) => ({
    caseId: t.exposeString('case_id', { description: 'The cell’s case.' }),
    targetId: t.exposeString('target_id', { description: 'The cell’s target.' }),
    answer: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The parsed answer (a letter or a grid); null when none parsed.',
      resolve: (r) => r.answer ?? null,
    }),
    correct: t.exposeBoolean('correct', { description: 'Whether the answer is correct under the current grader.' }),
    score: t.float({ description: 'The new grade: 1.0 correct, 0.0 incorrect.', resolve: (r) => r.score }),
    details: t.field({
      type: 'JSON',
      description:
        'Grader details as JSON: grader_version, answer_status and strict_format for multiple choice; valid_grid for grids; quality_failure for answers cut at the output limit.',
      resolve: (r) => r.details ?? {},
    }),
  }),
});

export const RegradeRef = builder.objectRef<RegradeArtifact>('Regrade');
RegradeRef.implement({
  description: 'An offline regrade of a completed live run: zero model requests; the saved results are untouched.',
  fields: (t) => ({
    document: t.field({
      type: 'JSON',
      description: 'The sr-bench 1.0 `offline-regrade` artifact (snake_case keys) with the values of the fields below.',
      resolve: (r) => r,
    }),
    sourceRunId: t.exposeString('source_run_id', { description: 'The regraded run.' }),
    sourcePlanSha256: t.exposeString('source_plan_sha256', { description: 'Frozen plan hash of the regraded run.' }),
    kind: t.exposeString('kind', { description: 'Always `offline-regrade`.' }),
    graderVersion: t.exposeString('grader_version', { description: 'Version label of the final-answer graders used, `sr-bench-final-v2`.' }),
    changedCount: t.exposeInt('changed_count', { description: 'Cells whose correctness differs from the saved result.' }),
    modelRequests: t.int({ description: 'Always 0.', resolve: (r) => r.model_requests }),
    results: t.field({ type: [RegradeResultRef], description: 'Every saved result, in store order (case id, target id).', resolve: (r) => r.results }),
  }),
});

builder.relayMutationField(
  'regrade',
  {
    description: 'The run to regrade.',
    inputFields: (t) => ({
      runId: t.id({
        required: true,
        description:
          'The run to regrade (natural or global id): a completed live run whose cases are all multiple choice or grids, with one completed subject call per cell.',
      }),
    }),
  },
  {
    ...PAYLOAD_FIELD,
    authScopes: { access: ACCESS.regrade },
    description: 'Re-grades a completed live multiple-choice/grid run from its saved finals with the current graders. Zero model requests; nothing is stored.',
    resolve: async (_root, { input }, ctx) => succeeded(await regradeRun(ctx.deps, ctx.viewer, entityId('Run', String(input.runId)))),
  },
  {
    description: 'The regrade of the saved finals, or why it was refused.',
    outputFields: (t) => ({
      regrade: t.field({ type: RegradeRef, nullable: true, description: 'The regrade; null when refused.', resolve: (p) => p.result }),
      userErrors: userErrorsField(t),
    }),
  },
);
