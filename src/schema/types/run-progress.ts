// Run.progress: counts derived from result rows (materialised for terminal runs), batched for a
// whole page of runs.
import type { RunRecord } from '../../db/queries/runs.ts';
import { progressStatusCounts } from '../../db/queries/runs.ts';
import { progressFromCounts, type RunProgress } from '../../domain/run/progress.ts';
import { builder } from '../builder.ts';
import { RunRef } from './run.ts';

export const RunProgressRef = builder.objectRef<RunProgress>('RunProgress');

RunProgressRef.implement({
  description: 'Planned cells (case × target) and how many have each outcome; completed, failed, timeout, running and pending add up to `total`.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Planned cells of the run.' }),
    completed: t.exposeInt('completed', { description: 'Cells whose result is completed.' }),
    failed: t.exposeInt('failed', { description: 'Failed, cancelled and sent_unknown cells.' }),
    timeout: t.exposeInt('timeout', { description: 'Cells whose result is timeout, a status found only in imported evidence.' }),
    running: t.exposeInt('running', { description: 'Cells dispatched and still running.' }),
    pending: t.exposeInt('pending', { description: 'Planned cells with no result row: never dispatched.' }),
  }),
});

builder.objectField(RunRef, 'progress', (t) =>
  t.loadable({
    type: RunProgressRef,
    description: 'How many of the run’s planned cells have each outcome so far.',
    resolve: (run) => run,
    loaderOptions: { cacheKeyFn: (run: RunRecord) => run.id },
    load: async (runs: RunRecord[], ctx) => {
      const counts = await progressStatusCounts(
        ctx.db,
        runs.map((r) => r.id),
      );
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
