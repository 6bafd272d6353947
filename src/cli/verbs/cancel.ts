// `sr-bench cancel RUN [--json]`: asks a run to stop (no new cells start, in-flight calls are
// interrupted) and prints its status after the request; a terminal run is left unchanged.
import { resolveId } from '../id-prefix.ts';
import { clientOptions, request, resultOf } from '../client.ts';
import { TERMINAL } from '../follow.ts';
import { graphql } from '../gql/index.ts';
import { progressText } from '../run-fields.ts';
import { keyValues } from '../table.ts';
import { CLIENT_OPTIONS, onePositional, parseVerbArgs, printJson } from './args.ts';
import { urlFlag } from './run.ts';

export const CANCEL_USAGE = 'Usage: sr-bench cancel RUN [--json] [--url URL]';

const CancelRun = graphql(`
  mutation CancelRun($id: ID!) {
    cancelRun(input: { id: $id }) {
      run {
        runId
        name
        status
        updatedAt
        error
        progress {
          ...ProgressCounts
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export async function cancelCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, CLIENT_OPTIONS, CANCEL_USAGE);
  if (values.help) return (console.log(CANCEL_USAGE), 0);
  const typed = onePositional(positionals, 'RUN', CANCEL_USAGE);
  const client = clientOptions(values.url);
  const id = await resolveId(client, 'run', typed);

  // An unknown run is the server's NOT_FOUND error, printed by main.ts.
  const run = resultOf((await request(client, CancelRun, { id })).cancelRun, 'run');
  if (values.json) return (printJson(run), 0);
  console.log(
    keyValues([
      ['run', run.runId],
      ['status', run.status.toLowerCase()],
      ['progress', progressText(run.progress)],
    ]),
  );
  const url = urlFlag(values.url);
  console.log(
    TERMINAL.has(run.status)
      ? `\nThe run is ${run.status.toLowerCase()}; nothing more to stop.`
      : `\nCancellation requested: no new cells start and calls in flight are interrupted. Check: sr-bench show ${run.runId}${url}`,
  );
  return 0;
}
