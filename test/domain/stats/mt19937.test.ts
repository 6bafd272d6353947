import { describe, expect, it } from 'vitest';
import { MersenneTwister, seedKey } from '../../../src/domain/stats/mt19937.ts';

// Reference sequences from CPython 3.11.7 (`random.Random(seed).getrandbits(32)` is one raw
// `genrand_uint32` output; `random()` as written), generated once and embedded as literals.

function outputs(seed: number | bigint, count: number, skip = 0): number[] {
  const rng = new MersenneTwister(seed);
  for (let i = 0; i < skip; i++) rng.nextUint32();
  return Array.from({ length: count }, () => rng.nextUint32());
}

function randoms(seed: number | bigint, count: number, skip = 0): number[] {
  const rng = new MersenneTwister(seed);
  for (let i = 0; i < skip; i++) rng.random();
  return Array.from({ length: count }, () => rng.random());
}

describe('seeding: init_by_array over the 32-bit words of |seed|', () => {
  it.each([
    [0, [0]],
    [20260918, [20260918]],
    [2 ** 32 - 1, [4294967295]],
    [2 ** 32 + 5, [5, 1]],
    [-7, [7]],
    [2n ** 100n + 3n, [3, 0, 0, 16]],
  ] as const)('seedKey(%s)', (seed, key) => {
    expect(seedKey(seed)).toEqual(key);
  });

  it('rejects unsafe or fractional number seeds', () => {
    expect(() => seedKey(1.5)).toThrow(RangeError);
    expect(() => seedKey(2 ** 60)).toThrow(RangeError);
  });
});

describe('genrand_int32 matches CPython', () => {
  it('verification values for seed 20260918', () => {
    expect(outputs(20260918, 4)).toEqual([3781979308, 1323130703, 3729158363, 661786819]);
  });

  it.each([
    [20260918, [3781979308, 1323130703, 3729158363, 661786819, 2653636710, 216666621]],
    [0, [3626764237, 1654615998, 3255389356, 3823568514, 1806341205, 173879092]],
    [1, [577090037, 2444712010, 3639700191, 3445702192, 3280387012, 271041745]],
    [4294967295, [2728839433, 2661025012, 872737089, 924893097, 2608619700, 2243681748]],
    [4294967301, [675479763, 2085189291, 1213270837, 3822202474, 2596110301, 3587694693]],
    [-7, [1390851128, 4071050724, 647892279, 1695753998, 2795742288, 207388624]],
    [2n ** 100n + 3n, [1532279558, 1283910471, 4172443581, 4155314793, 3813192810, 1762924757]],
  ] as const)('seed %s', (seed, expected) => {
    expect(outputs(seed, expected.length)).toEqual(expected);
  });

  it('across the first twist boundary (outputs 621..628)', () => {
    expect(outputs(20260918, 8, 620)).toEqual([3844707316, 3507524340, 174913970, 1455669068, 2824974823, 4004576522, 2404065826, 1649838045]);
  });

  it('across the second twist boundary (outputs 1246..1251)', () => {
    expect(outputs(20260918, 6, 1245)).toEqual([3288650326, 4017392840, 2792973543, 2552103951, 3487856244, 965539102]);
  });
});

describe('random(): ((a >>> 5)·2^26 + (b >>> 6)) / 2^53', () => {
  it.each([
    [20260918, [0.8805606760685546, 0.8682623368060906, 0.6178479421917097, 0.9981074899931381, 0.9157792734444883]],
    [0, [0.8444218515250481, 0.7579544029403025, 0.420571580830845, 0.25891675029296335, 0.5112747213686085]],
    [42, [0.6394267984578837, 0.025010755222666936, 0.27502931836911926, 0.22321073814882275, 0.7364712141640124]],
  ] as const)('seed %s', (seed, expected) => {
    expect(randoms(seed, 5)).toEqual(expected);
  });

  it('after 1000 draws', () => {
    expect(randoms(20260918, 3, 1000)).toEqual([0.6017100431692294, 0.6824822883840003, 0.41186237831560046]);
  });
});
