// `sr-bench regrade RUN [--json]`: re-grades a completed live multiple-choice/grid run from its
// saved answers with the current graders (docs/grading.md "Regrade"). Zero model requests; nothing is
// stored. `--json` prints the `offline-regrade` artifact (`document`); otherwise a summary and
// the cells whose correctness changed, read against the saved results.
import { resolveId } from '../id-prefix.ts';
import { clientOptions, request, type ClientOptions, resultOf } from '../client.ts';
import { graphql } from '../gql/index.ts';
import type { RegradeMutation, RegradeSavedResultsQuery } from '../gql/graphql.ts';
import { notFound } from '../run-fields.ts';
import { keyValues, table } from '../table.ts';
import { CLIENT_OPTIONS, onePositional, parseVerbArgs, printJson } from './args.ts';
import { readPages } from './pages.ts';

export const REGRADE_USAGE = 'Usage: sr-bench regrade RUN [--json] [--url URL]';

/** Changed cells listed in the summary; `--json` has every result. */
const CHANGED_SHOWN = 50;

const Regrade = graphql(`
  mutation Regrade($runId: ID!) {
    regrade(input: { runId: $runId }) {
      regrade {
        kind
        sourceRunId
        sourcePlanSha256
        graderVersion
        changedCount
        modelRequests
        results {
          caseId
          targetId
          answer
          correct
        }
        document
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const RegradeSavedResults = graphql(`
  query RegradeSavedResults($id: ID!, $first: Int!, $after: String) {
    run(id: $id) {
      results(first: $first, after: $after) {
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            caseId
            targetId
            correct
          }
        }
      }
    }
  }
`);

type Regraded = NonNullable<NonNullable<RegradeMutation['regrade']>['regrade']>['results'][number];
type Saved = NonNullable<RegradeSavedResultsQuery['run']>['results']['edges'][number]['node'];

export interface ChangedResult {
  caseId: string;
  targetId: string;
  saved: boolean | null;
  regraded: boolean;
  answer: unknown;
}

/** Regraded cells whose correctness differs from the saved result, in the regrade's order. */
export function changedResults(saved: readonly Saved[], regraded: readonly Regraded[]): ChangedResult[] {
  const key = (caseId: string, targetId: string) => JSON.stringify([caseId, targetId]);
  const before = new Map(saved.map((r) => [key(r.caseId, r.targetId), r.correct ?? null]));
  return regraded
    .map((r) => ({ caseId: r.caseId, targetId: r.targetId, saved: before.get(key(r.caseId, r.targetId)) ?? null, regraded: r.correct, answer: r.answer }))
    .filter((r) => r.saved !== r.regraded);
}

export async function regradeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, CLIENT_OPTIONS, REGRADE_USAGE);
  if (values.help) return (console.log(REGRADE_USAGE), 0);
  const typed = onePositional(positionals, 'RUN', REGRADE_USAGE);
  const client = clientOptions(values.url);
  const runId = await resolveId(client, 'run', typed);

  const regrade = resultOf((await request(client, Regrade, { runId })).regrade, 'regrade');
  if (values.json) return (printJson(regrade.document), 0);
  console.log(
    keyValues([
      ['run', regrade.sourceRunId],
      ['kind', regrade.kind],
      ['grader version', regrade.graderVersion],
      ['plan sha256', regrade.sourcePlanSha256],
      ['results', `${regrade.results.length} regraded, ${regrade.changedCount} changed`],
      ['model requests', regrade.modelRequests],
    ]),
  );
  console.log();
  if (regrade.changedCount === 0) {
    console.log('No result changed: the current graders reproduce every saved grade. Nothing was stored.');
    return 0;
  }
  // Only now read the saved grades: most regrades change nothing.
  const changed = changedResults(await savedResults(client, regrade.sourceRunId), regrade.results);
  const shown = changed.slice(0, CHANGED_SHOWN);
  const verdict = (correct: boolean | null) => (correct === null ? null : correct ? 'correct' : 'incorrect');
  console.log(
    table(
      ['CASE', 'TARGET', 'SAVED', 'REGRADED', 'ANSWER'],
      shown.map((r) => [
        r.caseId,
        r.targetId,
        verdict(r.saved),
        verdict(r.regraded),
        r.answer === null || r.answer === undefined ? null : JSON.stringify(r.answer),
      ]),
    ),
  );
  if (changed.length > shown.length) console.log(`and ${changed.length - shown.length} more (--json has every result)`);
  console.log('\nThe saved results are unchanged; this regrade was not stored.');
  return 0;
}

function savedResults(client: ClientOptions, runId: string): Promise<Saved[]> {
  return readPages(undefined, async (first, after) => {
    const { run } = await request(client, RegradeSavedResults, { id: runId, first, after });
    if (!run) throw notFound(runId);
    return run.results;
  });
}
