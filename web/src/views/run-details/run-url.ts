// Run details state in the URL (docs/dashboard.md "Shell"): `section`, plus the open section's page cursor
// (`after`, with its 1-based `page`), text filter `q`, event filter `events` and the open `call`.
import type { RunEventKind } from '../../gql/graphql.ts';
export const SECTIONS = ['results', 'questions', 'calls', 'evidence', 'recipe'] as const;
export type Section = (typeof SECTIONS)[number];

export const EVENT_FILTERS: Record<string, RunEventKind[] | null> = {
  all: null,
  run: ['CREATED', 'RUNNING', 'COMPLETED', 'FAILED', 'INTERRUPTED', 'CANCELLED', 'CANCELLATION_REQUESTED', 'ACCOUNTING_RECONCILED'],
  cases: ['CASE_RUNNING', 'CASE_COMPLETED', 'CASE_FAILED', 'CASE_CANCELLED', 'CASE_SENT_UNKNOWN'],
  requests: ['CALL_SENT', 'CALL_REPLAYED'],
  attention: ['FAILED', 'INTERRUPTED', 'FAILURE_OBSERVED', 'CASE_FAILED'],
};

/** The matrix views of the Questions section. */
export const MATRIX_VIEWS = { all: 'ALL', wrong: 'WRONG', disagree: 'DISAGREE' } as const;
export type MatrixViewWord = keyof typeof MATRIX_VIEWS;

export interface RunUrlState {
  section: Section;
  view: MatrixViewWord;
  after: string | null;
  page: number;
  q: string;
  events: string;
  call: string | null;
}

export function readRunUrl(params: URLSearchParams): RunUrlState {
  const section = params.get('section');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const events = params.get('events') ?? 'all';
  const view = params.get('view') ?? 'all';
  return {
    view: view in MATRIX_VIEWS ? (view as MatrixViewWord) : 'all',
    section: (SECTIONS as readonly string[]).includes(section ?? '') ? (section as Section) : 'results',
    after: params.get('after'),
    page: Number.isFinite(page) && page > 0 ? page : 1,
    q: params.get('q') ?? '',
    events: events in EVENT_FILTERS ? events : 'all',
    call: params.get('call'),
  };
}

/** Keeps `run`, replaces the rest of the section state. */
export function runParams(
  params: URLSearchParams,
  next: Partial<Record<'section' | 'after' | 'page' | 'q' | 'events' | 'call' | 'view', string | null>>,
): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const [key, value] of Object.entries(next)) {
    if (value === null || value === undefined || value === '') out.delete(key);
    else out.set(key, value);
  }
  return out;
}

export function queryVariables(runId: string, state: RunUrlState) {
  const after = state.page > 1 ? state.after : null;
  return {
    id: runId,
    withResults: state.section === 'questions',
    resultsAfter: state.section === 'questions' ? after : null,
    resultsSearch: state.section === 'questions' && state.q ? state.q : null,
    resultsView: state.section === 'questions' ? MATRIX_VIEWS[state.view] : null,
    withCalls: state.section === 'calls',
    callsAfter: state.section === 'calls' ? after : null,
    callsSearch: state.section === 'calls' && state.q ? state.q : null,
    withEvents: state.section === 'evidence',
    eventsAfter: state.section === 'evidence' ? after : null,
    eventKinds: state.section === 'evidence' ? (EVENT_FILTERS[state.events] ?? null) : null,
  };
}

export const ACTIVE = new Set(['QUEUED', 'RUNNING']);
