// The CLI's human output and flags use the lower-case words the API stores; the API itself
// speaks in enum values.
import type { ProfileId } from './gql/graphql.ts';

/** An enum value as its stored lower-case word (`SESSION_AWARE` → `session_aware`). */
export function stored(value: string): string;
export function stored(value: string | null | undefined): string | null | undefined;
export function stored(value: string | null | undefined): string | null | undefined {
  return value === null || value === undefined ? value : value.toLowerCase();
}

const PROFILE_IDS: readonly ProfileId[] = ['SMOKE', 'QUICK', 'STANDARD'];
export const PROFILE_WORDS: readonly string[] = PROFILE_IDS.map((p) => p.toLowerCase());

/** A `--profile` word as its enum value; null when it names no profile. */
export function profileOf(word: string): ProfileId | null {
  return PROFILE_IDS.find((p) => p === word.trim().toUpperCase()) ?? null;
}
