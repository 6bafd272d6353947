// What a benchmark's normalizer reads (the records of the upstream files of one pinned revision)
// and what it returns (sr-bench cases before selection adds `split` and `source_revision`).
import { isJsonObject } from '../../accounting/json-values.ts';
import { PreparationError } from '../preparation-error.ts';

/** One upstream record: a CSV row keyed by its header, or a JSON object. */
export type SourceRecord = Readonly<Record<string, unknown>>;

export interface NormalizedCase {
  readonly id: string;
  readonly benchmark: string;
  readonly messages: readonly unknown[];
  readonly answer?: unknown;
  readonly metadata?: unknown;
  readonly [field: string]: unknown;
}

/** Turns a benchmark's records into cases; `seed` is the selection seed (some normalizers shuffle options with it). */
export type Normalizer = (records: readonly SourceRecord[], seed: number) => NormalizedCase[];

/**
 * A record already in the sr-bench case format for this benchmark passes through unchanged; a
 * record normalized for another benchmark is read as a native upstream row.
 */
export function passThrough(record: SourceRecord, benchmark: string): NormalizedCase | null {
  const { id, messages } = record;
  if (record['benchmark'] !== benchmark || typeof id !== 'string' || !Array.isArray(messages)) return null;
  return { ...record, id, benchmark, messages };
}

/** `record[column]`, refused like Python's `KeyError` when the column is absent. */
export function required(record: SourceRecord, column: string): unknown {
  if (!Object.hasOwn(record, column)) throw new PreparationError('KeyError', `'${column}'`);
  return record[column];
}

/** Python's `str()` of a JSON scalar, as upstream text is formatted into prompts. */
export function pythonStr(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (isJsonObject(value) || Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}
