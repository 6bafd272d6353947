// The three sr-bench 1.0 profiles (docs/datasets.md "Benchmarks and profiles").
import type { ProfileId } from './benchmarks.ts';
export interface Profile {
  id: ProfileId;
  split: 'dev' | 'holdout';
  purpose: string;
}

export const PROFILES: readonly Profile[] = [
  { id: 'smoke', split: 'dev', purpose: 'Integration validation' },
  { id: 'quick', split: 'dev', purpose: 'Fixed development cases' },
  { id: 'standard', split: 'holdout', purpose: 'Frozen holdout evaluation' },
];

export const PROFILE_IDS: readonly ProfileId[] = PROFILES.map((p) => p.id);

/** True for one of the three profile ids. */
export function isProfileId(value: unknown): value is ProfileId {
  const ids: readonly unknown[] = PROFILE_IDS;
  return ids.includes(value);
}
