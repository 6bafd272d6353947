/**
 * The local Terminal-Bench harness driven by a scripted bridge: commands run in the workspace
 * with a minimal environment, per-command time and output limits, the step bound, the test
 * script's verdict, and the refusal of container-only task trees.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { HarnessRequest } from '../../src/domain/harness/protocol.ts';
import type { JsonRecord } from '../../src/domain/json/json-value.ts';
import { terminalBenchHarness } from '../../src/harness/local/terminal-bench.ts';
import { scriptedBridge, toolResults } from '../helpers/scripted-bridge.ts';
import type { SentCall } from '../helpers/scripted-bridge.ts';

const root = mkdtempSync(join(tmpdir(), 'terminal-harness-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let runs = 0;

const TASK = {
  instruction: 'Write "hello, bench" into greeting.txt.',
  files: { 'notes/readme.txt': 'Write the greeting.\n' },
  test: '[ "$(cat greeting.txt)" = "hello, bench" ]',
};

function request(metadata: JsonRecord, config: JsonRecord = {}): HarnessRequest {
  const artifactDir = join(root, `run-${++runs}`);
  mkdirSync(artifactDir);
  return {
    case: { id: 'terminal-bench-2.1/demo-hello', benchmark: 'terminal-bench-2.1', messages: [], metadata },
    config: { harness: 'sr-bench-local', ...config },
    seed: 1,
    limits: {},
    source_root: null,
    artifact_dir: artifactDir,
  };
}

/** An agent that runs `commands` one per step, then says `final`. */
function commandsThenStop(commands: readonly string[], final = 'Done.') {
  return (call: SentCall) => {
    const next = commands[toolResults(call.messages)];
    return next === undefined ? { text: final } : { toolCalls: [{ name: 'run_command', arguments: { command: next } }] };
  };
}

/** The tool messages of the last call the harness sent. */
function toolOutputs(sent: readonly SentCall[]): string[] {
  return (sent.at(-1)?.messages ?? []).filter((m) => m['role'] === 'tool').map((m) => String(m['content']));
}

const io = (env: Record<string, string> = {}) => ({ log: () => {}, env: { PATH: process.env.PATH, ...env } });

