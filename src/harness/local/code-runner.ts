/**
 * Runs untrusted generated Python for the code harnesses (docs/harness.md): each run gets a
 * fresh working directory under the harness's artifact directory, a minimal environment, a
 * wall-time limit (the process group is killed), an address-space and process-count limit set
 * by a small Python bootstrap, and capped stdout/stderr.
 *
 * What the local runner does NOT isolate: the code runs as the harness's user and can read any
 * file that user can read, and it has the host's network. Only the optional container sandbox
 * (`config.sandbox_image` with `SR_BENCH_SANDBOX=docker`) cuts the network and the filesystem.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export interface RunLimits {
  /** Wall time of one run. */
  readonly timeoutMs: number;
  /** Address-space limit of the Python process. */
  readonly memoryBytes: number;
  /** RLIMIT_NPROC; not enforced for root, and it counts all of the user's processes. */
  readonly maxProcesses: number;
  /** Per stream; more output fails the run. */
  readonly outputBytes: number;
}

export const DEFAULT_RUN_LIMITS: RunLimits = {
  timeoutMs: 6_000,
  memoryBytes: 512 * 1024 * 1024,
  maxProcesses: 64,
  outputBytes: 1024 * 1024,
};

export type RunStatus = 'exited' | 'timeout' | 'output_limit' | 'spawn_error';

export interface RunOutcome {
  readonly status: RunStatus;
  /** Null unless the process exited by itself. */
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** A file the bootstrap wrote for the harness (functional results), when asked for. */
  readonly resultText: string | null;
  readonly durationMs: number;
}

export interface RunRequest {
  /** The program, saved as `program.py` in the run's directory. */
  readonly program: string;
  readonly stdin?: string;
  /**
   * `script` runs the program as `__main__`; `call` imports it, reads one JSON value per stdin
   * line and writes `json.dumps(<func>(*args))` to the result file (LiveCodeBench functional tests).
   */
  readonly mode?: { readonly kind: 'script' } | { readonly kind: 'call'; readonly funcName: string };
  /** Host files the program reads (read-only mounts in the container sandbox). */
  readonly readPaths?: readonly string[];
}

export interface CodeRunner {
  run(request: RunRequest): Promise<RunOutcome>;
  readonly sandbox: 'local' | 'docker';
}

export interface CodeRunnerOptions {
  /** The harness's artifact directory; run directories go under `<artifactDir>/code-runs/`. */
  readonly artifactDir: string;
  /** The harness's environment: read for SR_BENCH_LOCAL_PYTHON, SR_BENCH_SANDBOX and PATH only. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The benchmark options: `sandbox_image` selects the container image. */
  readonly sandboxImage?: string | null;
  readonly limits?: Partial<RunLimits>;
  /** Keep run directories (tests and debugging); default: removed after each run. */
  readonly keepRuns?: boolean;
}

const RESULT_FILE = 'result.json';

/**
 * The bootstrap: set limits, then run or call the program. It reads its settings from argv so
 * its text never changes; limits that the platform refuses are skipped (they are best effort).
 */
const BOOTSTRAP = String.raw`import json, resource, runpy, sys

def _limit(kind, value):
    try:
        resource.setrlimit(kind, (value, value))
    except (ValueError, OSError):
        pass

_mode, _memory, _procs, _func = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
_limit(resource.RLIMIT_AS, _memory)
_limit(resource.RLIMIT_NPROC, _procs)
_limit(resource.RLIMIT_CORE, 0)
_limit(resource.RLIMIT_FSIZE, 64 * 1024 * 1024)
sys.argv = ["program.py"]
sys.path.insert(0, ".")
# Starter code annotates with List, Optional, ...: provide typing's names, as judges usually do.
import typing
_typing = {name: getattr(typing, name) for name in typing.__all__ if hasattr(typing, name)}
if _mode == "script":
    runpy.run_path("program.py", init_globals=_typing, run_name="__main__")
else:
    _args = [json.loads(line) for line in sys.stdin.read().split("\n") if line.strip() != ""]
    _namespace = runpy.run_path("program.py", init_globals=_typing, run_name="solution")
    _solution = _namespace.get("Solution")
    if _solution is not None and hasattr(_solution, _func):
        _target = getattr(_solution(), _func)
    elif callable(_namespace.get(_func)):
        _target = _namespace[_func]
    else:
        raise SystemExit("no function named " + _func)
    _value = _target(*_args)
    if isinstance(_value, tuple):
        _value = list(_value)
    with open("${RESULT_FILE}", "w", encoding="utf-8") as _out:
        _out.write(json.dumps(_value, allow_nan=False))
`;

/** The environment of the code: nothing of the harness's (no secrets, no SR_BENCH_* variables). */
export function runEnvironment(env: Readonly<Record<string, string | undefined>>, home: string): Record<string, string> {
  return {
    PATH: env['PATH'] ?? '/usr/local/bin:/usr/bin:/bin',
    LANG: 'C.UTF-8',
    HOME: home,
    PYTHONDONTWRITEBYTECODE: '1',
    PYTHONIOENCODING: 'utf-8',
    // One BLAS thread: each thread reserves address space, and the memory limit counts it.
    OPENBLAS_NUM_THREADS: '1',
    OMP_NUM_THREADS: '1',
    MKL_NUM_THREADS: '1',
  };
}

class CappedText {
  private readonly parts: Buffer[] = [];
  private size = 0;
  overflowed = false;

  constructor(private readonly cap: number) {}

  push(chunk: Buffer): void {
    if (this.overflowed) return;
    if (this.size + chunk.length > this.cap) {
      this.parts.push(chunk.subarray(0, this.cap - this.size));
      this.size = this.cap;
      this.overflowed = true;
      return;
    }
    this.parts.push(chunk);
    this.size += chunk.length;
  }

