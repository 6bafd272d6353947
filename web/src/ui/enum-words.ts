// Words for the API's enum values, so the dashboard shows what it showed when they were stored
// lower-case strings.
import type { ProfileId } from '../gql/graphql.ts';

/** The stored lower-case spelling of an enum value (`SESSION_AWARE` → `session_aware`). */
export function storedWord(value: string): string {
  return value.toLowerCase();
}

/** A profile's id as plans name it, or the run's own name for one the server does not know. */
export function profileWord(profile: ProfileId | null | undefined, name = '—'): string {
  return profile ? storedWord(profile) : name || '—';
}

/** Profile ids by the lower-case word that links and forms use. */
export const PROFILE_BY_WORD = { smoke: 'SMOKE', quick: 'QUICK', standard: 'STANDARD' } as const satisfies Record<string, ProfileId>;

export function profileFromWord(word: string): ProfileId | null {
  return Object.entries(PROFILE_BY_WORD).find(([key]) => key === word)?.[1] ?? null;
}
