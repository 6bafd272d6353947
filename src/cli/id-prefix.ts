// Ids as people type them: the start of a run, dataset or experiment id is enough when exactly
// one id starts that way (README "The command line"), as with git's abbreviated hashes. Run and experiment
// ids may be typed with or without their `run-` / `exp-` prefix. Anything that is not a
// natural id's start (a global id, a full id) is sent as typed, and the server decides.
import { CliError, request, type ClientOptions } from './client.ts';
import { graphql } from './gql/index.ts';

export type IdKind = 'run' | 'dataset' | 'experiment';

interface IdShape {
  /** The natural id's fixed start, if any. */
  lead: string;
  /** Hex digits after the lead in a full id. */
  digits: number;
  noun: string;
}

const SHAPES: Record<IdKind, IdShape> = {
  run: { lead: 'run-', digits: 20, noun: 'run' },
  dataset: { lead: '', digits: 64, noun: 'dataset' },
  experiment: { lead: 'exp-', digits: 32, noun: 'experiment' },
};

/** Fewer hex digits than this match too much to be meant as an id. */
export const MIN_PREFIX_DIGITS = 4;
/** Pages of 100 read at most while looking for ids with a prefix. */
const MAX_PAGES = 20;
/** Ids named in an "ambiguous" message. */
const SHOWN_MATCHES = 5;

const RunIdsWith = graphql(`
  query RunIdsWith($search: String!, $after: String) {
    runs(first: 100, after: $after, filter: { search: $search }) {
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          runId
        }
      }
    }
  }
`);

const DatasetIdsWith = graphql(`
  query DatasetIdsWith($search: String!, $after: String) {
    datasets(first: 100, after: $after, filter: { search: $search }) {
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          datasetId
        }
      }
    }
  }
`);

const ExperimentIds = graphql(`
  query ExperimentIds($after: String) {
    experiments(first: 100, after: $after) {
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          experimentId
        }
      }
    }
  }
`);

/** The typed text as a natural id's start (lead added), or null when it cannot be one. */
export function naturalPrefix(kind: IdKind, text: string): string | null {
  const { lead, digits } = SHAPES[kind];
  const typed = text.trim().toLowerCase();
  const hex = lead && typed.startsWith(lead) ? typed.slice(lead.length) : typed;
  if (!/^[0-9a-f]+$/.test(hex) || hex.length > digits) return null;
  return `${lead}${hex}`;
}

interface Page {
  ids: string[];
  next: string | null;
}

async function page(client: ClientOptions, kind: IdKind, prefix: string, after: string | null): Promise<Page> {
  const cursor = after ?? undefined;
  if (kind === 'run') {
    const { runs } = await request(client, RunIdsWith, { search: prefix, after: cursor });
    return { ids: runs.edges.map((e) => e.node.runId), next: runs.pageInfo.hasNextPage ? (runs.pageInfo.endCursor ?? null) : null };
  }
  if (kind === 'dataset') {
    const { datasets } = await request(client, DatasetIdsWith, { search: prefix, after: cursor });
    return { ids: datasets.edges.map((e) => e.node.datasetId), next: datasets.pageInfo.hasNextPage ? (datasets.pageInfo.endCursor ?? null) : null };
  }
  const { experiments } = await request(client, ExperimentIds, { after: cursor });
  return { ids: experiments.edges.map((e) => e.node.experimentId), next: experiments.pageInfo.hasNextPage ? (experiments.pageInfo.endCursor ?? null) : null };
}

/**
 * The full id that `text` abbreviates. A full natural id, or text that is no id's start, comes
 * back as typed; a start shared by several ids, or by none, is an error that says so.
 */
export async function resolveId(client: ClientOptions, kind: IdKind, text: string): Promise<string> {
  const shape = SHAPES[kind];
  const prefix = naturalPrefix(kind, text);
  if (prefix === null || prefix.length === shape.lead.length + shape.digits) return text;
  if (prefix.length - shape.lead.length < MIN_PREFIX_DIGITS)
    throw new CliError(
      `${JSON.stringify(text)} is too short to name a ${shape.noun}: give at least ${MIN_PREFIX_DIGITS} characters of its id`,
      'BAD_USER_INPUT',
      2,
    );
  const matches = new Set<string>();
  let after: string | null = null;
  for (let read = 0; read < MAX_PAGES; read += 1) {
    const result: Page = await page(client, kind, prefix, after);
    for (const id of result.ids) if (id.startsWith(prefix)) matches.add(id);
    if (matches.size > SHOWN_MATCHES || result.next === null) break;
    after = result.next;
  }
  return chooseOne(kind, prefix, [...matches]);
}

/** The one id of `matches` (the ids found starting with `prefix`); none or several is an error. */
export function chooseOne(kind: IdKind, prefix: string, matches: readonly string[]): string {
  const noun = SHAPES[kind].noun;
  const sorted = [...new Set(matches)].sort();
  const [only, ...others] = sorted;
  if (only === undefined) throw new CliError(`no ${noun} id starts with ${JSON.stringify(prefix)}`, 'NOT_FOUND');
  if (others.length === 0) return only;
  const many = sorted.length > SHOWN_MATCHES;
  const shown = sorted.slice(0, SHOWN_MATCHES).join(', ');
  throw new CliError(
    `${many ? `more than ${SHOWN_MATCHES}` : sorted.length} ${noun} ids start with ${JSON.stringify(prefix)} (${shown}${many ? ', …' : ''}): give more characters`,
    'AMBIGUOUS_ID',
  );
}