describe('terminal-bench local harness', () => {
  it('passes when the test script exits 0 after the agent did the work', async () => {
    const bridge = scriptedBridge(commandsThenStop(['cat notes/readme.txt', "printf 'hello, bench\\n' > greeting.txt"]));
    const lines: string[] = [];
    const req = request({ task: TASK });
    const result = await terminalBenchHarness(req, bridge, { log: (l) => lines.push(l), env: { PATH: process.env.PATH } });
    expect(result).toEqual({
      answer: ['cat notes/readme.txt', "printf 'hello, bench\\n' > greeting.txt"],
      correct: true,
      score: 1,
      details: { rewards: { reward: 1 }, agent: 'sr-bench-local', trials: 1, termination_reason: 'agent_done' },
    });
    expect(readFileSync(join(req.artifact_dir, 'workspace', 'greeting.txt'), 'utf8')).toBe('hello, bench\n');
    expect(toolOutputs(bridge.sent)[0]).toBe('Write the greeting.\n[exit code 0]');
    const first = bridge.sent[0] as SentCall;
    expect(String(first.messages[0]?.['content'])).toMatch(/^\[terminal-bench-2\.1\/demo-hello\] /);
    expect(first.messages[1]).toEqual({ role: 'user', content: TASK.instruction });
    expect((first.extraBody!['tools'] as { function: { name: string } }[]).map((t) => t.function.name)).toEqual(['run_command']);
    expect(lines).toContain('step 1 subject tool_calls=1');
    expect(lines).toContain('step 3 subject tool_calls=0');
  });

  it('fails when the test script fails', async () => {
    const bridge = scriptedBridge(commandsThenStop(["printf 'hello bench' > greeting.txt"]));
    const result = await terminalBenchHarness(request({ task: TASK }), bridge, io());
    expect(result).toMatchObject({ correct: false, score: 0, details: { rewards: { reward: 0 } } });
  });

  it('gives commands a minimal environment without bridge or server secrets', async () => {
    const bridge = scriptedBridge(commandsThenStop(['env | sort', 'pwd']));
    const req = request({ task: TASK });
    await terminalBenchHarness(req, bridge, io({ SR_BENCH_BRIDGE_TOKEN: 'secret-token', OPENAI_API_KEY: 'sk-secret' }));
    const [env, pwd] = toolOutputs(bridge.sent);
    const names = (env ?? '')
      .split('\n')
      .filter((l) => l.includes('='))
      .map((l) => l.split('=')[0]);
    const workspace = join(req.artifact_dir, 'workspace');
    // bash adds PWD, SHLVL and `_` itself.
    expect(names.filter((n) => !['PWD', 'SHLVL', '_', 'OLDPWD'].includes(n ?? ''))).toEqual(['HOME', 'LANG', 'PATH']);
    expect(env).toContain(`HOME=${workspace}`);
    expect(env).not.toMatch(/SR_BENCH|secret/);
    expect(pwd).toBe(`${workspace}\n[exit code 0]`);
  });

  it('kills a command at its timeout, with what it started', async () => {
    const bridge = scriptedBridge(commandsThenStop(['echo started; (sleep 30 &) ; sleep 30', 'echo next']));
    const started = Date.now();
    await terminalBenchHarness(request({ task: TASK }, { command_timeout_ms: 300 }), bridge, io());
    expect(Date.now() - started).toBeLessThan(10_000);
    const [slow, next] = toolOutputs(bridge.sent);
    expect(slow).toBe('started\n[command timed out after 0.3 s and was killed]');
    expect(next).toBe('next\n[exit code 0]');
  });

  it('caps the output with a marker', async () => {
    const bridge = scriptedBridge(commandsThenStop(['head -c 5000 /dev/zero | tr "\\0" x; echo; echo tail-line']));
    await terminalBenchHarness(request({ task: TASK }, { output_cap_bytes: 1000 }), bridge, io());
    const [output] = toolOutputs(bridge.sent);
    expect(output).toBe(`${'x'.repeat(1000)}\n[output truncated at 1000 bytes]\n[exit code 0]`);
  });

  it('stops the agent after max_steps model calls and still runs the verifier', async () => {
    const bridge = scriptedBridge(() => ({ toolCalls: [{ name: 'run_command', arguments: { command: 'true' } }] }));
    const result = await terminalBenchHarness(request({ task: TASK }, { max_steps: 4 }), bridge, io());
    expect(bridge.sent).toHaveLength(4);
    expect(result).toMatchObject({ answer: ['true', 'true', 'true', 'true'], score: 0, details: { termination_reason: 'max_steps' } });
  });

  it('answers a call to anything but run_command with an error', async () => {
    const bridge = scriptedBridge((call) =>
      toolResults(call.messages) === 0 ? { toolCalls: [{ name: 'open_file', arguments: { path: 'x' } }] } : { text: 'ok' },
    );
    const result = await terminalBenchHarness(request({ task: TASK }), bridge, io());
    expect(result.answer).toEqual([]);
    expect(toolOutputs(bridge.sent)[0]).toMatch(/^Error: the only tool is run_command/);
  });

  it('runs a task tree with workspace files, and refuses one whose environment is only a Dockerfile', async () => {
    const tree = join(root, 'tree-task');
    mkdirSync(join(tree, 'tests'), { recursive: true });
    mkdirSync(join(tree, 'environment', 'data'), { recursive: true });
    writeFileSync(join(tree, 'instruction.md'), 'Copy data/in.txt to out.txt.\n');
    writeFileSync(join(tree, 'tests', 'test.sh'), 'cmp data/in.txt out.txt\n');
    writeFileSync(join(tree, 'environment', 'data', 'in.txt'), 'payload\n');
    writeFileSync(join(tree, 'environment', 'Dockerfile'), 'FROM scratch\n');
    const bridge = scriptedBridge(commandsThenStop(['cp data/in.txt out.txt']));
    const result = await terminalBenchHarness(request({ task_path: tree }), bridge, io());
    expect(result.score).toBe(1);
    expect(bridge.sent[0]?.messages[1]).toEqual({ role: 'user', content: 'Copy data/in.txt to out.txt.\n' });

    const imageOnly = join(root, 'image-task');
    mkdirSync(join(imageOnly, 'tests'), { recursive: true });
    mkdirSync(join(imageOnly, 'environment'));
    writeFileSync(join(imageOnly, 'instruction.md'), 'Anything.\n');
    writeFileSync(join(imageOnly, 'tests', 'test.sh'), 'true\n');
    writeFileSync(join(imageOnly, 'environment', 'Dockerfile'), 'FROM scratch\n');
    await expect(
      terminalBenchHarness(
        request({ task_path: imageOnly }),
        scriptedBridge(() => ({ text: 'x' })),
        io(),
      ),
    ).rejects.toThrow(/only as a container image.*upstream harness/);
  });

  it('refuses inline file paths that leave the workspace', async () => {
    const bad = { ...TASK, files: { '../escape.txt': 'x' } };
    await expect(
      terminalBenchHarness(
        request({ task: bad }),
        scriptedBridge(() => ({ text: 'x' })),
        io(),
      ),
    ).rejects.toThrow(/inside the workspace/);
  });
});
