// Ids as people type them: the start of a run, dataset or experiment id, with or without its
// `run-` / `exp-` lead, names it when exactly one id starts that way. A real `serve --demo`
// (example runs, the demo datasets) and the CLI as child processes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError } from '../../src/cli/client.ts';
import { demoDatasetArtifact } from '../../src/demo/demo-dataset.ts';
import { chooseOne, naturalPrefix } from '../../src/cli/id-prefix.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { gqlAt, runCli, spawnServer, type ServerProcess } from '../helpers/process.ts';

const RUN = 'run-43b7f1d15eed43d68830';
const work = mkdtempSync(join(tmpdir(), 'srb-cli-prefix-'));
let server: ServerProcess | undefined;
let drop: (() => Promise<void>) | undefined;
let datasetId = '';
let experimentId = '';

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  server = await spawnServer(['--demo'], { SR_BENCH_DATA_DIR: join(work, 'data'), DATABASE_URL: fresh?.url ?? '' });
  const api = await gqlAt<{ datasets: { edges: { node: { datasetId: string } }[] } }>(server.url, '{ datasets(first: 1) { edges { node { datasetId } } } }');
  datasetId = api.data!.datasets.edges[0]!.node.datasetId;
  const created = await gqlAt<{ createExperiment: { experiment: { experimentId: string } } }>(
    server.url,
    'mutation { createExperiment(input: { name: "prefixes", idempotencyKey: "prefix-1" }) { experiment { experimentId } } }',
  );
  experimentId = created.data!.createExperiment.experiment.experimentId;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await drop?.();
});

const cli = (args: string[]) => runCli([...args, '--url', server!.url], { ...process.env, SR_BENCH_URL: '', SR_BENCH_TOKEN: '' }, 60_000);

describe('id prefixes', () => {
  it('a run is named by the start of its id, with or without run-', async () => {
    const full = await cli(['report', RUN, '--json']);
    expect(full.code, full.stderr).toBe(0);
    for (const typed of [RUN.slice(0, 12), RUN.slice(4, 12), RUN.slice(4, 8).toUpperCase()]) {
      const short = await cli(['report', typed, '--json']);
      expect(short.code, `${typed}: ${short.stderr}`).toBe(0);
      expect(short.stdout).toBe(full.stdout);
    }
    const shown = await cli(['show', RUN.slice(0, 10)]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(RUN);
  });

  it('no match is NOT_FOUND, and too short a start is refused with exit 2', async () => {
    const none = await cli(['report', 'run-0000000', '--json']);
    expect(none.code).toBe(1);
    expect(none.stderr).toBe('sr-bench: no run id starts with "run-0000000" (NOT_FOUND)\n');
    const short = await cli(['show', 'run-43b']);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('"run-43b" is too short to name a run: give at least 4 characters of its id');
  });

  it('the 12 characters dataset list prints are a dataset id for plan', async () => {
    const listed = await cli(['dataset', 'list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(datasetId.slice(0, 12));
    const file = join(work, 'plan-input.json');
    writeFileSync(
      file,
      JSON.stringify({
        datasetId: datasetId.slice(0, 12),
        profile: 'SMOKE',
        targetIds: ['sim-small'],
        experiment: { id: experimentId.slice(0, 10), role: 'BASELINE' },
      }),
    );
    const planned = await cli(['plan', '--manifest', file, '--json']);
    expect(planned.code, planned.stderr).toBe(0);
    const plan = JSON.parse(planned.stdout) as { manifest: { dataset: { id: string } } };
    expect(plan.manifest.dataset.id).toBe(datasetId);
  });

  it('the example plan input plans on the demo, within its budget', async () => {
    const planned = await cli(['plan', '--manifest', join(import.meta.dirname, '../../examples/demo-smoke.yaml'), '--json']);
    expect(planned.code, planned.stderr).toBe(0);
    const plan = JSON.parse(planned.stdout) as { manifest: { dataset: { id: string } }; warnings: unknown[]; targets: { targetId: string }[] };
    expect(plan.manifest.dataset.id).toBe(demoDatasetArtifact().manifest.id);
    expect(plan.targets.map((t) => t.targetId)).toEqual(['sim-small', 'sim-router']);
    expect(plan.warnings, JSON.stringify(plan.warnings)).toEqual([]);
  });

  it('an experiment is named by the start of its id', async () => {
    const shown = await cli(['experiment', 'show', experimentId.slice(4, 12), '--json']);
    expect(shown.code, shown.stderr).toBe(0);
    expect((JSON.parse(shown.stdout) as { experimentId: string }).experimentId).toBe(experimentId);
  });

  it('a start shared by several ids names them and asks for more characters', () => {
    const ids = ['run-abcd0000000000000001', 'run-abcd0000000000000002'];
    expect(() => chooseOne('run', 'run-abcd', ids)).toThrow(
      new CliError('2 run ids start with "run-abcd" (run-abcd0000000000000001, run-abcd0000000000000002): give more characters', 'AMBIGUOUS_ID'),
    );
    const many = Array.from({ length: 6 }, (_, i) => `run-abcd00000000000000${String(i).padStart(2, '0')}`);
    expect(() => chooseOne('run', 'run-abcd', many)).toThrow(/^more than 5 run ids start with "run-abcd" \(.*, …\): give more characters$/);
    expect(chooseOne('run', 'run-abcd', [ids[0]!])).toBe(ids[0]);
  });

  it('reads only hex starts as prefixes: global ids and names pass through to the server', () => {
    expect(naturalPrefix('run', 'RUN-43B7')).toBe('run-43b7');
    expect(naturalPrefix('run', '43b7')).toBe('run-43b7');
    expect(naturalPrefix('experiment', '0a1b2c')).toBe('exp-0a1b2c');
    expect(naturalPrefix('dataset', 'UnVuOnJ1bi0x')).toBeNull();
    expect(naturalPrefix('run', `run-${'a'.repeat(21)}`)).toBeNull();
  });
});
