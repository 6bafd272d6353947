// Imports every type module (each registers itself on the builder) and builds the schema.
import { builder } from './builder.ts';
import './types/enums.ts';
import './types/run.ts';
import './types/run-progress.ts';
import './types/case-result.ts';
import './types/call.ts';
import './types/run-event.ts';
import './types/report.ts';
import './types/comparison.ts';
import './types/comparison-options.ts';
import './types/experiment.ts';
import './types/catalog.ts';
import './types/target.ts';
import './types/plan.ts';
import './types/candidate-plan.ts';
import './types/dataset.ts';
import './types/accounting.ts';
import './types/recovery.ts';
import './types/replay.ts';
import './types/regrade.ts';
import './types/training-matrix.ts';
import './types/experiment-mutations.ts';
import './types/dataset-composition.ts';
import './types/recipe.ts';
import './types/route-preview.ts';
import './subscriptions/index.ts';

export const schema = builder.toSchema({ sortSchema: false });
