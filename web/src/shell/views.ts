// The views of /evaluation (docs/dashboard.md "Shell"): `view` in the URL; unknown → runs.
export const VIEWS = ['runs', 'experiments', 'compare', 'datasets', 'new', 'preview'] as const;
export type ViewName = (typeof VIEWS)[number];

export function viewOf(value: string | null): ViewName {
  return (VIEWS as readonly string[]).includes(value ?? '') ? (value as ViewName) : 'runs';
}
