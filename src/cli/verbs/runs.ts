// `sr-bench runs [--status S] [--search Q] [--origin here|imported] [--limit N] [--json]`: runs newest first, paging until
// done (or N rows).
import { clientOptions, request, UsageError } from '../client.ts';
import { graphql } from '../gql/index.ts';
import type { RunStatusFilter } from '../gql/graphql.ts';
import { table } from '../table.ts';
import { statusText } from '../run-fields.ts';
import { CLIENT_OPTIONS, intFlag, noPositionals, parseVerbArgs, printJson } from './args.ts';
import { readPages } from './pages.ts';

export const RUNS_USAGE = 'Usage: sr-bench runs [--status S[,S…]] [--search Q] [--origin here|imported] [--limit N] [--json] [--url URL]';

/** `here`: runs created on this server; `imported`: runs imported from a store. */
const ORIGINS = new Map([
  ['here', false],
  ['imported', true],
]);

const STATUSES: readonly RunStatusFilter[] = ['ACTIVE', 'QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED'];

const RunsList = graphql(`
  query RunsList($first: Int!, $after: String, $filter: RunFilter) {
    runs(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          ...RunHeader
          caseCount
          error
          targets {
            targetId
            kind
            model
          }
          progress {
            ...ProgressCounts
          }
        }
      }
    }
  }
`);

export async function runsCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    argv,
    { ...CLIENT_OPTIONS, status: { type: 'string', multiple: true }, search: { type: 'string' }, origin: { type: 'string' }, limit: { type: 'string' } },
    RUNS_USAGE,
  );
  if (values.help) return (console.log(RUNS_USAGE), 0);
  noPositionals(positionals, RUNS_USAGE);
  const limit = intFlag(values.limit, 'limit', 1, Number.MAX_SAFE_INTEGER, undefined, RUNS_USAGE);
  const status = (values.status ?? []).flatMap((s) => s.split(',')).map((s) => s.trim().toUpperCase());
  for (const s of status) {
    if (!STATUSES.includes(s as RunStatusFilter))
      throw new UsageError(`--status must be one of ${STATUSES.join(', ').toLowerCase()}, got ${JSON.stringify(s)}`, RUNS_USAGE);
  }
  const imported = values.origin === undefined ? undefined : ORIGINS.get(values.origin);
  if (values.origin !== undefined && imported === undefined)
    throw new UsageError(`--origin must be here or imported, got ${JSON.stringify(values.origin)}`, RUNS_USAGE);
  const filter = {
    ...(imported === undefined ? {} : { imported }),
    ...(status.length ? { status: status as RunStatusFilter[] } : {}),
    ...(values.search ? { search: values.search } : {}),
  };
  const client = clientOptions(values.url);

  const runs = await readPages(limit, async (first, after) => (await request(client, RunsList, { first, after, filter })).runs);

  if (values.json) return (printJson(runs), 0);
  if (!runs.length) return (console.log('No runs.'), 0);
  console.log(
    table(
      ['RUN', 'STATUS', 'MODE', 'PROFILE', 'DONE', 'TARGETS', 'CREATED', 'NAME'],
      runs.map((r) => [
        r.runId,
        statusText(r),
        r.mode.toLowerCase(),
        r.profileName,
        `${r.progress.completed}/${r.progress.total}`,
        r.targets.map((t) => t.targetId).join(','),
        r.createdAt,
        r.name,
      ]),
    ),
  );
  return 0;
}
