/**
 * `sr-bench-dialogue`, this project's extension benchmark (catalog/extensions.ts): a short
 * multi-turn task against a user simulator, graded in process. Each round is one
 * `simulator` call (docs/runs.md "Judge and simulator calls": the frozen `benchmark_options[b].simulator` target)
 * that writes the next user message, then one `subject` call with the case messages and the
 * conversation. The simulated user ends the task by answering with `###DONE###`; otherwise
 * it ends after `metadata.max_turns` rounds. Graded on the last agent reply: correct when it
 * states the case's `answer`.
 */
import { DIALOGUE_ADAPTER_VERSION, DIALOGUE_BENCHMARK } from '../catalog/extensions.ts';
import type { AdapterCase, AdapterContext, AdapterResult, BenchmarkAdapter, ChatMessage } from './adapter-types.ts';
import { caseMessages } from './case-messages.ts';
import { GradingError } from './errors.ts';
import { hitOutputLimit, outputLimitResult } from './output-limit.ts';

export const DIALOGUE_GRADER_VERSION = 'sr-bench-dialogue-v1';
/** The simulated user's end-of-task marker; a reply holding it is not part of the conversation. */
export const DONE_TOKEN = '###DONE###';
export const DIALOGUE_SIMULATOR_REQUIRED = `${DIALOGUE_BENCHMARK} requires a simulator target reference`;
/** Default and bound of `metadata.max_turns`: two calls a round must fit `max_calls_per_case` (32). */
export const DEFAULT_MAX_TURNS = 3;
export const MAX_TURNS_LIMIT = 10;

export type TerminationReason = 'user_done' | 'max_turns';

// A type alias (not an interface) so it fits `Record<string, unknown>` slots.
export type DialogueDetails = {
  turns: number;
  termination_reason: TerminationReason;
  grader_version: typeof DIALOGUE_GRADER_VERSION;
};

interface Turn {
  readonly speaker: 'user' | 'agent';
  readonly text: string;
}

interface DialogueTask {
  readonly simulator: string;
  readonly messages: readonly ChatMessage[];
  readonly answer: string;
  readonly persona: string;
  readonly goal: string;
  readonly maxTurns: number;
}

/** The simulator's instructions: it plays the user with this persona and goal. */
export function simulatorSystemPrompt(persona: string, goal: string): string {
  return [
    'You are a user simulator: you play the user described below, talking to an AI assistant.',
    "Write only the user's next message, short and in character. Never play the assistant and never answer your own question.",
    `Once the assistant has given you what you wanted, or clearly cannot, reply with ${DONE_TOKEN} and nothing else.`,
    '',
    `Persona: ${persona}`,
    `Goal: ${goal}`,
  ].join('\n');
}

/** The simulator sees the conversation from the user's side: its own turns are `assistant`. */
export function simulatorMessages(persona: string, goal: string, conversation: readonly Turn[]): ChatMessage[] {
  return [
    { role: 'system', content: simulatorSystemPrompt(persona, goal) },
    ...conversation.map((turn) => ({ role: turn.speaker === 'user' ? 'assistant' : 'user', content: turn.text })),
  ];
}

export function subjectMessages(caseMessageList: readonly ChatMessage[], conversation: readonly Turn[]): ChatMessage[] {
  return [...caseMessageList, ...conversation.map((turn) => ({ role: turn.speaker === 'user' ? 'user' : 'assistant', content: turn.text }))];
}

/** Case-folded, whitespace-collapsed text. */
export function normaliseDialogueText(text: string): string {
  return text.toLowerCase().replace(/\s+/gu, ' ').trim();
}

const WORD_EDGE = /[\p{L}\p{N}]/u;

/**
 * True when the normalised `reply` contains the normalised `answer`, not glued to a longer
 * word or number (so `100` is not found in `1000`, nor `au` in `because`).
 */
export function statesAnswer(reply: string, answer: string): boolean {
  const text = normaliseDialogueText(reply);
  const wanted = normaliseDialogueText(answer);
  if (wanted === '') return false;
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const before = WORD_EDGE.test(wanted.slice(0, 1)) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = WORD_EDGE.test(wanted.slice(-1)) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${escaped}${after}`, 'u').test(text);
}

function nonEmptyText(testCase: AdapterCase, field: string): string {
  const value = testCase.metadata?.[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new GradingError(`${DIALOGUE_BENCHMARK} requires metadata.${field} for ${testCase.id}`);
  }
  return value;
}

/** Everything the task needs, checked before the first call so a bad case spends nothing. */
function dialogueTask(testCase: AdapterCase, ctx: AdapterContext): DialogueTask {
  const simulator = ctx.benchmarkOptions['simulator'];
  if (typeof simulator !== 'string' || simulator === '') throw new GradingError(DIALOGUE_SIMULATOR_REQUIRED);
  const messages = caseMessages(testCase);
  const answer = testCase.answer;
  if (typeof answer !== 'string' || normaliseDialogueText(answer) === '') {
    throw new GradingError(`answer is required for ${testCase.id}`);
  }
  const maxTurns = testCase.metadata?.['max_turns'] ?? DEFAULT_MAX_TURNS;
  if (typeof maxTurns !== 'number' || !Number.isInteger(maxTurns) || maxTurns < 1 || maxTurns > MAX_TURNS_LIMIT) {
    throw new GradingError(`${DIALOGUE_BENCHMARK} requires metadata.max_turns between 1 and ${MAX_TURNS_LIMIT}`);
  }
  return { simulator, messages, answer, persona: nonEmptyText(testCase, 'persona'), goal: nonEmptyText(testCase, 'goal'), maxTurns };
}

async function execute(testCase: AdapterCase, ctx: AdapterContext): Promise<AdapterResult> {
  const task = dialogueTask(testCase, ctx);
  const conversation: Turn[] = [];
  let lastReply: string | null = null;
  let termination: TerminationReason = 'max_turns';
  for (let round = 0; round < task.maxTurns; round += 1) {
    const user = await ctx.call(simulatorMessages(task.persona, task.goal, conversation), { role: 'simulator', target: task.simulator });
    if (user.final.includes(DONE_TOKEN)) {
      termination = 'user_done';
      break;
    }
    conversation.push({ speaker: 'user', text: user.final });
    const agent = await ctx.call(subjectMessages(task.messages, conversation));
    // A cut reply is never graded, and the worker permits no further call in this cell.
    if (hitOutputLimit(agent)) return outputLimitResult();
    conversation.push({ speaker: 'agent', text: agent.final });
    lastReply = agent.final;
  }
  const correct = lastReply !== null && statesAnswer(lastReply, task.answer);
  const details: DialogueDetails = {
    turns: conversation.filter((turn) => turn.speaker === 'agent').length,
    termination_reason: termination,
    grader_version: DIALOGUE_GRADER_VERSION,
  };
  return { answer: lastReply, correct, score: correct ? 1 : 0, details };
}

export const dialogueAdapter: BenchmarkAdapter = {
  id: DIALOGUE_BENCHMARK,
  version: DIALOGUE_ADAPTER_VERSION,
  kind: 'agent',
  execute,
};
