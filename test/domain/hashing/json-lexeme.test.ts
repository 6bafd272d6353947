import { describe, expect, it } from 'vitest';
import { canonical } from '../../../src/domain/hashing/canonical.ts';
import { JsonSyntaxError, numericValue, parseJson, pyFloat, PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';

describe('numbers keep their lexeme kind', () => {
  it.each([
    ['1', 1],
    ['-0', 0],
    ['123456789012345', 123456789012345],
    ['9007199254740991', 9007199254740991],
    ['-9007199254740991', -9007199254740991],
    ['9007199254740992', 9007199254740992n],
    ['-12345678901234567890', -12345678901234567890n],
    ['2.5', 2.5],
    ['1e-7', 1e-7],
  ] as const)('%s', (text, expected) => {
    expect(parseJson(text)).toStrictEqual(expected);
  });

  it.each([
    ['1.0', 1],
    ['-0.0', -0],
    ['1e2', 100],
    ['1E16', 1e16],
    ['0.5e1', 5],
  ] as const)('%s is an integral float, kept as PyFloat', (text, value) => {
    const parsed = parseJson(text);
    expect(parsed).toBeInstanceOf(PyFloat);
    expect(Object.is((parsed as PyFloat).value, value)).toBe(true);
  });

  it('a float that overflows is ±Infinity (as json.loads), which canonical() rejects', () => {
    expect(parseJson('[1e400, -1e400]')).toEqual([Infinity, -Infinity]);
    expect(() => canonical(parseJson('1e400'))).toThrow(RangeError);
  });

  it('a parsed document re-canonicalises to the original compact text', () => {
    const text = '{"a":[1,2.5,{"y":null,"z":"τ³"}],"b":1.0,"c":-0.0,"d":true,"e":12345678901234567890,"f":1e+16}';
    expect(canonical(parseJson(text))).toBe(text);
  });
});

describe('strings and structure', () => {
  it('escapes, including surrogate pairs and lone surrogates', () => {
    expect(parseJson('"a\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\\ud800"')).toBe('a"\\/\b\f\n\r\té😀\ud800');
  });

  it('whitespace between tokens', () => {
    expect(parseJson(' \t\n\r{ "a" : [ 1 , 2 ] , "b" : { } } \n')).toEqual({ a: [1, 2], b: {} });
  });

  it('duplicate keys keep the last value', () => {
    expect(parseJson('{"a":1,"a":2}')).toEqual({ a: 2 });
  });

  it('__proto__ is an ordinary own key', () => {
    const parsed = parseJson('{"__proto__":{"x":1}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['__proto__']);
    expect(canonical(parsed)).toBe('{"__proto__":{"x":1}}');
  });
});

describe('strict JSON only', () => {
  it.each([
    '',
    'NaN',
    'Infinity',
    '-Infinity',
    '01',
    '1.',
    '.5',
    '+1',
    '[1,]',
    '{"a":1,}',
    "{'a':1}",
    '"unterminated',
    '"raw\ncontrol"',
    '"\\x41"',
    '"\\u12G4"',
    '[1] 2',
    'tru',
  ])('%j', (text) => {
    expect(() => parseJson(text)).toThrow(JsonSyntaxError);
  });
});

describe('Python constants', () => {
  it('NaN and Infinity are refused unless asked for, as json.loads accepts them', () => {
    expect(() => parseJson('[NaN]')).toThrow(JsonSyntaxError);
    expect(parseJson('[NaN, Infinity, -Infinity, -1]', { pythonConstants: true })).toEqual([NaN, Infinity, -Infinity, -1]);
    expect(() => parseJson('-Inf', { pythonConstants: true })).toThrow(JsonSyntaxError);
  });
});

describe('helpers', () => {
  it('pyFloat wraps only integral values', () => {
    expect(pyFloat(2.5)).toBe(2.5);
    expect(pyFloat(2)).toEqual(new PyFloat(2));
    expect(pyFloat(-0)).toBeInstanceOf(PyFloat);
  });

  it('numericValue', () => {
    expect(numericValue(new PyFloat(3))).toBe(3);
    expect(numericValue(2n ** 60n)).toBe(2 ** 60);
    expect(numericValue(0.5)).toBe(0.5);
  });
});
