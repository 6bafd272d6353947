// A harness cell in flight (docs/harness.md): what `activeCalls` shows beside the calls.
import type { HarnessActivityRow } from '../../db/queries/harness-activity.ts';
import { builder } from '../builder.ts';

export const HarnessPhaseEnum = builder.enumType('HarnessPhase', {
  description: 'Where a harness cell is: starting its process, running, waiting for a model call through the bridge, stopping, or finished.',
  values: {
    STARTING: { value: 'starting', description: 'The harness process is being started.' },
    RUNNING: { value: 'running', description: 'The harness is working between model calls.' },
    WAITING_FOR_MODEL: { value: 'waiting_for_model', description: 'A model call through the bridge is in flight.' },
    STOPPING: { value: 'stopping', description: 'The harness is being stopped (cancellation, failed call, deadline or log limit).' },
    FINISHED: { value: 'finished', description: 'The harness process has ended.' },
  } as const,
});

export const HarnessActivityRef = builder.objectRef<HarnessActivityRow>('HarnessActivity');
HarnessActivityRef.implement({
  description: 'The live state of one harness cell (code and agent benchmarks): liveness only, never evidence.',
  fields: (t) => ({
    caseId: t.exposeString('caseId', { description: 'The case the harness runs.' }),
    targetId: t.exposeString('targetId', { description: 'The evaluated target.' }),
    phase: t.field({ type: HarnessPhaseEnum, description: 'Where the harness is.', resolve: (r) => r.activity.phase }),
    steps: t.int({ description: 'Model calls the harness has made through the bridge so far (its steps).', resolve: (r) => r.activity.steps }),
    artifactBytes: t.float({
      description: 'Bytes in the cell’s artifact folder (its log included) as last measured; bounded by the run’s `maxLogBytes`.',
      resolve: (r) => r.activity.artifact_bytes,
    }),
    startedAt: t.field({ type: 'DateTime', description: 'When the harness cell started.', resolve: (r) => r.activity.started_at }),
    updatedAt: t.field({ type: 'DateTime', description: 'When this state was written.', resolve: (r) => r.activity.updated_at }),
  }),
});
