// The README's newcomer journey as a user runs it: a server started with HF_TOKEN (and, here,
// HF_ENDPOINT pointing at a local server speaking the Hub's API with the benchmarks' pinned
// files), then `sr-bench dataset prepare` for MMLU-Pro and GPQA Diamond at the quick profile,
// `plan` against the demo targets, `run`, `report`. Nothing reaches the network.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_SIZES } from '../../src/domain/catalog/benchmarks.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { FIXTURE_HUB_TOKEN, GPQA_DIAMOND, MMLU_PRO, startFixtureHub } from '../helpers/fixture-hub.ts';
import type { LocalHub } from '../helpers/local-hub.ts';
import { runCli, spawnServer, type ServerProcess } from '../helpers/process.ts';

const TOKEN = FIXTURE_HUB_TOKEN;
const mmlu = MMLU_PRO;
const gpqa = GPQA_DIAMOND;
const work = mkdtempSync(join(tmpdir(), 'srb-journey-'));

let hub: LocalHub;
let server: ServerProcess | undefined;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  hub = await startFixtureHub();
  const fresh = await freshDatabaseUrl();
  drop = fresh?.drop;
  server = await spawnServer(['--demo'], {
    SR_BENCH_DATA_DIR: join(work, 'data'),
    DATABASE_URL: fresh?.url ?? '',
    HF_TOKEN: TOKEN,
    HF_ENDPOINT: hub.url,
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await drop?.();
  await hub?.close();
});

const cli = (args: string[], timeoutMs = 240_000) =>
  runCli([...args, '--url', server!.url], { ...process.env, SR_BENCH_URL: '', SR_BENCH_TOKEN: '' }, timeoutMs);

describe('a newcomer evaluates two demo targets on MMLU-Pro and GPQA Diamond, quick profile', () => {
  it('prepares from the pinned sources, plans, runs and reports', async () => {
    const prepared = await cli(['dataset', 'prepare', '--benchmark', 'mmlu-pro', '--benchmark', 'gpqa-diamond', '--profile', 'quick', '--json']);
    expect(prepared.code, prepared.stderr).toBe(0);
    expect(prepared.stderr).toMatch(/\] prep-[0-9a-f]{32} completed/);
    const manifest = JSON.parse(prepared.stdout) as { id: string; case_count: number; sources: Record<string, { url: string; revision: string }> };
    const quick = PROFILE_SIZES['mmlu-pro']!.quick + PROFILE_SIZES['gpqa-diamond']!.quick;
    expect(manifest.case_count).toBe(quick);
    expect(Object.fromEntries(Object.entries(manifest.sources).map(([b, s]) => [b, [s.url, s.revision]]))).toEqual({
      'gpqa-diamond': ['https://huggingface.co/datasets/Idavidrein/gpqa', gpqa.revision],
      'mmlu-pro': ['https://huggingface.co/datasets/TIGER-Lab/MMLU-Pro', mmlu.revision],
    });
    expect(hub.requests.every((r) => !r.path.includes('Idavidrein') || r.authorization === `Bearer ${TOKEN}`)).toBe(true);

    const input = join(work, 'plan.yaml');
    writeFileSync(
      input,
      [`datasetId: ${manifest.id}`, 'profile: QUICK', 'targetIds: [sim-small, sim-router]', 'limits:', '  concurrency: 8', '  maxCostUsd: 50', ''].join('\n'),
    );
    const plan = join(work, 'plan.json');
    const planned = await cli(['plan', '--manifest', input, '--output', plan]);
    expect(planned.code, planned.stderr).toBe(0);

    const ran = await cli(['run', '--plan', plan, '--idempotency-key', 'newcomer-1', '--json']);
    expect(ran.code, ran.stderr).toBe(0);
    const run = JSON.parse(ran.stdout) as { runId: string; status: string };
    expect(run.status).toBe('COMPLETED');

    const reported = await cli(['report', run.runId, '--json']);
    expect(reported.code, reported.stderr).toBe(0);
    const report = JSON.parse(reported.stdout) as {
      benchmarks: { benchmark: string; target_id: string; total: number; completed: number; accuracy: number | null }[];
    };
    const rows = report.benchmarks.map((r) => [r.target_id, r.benchmark, r.total, r.completed]).sort();
    expect(rows).toEqual([
      ['sim-router', 'gpqa-diamond', PROFILE_SIZES['gpqa-diamond']!.quick, PROFILE_SIZES['gpqa-diamond']!.quick],
      ['sim-router', 'mmlu-pro', PROFILE_SIZES['mmlu-pro']!.quick, PROFILE_SIZES['mmlu-pro']!.quick],
      ['sim-small', 'gpqa-diamond', PROFILE_SIZES['gpqa-diamond']!.quick, PROFILE_SIZES['gpqa-diamond']!.quick],
      ['sim-small', 'mmlu-pro', PROFILE_SIZES['mmlu-pro']!.quick, PROFILE_SIZES['mmlu-pro']!.quick],
    ]);
    for (const row of report.benchmarks) expect(row.accuracy).toEqual(expect.any(Number));
  }, 600_000);
});
