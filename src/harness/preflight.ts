/**
 * Harness preflight (docs/harness.md): before a live plan is kept, every harness benchmark it
 * holds must be runnable here — the environment installed and pinned, its module importable,
 * sandbox and compose present, task trees unchanged. A failure refuses the plan with a message
 * that says what to set or fix; nothing has been sent.
 */
import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { join } from 'node:path';
import { HARNESS_BENCHMARKS } from '../domain/catalog/benchmarks.ts';
import { HARNESS_MODULES, LOCAL_HARNESS, pythonVariable, rootVariable, SCICODE_TEST_DATA_ENV } from '../domain/harness/installations.ts';
import { isJsonObject } from '../domain/accounting/json-values.ts';
import type { JsonRecord } from '../domain/json/json-value.ts';
import { verifyFolderRevision } from '../preparation/git-head.ts';
import { harnessInstallation, HarnessUnavailable } from './installation.ts';
import { treeSha256 } from './tree-digest.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** A plan refused by harness preflight; the message is public. */
export class HarnessPreflightError extends Error {}

const CHECK_TIMEOUT_MS = 30_000;

interface Ran {
  readonly ok: boolean;
  readonly stdout: string;
}

function run(command: string, args: readonly string[], options: { cwd?: string; env?: Env } = {}): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: options.cwd, env: { PATH: process.env['PATH'] ?? '', ...options.env }, timeout: CHECK_TIMEOUT_MS, maxBuffer: 1 << 20 },
      (error, stdout) => resolve({ ok: error === null, stdout: String(stdout) }),
    );
  });
}

async function checkUpstream(benchmark: string, options: JsonRecord, env: Env, root: string, python: string): Promise<void> {
  const revision = String(options['source_revision']);
  const head = await verifyFolderRevision(root).catch(() => null);
  if (head?.kind !== 'git-head') throw new HarnessPreflightError(`${rootVariable(benchmark)} is not a git checkout of the pinned ${benchmark} harness`);
  if (head.head !== revision) {
    throw new HarnessPreflightError(`${benchmark} harness checkout is at ${head.head}, not the pinned source_revision ${revision}`);
  }
  const status = await run('git', ['-C', root, 'status', '--porcelain', '--untracked-files=no']);
  if (!status.ok || status.stdout.trim() !== '') throw new HarnessPreflightError(`${benchmark} harness checkout has local modifications`);
  const module = HARNESS_MODULES[benchmark] ?? '';
  const imported = await run(python, ['-c', `import ${module}`], { cwd: root });
  if (!imported.ok) throw new HarnessPreflightError(`${pythonVariable(benchmark)} cannot import ${module}; install the pinned ${benchmark} environment`);
  if (benchmark === 'terminal-bench-2.1') {
    if (!(await run('docker', ['compose', 'version'], { env: { DOCKER_HOST: env['DOCKER_HOST'] } })).ok) {
      throw new HarnessPreflightError('terminal-bench-2.1 needs docker compose on this host');
    }
  }
  if (benchmark === 'scicode') {
    const data = env[SCICODE_TEST_DATA_ENV];
    if (
      !data ||
      !(await access(data, constants.R_OK).then(
        () => true,
        () => false,
      ))
    ) {
      throw new HarnessPreflightError(`scicode needs its pinned test data; set ${SCICODE_TEST_DATA_ENV}`);
    }
  }
}

async function checkSandboxImage(benchmark: string, options: JsonRecord, env: Env): Promise<void> {
  const image = options['sandbox_image'];
  if (typeof image !== 'string') return;
  if (!(await run('docker', ['image', 'inspect', image], { env: { DOCKER_HOST: env['DOCKER_HOST'] } })).ok) {
    throw new HarnessPreflightError(`${benchmark} sandbox_image ${image} is not present on this host; pull it first`);
  }
}

async function checkLocalPython(benchmark: string, env: Env): Promise<void> {
  const python = env['SR_BENCH_LOCAL_PYTHON'] || 'python3';
  if (!(await run(python, ['-c', 'import sys; assert sys.version_info >= (3, 8)'])).ok) {
    throw new HarnessPreflightError(`The local ${benchmark} harness needs Python 3.8+ as python3 on PATH (or SR_BENCH_LOCAL_PYTHON)`);
  }
}

