// The demo tells the story it is for: its router, which sends science and grid questions to
// larger models, is at least as accurate as the small model it falls back to, and cheaper than
// the large one.
import { describe, expect, it } from 'vitest';
import { planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';

const live = useLiveStack();

interface TargetFigures {
  targetId: string;
  correct: number;
  costUsd: number | null;
}

describe('demo router', () => {
  it('is at least as accurate as sim-small and cheaper than sim-large on the smoke profile', { timeout: 120_000 }, async () => {
    const { runId } = await planAndStart(
      live.api,
      {
        datasetId: live.demo.datasetId,
        profile: 'SMOKE',
        targetIds: ['sim-small', 'sim-large', 'sim-router'],
        limits: { concurrency: 8, maxCostUsd: 100 },
      },
      'demo-router',
    );
    expect(await waitForRun(live.api, runId, 90_000)).toBe('COMPLETED');
    const response = await live.api.gql(`query Test_DemoRouter($id: ID!) { run(id: $id) { report { targets { targetId correct costUsd } } } }`, { id: runId });
    const figures = new Map((response.data.run.report.targets as TargetFigures[]).map((t) => [t.targetId, t]));
    const small = figures.get('sim-small')!;
    const large = figures.get('sim-large')!;
    const router = figures.get('sim-router')!;
    expect(router.correct).toBeGreaterThan(small.correct);
    expect(router.correct).toBeLessThanOrEqual(large.correct);
    expect(router.costUsd!).toBeLessThan(large.costUsd!);
  });
});
