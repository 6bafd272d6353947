/**
 * How a simulated model answers a code task (docs/architecture.md "src/simulator"): the answer-key
 * entry is a `CodeReference` with the correct code of each step (one step for LiveCodeBench,
 * one per sub-step for SciCode). Right or wrong is drawn once per (model, case), not per
 * request, so a model is consistently right or wrong across a task's steps. A wrong answer
 * is the reference's wrong code, code that crashes, or (sometimes) prose without a code block.
 */
import type { Answer } from './answers.ts';
import type { ResolvedModel } from './config.ts';
import { drawsCorrect } from './difficulty.ts';
import { HashRandom } from './random.ts';

export interface CodeReference {
  readonly kind: 'code';
  /** The correct code of each step. */
  readonly steps: readonly string[];
  /** Plausible but wrong code of each step (wrong output). */
  readonly wrong: readonly string[];
}

export function isCodeReference(value: unknown): value is CodeReference {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, steps, wrong } = value as Record<string, unknown>; // fields checked one by one below
  const texts = (list: unknown): boolean => Array.isArray(list) && list.length > 0 && list.every((item) => typeof item === 'string');
  return kind === 'code' && texts(steps) && texts(wrong);
}

/** `Sub-step <n> of <total>` in a SciCode step prompt; absent for a single-step task. */
const SUB_STEP = /\bSub-step (\d+) of (\d+)\b/;

function stepIndex(userText: string, steps: number): number {
  const match = SUB_STEP.exec(userText);
  const n = match === null ? 1 : Number(match[1]);
  return Math.min(Math.max(n, 1), steps) - 1;
}

/** A runtime error wherever it runs: an index past the end of an empty list. */
const CRASHING_CODE = 'def _first(items):\n    return items[len(items)]\n\n\n_first([])\n';

const fenced = (code: string): string => `Here is my solution.\n\n\`\`\`python\n${code.trimEnd()}\n\`\`\`\n`;

export function codeAnswer(reference: CodeReference, caseKey: string, userText: string, model: ResolvedModel): Answer {
  // Keyed by the case, not the messages: every step of a task draws the same verdict.
  const rng = new HashRandom(model.seed, model.name, 'code-task', caseKey);
  const correct = drawsCorrect(model, caseKey, rng);
  const flavour = rng.next();
  const index = stepIndex(userText, reference.steps.length);
  if (correct) return { text: fenced(reference.steps[index] as string), correct }; // index is clamped to the steps
  if (flavour < 0.1) return { text: 'I would solve this step by step, but I am not able to write the code for it right now.', correct };
  if (flavour < 0.4) return { text: fenced(CRASHING_CODE), correct };
  const wrong = reference.wrong[Math.min(index, reference.wrong.length - 1)] as string; // wrong is non-empty
  return { text: fenced(wrong), correct };
}
