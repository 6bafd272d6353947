// The compare view's state lives in the URL (docs/dashboard.md "Shell", "Choosing runs"):
// `view=compare&baseline=ID&candidate=ID&candidate=ID…`. Changing the baseline clears the
// candidates; pressing "Compare runs" writes the candidates in creation order.
import type { SetURLSearchParams } from 'react-router';

export interface CompareChoice {
  baseline: string | null;
  candidates: string[];
}

export function readChoice(params: URLSearchParams): CompareChoice {
  const baseline = params.get('baseline');
  const candidates = [...new Set(params.getAll('candidate').filter((id) => id !== ''))];
  return { baseline: baseline === '' ? null : baseline, candidates };
}

export function writeChoice(setParams: SetURLSearchParams, choice: CompareChoice): void {
  const next = new URLSearchParams({ view: 'compare' });
  if (choice.baseline) next.set('baseline', choice.baseline);
  if (choice.baseline) for (const id of choice.candidates) next.append('candidate', id);
  setParams(next);
}

/** Same members regardless of order. */
export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}
