// Harness preflight on this host (docs/harness.md): what refuses a live plan before anything is
// sent, for the project's own harness and for an upstream environment.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { harnessPreflight, HarnessPreflightError } from '../../src/harness/preflight.ts';
import { treeSha256 } from '../../src/harness/tree-digest.ts';
import { fakeUpstreamHarness } from '../helpers/fake-upstream-harness.ts';

const TASKS = fileURLToPath(new URL('../fixtures/preparation/terminal-bench-2.1/sources/terminal-bench-2-1/tasks/', import.meta.url));
const FIXTURE_TREE = 'd1d81e890949f3ac17d99d492d534ae1e3eea80601ad081b2332f0acbe6b0654';
const REV = 'a'.repeat(40);
const dir = mkdtempSync(join(tmpdir(), 'srb-preflight-'));
const upstream = fakeUpstreamHarness();
afterAll(() => {
  for (const path of [dir, upstream.root]) rmSync(path, { recursive: true, force: true });
});

const local = { harness: 'sr-bench-local', source_revision: REV };
const manifest = (cases: Record<string, unknown>[], options: Record<string, unknown>) => ({ mode: 'live', cases, benchmark_options: options });
const refusal = (promise: Promise<void>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof HarnessPreflightError ? error.message : `unexpected ${String(error)}`),
  );

describe('harness preflight', () => {
  it('digests a task tree as preparation does', async () => {
    expect(await treeSha256(join(TASKS, 'nimbus-glacier-11'))).toBe(FIXTURE_TREE);
  });

  it('local: cases must come from the pinned revision', async () => {
    const testCase = { id: 'livecodebench/1', benchmark: 'livecodebench', metadata: { source_revision: 'b'.repeat(40) } };
    expect(await refusal(harnessPreflight(manifest([testCase], { livecodebench: local }), process.env))).toBe(
      `livecodebench case livecodebench/1 was prepared from revision ${'b'.repeat(40)}, not the pinned source_revision`,
    );
    const pinned = { ...testCase, metadata: { source_revision: REV } };
    expect(await refusal(harnessPreflight(manifest([pinned], { livecodebench: local }), process.env))).toBeNull();
  });

  it('local: a Terminal-Bench task that builds a container image needs the upstream harness; a changed tree is refused', async () => {
    const taskPath = join(dir, 'nimbus-glacier-11');
    cpSync(join(TASKS, 'nimbus-glacier-11'), taskPath, { recursive: true });
    const testCase = {
      id: 'terminal-bench-2.1/nimbus-glacier-11',
      benchmark: 'terminal-bench-2.1',
      metadata: { task_path: taskPath, tree_sha256: FIXTURE_TREE },
    };
    expect(await refusal(harnessPreflight(manifest([testCase], { 'terminal-bench-2.1': local }), process.env))).toBe(
      'terminal-bench-2.1 task terminal-bench-2.1/nimbus-glacier-11 builds a container image; run it with the upstream harness',
    );
    rmSync(join(taskPath, 'environment'), { recursive: true });
    expect(await refusal(harnessPreflight(manifest([testCase], { 'terminal-bench-2.1': local }), process.env))).toBe(
      'terminal-bench-2.1 task tree of terminal-bench-2.1/nimbus-glacier-11 no longer matches its tree_sha256',
    );
  });

  it('local: tau3 tasks must be found inline or under the source root', async () => {
    const testCase = { id: 'tau3/airline/0', benchmark: 'tau3', metadata: { domain: 'airline', task_id: '0' } };
    expect(await refusal(harnessPreflight(manifest([testCase], { tau3: local }), { ...process.env, SR_BENCH_TAU3_ROOT: dir }))).toBe(
      'tau3 task tau3/airline/0 is not available: set SR_BENCH_TAU3_ROOT to the task checkout at the pinned source_revision',
    );
    const inline = { ...testCase, metadata: { ...testCase.metadata, task: { id: '0' } } };
    expect(await refusal(harnessPreflight(manifest([inline], { tau3: local }), process.env))).toBeNull();
  });

  it('upstream: the variables, the pinned revision, a clean tree and the module', async () => {
    const testCase = { id: 'tau3/airline/0', benchmark: 'tau3', metadata: { domain: 'airline' } };
    const options = { tau3: { source_revision: upstream.revision } };
    const env = { PATH: process.env['PATH'], SR_BENCH_TAU3_PYTHON: 'python3', SR_BENCH_TAU3_ROOT: upstream.root };
    expect(await refusal(harnessPreflight(manifest([testCase], options), { PATH: process.env['PATH'] }))).toBe(
      'Install pinned tau3 environment and set SR_BENCH_TAU3_PYTHON and SR_BENCH_TAU3_ROOT',
    );
    expect(await refusal(harnessPreflight(manifest([testCase], options), env))).toBeNull();
    expect(await refusal(harnessPreflight(manifest([testCase], { tau3: { source_revision: REV } }), env))).toBe(
      `tau3 harness checkout is at ${upstream.revision}, not the pinned source_revision ${REV}`,
    );
    writeFileSync(join(upstream.root, 'tau2', '__init__.py'), 'changed = True\n');
    expect(await refusal(harnessPreflight(manifest([testCase], options), env))).toBe('tau3 harness checkout has local modifications');
    execFileSync('git', ['checkout', '--', '.'], { cwd: upstream.root });
    expect(
      await refusal(
        harnessPreflight(manifest([{ ...testCase, benchmark: 'livecodebench' }], { livecodebench: { source_revision: upstream.revision } }), {
          ...env,
          SR_BENCH_LCB_PYTHON: 'python3',
          SR_BENCH_LCB_ROOT: upstream.root,
        }),
      ),
    ).toBe('SR_BENCH_LCB_PYTHON cannot import lcb_runner; install the pinned livecodebench environment');
  });

  it('preview plans are not preflighted: they run no harness', async () => {
    const testCase = { id: 'tau3/airline/0', benchmark: 'tau3', metadata: {} };
    expect(await refusal(harnessPreflight({ ...manifest([testCase], {}), mode: 'preview' }, {}))).toBeNull();
  });
});
