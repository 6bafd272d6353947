// Recipe snapshots at admission (docs/runs.md "Runner provenance and recipe snapshots"): a MoM target with capture_recipe gets a verified,
// redacted snapshot before dispatch; a capture that fails aborts admission with nothing stored.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoTargets } from '../../src/demo/demo-setup.ts';
import * as t from '../../src/db/schema.ts';
import { userErrorCodes, userErrors } from '../helpers/api.ts';
import { PLAN, START, useLiveStack, waitForRun } from '../helpers/live.ts';

const live = useLiveStack();

async function registerRouter(configHash: string): Promise<void> {
  const targets = demoTargets(live.demo.simulator.url, live.demo.simulator.routerUrl).map((target) =>
    target.id === 'sim-router' ? { ...target, config_hash: configHash, preview_url: live.demo.simulator.previewUrl, capture_recipe: true } : target,
  );
  const response = await live.api.gql(
    `mutation Test_Register($targets: [JSON!]!) {
    registerTargets(input: { targets: $targets }) { targets { id } userErrors { code message } }
  }`,
    { targets },
  );
  expect(response.errors).toBeUndefined();
  expect(userErrors(response, 'registerTargets')).toEqual([]);
}

describe('recipe capture', () => {
  it('stores a verified, redacted snapshot for the MoM target and reports the others as absent', async () => {
    await registerRouter('demo-router-v1');
    const planned = await live.api.gql(PLAN, { input: { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-small', 'sim-router'] } });
    const started = await live.api.gql(START, { plan: planned.data.planRun.plan.manifestText, key: 'recipe-1' });
    expect(started.errors).toBeUndefined();
    expect(userErrors(started, 'startRun')).toEqual([]);
    const runId = started.data.startRun.run.runId;
    const response = await live.api.gql(
      `query Test_Recipes($id: ID!) { run(id: $id) { recipeSnapshots { targetId status verified recipeSha256 snapshot } } }`,
      { id: runId },
    );
    const [snapshot] = response.data.run.recipeSnapshots;
    expect(response.data.run.recipeSnapshots).toHaveLength(1);
    expect(snapshot).toMatchObject({ targetId: 'sim-router', status: 'CAPTURED', verified: true });
    expect(JSON.stringify(snapshot.snapshot)).not.toMatch(/sk-simulated|Bearer simulated|10\.0\.0\.7/);
    await waitForRun(live.api, runId);
  });

  it('aborts admission when the router runs another configuration: nothing is stored, nothing sent', async () => {
    await registerRouter('stale-config');
    const runsBefore = (await live.tdb.database.db.select({ n: count() }).from(t.runs))[0]?.n;
    const requestsBefore = live.demo.simulator.chatRequests().length;
    const planned = await live.api.gql(PLAN, { input: { datasetId: live.demo.datasetId, profile: 'SMOKE', targetIds: ['sim-router'] } });
    const started = await live.api.gql(START, { plan: planned.data.planRun.plan.manifestText, key: 'recipe-2' });
    expect(started.errors).toBeUndefined();
    expect(started.data.startRun.run).toBeNull();
    expect(userErrorCodes(started, 'startRun')).toEqual(['BAD_USER_INPUT']);
    expect(userErrors(started, 'startRun')[0]?.message).toMatch(/^Recipe capture failed for sim-router: router runtime hashes differ/);
    expect(userErrors(started, 'startRun')[0]?.details).toMatchObject({ dispatchStarted: false, modelRequests: 0 });
    expect((await live.tdb.database.db.select({ n: count() }).from(t.runs))[0]?.n).toBe(runsBefore);
    expect(live.demo.simulator.chatRequests().length).toBe(requestsBefore);
  });
});
