/**
 * A harness cell (docs/harness.md): the case's request file, a bridge of its own, the harness
 * process under supervision, then the graded outcome from its result file. Every model call the
 * harness makes is an ordinary journaled call of this cell; artifacts stay in the cell's folder.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDirectory } from '../../config/data-directory.ts';
import { digest } from '../../domain/hashing/canonical.ts';
import { HarnessOutcomeError, harnessOutcome } from '../../domain/harness/outcome.ts';
import { SCICODE_TEST_DATA_ENV } from '../../domain/harness/installations.ts';
import {
  BRIDGE_TOKEN_ENV,
  BRIDGE_URL_ENV,
  HARNESS_FAILED,
  HARNESS_STOPPED,
  LOG_FILE,
  REQUEST_FILE,
  RESULT_FILE,
  type BridgeRequest,
  type HarnessRequest,
  type HarnessResult,
} from '../../domain/harness/protocol.ts';
import { bridgeReceipt } from '../../domain/harness/receipt.ts';
import type { JsonRecord } from '../../domain/json/json-value.ts';
import { harnessInstallation, HarnessUnavailable } from '../../harness/installation.ts';
import type { CellState } from '../cell-state.ts';
import { ControlledError } from '../controlled-error.ts';
import { modelCall } from '../model-call.ts';
import { monotonicMs } from '../run-context.ts';
import { HarnessActivityTracker } from './activity.ts';
import { startBridge } from './bridge-server.ts';
import { superviseHarness, type StopReason } from './supervisor.ts';

/** What a harness process inherits from the server: nothing else (no keys, no database URL). */
const PASSED_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'SSL_CERT_FILE', 'DOCKER_HOST'] as const;
/** The project's own harness also reads these (its Python and sandbox choice). */
const LOCAL_ENV = ['SR_BENCH_LOCAL_PYTHON', 'SR_BENCH_SANDBOX'] as const;

/** The cell's artifact folder, beside its call evidence in the store layout. */
export function artifactDirectory(env: Readonly<Record<string, string | undefined>>, runId: string, caseId: string, targetId: string): string {
  return join(dataDirectory(env), 'runs', runId, digest([caseId, targetId]).slice(0, 24));
}

function harnessEnv(source: Readonly<Record<string, string | undefined>>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (source[name] ? [[name, source[name] as string]] : [])));
}

/** Routes a bridge role to the frozen target: the cell's own, or the benchmark's judge or simulator. */
function targetFor(request: BridgeRequest, options: JsonRecord): string | undefined {
  if (request.role === 'subject') return undefined;
  const reference = options[request.role];
  // No configured auxiliary target: the call fails as an unknown reference, before anything is sent.
  return typeof reference === 'string' ? reference : `(no ${request.role} configured)`;
}

export async function runHarnessCell(cell: CellState, options: JsonRecord): Promise<HarnessResult> {
  const { run, testCase, target } = cell;
  const benchmark = testCase.benchmark;
  let installation;
  try {
    installation = harnessInstallation(benchmark, options, run.env);
  } catch (error) {
    if (error instanceof HarnessUnavailable) throw new ControlledError(error.message);
    throw error;
  }
  const artifactDir = artifactDirectory(run.env, run.runId, testCase.id, target.id);
  await mkdir(artifactDir, { recursive: true, mode: 0o700 });
  const requestPath = join(artifactDir, REQUEST_FILE);
  const resultPath = join(artifactDir, RESULT_FILE);
  const request: HarnessRequest = {
    case: testCase,
    config: options,
    seed: typeof run.manifest['seed'] === 'number' ? run.manifest['seed'] : 0,
    limits: run.manifest.limits,
    source_root: installation.sourceRoot,
    artifact_dir: artifactDir,
  };
  await writeFile(requestPath, `${JSON.stringify(request)}\n`, { mode: 0o600 });

  const stop = new AbortController();
  let reason: StopReason = 'cancelled';
  const stopFor = (why: StopReason) => {
    if (stop.signal.aborted) return;
    reason = why;
    activity.phase('stopping');
    stop.abort();
  };
  const onCellAbort = () => stopFor(monotonicMs() >= cell.deadlineMs ? 'deadline' : 'cancelled');
  if (cell.abort.signal.aborted) onCellAbort();
  cell.abort.signal.addEventListener('abort', onCellAbort, { once: true });

  const activity = new HarnessActivityTracker(run, { runId: run.runId, caseId: testCase.id, targetId: target.id });
  const bridge = await startBridge({
    call: async (bridged) => {
      activity.callStarted();
      try {
        return bridgeReceipt(
          await modelCall(cell, bridged.messages, { role: bridged.role, target: targetFor(bridged, options), extraBody: bridged.extra_body }),
        );
      } finally {
        activity.callFinished();
      }
    },
    onFailure: () => stopFor('failed_call'),
  });
  let exit;
  try {
    exit = await superviseHarness({
      command: installation.command,
      args: [...installation.args, requestPath, resultPath],
      cwd: installation.cwd ?? artifactDir,
      env: {
        ...harnessEnv(run.env, PASSED_ENV),
        ...(benchmark === 'scicode' ? harnessEnv(run.env, [SCICODE_TEST_DATA_ENV]) : {}),
        ...(installation.kind === 'sr-bench-local' ? harnessEnv(run.env, LOCAL_ENV) : {}),
        [BRIDGE_URL_ENV]: bridge.url,
        [BRIDGE_TOKEN_ENV]: bridge.token,
        PYTHONUNBUFFERED: '1',
      },
      artifactDir,
      logPath: join(artifactDir, LOG_FILE),
      maxArtifactBytes: run.manifest.limits.max_log_bytes,
      stop: stop.signal,
      stopReason: () => reason,
      onMeasured: (bytes) => activity.measured(bytes),
    });
  } finally {
    cell.abort.signal.removeEventListener('abort', onCellAbort);
    // Calls in flight settle (and are journaled) before the cell's outcome is written.
    await bridge.close();
    await activity.finish();
  }
  if (exit.kind === 'stopped' || bridge.failed || cell.cancelled) throw new ControlledError(HARNESS_STOPPED);
  if (exit.code !== 0) throw new ControlledError(HARNESS_FAILED);
  const text = await readFile(resultPath, 'utf8').catch(() => null);
  if (text === null) throw new ControlledError(HARNESS_FAILED);
  try {
    return harnessOutcome(JSON.parse(text));
  } catch (error) {
    if (error instanceof HarnessOutcomeError) throw new ControlledError(error.message);
    if (error instanceof SyntaxError) throw new ControlledError(HARNESS_FAILED);
    throw error;
  }
}