  text(): string {
    return Buffer.concat(this.parts).toString('utf8');
  }
}

interface Command {
  readonly file: string;
  readonly args: readonly string[];
  /** How to stop it on timeout, beyond killing the spawned process group. */
  readonly stop?: () => void;
}

export function createCodeRunner(options: CodeRunnerOptions): CodeRunner {
  const limits: RunLimits = { ...DEFAULT_RUN_LIMITS, ...options.limits };
  const python = options.env['SR_BENCH_LOCAL_PYTHON'] || 'python3';
  const image = options.sandboxImage ?? null;
  const sandbox = image !== null && image !== '' && options.env['SR_BENCH_SANDBOX'] === 'docker' ? 'docker' : 'local';
  const runsRoot = join(resolve(options.artifactDir), 'code-runs');

  function command(dir: string, bootstrapArgs: readonly string[], readPaths: readonly string[]): Command {
    if (sandbox === 'local') return { file: python, args: ['-I', join(dir, 'bootstrap.py'), ...bootstrapArgs] };
    const name = `sr-bench-code-${randomBytes(8).toString('hex')}`;
    const mounts = readPaths.flatMap((path) => ['-v', `${resolve(path)}:${resolve(path)}:ro`]);
    const megabytes = Math.ceil(limits.memoryBytes / (1024 * 1024));
    return {
      file: 'docker',
      args: [
        'run',
        '--rm',
        '-i',
        '--name',
        name,
        '--network',
        'none',
        '--memory',
        `${megabytes}m`,
        '--pids-limit',
        String(limits.maxProcesses),
        // The host user, so the run directory's files stay removable by the harness.
        ...(typeof process.getuid === 'function' && typeof process.getgid === 'function' ? ['--user', `${process.getuid()}:${process.getgid()}`] : []),
        '-e',
        'HOME=/work',
        '-e',
        'LANG=C.UTF-8',
        '-e',
        'PYTHONDONTWRITEBYTECODE=1',
        '-e',
        'OPENBLAS_NUM_THREADS=1',
        '-e',
        'OMP_NUM_THREADS=1',
        '-v',
        `${dir}:/work`,
        ...mounts,
        '-w',
        '/work',
        image as string, // sandbox === 'docker' only when the image is set
        'python3',
        '-I',
        '/work/bootstrap.py',
        ...bootstrapArgs,
      ],
      // Killing the docker client leaves the container running: remove it by name.
      stop: () => {
        spawn('docker', ['rm', '-f', name], { stdio: 'ignore' }).on('error', () => undefined);
      },
    };
  }

  async function run(request: RunRequest): Promise<RunOutcome> {
    await mkdir(runsRoot, { recursive: true });
    const dir = await mkdtemp(join(runsRoot, 'run-'));
    try {
      await writeFile(join(dir, 'bootstrap.py'), BOOTSTRAP);
      await writeFile(join(dir, 'program.py'), request.program);
      const mode = request.mode ?? { kind: 'script' };
      const bootstrapArgs = [mode.kind, String(limits.memoryBytes), String(limits.maxProcesses), mode.kind === 'call' ? mode.funcName : '-'];
      const outcome = await spawnLimited(command(dir, bootstrapArgs, request.readPaths ?? []), dir, request.stdin ?? '');
      let resultText: string | null = null;
      if (mode.kind === 'call' && outcome.status === 'exited' && outcome.exitCode === 0) {
        resultText = await readSmallFile(join(dir, RESULT_FILE), limits.outputBytes);
      }
      return { ...outcome, resultText };
    } finally {
      if (!options.keepRuns) await rm(dir, { recursive: true, force: true });
    }
  }

  function spawnLimited(cmd: Command, dir: string, stdin: string): Promise<Omit<RunOutcome, 'resultText'>> {
    const started = Date.now();
    return new Promise((resolvePromise) => {
      const stdout = new CappedText(limits.outputBytes);
      const stderr = new CappedText(limits.outputBytes);
      let status: RunStatus | null = null;
      // Its own process group, so a timeout kills whatever the program started too.
      const child = spawn(cmd.file, cmd.args, { cwd: dir, env: runEnvironment(options.env, dir), detached: true, stdio: 'pipe' });
      const kill = (why: RunStatus): void => {
        status ??= why;
        if (child.pid !== undefined) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // Already gone.
          }
        }
        cmd.stop?.();
      };
      const timer = setTimeout(() => kill('timeout'), limits.timeoutMs);
      const collect = (sink: CappedText) => (chunk: Buffer) => {
        sink.push(chunk);
        if (sink.overflowed) kill('output_limit');
      };
      child.stdout.on('data', collect(stdout));
      child.stderr.on('data', collect(stderr));
      // A program that exits without reading its input closes the pipe: not an error of ours.
      child.stdin.on('error', () => undefined);
      child.stdin.end(stdin);
      let settled = false;
      const finish = (code: number | null): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const final = status ?? 'exited';
        resolvePromise({
          status: final,
          exitCode: final === 'exited' ? code : null,
          stdout: stdout.text(),
          stderr: stderr.text(),
          durationMs: Date.now() - started,
        });
      };
      child.on('error', (error) => {
        status ??= 'spawn_error';
        stderr.push(Buffer.from(`\n${error.message}`));
        // A process that never started emits no further events worth waiting for.
        if (child.pid === undefined) finish(null);
      });
      child.on('close', (code) => finish(code));
    });
  }

  return { run, sandbox };
}

async function readSmallFile(path: string, cap: number): Promise<string | null> {
  try {
    const handle = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(cap + 1);
      const { bytesRead } = await handle.read(buffer, 0, cap + 1, 0);
      return bytesRead > cap ? null : buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch {
    return null;
  }
}
