import { describe, expect, it } from 'vitest';
import { add, compare, div, equals, fromShortestDecimal, mul, rational, sub, toNumber } from '../../../src/domain/stats/rational.ts';

const r = (n: bigint | number, d: bigint | number = 1n) => rational(n, d);

describe('normalised form: den > 0, gcd 1', () => {
  it.each([
    [2, 4, 1n, 2n],
    [-2, 4, -1n, 2n],
    [2, -4, -1n, 2n],
    [0, -7, 0n, 1n],
    [6n, 3n, 2n, 1n],
  ] as const)('rational(%s, %s)', (n, d, num, den) => {
    expect(r(n, d)).toEqual({ num, den });
  });

  it('a zero denominator is an error', () => {
    expect(() => r(1, 0)).toThrow(RangeError);
  });

  it('non-integer parts are an error', () => {
    expect(() => r(0.5, 1)).toThrow(RangeError);
  });
});

describe('shortest decimal read exactly', () => {
  it.each([
    [0.1, 1n, 10n],
    [0.15, 3n, 20n],
    [1, 1n, 1n],
    [1.0, 1n, 1n],
    [0.6, 3n, 5n],
    [1e-7, 1n, 10000000n],
    [1.5e22, 15000000000000000000000n, 1n],
    [-2.5, -5n, 2n],
    [0, 0n, 1n],
  ] as const)('%s', (x, num, den) => {
    expect(fromShortestDecimal(x)).toEqual({ num, den });
  });

  it('rejects non-finite values', () => {
    expect(() => fromShortestDecimal(Number.NaN)).toThrow(RangeError);
  });
});

describe('arithmetic and comparison', () => {
  it('one MMLU-Pro success of 2 and one GPQA success of 3 tie exactly at 1/5', () => {
    const w1 = fromShortestDecimal(0.1);
    const w2 = fromShortestDecimal(0.15);
    const cheap = div(add(mul(w1, r(1, 2)), mul(w2, r(0, 3))), add(w1, w2));
    const expensive = div(add(mul(w1, r(0, 2)), mul(w2, r(1, 3))), add(w1, w2));
    expect(cheap).toEqual(r(1, 5));
    expect(compare(cheap, expensive)).toBe(0);
    // The float route splits the tie: 0.1·0.5/0.25 vs 0.15·(1/3)/0.25.
    expect((0.1 * 0.5) / 0.25).not.toBe((0.15 * (1 / 3)) / 0.25);
  });

  it.each([
    [r(1, 3), r(1, 6), r(1, 2), r(1, 6), r(1, 18)],
    [r(-1, 2), r(1, 2), r(0), r(-1), r(-1, 4)],
  ])('case %#', (a, b, sum, difference, product) => {
    expect(add(a, b)).toEqual(sum);
    expect(sub(a, b)).toEqual(difference);
    expect(mul(a, b)).toEqual(product);
  });

  it('compare and equals', () => {
    expect(compare(r(1, 3), r(1, 2))).toBe(-1);
    expect(compare(r(2, 4), r(1, 2))).toBe(0);
    expect(compare(r(-1, 2), r(-2, 3))).toBe(1);
    expect(equals(r(2, 4), r(1, 2))).toBe(true);
  });

  it('division by zero is an error', () => {
    expect(() => div(r(1), r(0))).toThrow(RangeError);
  });
});

// float(Fraction(n, d)) from CPython 3.11.7: one correctly rounded division, ties to even.
describe('toNumber: one correctly rounded conversion', () => {
  it.each([
    [1n, 3n, 0.3333333333333333],
    [2n, 3n, 0.6666666666666666],
    [-1n, 3n, -0.3333333333333333],
    [1000000000000000000000000000001n, 300000000000000000000000000000n, 3.3333333333333335],
    [1152921504606846977n, 128n, 9007199254740992.0],
    [1n, 10n ** 400n, 0],
    [-1n, 10n ** 400n, -0],
    [3n, 2n ** 1075n, 1e-323], // 1.5 ulp of the smallest subnormal: tie to even
    [5n, 2n ** 1075n, 1e-323], // 2.5 ulp: tie to even
    [7n, 2n ** 1076n, 1e-323],
    [2n ** 1080n + 1n, 2n ** 1079n, 2.0],
    [9007199254740993n, 1n, 9007199254740992.0],
    [18014398509481987n, 1n, 1.8014398509481988e16],
    [27021597764222977n, 3n, 9007199254740992.0],
    [17n * 10n ** 308n, 10n, 1.7e308],
    [3612759772030774552459531059508n, 14017264690403233281n, 257736430881.85464],
    [-2106807n, 81698337767372141723616001929838792202718n, -2.578763604712403e-35],
    [896216273223212684597951031337637600127396945835n, 68254444074867986579352447803n, 1.3130518977491886e19],
    [-40704543711500294676555781497857048624905730508217037n, 3971415n, -1.024938056372862e46],
    [-7757584147378453583137412561757086532531736714080285011n, 552n, -1.4053594469888503e52],
    [11034119392838690094720970104984225048649470n, 402429801348885201341602862945702545n, 27418743.233860794],
    [85828055234070643097713863173982790n, 22677182031114489896584617684868241175215835056540678388n, 3.78477604123428e-21],
    [35411764453349n, 113n, 313378446489.81415],
    [-10n, 60534558068973078239351674818589532733644816082388016n, -1.6519489559345589e-52],
    [-1198829n, 382476499134020337028793224045016437443014128736n, -3.1343860412713316e-42],
    [19790182132626993323981368935220n, 19590066837249809944858513037249185863468618653117n, 1.0102151410222181e-18],
    [5788739410392203383900723452024947184063731452518122162263n, 236081835355259360149723419472785148526589044061725424383n, 24.520054250176532],
  ] as const)('row %# → %s', (num, den, expected) => {
    expect(Object.is(toNumber(rational(num, den)), expected)).toBe(true);
  });

  it('overflow is an error', () => {
    expect(() => toNumber(rational(10n ** 400n, 1n))).toThrow(RangeError);
  });
});
