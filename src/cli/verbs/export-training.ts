// `sr-bench export-training RUN [--output FILE]`: the training matrix of a completed live
// development-split run (every case with one row per target) as the sr-bench 1.0
// `training-matrix` document, printed or written to a new FILE. Zero model requests.
import { clientOptions, request, resultOf, UsageError } from '../client.ts';
import { writeNewFile } from '../files.ts';
import { graphql } from '../gql/index.ts';
import { resolveId } from '../id-prefix.ts';
import { CLIENT_OPTIONS, onePositional, parseVerbArgs, printJson } from './args.ts';

export const EXPORT_TRAINING_USAGE = `Usage: sr-bench export-training RUN [--output FILE] [--url URL]
  The training matrix of a completed live dev-split run, as JSON; --output writes it to a new
  FILE (never overwritten).`;

const ExportTraining = graphql(`
  mutation CliExportTraining($runId: ID!) {
    exportTrainingMatrix(input: { runId: $runId }) {
      matrix {
        sourceRunId
        caseCount
        targetCount
        document
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export async function exportTrainingCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, { ...CLIENT_OPTIONS, output: { type: 'string', short: 'o' } }, EXPORT_TRAINING_USAGE);
  if (values.help) return (console.log(EXPORT_TRAINING_USAGE), 0);
  const typed = onePositional(positionals, 'RUN', EXPORT_TRAINING_USAGE);
  if (values.output === '') throw new UsageError('--output needs a file name', EXPORT_TRAINING_USAGE);
  const client = clientOptions(values.url);
  const runId = await resolveId(client, 'run', typed);
  const matrix = resultOf((await request(client, ExportTraining, { runId })).exportTrainingMatrix, 'matrix');
  if (values.output === undefined) return (printJson(matrix.document), 0);
  writeNewFile(values.output, `${JSON.stringify(matrix.document, null, 2)}\n`);
  console.log(`Wrote the training matrix of ${matrix.sourceRunId} (${matrix.caseCount} cases × ${matrix.targetCount} targets) to ${values.output}`);
  return 0;
}
