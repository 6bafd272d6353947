// Lexeme-preserving values (PyFloat, bigint) as plain JSON values, for storage and display where
// only the number matters (jsonb, a call record's `raw_usage`, GraphQL). Hash from the
// preserved form, never from this.
import { PyFloat } from './json-lexeme.ts';

export function toPlainJson(value: unknown): unknown {
  if (value instanceof PyFloat) return value.value;
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlainJson(item)]));
  }
  return value;
}
