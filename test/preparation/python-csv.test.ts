// The CSV reader against Python's own `csv.reader` (test/fixtures/preparation/csv-golden.json was
// written by python3 from these inputs after universal-newline translation): quoting, doubled
// quotes, newlines inside quotes, CR and CRLF, blank lines, short and long rows, and what a
// non-strict reader does with characters after a closing quote.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRecords, csvRows, FIELD_LIMIT } from '../../src/domain/preparation/python-csv.ts';

const golden = JSON.parse(readFileSync(new URL('../fixtures/preparation/csv-golden.json', import.meta.url), 'utf8')) as { text: string; rows: string[][] }[];

describe('python-compatible CSV', () => {
  it('reads every golden input into the rows Python reads', () => {
    expect(golden.length).toBe(20);
    for (const { text, rows } of golden) expect(csvRows(text), JSON.stringify(text)).toEqual(rows);
  });

  it('keys records by the header: blank lines skipped, short rows null, extra cells ignored, a later duplicate header wins', () => {
    expect(csvRecords('a,b,c\n\n1\n4,5,6,7\n')).toEqual([
      { a: '1', b: null, c: null },
      { a: '4', b: '5', c: '6' },
    ]);
    expect(csvRecords('a,a\n1,2\n')).toEqual([{ a: '2' }]);
    expect(csvRecords('\ufeffQuestion\nq\n')).toEqual([{ Question: 'q' }]);
    expect(csvRecords('')).toEqual([]);
  });

  it('refuses a field longer than Python’s field limit', () => {
    expect(() => csvRows(`a\n${'x'.repeat(FIELD_LIMIT + 1)}\n`)).toThrow(`field larger than field limit (${FIELD_LIMIT})`);
    expect(csvRows(`a\n${'x'.repeat(FIELD_LIMIT)}\n`)[1]?.[0]).toHaveLength(FIELD_LIMIT);
  });
});
