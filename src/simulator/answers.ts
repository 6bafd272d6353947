/**
 * What a simulated model answers to a benchmark question. With an answer-key entry the
 * model is right with its configured accuracy: multiple choice → `ANSWER: <letter>` (wrong
 * → another letter), grids → the JSON grid(s) (wrong → one cell altered), free text → the
 * reference (wrong → a wrong phrase, sometimes a refusal).
 */
import { drawCorrect } from './difficulty.ts';
import type { HashRandom } from './random.ts';

export interface Answer {
  text: string;
  /** Whether the answer is meant to be right; null without an answer-key entry. */
  correct: boolean | null;
}

const LETTERS = 'ABCDEFGHIJ';
const SINGLE_LETTER = /^\(?([A-Ja-j])\)?$/;
/** A prompt that asks for a letter: "ANSWER: <letter>" or "Options A-D". */
const MCQ_PROMPT = /answer:\s*<letter>|options?\s+A\s*-\s*([B-J])/i;

const WRONG_PHRASES = [
  'It is the second one.',
  'Probably the northern region.',
  'Roughly seventeen.',
  'The other candidate, in my view.',
  'Most likely a coincidence.',
];
const REFUSALS = ["I don't know.", 'I am unable to answer that.'];

/** Letters offered: A..D, widened to the reference letter or the prompt's stated range. */
function letterRange(userText: string, reference: string | null): string {
  const stated = MCQ_PROMPT.exec(userText)?.[1];
  let last = Math.max(LETTERS.indexOf('D'), stated ? LETTERS.indexOf(stated.toUpperCase()) : -1);
  if (reference !== null) last = Math.max(last, LETTERS.indexOf(reference));
  return LETTERS.slice(0, last + 1);
}

function isGridValue(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0;
}

/** A deep copy with the first integer cell changed, so the grid(s) no longer match. */
function alterGrid(value: unknown): unknown {
  const copy = structuredClone(value) as unknown;
  let done = false;
  const visit = (node: unknown): unknown => {
    if (done) return node;
    if (typeof node === 'number') {
      done = true;
      return (node + 1) % 10;
    }
    if (Array.isArray(node)) return node.map(visit);
    return node;
  };
  const altered = visit(copy);
  return done ? altered : [[0]];
}

export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s.]/gu, ' ')
    .replace(/\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function wrongPhrase(rng: HashRandom, reference: string): string {
  if (rng.chance(0.25)) return rng.pick(REFUSALS);
  const wanted = normaliseText(reference);
  const candidates = WRONG_PHRASES.filter((phrase) => normaliseText(phrase) !== wanted);
  return rng.pick(candidates.length > 0 ? candidates : ['Something else entirely.']);
}

/**
 * The answer to a keyed case. `difficulty` is the case's shared draw (simulator/difficulty.ts);
 * without it the model draws its own.
 */
export function keyedAnswer(reference: unknown, userText: string, accuracy: number, rng: HashRandom, difficulty?: number): Answer {
  const correct = drawCorrect(rng, accuracy, difficulty);
  if (typeof reference === 'string') {
    const letter = SINGLE_LETTER.exec(reference.trim())?.[1]?.toUpperCase() ?? null;
    if (letter !== null) {
      if (correct) return { text: `ANSWER: ${letter}`, correct };
      const others = [...letterRange(userText, letter)].filter((l) => l !== letter);
      return { text: `ANSWER: ${rng.pick(others)}`, correct };
    }
    return { text: correct ? reference : wrongPhrase(rng, reference), correct };
  }
  if (isGridValue(reference)) {
    return { text: JSON.stringify(correct ? reference : alterGrid(reference)), correct };
  }
  // Any other reference (number, object): answered as its JSON text.
  const text = JSON.stringify(reference) ?? 'null';
  return { text: correct ? text : wrongPhrase(rng, text), correct };
}

/** The answer without a key: a letter when the prompt asks for one, else a plain sentence. */
export function unkeyedAnswer(userText: string, rng: HashRandom): Answer {
  if (MCQ_PROMPT.test(userText)) return { text: `ANSWER: ${rng.pick([...letterRange(userText, null)])}`, correct: null };
  return { text: 'This is a simulated answer.', correct: null };
}

/** Deterministic reasoning text for models that show their thinking. */
export function reasoningText(userText: string): string {
  const topic = userText.replace(/\s+/g, ' ').trim().slice(0, 48);
  return `Considering the question${topic === '' ? '' : ` "${topic}"`} step by step before answering.`;
}
