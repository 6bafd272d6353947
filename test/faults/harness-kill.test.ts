// kill -9 of the server while a harness runs (docs/harness.md): the harness's process group goes
// with the server (its guard sees the pipe close), the call in flight becomes `sent_unknown`, the
// run `interrupted` after restart, and nothing is sent again.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { putBenchmarkOptions } from '../../src/db/queries/benchmark-options.ts';
import { nowIsoMicros } from '../../src/db/timestamps.ts';
import { artifactDirectory } from '../../src/worker/harness/harness-cell.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { fakeUpstreamHarness } from '../helpers/fake-upstream-harness.ts';
import { processGone, waitUntilGone } from '../helpers/process-state.ts';
import { gqlAt, spawnServer, type ServerProcess } from '../helpers/process.ts';
import { spawnSimulator, type SimulatorProcess } from '../helpers/simulator-process.ts';
import { readRunRows, statusCounts } from './integrity.ts';
import { openForChecks, pacedSimulatorConfig, prepareStore, sleep, storeEnv, TERMINAL, waitForState } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'srb-harness-kill-'));
const upstream = fakeUpstreamHarness();
const python = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim();
let simulator: SimulatorProcess;
const processes: ServerProcess[] = [];
const drops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  // One call takes about four seconds: the kill lands while it is in flight.
  simulator = await spawnSimulator(pacedSimulatorConfig(4000), dir);
});
afterAll(async () => {
  for (const p of processes) await p.stop('SIGKILL');
  await simulator?.stop();
  for (const drop of drops) await drop().catch(() => undefined);
  for (const path of [dir, upstream.root]) rmSync(path, { recursive: true, force: true });
});

const CASE = { id: 'tau3/airline/slow', benchmark: 'tau3', metadata: { split: 'dev', domain: 'airline', scenario: 'slow' } };

describe('kill -9 of the server while a harness runs', () => {
  it('takes the harness process group down; after restart the call is sent_unknown, the run interrupted, nothing re-sent', async () => {
    const fresh = await freshDatabaseUrl();
    if (fresh) drops.push(fresh.drop);
    const dataDir = join(dir, 'data');
    const store = fresh ? { databaseUrl: fresh.url } : { dataDir };
    await prepareStore(store, simulator);
    const database = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    await putBenchmarkOptions(
      database.db,
      'tau3',
      {
        source_revision: upstream.revision,
        simulator: 'sim-user',
        judge: 'sim-judge',
        release: '1.0.1',
      },
      nowIsoMicros(),
    );
    await database.close();
    const env = { ...storeEnv(store), SR_BENCH_DATA_DIR: dataDir, SR_BENCH_TAU3_PYTHON: python, SR_BENCH_TAU3_ROOT: upstream.root };

    const first = await spawnServer([], env);
    processes.push(first);
    const planned = await gqlAt(
      first.url,
      `mutation Test_Plan($m: JSON!) { planRun(input: { manifest: $m }) { plan { planSha256 } userErrors { code message } } }`,
      {
        m: { version: 'sr-bench-1.0', profile: 'smoke', cases: [CASE], targets: [{ id: 'sim-small' }] },
      },
    );
    expect(planned.data.planRun.userErrors).toEqual([]);
    const mark = await simulator.mark();
    const started = await gqlAt(
      first.url,
      `mutation Test_Start($s: String!) { startRun(input: { planSha256: $s, idempotencyKey: "harness-kill" }) { run { runId } userErrors { code } } }`,
      {
        s: planned.data.planRun.plan.planSha256,
      },
    );
    const runId = started.data.startRun.run.runId as string;
    await waitForState(first.url, runId, (s) => s.active >= 1, 60_000, 'call in flight');
    // The call row is written before the request leaves: wait until the provider has it in flight.
    const reached = Date.now() + 30_000;
    while ((await simulator.requests(mark)).length === 0 && Date.now() < reached) await sleep(50);
    const pidFile = join(artifactDirectory({ SR_BENCH_DATA_DIR: dataDir }, runId, CASE.id, 'sim-small'), 'pid');
    const deadline = Date.now() + 30_000;
    while (!existsSync(pidFile) && Date.now() < deadline) await sleep(50);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    expect(processGone(pid)).toBe(false);

    await first.stop('SIGKILL');
    expect(await waitUntilGone(pid, 15_000)).toBe(true);
    const atKill = (await simulator.requests(mark)).length;
    expect(atKill).toBe(1);

    const second = await spawnServer([], env);
    processes.push(second);
    const state = await waitForState(second.url, runId, (s) => TERMINAL.has(s.status), 60_000, 'recovered');
    expect(state.status).toBe('INTERRUPTED');
    await sleep(500);
    expect((await simulator.requests(mark)).length).toBe(atKill);
    expect(await second.stop('SIGTERM')).toBe(0);
    const checks = await openForChecks(store);
    try {
      const rows = await readRunRows(checks.db, runId);
      expect(rows.run.status).toBe('interrupted');
      expect(statusCounts(rows.results)).toEqual({ sent_unknown: 1 });
      expect(statusCounts(rows.calls.map((c) => c.row))).toEqual({ sent_unknown: 1 });
    } finally {
      await checks.close();
    }
  }, 180_000);
});
