// Run.progress: counts derived from result rows (materialised for terminal runs), batched for a
// whole page of runs.
import type { RunRecord } from '../../db/queries/runs.ts';
import { progressStatusCounts } from '../../db/queries/runs.ts';
import { progressFromCounts, type RunProgress } from '../../domain/run/progress.ts';
import { builder } from '../builder.ts';
import { RunRef } from './run.ts';

export const RunProgressRef = builder.objectRef<RunProgress>('RunProgress');

RunProgressRef.implement({
  description: 'Planned cells and how many have each outcome (report.md §1.1).',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Planned cells.' }),
    completed: t.exposeInt('completed'),
    failed: t.exposeInt('failed', { description: 'Failed, cancelled and sent_unknown cells.' }),
    timeout: t.exposeInt('timeout'),
    running: t.exposeInt('running'),
    pending: t.exposeInt('pending', { description: 'Planned cells with no result row: never dispatched.' }),
  }),
});

builder.objectField(RunRef, 'progress', (t) =>
  t.loadable({
    type: RunProgressRef,
    resolve: (run) => run,
    loaderOptions: { cacheKeyFn: (run: RunRecord) => run.id },
    load: async (runs: RunRecord[], ctx) => {
      const counts = await progressStatusCounts(ctx.db, runs.map((r) => r.id));
      const byRun = new Map<string, { status: string; n: number }[]>();
      for (const row of counts) {
        const list = byRun.get(row.runId) ?? [];
        list.push(row);
        byRun.set(row.runId, list);
      }
      return runs.map((run) => progressFromCounts(run.plannedCells, byRun.get(run.id) ?? []));
    },
  }),
);
