// Run lifecycle (docs/runs.md "Statuses"): a run in one of these statuses never changes status again,
// so reports, counts and subscriptions may treat what it holds as final.
export const TERMINAL_RUN_STATUSES: ReadonlySet<string> = new Set(['completed', 'failed', 'cancelled', 'interrupted']);

export function isTerminalRun(status: string): boolean {
  return TERMINAL_RUN_STATUSES.has(status);
}
