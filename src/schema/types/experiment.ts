// Experiment (a named group of runs, docs/experiments.md) and Run.experimentMemberships.
import { ownerScope } from '../../context.ts';
import { experimentsByIds, membershipsOfRuns, type ExperimentRecord, type MembershipRecord } from '../../db/queries/experiments.ts';
import type { RunRecord } from '../../db/queries/runs.ts';
import { toIsoMicros } from '../../db/timestamps.ts';
import { builder } from '../builder.ts';
import { notFound } from '../../domain/errors.ts';
import { RunRef } from './run.ts';
import { EXPERIMENT_ROLES, ExperimentRoleEnum, knownValue } from './enums.ts';

export const ExperimentRef = builder.loadableNodeRef('Experiment', {
  id: {
    description: 'The global id; this or the natural `experimentId` is accepted wherever an argument names an experiment.',
    resolve: (experiment: ExperimentRecord) => experiment.id,
  },
  load: async (ids: string[], ctx) => {
    const owner = ownerScope(ctx.viewer);
    const rows = (await experimentsByIds(ctx.db, ids)).filter((e) => !owner || e.owner === owner);
    const byId = new Map(rows.map((e) => [e.id, e]));
    return ids.map((id) => byId.get(id) ?? notFound(`Experiment ${id} not found`));
  },
});

ExperimentRef.implement({
  description: 'A named group of runs; membership never proves two runs are comparable.',
  fields: (t) => ({
    experimentId: t.exposeString('id', { description: 'The natural id (`exp-` + 32 hex).' }),
    name: t.exposeString('name', { description: 'Display name, 1..160 characters.' }),
    owner: t.exposeString('owner', { description: 'The actor id that created it.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (e) => toIsoMicros(e.createdAt) }),
    updatedAt: t.field({ type: 'DateTime', description: 'When it was created or a run was last linked to it.', resolve: (e) => toIsoMicros(e.updatedAt) }),
  }),
});

export const MembershipRef = builder.objectRef<MembershipRecord>('ExperimentMembership');
MembershipRef.implement({
  description: 'A run’s place in an experiment.',
  fields: (t) => ({
    experiment: t.field({ type: ExperimentRef, description: 'The experiment.', resolve: (m) => m.experimentId }),
    run: t.field({ type: RunRef, description: 'The linked run.', resolve: (m) => m.runId }),
    role: t.field({
      type: ExperimentRoleEnum,
      nullable: true,
      description: 'The part the run plays; null when an imported membership carries a role this server does not know.',
      resolve: (m) => knownValue(EXPERIMENT_ROLES, m.role),
    }),
    hypothesis: t.exposeString('hypothesis', { description: 'What changed in this run; empty when none was given.' }),
    linkedAt: t.field({ type: 'DateTime', description: 'When the run was linked.', resolve: (m) => toIsoMicros(m.linkedAt) }),
  }),
});

builder.objectField(RunRef, 'experimentMemberships', (t) =>
  t.loadableList({
    type: MembershipRef,
    description: 'Experiments this run belongs to that the viewer may see, with its role.',
    resolve: (run) => run,
    loaderOptions: { cacheKeyFn: (run: RunRecord) => run.id },
    load: async (runs: RunRecord[], ctx) => {
      const rows = await membershipsOfRuns(
        ctx.db,
        runs.map((r) => r.id),
        ownerScope(ctx.viewer),
      );
      return runs.map((run) => rows.filter((m) => m.runId === run.id));
    },
  }),
);
