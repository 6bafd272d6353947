// `sr-bench show RUN [--json]`: the run record; `--calls [--active] [--case ID] [--after C]
// [--limit N]`: a page of its calls (limit 1..500, default 100) grouped by cell with a step number
// within each cell, and the cursor of the next page.
import { resolveId } from '../id-prefix.ts';
import { clientOptions, request, UsageError, type ClientOptions } from '../client.ts';
import { graphql } from '../gql/index.ts';
import type { RunCallsQuery } from '../gql/graphql.ts';
import { callCells, toolCallNames } from '../call-steps.ts';
import { notFound, progressText, statusText } from '../run-fields.ts';
import { fixed, keyValues, table, usd } from '../table.ts';
import { CLIENT_OPTIONS, intFlag, onePositional, parseVerbArgs, printJson } from './args.ts';
import { API_PAGE } from './pages.ts';
import { stored } from '../enum-words.ts';

export const SHOW_USAGE =
  'Usage: sr-bench show RUN [--json] [--url URL]\n       sr-bench show RUN --calls [--active] [--case CASE_ID] [--after CURSOR] [--limit N] [--json] [--url URL]';

const RunRecord = graphql(`
  query RunRecord($id: ID!) {
    run(id: $id) {
      ...RunHeader
      wallTimeSeconds
      caseCount
      benchmarks
      planSha256
      seed
      error
      targets {
        targetId
        kind
        model
        priced
      }
      progress {
        ...ProgressCounts
      }
    }
  }
`);

const RunCalls = graphql(`
  query RunCalls($id: ID!, $first: Int!, $after: String, $filter: CallFilter) {
    run(id: $id) {
      runId
      calls(first: $first, after: $after, filter: $filter) {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            callId
            caseId
            targetId
            role
            status
            model
            selectedModel
            startedAt
            finishedAt
            latencySeconds
            ttftSeconds
            costUsd
            finishReason
            error
            usage {
              inputTokens
              cachedInputTokens
              cacheWriteTokens
              outputTokens
              total
            }
            receipt {
              toolCalls
            }
          }
        }
      }
    }
  }
`);

type CallSummary = NonNullable<RunCallsQuery['run']>['calls']['edges'][number]['node'];

export async function showCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    argv,
    {
      ...CLIENT_OPTIONS,
      calls: { type: 'boolean' },
      active: { type: 'boolean' },
      case: { type: 'string' },
      after: { type: 'string' },
      limit: { type: 'string' },
    },
    SHOW_USAGE,
  );
  if (values.help) return (console.log(SHOW_USAGE), 0);
  const typed = onePositional(positionals, 'RUN', SHOW_USAGE);
  if (!values.calls && (values.active || values.case !== undefined || values.after !== undefined || values.limit !== undefined)) {
    throw new UsageError('--active, --case, --after and --limit go with --calls', SHOW_USAGE);
  }
  const client = clientOptions(values.url);
  const id = await resolveId(client, 'run', typed);
  if (values.calls) {
    const limit = intFlag(values.limit, 'limit', 1, 500, 100, SHOW_USAGE)!;
    const filter = { active: values.active ? true : null, caseId: values.case === undefined ? null : [values.case] };
    return showCalls(client, id, limit, values.after, filter, Boolean(values.json));
  }

  const { run } = await request(client, RunRecord, { id });
  if (!run) throw notFound(id);
  if (values.json) return (printJson(run), 0);
  console.log(
    keyValues([
      ['run', run.runId],
      ['name', run.name],
      ['status', statusText(run)],
      ['mode', run.mode.toLowerCase()],
      ['profile', run.profileName],
      ['owner', run.owner],
      ['parent', run.parentRunId],
      ...(run.importedFrom
        ? ([
            [
              'imported from',
              `${run.importedFrom.storeName} (sha256 ${run.importedFrom.storeSha256}, ${run.importedFrom.importedAt}); history, never executed or cancelled here`,
            ],
          ] as [string, string][])
        : []),
      ['created', run.createdAt],
      ['updated', run.updatedAt],
      ['wall time', `${run.wallTimeSeconds.toFixed(1)} s`],
      ['cases', run.caseCount],
      ['benchmarks', run.benchmarks.join(', ')],
      ['plan sha256', run.planSha256],
      ['progress', progressText(run.progress)],
      ...(run.error ? ([['error', run.error]] as [string, string][]) : []),
    ]),
  );
  console.log();
  console.log(
    table(
      ['TARGET', 'KIND', 'MODEL', 'PRICED'],
      run.targets.map((t) => [t.targetId, stored(t.kind), t.model, t.priced ? 'yes' : 'no']),
    ),
  );
  return 0;
}

interface CallsFilter {
  active: boolean | null;
  caseId: string[] | null;
}

async function showCalls(client: ClientOptions, id: string, limit: number, after: string | undefined, filter: CallsFilter, json: boolean): Promise<number> {
  const calls: CallSummary[] = [];
  let cursor: string | null = after ?? null;
  let totalCount = 0;
  let hasNextPage = false;
  let endCursor: string | null = cursor;
  do {
    const want: number = Math.min(API_PAGE, limit - calls.length);
    const page: RunCallsQuery = await request(client, RunCalls, { id, first: want, after: cursor, filter });
    if (!page.run) throw notFound(id);
    const connection = page.run.calls;
    calls.push(...connection.edges.map((e) => e.node));
    totalCount = connection.totalCount;
    hasNextPage = connection.pageInfo.hasNextPage;
    endCursor = connection.pageInfo.endCursor ?? endCursor;
    cursor = connection.pageInfo.endCursor ?? null;
  } while (hasNextPage && cursor && calls.length < limit);

  const cells = callCells(calls);
  if (json) {
    // The call summaries as before, each with its step within its cell and its tool call names.
    const steps = new Map(cells.flatMap((cell) => cell.steps.map((call, i) => [call, i + 1] as const)));
    const listed = calls.map((call) => {
      const { receipt, ...summary } = call;
      return { ...summary, step: steps.get(call) ?? null, toolCalls: toolCallNames(receipt.toolCalls) };
    });
    return (printJson({ runId: id, totalCount, calls: listed, pageInfo: { endCursor, hasNextPage } }), 0);
  }
  if (!calls.length) console.log(filter.active ? 'No calls in flight.' : 'No calls.');
  for (const [index, cell] of cells.entries()) {
    if (index > 0) console.log();
    console.log(`case ${cell.caseId} · target ${cell.targetId} · ${cell.steps.length} call(s)`);
    console.log(
      table(
        ['STEP', 'CALL', 'ROLE', 'STATUS', 'MODEL', 'LATENCY S', 'TOKENS', 'COST', 'TOOL CALLS'],
        cell.steps.map((c, i) => [
          i + 1,
          c.callId,
          c.role.toLowerCase(),
          c.status.toLowerCase(),
          c.selectedModel ?? c.model,
          fixed(2)(c.latencySeconds),
          c.usage?.total,
          usd(c.costUsd),
          toolCallNames(c.receipt.toolCalls).join(', ') || null,
        ]),
      ),
    );
  }
  const restart = after !== undefined && calls.length > 0 ? '; steps count from this page' : '';
  console.log(
    `\n${calls.length} of ${totalCount} call(s) in ${cells.length} cell(s)${restart}${hasNextPage && endCursor ? `; next page: --after ${endCursor}` : ''}`,
  );
  return 0;
}
