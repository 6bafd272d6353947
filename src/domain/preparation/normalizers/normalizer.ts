// What a benchmark's normalizer reads (the records of the upstream files of one pinned revision)
// and what it returns (sr-bench cases before selection adds `split` and `source_revision`).
import { isJsonObject } from '../../accounting/json-values.ts';
import { PyFloat } from '../../hashing/json-lexeme.ts';
import { pythonFloatRepr } from '../../hashing/python-float.ts';
import { PreparationError } from '../preparation-error.ts';

/** One upstream record: a CSV row keyed by its header, or a JSON object. */
export type SourceRecord = Readonly<Record<string, unknown>>;

/**
 * The upstream task a case was made from, for its source-bound task identity
 * (docs/preparation.md, "Source partitions"). `taskId` null: the row names no task, which only
 * a preparation with a source partition refuses.
 */
export interface NativeTask {
  readonly domain: string;
  readonly taskId: string | null;
}

/**
 * Where a normalizer puts the native task of a case whose id does not name it (GPQA hashes the
 * question into a shortened id; SimpleQA numbers rows but names tasks by `original_index`). A
 * symbol key, so it never reaches the case's JSON.
 */
export const NATIVE_TASK: unique symbol = Symbol('native task');

export interface NormalizedCase {
  readonly id: string;
  readonly benchmark: string;
  readonly messages: readonly unknown[];
  readonly answer?: unknown;
  readonly metadata?: unknown;
  readonly [NATIVE_TASK]?: NativeTask;
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
  // A float reads as Python writes it (`1.0`, `1e-07`, `nan`); an int, bigint included, as digits.
  if (value instanceof PyFloat) return pythonFloatRepr(value.value);
  if (typeof value === 'number' && !Number.isInteger(value)) {
    if (Number.isNaN(value)) return 'nan';
    return Number.isFinite(value) ? pythonFloatRepr(value) : value > 0 ? 'inf' : '-inf';
  }
  return String(value);
}

/** Python's truthiness of a JSON value (`if row.get(...)`): empty text, containers, 0 and null are false. */
export function pythonTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string' || Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number' || typeof value === 'bigint') return value !== 0 && value !== 0n;
  if (value instanceof PyFloat) return value.value !== 0;
  if (isJsonObject(value)) return Object.keys(value).length > 0;
  return true;
}
