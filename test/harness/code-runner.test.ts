// The local code runner: limits, killing, output caps and the environment the code sees.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodeRunner, type CodeRunner } from '../../src/harness/local/code-runner.ts';
import { runLcbTest } from '../../src/harness/local/livecodebench.ts';

let dir: string;
let runner: CodeRunner;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'code-runner-'));
  runner = createCodeRunner({
    artifactDir: dir,
    env: { PATH: process.env['PATH'], SR_BENCH_BRIDGE_TOKEN: 'secret-token', OPENAI_API_KEY: 'sk-secret' },
    limits: { timeoutMs: 2_000, memoryBytes: 256 * 1024 * 1024, outputBytes: 64 * 1024 },
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const SUM = 'import sys\nnums = list(map(int, sys.stdin.read().split()))\nprint(sum(nums))\n';

describe('stdin tests', () => {
  it('pass when the output matches line by line, tolerant of trailing whitespace', async () => {
    expect(await runLcbTest(runner, SUM, { input: '1 2 3\n', output: '6\n\n', testtype: 'stdin' }, null)).toMatchObject({ passed: true });
    expect(await runLcbTest(runner, 'print("6   ")\nprint()', { input: '', output: '6', testtype: 'stdin' }, null)).toMatchObject({ passed: true });
  });

  it('fail on a wrong output and on a runtime error', async () => {
    expect(await runLcbTest(runner, SUM, { input: '1 2\n', output: '4\n', testtype: 'stdin' }, null)).toMatchObject({
      passed: false,
      reason: 'wrong_output',
    });
    const crash = await runLcbTest(runner, 'raise ValueError("boom")', { input: '', output: '', testtype: 'stdin' }, null);
    expect(crash).toMatchObject({ passed: false, reason: 'runtime_error' });
    expect(crash.excerpt).toContain('boom');
  });
});

describe('functional tests', () => {
  const solution = 'class Solution:\n    def add(self, a: int, b: list) -> int:\n        return a + sum(b)\n';

  it('call Solution().<func_name>(*args) and compare JSON', async () => {
    expect(await runLcbTest(runner, solution, { input: '2\n[3, 4]', output: '9', testtype: 'functional' }, 'add')).toMatchObject({ passed: true });
    expect(await runLcbTest(runner, solution, { input: '2\n[3, 4]', output: '10', testtype: 'functional' }, 'add')).toMatchObject({
      passed: false,
      reason: 'wrong_output',
    });
  });

  it('give the code typing names, as starter code uses them unimported', async () => {
    const code = 'class Solution:\n    def first(self, xs: List[int]) -> Optional[int]:\n        return xs[0] if xs else None\n';
    expect(await runLcbTest(runner, code, { input: '[7, 8]', output: '7', testtype: 'functional' }, 'first')).toMatchObject({ passed: true });
  });

  it('call a top-level function of that name, and ignore what the program prints', async () => {
    const code = 'print("noise")\ndef pair(s):\n    print("more noise")\n    return (s, len(s))\n';
    expect(await runLcbTest(runner, code, { input: '"abc"', output: '["abc", 3]', testtype: 'functional' }, 'pair')).toMatchObject({ passed: true });
  });
});

describe('limits', () => {
  it('kills a program that runs past its wall time', async () => {
    const started = Date.now();
    const outcome = await runner.run({ program: 'while True:\n    pass\n' });
    expect(outcome.status).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('kills the children a timed-out program started', async () => {
    const program =
      'import subprocess, sys\np = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])\nprint(p.pid, flush=True)\nimport time\ntime.sleep(30)\n';
    const outcome = await runner.run({ program });
    expect(outcome.status).toBe('timeout');
    const pid = Number(outcome.stdout.trim());
    expect(pid).toBeGreaterThan(0);
    // Signal 0 only checks that the process is gone; it sends nothing.
    const alive = (): boolean => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 50 && alive(); i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(alive()).toBe(false);
  });

  it('caps a flood of output and fails the run', async () => {
    const outcome = await runner.run({ program: 'import sys\nwhile True:\n    sys.stdout.write("x" * 65536)\n' });
    expect(outcome.status).toBe('output_limit');
    expect(outcome.stdout.length).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses a memory bomb', async () => {
    const outcome = await runner.run({ program: 'blob = bytearray(1024 * 1024 * 1024)\nprint(len(blob))\n' });
    expect(outcome.status).toBe('exited');
    expect(outcome.exitCode).not.toBe(0);
    expect(outcome.stderr).toContain('MemoryError');
  });
});

describe('environment', () => {
  it('shows the code no SR_BENCH_* variable and no secret, and a HOME of its own', async () => {
    const outcome = await runner.run({ program: 'import json, os\nprint(json.dumps(dict(os.environ)))\n' });
    expect(outcome.exitCode).toBe(0);
    const env = JSON.parse(outcome.stdout) as Record<string, string>;
    expect(Object.keys(env).filter((k) => k.startsWith('SR_BENCH'))).toEqual([]);
    expect(outcome.stdout).not.toContain('secret');
    expect(env['HOME']).toContain(join(dir, 'code-runs'));
    expect(process.cwd()).not.toBe(env['HOME']);
  });

  it('runs in a fresh directory each time', async () => {
    await runner.run({ program: 'open("left-over.txt", "w").write("x")\n' });
    const outcome = await runner.run({ program: 'import os\nprint(os.path.exists("left-over.txt"))\n' });
    expect(outcome.stdout.trim()).toBe('False');
  });
});

describe('sandbox choice', () => {
  it('uses the container only when the benchmark names an image and SR_BENCH_SANDBOX=docker', () => {
    const base = { artifactDir: dir, sandboxImage: 'python:3.11-slim' };
    expect(createCodeRunner({ ...base, env: { SR_BENCH_SANDBOX: 'docker' } }).sandbox).toBe('docker');
    expect(createCodeRunner({ ...base, env: {} }).sandbox).toBe('local');
    expect(createCodeRunner({ artifactDir: dir, env: { SR_BENCH_SANDBOX: 'docker' } }).sandbox).toBe('local');
  });
});