/** The case-level checks of the local harness: cases prepared from the pinned revision, their tasks at hand. */
async function checkLocalCase(benchmark: string, options: JsonRecord, testCase: JsonRecord, sourceRoot: string | null): Promise<void> {
  const metadata = isJsonObject(testCase['metadata']) ? testCase['metadata'] : {};
  const pinned = metadata['source_revision'];
  if (typeof pinned === 'string' && pinned !== options['source_revision']) {
    throw new HarnessPreflightError(`${benchmark} case ${String(testCase['id'])} was prepared from revision ${pinned}, not the pinned source_revision`);
  }
  if (isJsonObject(metadata['task'])) return;
  if (benchmark === 'tau3') {
    const domain = metadata['domain'];
    const tasks = sourceRoot && typeof domain === 'string' ? join(sourceRoot, 'data', 'tau2', 'domains', domain, 'tasks.json') : null;
    if (
      tasks === null ||
      !(await access(tasks, constants.R_OK).then(
        () => true,
        () => false,
      ))
    ) {
      throw new HarnessPreflightError(
        `tau3 task ${String(testCase['id'])} is not available: set ${rootVariable(benchmark)} to the task checkout at the pinned source_revision`,
      );
    }
  }
  if (benchmark === 'terminal-bench-2.1') {
    const taskPath = metadata['task_path'];
    if (
      typeof taskPath !== 'string' ||
      !(await access(join(taskPath, 'tests', 'test.sh'), constants.R_OK).then(
        () => true,
        () => false,
      ))
    ) {
      throw new HarnessPreflightError(`terminal-bench-2.1 task ${String(testCase['id'])} is not available at its task_path`);
    }
    if (
      await access(join(taskPath, 'environment', 'Dockerfile')).then(
        () => true,
        () => false,
      )
    ) {
      throw new HarnessPreflightError(`terminal-bench-2.1 task ${String(testCase['id'])} builds a container image; run it with the upstream harness`);
    }
  }
}

/** Terminal-Bench task trees must still be the bytes they were prepared from. */
async function checkTaskTree(testCase: JsonRecord): Promise<void> {
  const metadata = isJsonObject(testCase['metadata']) ? testCase['metadata'] : {};
  const taskPath = metadata['task_path'];
  const expected = metadata['tree_sha256'];
  if (typeof taskPath !== 'string' || typeof expected !== 'string') return;
  const actual = await treeSha256(taskPath).catch(() => null);
  if (actual !== expected) throw new HarnessPreflightError(`terminal-bench-2.1 task tree of ${String(testCase['id'])} no longer matches its tree_sha256`);
}

/**
 * Checks every harness benchmark of a frozen live manifest against this host. Environment
 * checks run once per benchmark; case checks for every harness case, in case order.
 */
export async function harnessPreflight(manifest: JsonRecord, env: Env): Promise<void> {
  if (manifest['mode'] === 'preview') return;
  const cases = Array.isArray(manifest['cases']) ? manifest['cases'].filter(isJsonObject) : [];
  const allOptions = isJsonObject(manifest['benchmark_options']) ? manifest['benchmark_options'] : {};
  const checked = new Map<string, string | null>();
  for (const testCase of cases) {
    const benchmark = testCase['benchmark'];
    if (typeof benchmark !== 'string' || !HARNESS_BENCHMARKS.includes(benchmark)) continue;
    const options = isJsonObject(allOptions[benchmark]) ? allOptions[benchmark] : {};
    let installation;
    try {
      installation = harnessInstallation(benchmark, options, env);
    } catch (error) {
      if (error instanceof HarnessUnavailable) throw new HarnessPreflightError(error.message);
      throw error;
    }
    if (!checked.has(benchmark)) {
      if (installation.kind === LOCAL_HARNESS) {
        if (benchmark === 'livecodebench' || benchmark === 'scicode') {
          await checkLocalPython(benchmark, env);
          if (env['SR_BENCH_SANDBOX'] === 'docker') await checkSandboxImage(benchmark, options, env);
        }
      } else {
        await checkUpstream(benchmark, options, env, installation.cwd ?? '', installation.command);
        await checkSandboxImage(benchmark, options, env);
      }
      checked.set(benchmark, installation.sourceRoot);
    }
    if (installation.kind === LOCAL_HARNESS) await checkLocalCase(benchmark, options, testCase, installation.sourceRoot);
    if (benchmark === 'terminal-bench-2.1') await checkTaskTree(testCase);
  }
}
