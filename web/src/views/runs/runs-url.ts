// Runs list state kept in the URL: q, status, mode, profile, origin, page and the
// keyset cursor of that page (`after` going forward, `before` going back).
import type { RunFilter, RunMode, RunStatusFilter } from '../../gql/graphql.ts';
import { profileFromWord } from '../../ui/enum-words.ts';

export const PAGE_SIZE = 10;

export const STATUS_OPTIONS = ['active', 'completed', 'failed', 'interrupted', 'cancelled'] as const;
export const MODE_OPTIONS = ['live', 'preview', 'replay'] as const;
export const PROFILE_OPTIONS = ['smoke', 'quick', 'standard'] as const;
/** Where a run came from: created on this server, or imported from a store. */
export const ORIGIN_OPTIONS = ['here', 'imported'] as const;
export const ORIGIN_LABEL: Readonly<Record<string, string>> = { here: 'Run on this server', imported: 'Imported' };

export interface RunsUrlState {
  q: string;
  status: string;
  mode: string;
  profile: string;
  origin: string;
  page: number;
  after: string | null;
  before: string | null;
}

export function readRunsUrl(params: URLSearchParams): RunsUrlState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    mode: params.get('mode') ?? '',
    profile: params.get('profile') ?? '',
    origin: params.get('origin') ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    after: params.get('after'),
    before: params.get('before'),
  };
}

export function runFilter(state: RunsUrlState): RunFilter {
  const filter: RunFilter = {};
  if (state.q.trim()) filter.search = state.q.trim();
  if ((STATUS_OPTIONS as readonly string[]).includes(state.status)) filter.status = [state.status.toUpperCase() as RunStatusFilter];
  if ((MODE_OPTIONS as readonly string[]).includes(state.mode)) filter.mode = [state.mode.toUpperCase() as RunMode];
  const profile = profileFromWord(state.profile);
  if (profile) filter.profile = [profile];
  if (state.origin === 'here') filter.imported = false;
  else if (state.origin === 'imported') filter.imported = true;
  return filter;
}

/** Query variables for the page the URL names (page 1 when it carries no cursor). */
export function pageVariables(state: RunsUrlState): { first?: number; after?: string; last?: number; before?: string } {
  if (state.before && state.page > 1) return { last: PAGE_SIZE, before: state.before };
  if (state.after && state.page > 1) return { first: PAGE_SIZE, after: state.after };
  return { first: PAGE_SIZE };
}

/** The URL params for a filter change: back to page 1, other view state kept. */
export type RunsFilterKey = 'q' | 'status' | 'mode' | 'profile' | 'origin';

export function withFilter(params: URLSearchParams, key: RunsFilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  for (const k of ['page', 'after', 'before']) next.delete(k);
  return next;
}

export function withPage(params: URLSearchParams, page: number, cursor: { after?: string; before?: string }): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const k of ['page', 'after', 'before']) next.delete(k);
  if (page > 1) {
    next.set('page', String(page));
    if (cursor.after) next.set('after', cursor.after);
    if (cursor.before) next.set('before', cursor.before);
  }
  return next;
}
