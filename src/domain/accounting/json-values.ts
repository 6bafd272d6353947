/**
 * Python-semantics helpers for the JSON values accounting reads (docs/reports.md "Conventions"). Stored
 * records come from several transport versions and may be parsed lexeme-preserving
 * (`PyFloat` for integral floats, `bigint` for big ints), so fields are checked at runtime.
 */
import { PyFloat } from '../hashing/json-lexeme.ts';
import type { JsonRecord } from '../json/json-value.ts';

export type { JsonRecord };

/** A JSON object (Python `dict`): not null, not an array, not a number wrapper. */
export function isJsonObject(value: unknown): value is JsonRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Python `key in dict`. */
export function hasKey(object: JsonRecord, key: string): boolean {
  return Object.hasOwn(object, key);
}

/** Python `dict.get(key)`: a missing key reads as null. */
export function getKey(object: JsonRecord, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : null;
}

/** Python truthiness of a JSON value (docs/reports.md "Conventions"). */
export function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.length > 0;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'bigint') return value !== 0n;
  if (value instanceof PyFloat) return value.value !== 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** Python `isinstance(v, int) and not isinstance(v, bool)`: a `PyFloat` (`2.0`) is not one. */
export function isJsonInteger(value: unknown): value is number | bigint {
  return (typeof value === 'number' && Number.isInteger(value)) || typeof value === 'bigint';
}

/** A JSON number (int or float, never a boolean) as a double, else null. */
export function numberValue(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof PyFloat) return value.value;
  return null;
}

/** Python `==` on JSON values: numbers by value, `True == 1`, containers element-wise. */
export function pyEquals(a: unknown, b: unknown): boolean {
  const na = typeof a === 'boolean' ? Number(a) : numberValue(a);
  const nb = typeof b === 'boolean' ? Number(b) : numberValue(b);
  if (na !== null || nb !== null) {
    if (typeof a === 'bigint' && typeof b === 'bigint') return a === b;
    return na !== null && nb !== null && na === nb;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => pyEquals(v, b[i]));
  }
  if (isJsonObject(a) || isJsonObject(b)) {
    if (!isJsonObject(a) || !isJsonObject(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => hasKey(b, k) && pyEquals(a[k], b[k]));
  }
  return (a ?? null) === (b ?? null);
}
