/** Python's default `json.dumps` text (docs/grading.md "Judge-graded answers"; docs/datasets.md "Public and hidden fields"). */
import { describe, expect, it } from 'vitest';
import { strictPythonJsonDumps as pythonJsonDumps } from '../../../src/domain/hashing/python-json.ts';
import { PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';

describe('pythonJsonDumps', () => {
  it('uses ", " and ": " separators and insertion order', () => {
    expect(pythonJsonDumps({ b: 1, a: [true, null, 'x'], c: {}, d: [] })).toBe('{"b": 1, "a": [true, null, "x"], "c": {}, "d": []}');
  });

  it('writes Python float text and keeps integral floats as floats', () => {
    expect(pythonJsonDumps([1.5, new PyFloat(2), 1e-7, new PyFloat(1e22), -0.5, 1e22])).toBe('[1.5, 2.0, 1e-07, 1e+22, -0.5, 10000000000000000000000]');
  });

  it('ensure_ascii escapes every UTF-16 unit as lowercase \\uXXXX', () => {
    expect(pythonJsonDumps({ a: 'é𝄞' })).toBe('{"a": "é𝄞"}');
    expect(pythonJsonDumps({ a: 'é𝄞' }, { ensureAscii: true })).toBe('{"a": "\\u00e9\\ud834\\udd1e"}');
  });

  it('rejects what JSON cannot hold', () => {
    expect(() => pythonJsonDumps([Number.NaN])).toThrow();
    expect(() => pythonJsonDumps({ a: undefined })).toThrow();
  });
});
