// The three sr-bench 1.0 profiles (report.md §8.2).
export interface Profile {
  id: string;
  split: 'dev' | 'holdout';
  purpose: string;
}

export const PROFILES: readonly Profile[] = [
  { id: 'smoke', split: 'dev', purpose: 'Integration validation' },
  { id: 'quick', split: 'dev', purpose: 'Fixed development cases' },
  { id: 'standard', split: 'holdout', purpose: 'Frozen holdout evaluation' },
];

export const PROFILE_IDS: readonly string[] = PROFILES.map((p) => p.id);
