/**
 * Lexeme-preserving parse results (`PyFloat`, `bigint`) turned into plain JSON values for
 * the call record: the record is stored as JSON text, where `JSON.stringify` cannot write a
 * `bigint`. Only `raw_usage` keeps provider numbers; ints beyond 2^53 round there.
 */
import { PyFloat } from '../../domain/hashing/json-lexeme.ts';

export function toPlainJson(value: unknown): unknown {
  if (value instanceof PyFloat) return value.value;
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = toPlainJson(item);
    return out;
  }
  return value;
}
