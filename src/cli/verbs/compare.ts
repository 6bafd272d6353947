// `sr-bench compare BASE CAND… [--json|--csv]`: paired comparisons against a baseline.
// `--json` prints the API's `json` export, `--csv` its `csv` export; a rejected candidate is
// reported on stderr with its code, and the exit code is then 1.
import { resolveId } from '../id-prefix.ts';
import { clientOptions, request, UsageError } from '../client.ts';
import { graphql } from '../gql/index.ts';
import { formatCostChange, formatPoints, formatRecord } from '../../format/percent.ts';
import { interval, table } from '../table.ts';
import { CLIENT_OPTIONS, parseVerbArgs, printJson } from './args.ts';

export const COMPARE_USAGE = 'Usage: sr-bench compare BASELINE CANDIDATE… [--json | --csv] [--url URL]';

const Compare = graphql(`
  query Compare($baseline: ID!, $candidates: [ID!]!, $json: Boolean!, $csv: Boolean!) {
    compare(baselineRunId: $baseline, candidateRunIds: $candidates) {
      baseline {
        runId
      }
      json @include(if: $json)
      csv @include(if: $csv)
      results {
        __typename
        ... on ComparisonRejected {
          candidateRunId
          code
          message
        }
        ... on PairComparison {
          candidateRunId
          qualityDenominator
          items {
            baselineTargetId
            candidateTargetId
            qualityMetric
            pairedCases
            qualityDelta
            qualityDeltaCi95
            wins
            ties
            losses
            subjectCostSavingPercent
            totalCostSavingPercent
            totalCostComparisonReason
          }
        }
      }
    }
  }
`);

export async function compareCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, { ...CLIENT_OPTIONS, csv: { type: 'boolean' } }, COMPARE_USAGE);
  if (values.help) return (console.log(COMPARE_USAGE), 0);
  const [typedBaseline, ...typedCandidates] = positionals;
  if (!typedBaseline || !typedCandidates.length) throw new UsageError('needs a baseline run and at least one candidate run', COMPARE_USAGE);
  if (values.json && values.csv) throw new UsageError('--json and --csv exclude each other', COMPARE_USAGE);
  const client = clientOptions(values.url);
  const baseline = await resolveId(client, 'run', typedBaseline);
  const candidates: string[] = [];
  for (const typed of typedCandidates) candidates.push(await resolveId(client, 'run', typed));

  const { compare } = await request(client, Compare, { baseline, candidates, json: Boolean(values.json), csv: Boolean(values.csv) });
  let rejected = 0;
  for (const result of compare.results) {
    if (result.__typename === 'ComparisonRejected') {
      rejected += 1;
      console.error(`sr-bench: ${result.candidateRunId} cannot be compared with ${compare.baseline.runId}: ${result.message} (${result.code})`);
    }
  }
  if (values.json) printJson(compare.json);
  else if (values.csv) process.stdout.write(compare.csv?.endsWith('\n') ? compare.csv : `${compare.csv ?? ''}\n`);
  else {
    let first = true;
    for (const result of compare.results) {
      if (result.__typename !== 'PairComparison') continue;
      // A blank line between candidates, none after the last.
      if (!first) console.log();
      first = false;
      console.log(`${compare.baseline.runId} → ${result.candidateRunId} (quality denominator: ${result.qualityDenominator})`);
      console.log(
        table(
          ['BASELINE', 'CANDIDATE', 'METRIC', 'PAIRS', 'Δ QUALITY', 'HOEFFDING 95%', 'PAIRED RECORD', 'SUBJECT SAVING', 'TOTAL SAVING'],
          result.items.map((i) => [
            i.baselineTargetId,
            i.candidateTargetId,
            i.qualityMetric,
            i.pairedCases,
            formatPoints(i.qualityDelta),
            interval(i.qualityDeltaCi95, formatPoints),
            formatRecord(i.wins, i.ties, i.losses),
            savingPercent(i.subjectCostSavingPercent) ?? 'unknown',
            savingPercent(i.totalCostSavingPercent) ?? `unknown${i.totalCostComparisonReason ? `: ${i.totalCostComparisonReason}` : ''}`,
          ]),
        ),
      );
    }
  }
  return rejected ? 1 : 0;
}

/** The API's saving fields are percentages of the baseline's cost, said in words. */
const savingPercent = (value: number | null | undefined) => (value === null || value === undefined ? null : formatCostChange(value));
