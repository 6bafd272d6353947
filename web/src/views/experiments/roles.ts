// Experiment role labels and groups (docs/dashboard.md "Experiments").
import type { ExperimentRole } from '../../gql/graphql.ts';

export const ROLE_LABELS: Record<ExperimentRole, string> = {
  BASELINE: 'Single-model reference',
  INITIAL: 'Starting recipe',
  CANDIDATE: 'Recipe version',
  VALIDATION: 'Final validation',
  PREVIEW: 'Routing preview',
  SMOKE: 'Pipeline check',
  ESTIMATE: 'Offline estimate',
  RECOVERY: 'Recovery attempt',
};

/** The role a link names in lower case (`role=baseline`), if it is one. */
export function roleFromUrl(text: string | null): ExperimentRole | null {
  return ROLE_GROUPS.flatMap((group) => group.roles).find((role) => role === text?.toUpperCase()) ?? null;
}

/** A role's label; a membership whose role the server does not know reads as such. */
export function roleLabel(role: ExperimentRole | null): string {
  return role ? ROLE_LABELS[role] : 'Unknown role';
}

export const ROLE_GROUPS: { title: string; roles: ExperimentRole[]; collapsed?: boolean }[] = [
  { title: 'Single-model reference', roles: ['BASELINE'] },
  { title: 'Starting recipe', roles: ['INITIAL'] },
  { title: 'Recipe versions', roles: ['CANDIDATE'] },
  { title: 'Final validation', roles: ['VALIDATION'] },
  { title: 'Supporting checks', roles: ['PREVIEW', 'SMOKE', 'ESTIMATE', 'RECOVERY'], collapsed: true },
];
