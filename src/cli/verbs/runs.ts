// `sr-bench runs [--status S] [--search Q] [--limit N] [--json]`: runs newest first, paging until
// done (or N rows).
import { clientOptions, request, UsageError } from '../client.ts';
import { graphql } from '../gql/index.ts';
import type { RunStatusFilter, RunsListQuery } from '../gql/graphql.ts';
import { table } from '../table.ts';
import { CLIENT_OPTIONS, intFlag, parseVerbArgs, printJson } from './args.ts';

export const RUNS_USAGE = 'Usage: sr-bench runs [--status S[,S…]] [--search Q] [--limit N] [--json] [--url URL]';

const STATUSES: readonly RunStatusFilter[] = ['ACTIVE', 'QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED', 'INTERRUPTED'];
const PAGE = 100;

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
          runId
          name
          status
          mode
          profile
          owner
          parentRunId
          createdAt
          updatedAt
          caseCount
          error
          targets {
            id
            kind
            model
          }
          progress {
            total
            completed
            failed
            running
            timeout
            pending
          }
        }
      }
    }
  }
`);

export type RunSummary = RunsListQuery['runs']['edges'][number]['node'];

export async function runsCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    argv,
    { ...CLIENT_OPTIONS, status: { type: 'string', multiple: true }, search: { type: 'string' }, limit: { type: 'string' } },
    RUNS_USAGE,
  );
  if (values.help) return console.log(RUNS_USAGE), 0;
  if (positionals.length) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`, RUNS_USAGE);
  const limit = intFlag(values.limit, 'limit', 1, Number.MAX_SAFE_INTEGER, undefined, RUNS_USAGE);
  const status = (values.status ?? []).flatMap((s) => s.split(',')).map((s) => s.trim().toUpperCase());
  for (const s of status) {
    if (!STATUSES.includes(s as RunStatusFilter)) throw new UsageError(`--status must be one of ${STATUSES.join(', ').toLowerCase()}, got ${JSON.stringify(s)}`, RUNS_USAGE);
  }
  const filter = {
    ...(status.length ? { status: status as RunStatusFilter[] } : {}),
    ...(values.search ? { search: values.search } : {}),
  };
  const client = clientOptions(values.url);

  const runs: RunSummary[] = [];
  let after: string | null = null;
  for (;;) {
    const want: number = limit === undefined ? PAGE : Math.min(PAGE, limit - runs.length);
    const page: RunsListQuery = await request(client, RunsList, { first: want, after, filter });
    runs.push(...page.runs.edges.map((e) => e.node));
    if (!page.runs.pageInfo.hasNextPage || (limit !== undefined && runs.length >= limit)) break;
    after = page.runs.pageInfo.endCursor ?? null;
    if (!after) break;
  }

  if (values.json) {
    printJson(runs);
    return 0;
  }
  if (!runs.length) {
    console.log('No runs.');
    return 0;
  }
  console.log(
    table(
      ['RUN', 'STATUS', 'MODE', 'PROFILE', 'DONE', 'TARGETS', 'CREATED', 'NAME'],
      runs.map((r) => [
        r.runId,
        r.status.toLowerCase(),
        r.mode.toLowerCase(),
        r.profile,
        `${r.progress.completed}/${r.progress.total}`,
        r.targets.map((t) => t.id).join(','),
        r.createdAt,
        r.name,
      ]),
    ),
  );
  return 0;
}
