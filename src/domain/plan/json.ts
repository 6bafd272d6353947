/**
 * Python-semantics views of the JSON values a plan holds. Values follow the conventions of
 * `hashing/json-lexeme.ts`: an integral `number` or a `bigint` is a Python int, a
 * non-integral `number` or a `PyFloat` is a Python float (so `1` and `1.0` stay apart and
 * `case_sha256` keeps its meaning). The dict/int tests and `key in dict` are
 * `isJsonObject`, `isJsonInteger` and `hasKey` of `accounting/json-values.ts`.
 */
import { isJsonObject, numberValue } from '../accounting/json-values.ts';
import { PyFloat } from '../hashing/json-lexeme.ts';

export type PlanObject = Record<string, unknown>;

/** Python `isinstance(v, (int, float)) and not isinstance(v, bool)`. */
export function isNumber(value: unknown): value is number | bigint | PyFloat {
  return typeof value === 'number' || typeof value === 'bigint' || value instanceof PyFloat;
}

/** The double value of an int or float (big ints round; comparisons with small bounds stay exact). */
export function num(value: number | bigint | PyFloat): number {
  return numberValue(value) ?? Number.NaN;
}

/** Python `dict.get(key, fallback)`. */
export function get(object: PlanObject, key: string, fallback: unknown = undefined): unknown {
  return Object.hasOwn(object, key) ? object[key] : fallback;
}

/**
 * A deep copy of JSON input (Python `copy.deepcopy`), so freezing never mutates the caller's
 * object. Keys whose value is `undefined` are dropped (a JavaScript caller's way of saying
 * "absent"); anything that is not JSON is a programming error.
 */
export function cloneJson(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || typeof value === 'bigint') {
    return value;
  }
  if (typeof value === 'number') return value;
  if (value instanceof PyFloat) return value; // immutable, safe to share
  if (Array.isArray(value)) return value.map((item: unknown) => (item === undefined ? null : cloneJson(item)));
  if (isJsonObject(value)) {
    const out: PlanObject = {};
    for (const [key, item] of Object.entries(value)) {
      // defineProperty: a "__proto__" key stays an own data property, as in a Python dict.
      if (item !== undefined) Object.defineProperty(out, key, { value: cloneJson(item), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  throw new TypeError(`Plans hold JSON values only, not ${typeof value}`);
}

/** Sets a key as an own enumerable data property (safe for `__proto__`). */
export function put(object: PlanObject, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `true` when any number inside is NaN or ±Infinity (Python `json.dumps(allow_nan=False)` fails). */
export function hasNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (value instanceof PyFloat) return !Number.isFinite(value.value);
  if (Array.isArray(value)) return value.some(hasNonFinite);
  if (isJsonObject(value)) return Object.values(value).some(hasNonFinite);
  return false;
}
