/**
 * The local Terminal-Bench harness (docs/harness.md "Agents: τ³ and Terminal-Bench"): the agent (bridge role
 * `subject`) works on the task in a workspace directory inside the artifact directory through
 * one tool, `run_command`; when it answers without a tool call, or after `max_steps` model
 * calls, the task's test script runs in the workspace and its exit status is the reward.
 *
 * What the local workspace does NOT isolate: commands run on the host as the server's user,
 * with the host's filesystem (outside the workspace too), network and processes in reach. Only
 * the working directory, the environment (PATH, LANG, HOME = workspace; no SR_BENCH_* variables,
 * no bridge token, no secrets), the time per command and the output size are narrowed. Tasks
 * that need their container image go to the upstream harness.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HarnessResult } from '../../domain/harness/protocol.ts';
import type { JsonRecord } from '../../domain/json/json-value.ts';
import type { LocalHarness } from './harness-types.ts';
import { COMMAND_TIMEOUT_MS, commandReport, minimalEnv, OUTPUT_CAP_BYTES, runCommand } from './shell-command.ts';
import { loadTerminalTask, writeWorkspace } from './terminal-task.ts';
import { assistantMessage, positiveInteger, toolCallsOf, toolMessage } from './tool-calls.ts';
import type { FunctionTool } from './tool-calls.ts';

export const DEFAULT_MAX_STEPS = 100;
export const VERIFIER_TIMEOUT_MS = 60_000;
export const AGENT_NAME = 'sr-bench-local';

export const RUN_COMMAND_TOOL: FunctionTool = {
  type: 'function',
  function: {
    name: 'run_command',
    description: `Run a bash command in the task's working directory and return its output (stdout and stderr, at most ${OUTPUT_CAP_BYTES / 1024} KiB) and exit code. Each command has ${COMMAND_TIMEOUT_MS / 1000} s.`,
    parameters: { type: 'object', properties: { command: { type: 'string', description: 'The bash command line.' } }, required: ['command'] },
  },
};

function systemPrompt(caseId: string): string {
  return (
    `[${caseId}] You are an agent solving a task in a Linux shell. Use the run_command tool to inspect and change files in ` +
    'the working directory, one command at a time. When the task is done, reply with a short summary and no tool call.'
  );
}

/** Per-command limits; tests narrow them through `config.command_timeout_ms` / `config.output_cap_bytes`. */
function limitsOf(config: JsonRecord): { timeoutMs: number; capBytes: number } {
  return {
    timeoutMs: positiveInteger(config['command_timeout_ms'], COMMAND_TIMEOUT_MS),
    capBytes: positiveInteger(config['output_cap_bytes'], OUTPUT_CAP_BYTES),
  };
}

/** A single-quoted shell word. */
function shellQuote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

export const terminalBenchHarness: LocalHarness = async (request, bridge, io) => {
  const caseId = String(request.case['id']);
  const task = await loadTerminalTask(request);
  const maxSteps = positiveInteger(request.config['max_steps'], DEFAULT_MAX_STEPS);
  const { timeoutMs, capBytes } = limitsOf(request.config);
  const workspace = join(request.artifact_dir, 'workspace');
  await writeWorkspace(workspace, task);
  const env = minimalEnv(workspace, io.env['PATH']);
  io.log(`terminal ${caseId} files=${task.files.size} max_steps=${maxSteps}`);

  const messages: JsonRecord[] = [
    { role: 'system', content: systemPrompt(caseId) },
    { role: 'user', content: task.instruction },
  ];
  const commands: string[] = [];
  let termination: 'agent_done' | 'max_steps' = 'max_steps';
  for (let step = 1; step <= maxSteps; step++) {
    const receipt = await bridge.call(messages, { role: 'subject', extraBody: { tools: [RUN_COMMAND_TOOL], tool_choice: 'auto' } });
    const calls = toolCallsOf(receipt);
    io.log(`step ${step} subject tool_calls=${calls.length}`);
    messages.push(assistantMessage(receipt, calls));
    if (calls.length === 0) {
      termination = 'agent_done';
      break;
    }
    for (const call of calls) {
      const command = call.arguments?.['command'];
      if (call.name !== 'run_command' || typeof command !== 'string') {
        messages.push(toolMessage(call, `Error: the only tool is run_command with a string "command" argument.`));
        continue;
      }
      commands.push(command);
      const result = await runCommand(command, { cwd: workspace, env, timeoutMs, outputCapBytes: capBytes });
      io.log(`step ${step} command exit=${result.exitCode ?? 'signal'} timed_out=${result.timedOut} bytes=${Buffer.byteLength(result.output)}`);
      messages.push(toolMessage(call, commandReport(result, timeoutMs, capBytes)));
    }
  }

  // The verifier script lives outside the workspace, so the agent's commands did not see it.
  const verifierDir = join(request.artifact_dir, 'verifier');
  await mkdir(verifierDir, { recursive: true, mode: 0o700 });
  const testPath = join(verifierDir, 'test.sh');
  await writeFile(testPath, task.test, { mode: 0o700 });
  const verdict = await runCommand(`bash ${shellQuote(testPath)}`, { cwd: workspace, env, timeoutMs: VERIFIER_TIMEOUT_MS });
  await writeFile(join(verifierDir, 'output.txt'), commandReport(verdict, VERIFIER_TIMEOUT_MS));
  const passed = verdict.exitCode === 0 && !verdict.timedOut;
  const reward = passed ? 1 : 0;
  io.log(`terminal ${caseId} termination=${termination} verifier_exit=${verdict.exitCode ?? 'signal'} reward=${reward}`);
  const result: HarnessResult = {
    answer: commands,
    correct: passed,
    score: reward,
    details: { rewards: { reward }, agent: AGENT_NAME, trials: 1, termination_reason: termination },
  };
  return result;
};
