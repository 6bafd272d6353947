// Recipe capture against the simulated router's config API (docs/runs.md "Runner provenance and recipe snapshots").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSimulatorConfig, DEMO_CONFIG_HASH } from '../../src/demo/demo-setup.ts';
import { snapshotVerified } from '../../src/domain/recipe/snapshot.ts';
import { captureRecipes, RecipeCaptureError } from '../../src/services/recipes.ts';
import { startSimulator } from '../../src/simulator/index.ts';
import type { SimulatorHandle } from '../../src/simulator/server.ts';

let simulator: SimulatorHandle;
beforeAll(async () => {
  simulator = await startSimulator(demoSimulatorConfig());
});
afterAll(async () => {
  await simulator?.close();
});

const mom = (overrides: Record<string, unknown> = {}) => ({
  id: 'router',
  kind: 'mom',
  model: 'MoM',
  base_url: simulator.routerUrl,
  config_hash: DEMO_CONFIG_HASH,
  preview_url: simulator.previewUrl,
  capture_recipe: true,
  ...overrides,
});

describe('captureRecipes', () => {
  it('captures a verified, redacted snapshot with zero model requests', async () => {
    const before = simulator.chatRequests().length;
    const snapshots = await captureRecipes({ targets: [mom(), { id: 'single', kind: 'single', model: 'sim/small-8b' }] });
    expect(Object.keys(snapshots)).toEqual(['router']);
    const snapshot = snapshots.router!;
    expect(snapshotVerified(snapshot, DEMO_CONFIG_HASH)).toBe(true);
    const text = JSON.stringify(snapshot);
    expect(text).not.toMatch(/sk-simulated|Bearer simulated|10\.0\.0\.7/);
    expect(snapshot.redactions).toEqual(expect.arrayContaining(['$.entrypoints[0].api_key', '$.entrypoints[0].endpoint']));
    expect(simulator.chatRequests().length).toBe(before);
  });

  it('refuses when the router runs another configuration', async () => {
    await expect(captureRecipes({ targets: [mom({ config_hash: 'other-config' })] })).rejects.toThrow(RecipeCaptureError);
    await expect(captureRecipes({ targets: [mom({ config_hash: 'other-config' })] })).rejects.toThrow(/router runtime hashes differ/);
  });

  it('refuses a preview_url that is not the routing preview endpoint', async () => {
    await expect(captureRecipes({ targets: [mom({ preview_url: `${simulator.url}/elsewhere` })] })).rejects.toThrow(/preview_url ending in/);
  });

  it('takes nothing for targets that did not ask for a capture', async () => {
    expect(await captureRecipes({ targets: [mom({ capture_recipe: false })] })).toEqual({});
  });
});
