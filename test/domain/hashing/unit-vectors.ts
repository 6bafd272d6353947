/**
 * Loads `test/fixtures/srbench/units/vectors.json` with the lexeme-preserving parser, so
 * `1.0` stays a float (a `PyFloat`) and the canonical/digest vectors keep their meaning.
 */
import { readFileSync } from 'node:fs';
import { parseJson, PyFloat } from '../../../src/domain/hashing/json-lexeme.ts';
import type { PyJsonObject, PyJsonValue } from '../../../src/domain/hashing/json-lexeme.ts';

export interface UnitVector {
  args: PyJsonValue[];
  kwargs: PyJsonObject;
  result?: PyJsonValue;
  error?: { type: string; message: string };
}

const VECTORS_URL = new URL('../../fixtures/srbench/units/vectors.json', import.meta.url);

let cache: Record<string, UnitVector[]> | undefined;

export function unitVectors(name: string): UnitVector[] {
  if (cache === undefined) {
    const root = parseJson(readFileSync(VECTORS_URL, 'utf8')) as unknown as { functions: Record<string, UnitVector[]> };
    cache = root.functions;
  }
  const vectors = cache[name];
  if (vectors === undefined || vectors.length === 0) throw new Error(`No unit vectors for ${name}`);
  return vectors;
}

/**
 * The same value with every `PyFloat` unwrapped to a plain number, for functions that take
 * numbers by value (statistics, quality). The return type is whatever the caller expects.
 */
export function plain<T>(value: PyJsonValue): T {
  return unwrap(value) as T;
}

function unwrap(value: PyJsonValue): unknown {
  if (value instanceof PyFloat) return value.value;
  if (Array.isArray(value)) return value.map(unwrap);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrap(v)]));
  }
  return value;
}
