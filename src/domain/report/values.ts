import { compareCodePoints } from '../hashing/code-point-order.ts';
import type { JsonValue } from '../json/json-value.ts';

/** Python dict key of a counted value: strings stay, other scalars print as JSON would. */
export function counterKey(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Increments `counter[key]`, keeping first-occurrence key order (docs/reports.md "Conventions"). */
export function bump(counter: Record<string, number>, key: string): void {
  counter[key] = (counter[key] ?? 0) + 1;
}

/** A counter with its keys sorted by Unicode code point (docs/reports.md "Conventions"). */
export function sortedCounter(counter: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(counter).sort(compareCodePoints)) out[key] = counter[key] as number;
  return out;
}
