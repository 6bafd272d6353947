// Mutation.regrade (service.md §9.6, api.md `Regrade.document`, clients.md "Reuse saved
// evidence"): the offline-regrade artifact, typed and as the sr-bench 1.0 object.
import type { RegradeArtifact, RegradedRow } from '../../domain/grading/regrade.ts';
import { regradeRun } from '../../services/regrade.ts';
import { builder } from '../builder.ts';
import { entityId } from '../ids.ts';

const RegradeResultRef = builder.objectRef<RegradedRow>('RegradeResult');
RegradeResultRef.implement({
  description: 'One cell graded again from its saved subject final.',
  fields: (t) => ({
    caseId: t.exposeString('case_id'),
    targetId: t.exposeString('target_id'),
    answer: t.field({ type: 'JSON', nullable: true, description: 'The parsed answer (a letter or a grid); null when none parsed.', resolve: (r) => r.answer ?? null }),
    correct: t.exposeBoolean('correct'),
    score: t.float({ resolve: (r) => r.score }),
    details: t.field({ type: 'JSON', description: 'Grader details (grader_version, answer_status, strict_format; valid_grid; quality_failure).', resolve: (r) => r.details ?? {} }),
  }),
});

const RegradeRef = builder.objectRef<RegradeArtifact>('Regrade');
RegradeRef.implement({
  description: 'An offline regrade of a completed live run: zero model requests; the saved results are untouched.',
  fields: (t) => ({
    document: t.field({
      type: 'JSON',
      description: 'The sr-bench 1.0 `offline-regrade` artifact (service.md §9.6).',
      resolve: (r) => r,
    }),
    sourceRunId: t.exposeString('source_run_id'),
    sourcePlanSha256: t.exposeString('source_plan_sha256'),
    kind: t.exposeString('kind'),
    graderVersion: t.exposeString('grader_version'),
    changedCount: t.exposeInt('changed_count', { description: 'Cells whose correctness differs from the saved result.' }),
    modelRequests: t.int({ description: 'Always 0.', resolve: (r) => r.model_requests }),
    results: t.field({ type: [RegradeResultRef], description: 'Every saved result, in store order (case id, target id).', resolve: (r) => r.results }),
  }),
});

builder.mutationFields((t) => ({
  regrade: t.field({
    type: RegradeRef,
    description:
      'Re-grades a completed live multiple-choice/grid run from its saved finals with the current graders. Zero model requests; nothing is stored.',
    args: { runId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => regradeRun(ctx, entityId('Run', String(args.runId))),
  }),
}));
