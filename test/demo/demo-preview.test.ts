// The demo registry's router carries its routing preview endpoint, so a demo user can run a
// preview (no generation) out of the box.
import { describe, expect, it } from 'vitest';
import { planAndStart, useLiveStack, waitForRun } from '../helpers/live.ts';

const live = useLiveStack();

describe('demo preview', () => {
  it('a PREVIEW plan on sim-router completes with routing results and no chat request', { timeout: 120_000 }, async () => {
    const chatBefore = live.demo.simulator.chatRequests().length;
    const { runId, plan } = await planAndStart(
      live.api,
      { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-router'], mode: 'PREVIEW' },
      'demo-preview',
    );
    expect(await waitForRun(live.api, runId, 90_000)).toBe('COMPLETED');
    const response = await live.api.gql(`query Test_DemoPreview($id: ID!) { run(id: $id) { calls { totalCount } progress { completed } } }`, { id: runId });
    expect(response.data.run).toEqual({ calls: { totalCount: 0 }, progress: { completed: plan.total } });
    expect(live.demo.simulator.chatRequests().length).toBe(chatBefore);
  });
});
