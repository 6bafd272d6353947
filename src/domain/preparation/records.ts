// The records of one upstream file, by its format: CSV rows keyed by the header, a JSON array of
// objects (or an object holding one under `cases`), JSON Lines, or Parquet rows. Numbers in JSON
// keep their Python spelling (1 and 1.0 stay apart), since records may pass through into cases.
import { parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { isJsonObject } from '../accounting/json-values.ts';
import { parseJson } from '../hashing/json-lexeme.ts';
import { pyStrip } from '../hashing/python-text.ts';
import { csvRecords } from './python-csv.ts';
import { pythonJsonLoads } from './python-json-loads.ts';
import { pythonReadText } from './python-text-file.ts';
import type { SourceRecord } from './normalizers/normalizer.ts';
import { PreparationError } from './preparation-error.ts';

export interface SourceFile {
  /** The file's name as the provenance records it. */
  readonly name: string;
  readonly bytes: Uint8Array;
}

const decoder = new TextDecoder('utf-8');

/** Async because the Parquet reader is; the other formats are read at once. */
export async function readRecords(file: SourceFile): Promise<SourceRecord[]> {
  if (file.name.toLowerCase().endsWith('.parquet')) return parquetRecords(file.bytes);
  return textRecords(file);
}

/**
 * Parquet rows as objects keyed by column, the values as pyarrow gives them to Python: INT64 as
 * bigint (exact; canonical JSON writes it as the int), lists as arrays, structs as objects, null
 * cells as null. Upstream files are ZSTD-compressed, which hyparquet decodes only with
 * hyparquet-compressors. `utf8: false` keeps unannotated binary columns as bytes, as pyarrow does.
 */
async function parquetRecords(bytes: Uint8Array): Promise<SourceRecord[]> {
  // An ArrayBuffer is an AsyncBuffer; slice() copies exactly this file's bytes out of a pooled Buffer.
  return parquetReadObjects({ file: bytes.slice().buffer, compressors, utf8: false });
}

function textRecords(file: SourceFile): SourceRecord[] {
  const name = file.name.toLowerCase();
  if (name.endsWith('.jsonl')) return jsonLinesRecords(file.bytes);
  const text = decoder.decode(file.bytes);
  if (name.endsWith('.csv')) return csvRecords(text);
  if (name.endsWith('.json')) {
    const parsed = parseJson(text);
    const rows = Array.isArray(parsed) ? parsed : isJsonObject(parsed) && Array.isArray(parsed['cases']) ? parsed['cases'] : null;
    if (rows === null) throw new PreparationError('ValueError', 'Source must contain an array of task records');
    return rows.map(objectRecord);
  }
  throw new PreparationError('ValueError', 'source-path must be a record file or a supported task checkout');
}

/**
 * JSON Lines as the reference reads them: the text split on LF after universal-newline
 * translation (so U+2028 or U+0085 inside a line stay in it), lines that Python's `strip()`
 * empties skipped (JavaScript's `trim()` would also drop a BOM, which Python refuses), each
 * other line parsed by `json.loads`.
 */
function jsonLinesRecords(bytes: Uint8Array): SourceRecord[] {
  return pythonReadText(bytes)
    .split('\n')
    .filter((line) => pyStrip(line) !== '')
    .map((line) => objectRecord(pythonJsonLoads(line)));
}

function objectRecord(value: unknown): SourceRecord {
  if (!isJsonObject(value)) throw new PreparationError('ValueError', 'Source must contain an array of task records');
  return value;
}
