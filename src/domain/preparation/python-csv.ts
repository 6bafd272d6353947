// Comma-separated records read the way the upstream benchmark files are read for preparation
// (docs/preparation.md): Python's default ("excel") CSV dialect, not strict, after universal
// newline translation (CRLF and a lone CR become LF, inside quoted fields too), a leading BOM
// dropped. Rows become records keyed by the header row: a later duplicate header wins, a short
// row gives null for its missing columns, extra cells are ignored and blank lines are skipped.
import { PreparationError } from './preparation-error.ts';
import { universalNewlines } from './python-text-file.ts';

/** Python's default limit on one field's length. */
export const FIELD_LIMIT = 131_072;

export type CsvRecord = Readonly<Record<string, string | null>>;

type State = 'startRecord' | 'startField' | 'inField' | 'inQuoted' | 'quoteInQuoted';

/** The rows of `text` as lists of cells; an empty line is an empty row. */
export function csvRows(text: string): string[][] {
  const source = universalNewlines(text.startsWith('\ufeff') ? text.slice(1) : text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let state: State = 'startRecord';
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    rows.push(row);
    row = [];
    state = 'startRecord';
  };
  const add = (c: string) => {
    if (field.length >= FIELD_LIMIT) throw new PreparationError('Error', `field larger than field limit (${FIELD_LIMIT})`);
    field += c;
  };
  for (const c of source) {
    if (state === 'startRecord') {
      if (c === '\n') {
        rows.push([]);
        continue;
      }
      state = 'startField'; // the character starts the record's first field
    }
    switch (state) {
      case 'startField':
        if (c === '\n') endRecord();
        else if (c === '"') state = 'inQuoted';
        else if (c === ',') endField();
        else {
          add(c);
          state = 'inField';
        }
        break;
      case 'inField':
        if (c === '\n') endRecord();
        else if (c === ',') {
          endField();
          state = 'startField';
        } else add(c);
        break;
      case 'inQuoted':
        if (c === '"') state = 'quoteInQuoted';
        else add(c);
        break;
      case 'quoteInQuoted':
        if (c === '"') {
          add(c);
          state = 'inQuoted';
        } else if (c === ',') {
          endField();
          state = 'startField';
        } else if (c === '\n') endRecord();
        else {
          // Not strict: a character after a closing quote continues the field.
          add(c);
          state = 'inField';
        }
        break;
    }
  }
  // The last record without a newline (an unterminated quoted field is kept, not refused).
  if (state !== 'startRecord') {
    endField();
    rows.push(row);
  }
  return rows;
}

/** The records of `text` keyed by its header row. */
export function csvRecords(text: string): CsvRecord[] {
  const rows = csvRows(text);
  let start = 0;
  while (start < rows.length && rows[start]!.length === 0) start++;
  const header = rows[start];
  if (header === undefined) return [];
  const records: CsvRecord[] = [];
  for (const cells of rows.slice(start + 1)) {
    if (cells.length === 0) continue;
    const record: Record<string, string | null> = {};
    header.forEach((name, i) => {
      record[name] = cells[i] ?? null;
    });
    records.push(record);
  }
  return records;
}
