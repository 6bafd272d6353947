// Experiment role labels and groups (clients.md §8).
export const ROLE_LABELS: Record<string, string> = {
  baseline: 'Single-model reference',
  initial: 'Starting recipe',
  candidate: 'Recipe version',
  validation: 'Final validation',
  preview: 'Routing preview',
  smoke: 'Pipeline check',
  estimate: 'Offline estimate',
  recovery: 'Recovery attempt',
};

export function roleLabel(role: string): string {
  return ROLE_LABELS[role.toLowerCase()] ?? role;
}

export const ROLE_GROUPS: { title: string; roles: string[]; collapsed?: boolean }[] = [
  { title: 'Single-model reference', roles: ['baseline'] },
  { title: 'Starting recipe', roles: ['initial'] },
  { title: 'Recipe versions', roles: ['candidate'] },
  { title: 'Final validation', roles: ['validation'] },
  { title: 'Supporting checks', roles: ['preview', 'smoke', 'estimate', 'recovery'], collapsed: true },
];
