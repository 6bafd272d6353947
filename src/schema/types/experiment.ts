// Experiment (a named group of runs, service.md §10) and Run.experimentMemberships.
import { ownerScope } from '../../context.ts';
import { experimentsByIds, membershipsOfRuns, type ExperimentRecord, type MembershipRecord } from '../../db/queries/experiments.ts';
import type { RunRecord } from '../../db/queries/runs.ts';
import { toIsoMicros } from '../../db/timestamps.ts';
import { builder } from '../builder.ts';
import { notFound } from '../errors.ts';
import { RunRef } from './run.ts';

export const ExperimentRef = builder.loadableNodeRef('Experiment', {
  id: { resolve: (experiment: ExperimentRecord) => experiment.id },
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
    name: t.exposeString('name'),
    owner: t.exposeString('owner'),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => toIsoMicros(e.createdAt) }),
    updatedAt: t.field({ type: 'DateTime', resolve: (e) => toIsoMicros(e.updatedAt) }),
  }),
});

export const MembershipRef = builder.objectRef<MembershipRecord>('ExperimentMembership');
MembershipRef.implement({
  description: 'A run’s place in an experiment.',
  fields: (t) => ({
    experiment: t.field({ type: ExperimentRef, resolve: (m) => m.experimentId }),
    run: t.field({ type: RunRef, resolve: (m) => m.runId }),
    role: t.exposeString('role'),
    hypothesis: t.exposeString('hypothesis'),
    linkedAt: t.field({ type: 'DateTime', resolve: (m) => toIsoMicros(m.linkedAt) }),
  }),
});

builder.objectField(RunRef, 'experimentMemberships', (t) =>
  t.loadableList({
    type: MembershipRef,
    description: 'Experiments this run belongs to that the viewer may see, with its role.',
    resolve: (run) => run,
    loaderOptions: { cacheKeyFn: (run: RunRecord) => run.id },
    load: async (runs: RunRecord[], ctx) => {
      const rows = await membershipsOfRuns(ctx.db, runs.map((r) => r.id), ownerScope(ctx.viewer));
      return runs.map((run) => rows.filter((m) => m.runId === run.id));
    },
  }),
);
