import { describe, expect, it } from 'vitest';
import { bisectRight, choices } from '../../../src/domain/stats/choices.ts';
import { MersenneTwister } from '../../../src/domain/stats/mt19937.ts';

// Expected picks from CPython 3.11.7 `random.Random(seed).choices(...)`, embedded as literals.
const rng = (seed = 20260918): MersenneTwister => new MersenneTwister(seed);

describe('choices without weights: population[floor(random() · n)]', () => {
  it('verification: choices([10,20,30], k=10)', () => {
    expect(choices(rng(), [10, 20, 30], { k: 10 })).toEqual([30, 30, 20, 30, 30, 20, 30, 10, 10, 30]);
  });

  it('five items, k=12', () => {
    expect(choices(rng(), ['a', 'b', 'c', 'd', 'e'], { k: 12 })).toEqual(['e', 'e', 'd', 'e', 'e', 'b', 'e', 'b', 'a', 'e', 'a', 'c']);
  });

  it('k defaults to 1 and each pick consumes one random()', () => {
    const r = rng(7);
    expect(choices(r, [1, 2, 3])).toEqual([1]);
    expect(r.random()).toBe(0.15084917392450192);
  });

  it('k <= 0 gives no picks', () => {
    expect(choices(rng(1), ['x', 'y'], { k: 0 })).toEqual([]);
    expect(choices(rng(1), ['x', 'y'], { k: -3 })).toEqual([]);
  });
});

describe('choices with weights: bisect_right(cum_weights, random() · total, 0, n − 1)', () => {
  it('relative weights with a zero weight', () => {
    expect(choices(rng(), ['a', 'b', 'c', 'd'], { weights: [1, 0, 2.5, 0.75], k: 16 })).toEqual([
      'd',
      'd',
      'c',
      'd',
      'd',
      'c',
      'c',
      'c',
      'a',
      'd',
      'a',
      'c',
      'a',
      'a',
      'd',
      'c',
    ]);
  });

  it('integer weights', () => {
    expect(choices(rng(), [0, 1, 2, 3], { weights: [3, 1, 0, 2], k: 10 })).toEqual([3, 3, 1, 3, 3, 0, 3, 0, 0, 3]);
  });

  it('cumulative weights', () => {
    expect(choices(rng(), ['a', 'b', 'c'], { cumWeights: [0.2, 0.5, 0.6], k: 16 })).toEqual([
      'c',
      'c',
      'b',
      'c',
      'c',
      'b',
      'b',
      'a',
      'a',
      'b',
      'a',
      'b',
      'a',
      'a',
      'c',
      'b',
    ]);
  });
});

describe('choices argument errors (CPython messages)', () => {
  it.each([
    [{ weights: [0, 0] }, 'Total of weights must be greater than zero'],
    [{ weights: [1, Infinity] }, 'Total of weights must be finite'],
    [{ cumWeights: [1, 2, 3] }, 'The number of weights does not match the population'],
    [{ weights: [1, 1], cumWeights: [1, 2] }, 'Cannot specify both weights and cumulative weights'],
  ])('%j', (options, message) => {
    expect(() => choices(rng(1), ['x', 'y'], options)).toThrow(message);
  });
});

describe('bisect_right', () => {
  it.each([
    [[1, 1, 4], 0.5, 0],
    [[1, 1, 4], 1, 2],
    [[1, 1, 4], 3.9, 2],
    [[1, 1, 4], 4, 3],
  ] as const)('bisect_right(%j, %s)', (a, x, expected) => {
    expect(bisectRight(a, x, 0, a.length)).toBe(expected);
  });
});
