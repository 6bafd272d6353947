/**
 * Planning one simulated completion: who answers (answerer, judge, user simulator), what
 * it says (visible text, reasoning, a tool call), how it is cut into stream pieces and
 * paced, its finish reason and token counts. Deterministic per (seed, model, messages).
 */
import { agentTurn } from './agent-answers.ts';
import { keyedAnswer, reasoningText, unkeyedAnswer } from './answers.ts';
import { caseDifficulty } from './difficulty.ts';
import type { Answer } from './answers.ts';
import { codeAnswer, isCodeReference } from './code-answers.ts';
import type { ResolvedModel } from './config.ts';
import type { InjectedFault } from './faults.ts';
import { JUDGE_SYSTEM_PROMPT, judgeReply } from './judge.ts';
import { isToolResult, lastMessage, lastUserText, lookupAnswer, systemText } from './prompt.ts';
import { HashRandom, sha256Hex } from './random.ts';
import { promptTokens, roughTokens, tokenCounts } from './usage-shape.ts';
import type { TokenCounts } from './usage-shape.ts';
import { isUserSimulatorPrompt, userTurn } from './user-simulator.ts';

export interface PlannedToolCall {
  id: string;
  name: string;
  /** The arguments JSON text, streamed in `argumentPieces`. */
  argumentPieces: string[];
}

export interface CompletionPlan {
  id: string;
  model: string;
  role: 'answerer' | 'judge' | 'user_simulator';
  /** Reasoning pieces (`reasoning_content` deltas), streamed first. */
  reasoningPieces: string[];
  /** Visible content pieces (may hold `<think>` blocks for `think_tags` models). */
  contentPieces: string[];
  toolCall: PlannedToolCall | null;
  finishReason: 'stop' | 'length' | 'tool_calls';
  tokens: TokenCounts;
  ttftMs: number;
  /** Delay after each piece. */
  pieceDelayMs: number;
  answer: Answer;
  answerKey: string | null;
}

/** Words with their trailing whitespace; each is one stream piece. */
export function splitPieces(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text === '' ? [] : [text]);
}

const RUNAWAY_PHRASE = 'again and again ';
const RUNAWAY_PIECES = 4000;

interface PlanInput {
  model: ResolvedModel;
  body: Record<string, unknown>;
  messages: readonly unknown[];
  answers: ReadonlyMap<string, unknown>;
  fault: InjectedFault | null;
}

function decideRole(model: ResolvedModel, system: string): CompletionPlan['role'] {
  if (model.persona === 'judge' || (model.persona === 'auto' && system.trim() === JUDGE_SYSTEM_PROMPT)) return 'judge';
  if (model.persona === 'user_simulator' || (model.persona === 'auto' && isUserSimulatorPrompt(system))) return 'user_simulator';
  return 'answerer';
}

function firstToolName(body: Record<string, unknown>): string | null {
  if (!Array.isArray(body.tools) || body.tools.length === 0) return null;
  const tool: unknown = body.tools[0];
  if (typeof tool !== 'object' || tool === null) return null;
  const fn = (tool as Record<string, unknown>).function;
  const name = typeof fn === 'object' && fn !== null ? (fn as Record<string, unknown>).name : undefined;
  return typeof name === 'string' && name !== '' ? name : null;
}

export function planCompletion(input: PlanInput): CompletionPlan {
  const { model, body, messages, answers, fault } = input;
  const contentKey = JSON.stringify(messages);
  const rng = new HashRandom(model.seed, model.name, contentKey);
  const userText = lastUserText(messages);
  const system = systemText(messages);
  const role = decideRole(model, system);
  const id = `chatcmpl-${sha256Hex(`${model.seed}|${model.name}|${contentKey}`).slice(0, 24)}`;

  let answer: Answer = { text: '', correct: null };
  let answerKey: string | null = null;
  let toolCall: PlannedToolCall | null = null;
  const toolName = model.toolUse ? firstToolName(body) : null;
  const agent = role === 'answerer' ? agentTurn(model, body, messages, answers, userText, system) : null;
  if (role === 'judge') {
    answer = { text: judgeReply(userText), correct: null };
  } else if (role === 'user_simulator') {
    answer = { text: userTurn(messages, rng), correct: null };
  } else if (agent !== null) {
    // An agent task played from its reference (agent-answers.ts).
    answer = agent.answer;
    answerKey = agent.answerKey;
    if (agent.call !== null) {
      const args = agent.call.argumentsJson;
      const cut = Math.ceil(args.length / 2);
      toolCall = { id: `call_${sha256Hex(id).slice(0, 16)}`, name: agent.call.name, argumentPieces: [args.slice(0, cut), args.slice(cut)] };
    }
  } else if (toolName !== null && !isToolResult(lastMessage(messages))) {
    const args = JSON.stringify({ query: userText.slice(0, 40) });
    const cut = Math.ceil(args.length / 2);
    toolCall = { id: `call_${sha256Hex(id).slice(0, 16)}`, name: toolName, argumentPieces: [args.slice(0, cut), args.slice(cut)] };
  } else {
    const keyed = lookupAnswer(answers, userText, system);
    answerKey = keyed?.key ?? null;
    if (keyed === null) answer = unkeyedAnswer(userText, rng);
    else if (isCodeReference(keyed.reference)) answer = codeAnswer(keyed.reference, keyed.key, userText, model);
    else answer = keyedAnswer(keyed.reference, userText, model.accuracy, rng, caseDifficulty(model, keyed.key));
  }

  const reasoning = model.reasoning === 'none' || role !== 'answerer' ? '' : reasoningText(userText);
  let content = answer.text;
  let finishReason: CompletionPlan['finishReason'] = toolCall === null ? 'stop' : 'tool_calls';
  if (fault?.kind === 'finish_length') {
    content = content.slice(0, Math.ceil(content.length / 2));
    finishReason = 'length';
  } else if (fault?.kind === 'runaway') {
    content = RUNAWAY_PHRASE.repeat(RUNAWAY_PIECES);
    finishReason = 'length';
  }
  let reasoningPieces = splitPieces(reasoning);
  if (model.reasoning === 'think_tags' && reasoning !== '') {
    content = `<think>${reasoning}</think>\n${content}`;
    reasoningPieces = [];
  }
  const contentPieces = fault?.kind === 'runaway' ? Array<string>(RUNAWAY_PIECES).fill(RUNAWAY_PHRASE) : splitPieces(content);

  // Everything generated once: reasoning pieces (or the <think> block inside content), content, tool call.
  const generated = reasoningPieces.join('') + contentPieces.join('') + (toolCall === null ? '' : toolCall.name + toolCall.argumentPieces.join(''));
  const completion = model.outputTokens ?? roughTokens(generated);
  const tokens = tokenCounts(model, promptTokens(messages), completion);
  const pieceCount = Math.max(1, reasoningPieces.length + contentPieces.length + (toolCall === null ? 0 : toolCall.argumentPieces.length + 1));
  const pieceDelayMs =
    fault?.kind === 'runaway'
      ? 0 // a runaway model is fast: the guards, not the clock, should stop it
      : model.latencyMs !== null
        ? model.latencyMs / pieceCount
        : (completion / pieceCount / model.tokensPerSecond) * 1000;

  return {
    id,
    model: model.name,
    role,
    reasoningPieces,
    contentPieces,
    toolCall,
    finishReason,
    tokens,
    ttftMs: model.ttftMs,
    pieceDelayMs,
    answer,
    answerKey,
  };
}
