// Python's json.loads as upstream JSON Lines are read (docs/preparation.md): the refusals carry
// JSONDecodeError's wording and code-point positions.
import { describe, expect, it } from 'vitest';
import { PreparationError } from '../../src/domain/preparation/preparation-error.ts';
import { pythonJsonLoads } from '../../src/domain/preparation/python-json-loads.ts';
import { readRecords } from '../../src/domain/preparation/records.ts';

function refusal(text: string) {
  try {
    pythonJsonLoads(text);
  } catch (error) {
    return error instanceof PreparationError ? `${error.kind}: ${error.message}` : String(error);
  }
  return 'parsed';
}

describe('pythonJsonLoads', () => {
  it('refuses a BOM, and places errors in code points', () => {
    expect(refusal('\ufeff{}')).toBe('JSONDecodeError: Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)');
    expect(refusal('{"a": "😀"} x')).toBe('JSONDecodeError: Extra data: line 1 column 12 (char 11)');
    expect(refusal('{"a": 1,\n }')).toBe('JSONDecodeError: Expecting property name enclosed in double quotes: line 2 column 2 (char 10)');
    expect(refusal('"open')).toBe('JSONDecodeError: Unterminated string starting at: line 1 column 1 (char 0)');
  });
});

describe('JSON Lines', () => {
  const read = (text: string) => readRecords({ name: 'x.jsonl', bytes: new TextEncoder().encode(text) });

  it('splits on LF after universal newlines and skips lines Python strips empty', async () => {
    await expect(read('{"a": 1}\r\n \t\r\n\x85\n{"b": "\u2028"}\r{"c": 1.0}')).resolves.toEqual([{ a: 1 }, { b: '\u2028' }, { c: expect.anything() }]);
  });

  it('keeps a BOM for json.loads to refuse', async () => {
    await expect(read('\ufeff{"a": 1}\n')).rejects.toThrow('Unexpected UTF-8 BOM');
  });
});
