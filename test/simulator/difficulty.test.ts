import { describe, expect, it } from 'vitest';
import { keyedAnswer } from '../../src/simulator/answers.ts';
import { resolveConfig } from '../../src/simulator/config.ts';
import type { DifficultyMode } from '../../src/simulator/config.ts';
import { caseDifficulty } from '../../src/simulator/difficulty.ts';
import { HashRandom } from '../../src/simulator/random.ts';

const MODELS = [
  { name: 'small', accuracy: 0.55 },
  { name: 'large', accuracy: 0.86 },
];
const CASES = Array.from({ length: 400 }, (_, i) => `case-${i}`);

function rightCases(difficulty: DifficultyMode, name: string): Set<string> {
  const model = resolveConfig({ seed: 7, difficulty, models: MODELS, router: false }).models.get(name)!;
  const right = new Set<string>();
  for (const key of CASES) {
    const rng = new HashRandom(model.seed, model.name, key);
    if (keyedAnswer('B', 'Options A-D', model.accuracy, rng, caseDifficulty(model, key)).correct) right.add(key);
  }
  return right;
}

describe('shared case difficulty', () => {
  it('a more accurate model is right on every case a less accurate one is right on', () => {
    const small = rightCases('shared', 'small');
    const large = rightCases('shared', 'large');
    expect([...small].filter((key) => !large.has(key))).toEqual([]);
    expect(small.size / CASES.length).toBeGreaterThan(0.45);
    expect(large.size / CASES.length).toBeGreaterThan(0.78);
  });

  it("independent draws (the default) are not nested, and keep each model's accuracy", () => {
    const small = rightCases('independent', 'small');
    const large = rightCases('independent', 'large');
    expect([...small].filter((key) => !large.has(key)).length).toBeGreaterThan(10);
    expect(resolveConfig({ models: MODELS }).models.get('small')!.sharedDifficultySeed).toBeNull();
  });

  it('refuses an unknown mode', () => {
    expect(() => resolveConfig({ difficulty: 'easy' as DifficultyMode })).toThrow(/difficulty must be independent or shared/);
  });
});
