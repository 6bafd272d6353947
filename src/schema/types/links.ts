// Object links beside natural ids: where a type names another object by id (`Call.runId`), it
// also offers the object itself (`Call.run`), loaded through that type's batched node loader.
import { builder } from '../builder.ts';
import { CallRef } from './call.ts';
import { CaseResultRef } from './case-result.ts';
import { PairComparisonRef } from './comparison.ts';
import { DatasetRef } from './dataset.ts';
import { PreparationItemRef } from './dataset-composition.ts';
import { RecoveryPlanRef } from './recovery.ts';
import { RegradeRef } from './regrade.ts';
import { ChildAttemptRef } from './report.ts';
import { RunRef } from './run.ts';
import { RunEventRef } from './run-event.ts';
import { RunTargetRef } from './run-target.ts';
import { TargetRef } from './target.ts';
import { TrainingMatrixRef } from './training-matrix.ts';

builder.objectField(CallRef, 'run', (t) => t.field({ type: RunRef, description: 'The run this call belongs to.', resolve: (call) => call.runId }));
builder.objectField(CaseResultRef, 'run', (t) => t.field({ type: RunRef, description: 'The run this result belongs to.', resolve: (result) => result.runId }));
builder.objectField(RunEventRef, 'run', (t) => t.field({ type: RunRef, description: 'The run this event belongs to.', resolve: (event) => event.runId }));
builder.objectField(RunRef, 'parentRun', (t) =>
  t.field({
    type: RunRef,
    nullable: true,
    description: 'The run this recovery child continues; null for a run that is not a recovery child.',
    resolve: (run) => run.parentRunId,
  }),
);
builder.objectField(ChildAttemptRef, 'run', (t) => t.field({ type: RunRef, description: 'The recovery child run itself.', resolve: (child) => child.id }));
builder.objectField(PairComparisonRef, 'candidateRun', (t) =>
  t.field({ type: RunRef, description: 'The candidate run compared with the baseline.', resolve: (pair) => pair.candidate_run_id }),
);
builder.objectField(RecoveryPlanRef, 'parentRun', (t) =>
  t.field({ type: RunRef, description: 'The run this plan would continue.', resolve: (plan) => plan.parent_run_id }),
);
builder.objectField(RegradeRef, 'sourceRun', (t) =>
  t.field({ type: RunRef, description: 'The run whose saved answers were graded again.', resolve: (regrade) => regrade.source_run_id }),
);
builder.objectField(TrainingMatrixRef, 'sourceRun', (t) =>
  t.field({ type: RunRef, description: 'The run the matrix was exported from.', resolve: (matrix) => matrix.source_run_id }),
);
builder.objectField(PreparationItemRef, 'dataset', (t) =>
  t.field({
    type: DatasetRef,
    nullable: true,
    description: 'The frozen dataset prepared for this benchmark; null until it is prepared.',
    resolve: (item) => item.dataset_id ?? null,
  }),
);
builder.objectField(RunTargetRef, 'target', (t) =>
  t.field({
    type: TargetRef,
    nullable: true,
    description: 'The registered target of the same id as it is now, which may differ from what the plan froze; null when no such target is registered.',
    resolve: (target) => target.id,
  }),
);
