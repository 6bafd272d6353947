/**
 * A keyed case's correctness draw. With a shared difficulty (config `difficulty: shared`) every
 * model compares the case's one draw with its accuracy, so stronger models are right on a
 * superset of the cases weaker ones get; otherwise each model draws its own.
 */
import type { ResolvedModel } from './config.ts';
import { HashRandom } from './random.ts';

/** The case's shared draw in [0, 1), or undefined when each model draws its own. */
export function caseDifficulty(model: ResolvedModel, caseKey: string): number | undefined {
  if (model.sharedDifficultySeed === null) return undefined;
  return new HashRandom(model.sharedDifficultySeed, 'difficulty', caseKey).next();
}

/**
 * Whether an answer at `accuracy` is correct: the case's shared `difficulty` when given, else the
 * model's own draw. The own draw is taken either way, so the rest of the model's stream (which
 * wrong answer, which mistake) does not depend on the mode.
 */
export function drawCorrect(rng: HashRandom, accuracy: number, difficulty: number | undefined): boolean {
  const own = rng.next();
  return (difficulty ?? own) < accuracy;
}

/** Whether the model answers the case correctly (see drawCorrect). */
export function drawsCorrect(model: ResolvedModel, caseKey: string, rng: HashRandom): boolean {
  return drawCorrect(rng, model.accuracy, caseDifficulty(model, caseKey));
}
