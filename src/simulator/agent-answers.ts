/**
 * A simulated model playing an agent task from its reference (docs/harness.md "Agent
 * harnesses"): when the request offers `tools` and the case's answer-key entry is an agent
 * reference, the model makes the reference's next tool call — the step is the number of tool
 * results already in the conversation, one call per response — and replies with the
 * reference's final text once every call is made.
 *
 * Whether the model gets the task right is drawn once per (model, case), not per request, so
 * every step of one task agrees. A wrong model either passes a wrong argument to, or skips,
 * the reference's last call: the one that changes state in every demo task, so either
 * mistake fails the task.
 */
import type { Answer } from './answers.ts';
import type { ResolvedModel } from './config.ts';
import { isAgentReference, referenceActions } from './agent-reference.ts';
import type { AgentAction } from './agent-reference.ts';
import { isToolResult, lookupAnswer } from './prompt.ts';
import { drawsCorrect } from './difficulty.ts';
import { HashRandom } from './random.ts';

export interface AgentTurn {
  answer: Answer;
  answerKey: string;
  /** The next call, or null for the final reply (then `answer.text` is the reply). */
  call: { name: string; argumentsJson: string } | null;
}

function offersTools(body: Record<string, unknown>): boolean {
  return Array.isArray(body.tools) && body.tools.length > 0;
}

/** A shell command that only prints itself: the agent "forgot" to run it. */
function echoed(command: string): string {
  return `echo '${command.replaceAll("'", "'\\''")}'`;
}

function wrongString(value: string): string {
  const last = value.at(-1) ?? '';
  return /\d/.test(last) ? `${value.slice(0, -1)}${(Number(last) + 1) % 10}` : `${value}X`;
}

/** The call with one argument changed: a command is echoed instead of run, an id is off by one character. */
function wrongArguments(action: AgentAction): AgentAction {
  const args = { ...action.arguments };
  const command = args.command;
  if (typeof command === 'string') return { name: action.name, arguments: { ...args, command: echoed(command) } };
  for (const [key, value] of Object.entries(args)) {
    if (typeof value === 'string') return { name: action.name, arguments: { ...args, [key]: wrongString(value) } };
    if (typeof value === 'number') return { name: action.name, arguments: { ...args, [key]: value + 1 } };
  }
  return { name: action.name, arguments: { ...args, unexpected: true } };
}

/** The calls this model makes for the case: the reference's, or with one mistake. */
function playedActions(actions: AgentAction[], model: ResolvedModel, caseKey: string): { actions: AgentAction[]; correct: boolean } {
  const rng = new HashRandom(model.seed, 'agent-task', model.name, caseKey);
  const correct = drawsCorrect(model, caseKey, rng);
  if (correct || actions.length === 0) return { actions, correct };
  const last = actions.length - 1;
  if (rng.chance(0.5)) return { actions: actions.slice(0, last), correct };
  return { actions: [...actions.slice(0, last), wrongArguments(actions[last] as AgentAction)], correct };
}

/** This request's agent turn, or null when it is not an agent task's tool-offering request. */
export function agentTurn(
  model: ResolvedModel,
  body: Record<string, unknown>,
  messages: readonly unknown[],
  answers: ReadonlyMap<string, unknown>,
  userText: string,
  system: string,
): AgentTurn | null {
  if (!offersTools(body)) return null;
  const keyed = lookupAnswer(answers, userText, system);
  if (keyed === null || !isAgentReference(keyed.reference)) return null;
  const { actions, correct } = playedActions(referenceActions(keyed.reference), model, keyed.key);
  const step = messages.filter(isToolResult).length;
  const next = actions[step];
  if (next === undefined) return { answer: { text: keyed.reference.final, correct }, answerKey: keyed.key, call: null };
  return { answer: { text: '', correct }, answerKey: keyed.key, call: { name: next.name, argumentsJson: JSON.stringify(next.arguments) } };
}
