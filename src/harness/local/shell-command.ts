/**
 * One shell command of the local Terminal-Bench harness (docs/harness.md "Agents: τ³ and Terminal-Bench"):
 * `bash -c` in the task workspace with a minimal environment, a time limit that kills the whole
 * process group, and output (stdout and stderr interleaved) capped with a truncation marker.
 *
 * Not isolated: the command runs on the host as the server's user, with the host's filesystem,
 * network and processes in reach. Only the environment and the working directory are narrowed.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

export const COMMAND_TIMEOUT_MS = 20_000;
export const OUTPUT_CAP_BYTES = 64 * 1024;

export interface CommandOptions {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
  readonly outputCapBytes?: number;
}

export interface CommandResult {
  /** Exit code; null when killed by a signal. */
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  readonly truncated: boolean;
  readonly output: string;
}

/** The only variables a command sees: no bridge token, no SR_BENCH_* settings, no secrets. */
export function minimalEnv(workspace: string, hostPath: string | undefined): Record<string, string> {
  return { PATH: hostPath || '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8', HOME: workspace };
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

/**
 * Process groups of the commands running now. A command runs in its own group, so a stop signal
 * sent to the harness would not reach it: while one runs, SIGTERM and SIGINT kill these groups
 * first and then end the harness as the signal would. The handlers are in place before the
 * command is spawned: a signal that arrives as it starts is handled on a later turn, when its
 * group is already known, and never takes the default action that would leave it running.
 */
const liveGroups = new Set<number>();
let commandsStarting = 0;
const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

function onStopSignal(signal: NodeJS.Signals): void {
  for (const pid of liveGroups) killGroup(pid);
  // Exit as the signal's default action would (a signal raised again from here may be swallowed).
  process.exit(128 + (constants.signals[signal] ?? 15));
}

/** Called before a command is spawned; `release` once it has ended (or failed to start). */
function holdStopSignals(): void {
  if (commandsStarting === 0) for (const s of STOP_SIGNALS) process.on(s, onStopSignal);
  commandsStarting += 1;
}

function releaseStopSignals(): void {
  commandsStarting -= 1;
  if (commandsStarting === 0) for (const s of STOP_SIGNALS) process.removeListener(s, onStopSignal);
}

export function runCommand(command: string, options: CommandOptions): Promise<CommandResult> {
  const timeoutMs = options.timeoutMs ?? COMMAND_TIMEOUT_MS;
  const cap = options.outputCapBytes ?? OUTPUT_CAP_BYTES;
  return new Promise((resolve) => {
    // Its own process group (detached), so a timeout kills what the command started too.
    holdStopSignals();
    const child = spawn('bash', ['-c', command], { cwd: options.cwd, env: { ...options.env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) liveGroups.add(child.pid);
    const parts: Buffer[] = [];
    let size = 0;
    let truncated = false;
    let timedOut = false;
    let exitCode: number | null = null;
    const collect = (chunk: Buffer): void => {
      const room = cap - size;
      if (room <= 0) {
        truncated = true;
        return;
      }
      if (chunk.length > room) truncated = true;
      const kept = chunk.subarray(0, room);
      parts.push(kept);
      size += kept.length;
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let settled = false;
    const finish = (): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(backstop);
      if (child.pid !== undefined) liveGroups.delete(child.pid);
      releaseStopSignals();
      resolve({ exitCode, timedOut, truncated, output: Buffer.concat(parts).toString('utf8') });
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, timeoutMs);
    // Should a pipe stay open past the kill (a process that left the group), stop waiting anyway.
    const backstop = setTimeout(finish, timeoutMs + 5_000);
    child.on('exit', (code) => {
      exitCode = code;
      // Background processes the command left behind end with it.
      killGroup(child.pid);
    });
    child.on('close', finish);
    child.on('error', (error) => {
      parts.push(Buffer.from(`${error.message}\n`));
      finish();
    });
  });
}

/** The tool message the agent sees for a command. */
export function commandReport(result: CommandResult, timeoutMs = COMMAND_TIMEOUT_MS, capBytes = OUTPUT_CAP_BYTES): string {
  const notes: string[] = [];
  if (result.truncated) notes.push(`[output truncated at ${capBytes} bytes]`);
  if (result.timedOut) notes.push(`[command timed out after ${timeoutMs / 1000} s and was killed]`);
  else notes.push(`[exit code ${result.exitCode ?? 'none (killed by a signal)'}]`);
  const body = result.output.endsWith('\n') || result.output === '' ? result.output : `${result.output}\n`;
  return `${body}${notes.join('\n')}`;
}
