/**
 * Runs one harness process (docs/harness.md): in its own process group under the guard, with
 * stdout and stderr appended to `harness.log`, the cell's artifacts bounded by `max_log_bytes`,
 * and stopped — SIGTERM to the group, SIGKILL after the grace period — when `stop` aborts.
 */
import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { nodeArguments, ownModule } from '../../config/own-code.ts';
import { STOP_GRACE_S } from '../../domain/harness/protocol.ts';

const GUARD = ownModule('./process-guard', import.meta.url);
/** How often the artifact folder is measured against `max_log_bytes`. */
const MEASURE_INTERVAL_MS = 50;
/** Bounds one measurement walk; a folder with more entries counts as over the limit. */
const MAX_MEASURED_ENTRIES = 50_000;

export type StopReason = 'cancelled' | 'failed_call' | 'deadline' | 'log_limit';

export type HarnessExit = { readonly kind: 'exited'; readonly code: number } | { readonly kind: 'stopped'; readonly reason: StopReason };

export interface HarnessLaunch {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  readonly artifactDir: string;
  readonly logPath: string;
  readonly maxArtifactBytes: number;
  /** Aborted to stop the harness; `stopReason` says why. */
  readonly stop: AbortSignal;
  stopReason(): StopReason;
  /** The artifact folder's size as last measured (activity). */
  onMeasured?(bytes: number): void;
}

/** Bytes below `dir` (files as stored, symbolic links not followed); Infinity past the entry bound. */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  let entries = 0;
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    const names = await readdir(current).catch(() => [] as string[]);
    for (const name of names) {
      entries += 1;
      if (entries > MAX_MEASURED_ENTRIES) return Number.POSITIVE_INFINITY;
      const path = join(current, name);
      const info = await lstat(path).catch(() => null);
      if (info === null) continue;
      if (info.isDirectory()) pending.push(path);
      else total += info.size;
    }
  }
  return total;
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // The group is gone already.
  }
}

export function superviseHarness(launch: HarnessLaunch): Promise<HarnessExit> {
  const log = openSync(launch.logPath, 'a', 0o600);
  let child;
  try {
    child = spawn(process.execPath, [...nodeArguments(GUARD), launch.command, ...launch.args], {
      cwd: launch.cwd,
      env: launch.env,
      detached: true,
      stdio: ['pipe', log, log],
    });
  } finally {
    closeSync(log);
  }
  const pgid = child.pid;
  // The pipe only tells the guard the server is alive; its errors mean the guard is gone.
  child.stdin?.on('error', () => undefined);
  return new Promise((resolve) => {
    let stopped: StopReason | null = null;
    let killTimer: NodeJS.Timeout | null = null;
    let measuring = false;
    const stop = (reason: StopReason) => {
      if (stopped !== null || pgid === undefined) return;
      stopped = reason;
      signalGroup(pgid, 'SIGTERM');
      killTimer = setTimeout(() => signalGroup(pgid, 'SIGKILL'), STOP_GRACE_S * 1000);
    };
    const onAbort = () => stop(launch.stopReason());
    if (launch.stop.aborted) onAbort();
    else launch.stop.addEventListener('abort', onAbort, { once: true });
    const measure = setInterval(() => {
      if (measuring) return;
      measuring = true;
      void folderBytes(launch.artifactDir).then((bytes) => {
        measuring = false;
        launch.onMeasured?.(bytes);
        if (bytes > launch.maxArtifactBytes) stop('log_limit');
      });
    }, MEASURE_INTERVAL_MS);
    const finish = (exit: HarnessExit) => {
      clearInterval(measure);
      if (killTimer) clearTimeout(killTimer);
      launch.stop.removeEventListener('abort', onAbort);
      // Whatever the harness left running in its group goes with it.
      if (pgid !== undefined) signalGroup(pgid, 'SIGKILL');
      resolve(exit);
    };
    child.on('error', () => finish({ kind: 'exited', code: 127 }));
    child.on('exit', (code, signal) => {
      if (stopped !== null) finish({ kind: 'stopped', reason: stopped });
      else finish({ kind: 'exited', code: code ?? (signal === null ? 1 : 128) });
    });
  });
}
