// `sr-bench cases RUN [--view all|wrong|disagree] [--search TEXT] [--csv | --json]`: the run's
// case × target matrix (docs/formats.md "Case matrix"). A table by default (one column per
// target, each cell its outcome and parsed answer); `--csv` one line per cell for a spreadsheet;
// `--json` the rows as the API gives them.
import { clientOptions, request, UsageError } from '../client.ts';
import { graphql } from '../gql/index.ts';
import type { CaseMatrixView, RunCasesQuery } from '../gql/graphql.ts';
import { resolveId } from '../id-prefix.ts';
import { notFound } from '../run-fields.ts';
import { table } from '../table.ts';
import { CLIENT_OPTIONS, onePositional, parseVerbArgs, printJson } from './args.ts';
import { API_PAGE } from './pages.ts';

export const CASES_USAGE = 'Usage: sr-bench cases RUN [--view all|wrong|disagree] [--search TEXT] [--csv | --json] [--url URL]';

/** Pages read at most: 1,000 pages of 100 cases is far beyond any plan. */
const MAX_PAGES = 1_000;

const VIEWS: Record<string, CaseMatrixView> = { all: 'ALL', wrong: 'WRONG', disagree: 'DISAGREE' };

const RunCases = graphql(`
  query RunCases($id: ID!, $filter: CaseMatrixFilter, $first: Int, $after: String) {
    run(id: $id) {
      runId
      caseMatrix(filter: $filter, first: $first, after: $after) {
        targetIds
        totalCount
        hasNextPage
        rows {
          cursor
          caseId
          benchmark
          cells {
            targetId
            outcome
            result {
              answer
              correct
              score
              costUsd
              latencySeconds
            }
          }
        }
      }
    }
  }
`);

type Row = NonNullable<RunCasesQuery['run']>['caseMatrix']['rows'][number];
type Cell = Row['cells'][number];

const answerText = (answer: unknown): string => (answer === null || answer === undefined ? '' : typeof answer === 'string' ? answer : JSON.stringify(answer));

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
function csvField(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const CSV_HEADER = ['case_id', 'benchmark', 'target_id', 'outcome', 'correct', 'answer', 'score', 'cost_usd', 'latency_s'];

function csvLines(rows: readonly Row[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const row of rows) {
    for (const cell of row.cells) {
      const r = cell.result;
      lines.push(
        [row.caseId, row.benchmark, cell.targetId, cell.outcome.toLowerCase(), r?.correct, answerText(r?.answer), r?.score, r?.costUsd, r?.latencySeconds]
          .map(csvField)
          .join(','),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

function cellText(cell: Cell): string {
  const answer = answerText(cell.result?.answer);
  const shown = answer.length > 24 ? `${answer.slice(0, 23)}…` : answer;
  return `${cell.outcome.toLowerCase()}${shown ? ` ${shown}` : ''}`;
}

export async function casesCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    argv,
    { ...CLIENT_OPTIONS, view: { type: 'string' }, search: { type: 'string' }, csv: { type: 'boolean' } },
    CASES_USAGE,
  );
  if (values.help) return (console.log(CASES_USAGE), 0);
  const typed = onePositional(positionals, 'RUN', CASES_USAGE);
  const view = VIEWS[(values.view ?? 'all').toLowerCase()];
  if (!view) throw new UsageError(`--view must be one of ${Object.keys(VIEWS).join(', ')}, got ${JSON.stringify(values.view)}`, CASES_USAGE);
  if (values.csv && values.json) throw new UsageError('--csv and --json exclude each other', CASES_USAGE);
  const client = clientOptions(values.url);
  const id = await resolveId(client, 'run', typed);
  const filter = { view, ...(values.search ? { search: values.search } : {}) };

  const rows: Row[] = [];
  let targetIds: string[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { run } = await request(client, RunCases, { id, filter, first: API_PAGE, ...(after ? { after } : {}) });
    if (!run) throw notFound(id);
    targetIds = run.caseMatrix.targetIds;
    rows.push(...run.caseMatrix.rows);
    if (!run.caseMatrix.hasNextPage || run.caseMatrix.rows.length === 0) break;
    after = run.caseMatrix.rows.at(-1)!.cursor;
  }

  if (values.json) return (printJson(rows), 0);
  if (values.csv) return (process.stdout.write(csvLines(rows)), 0);
  console.log(
    table(
      ['CASE', 'BENCHMARK', ...targetIds.map((t) => t.toUpperCase())],
      rows.map((row) => [row.caseId, row.benchmark, ...row.cells.map(cellText)]),
    ),
  );
  console.log(`\n${rows.length} ${rows.length === 1 ? 'case' : 'cases'}${view === 'ALL' ? '' : ` (${view.toLowerCase()})`}`);
  return 0;
}
