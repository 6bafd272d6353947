// `sr-bench replay BASELINE PREVIEW --idempotency-key KEY [--json]`: an offline replay estimate
// of a routing change from a single-model baseline run and a routing preview run on the same
// cases: a new run of mode replay, made from saved evidence. Zero model requests.
import { clientOptions, request, resultOf, UsageError } from '../client.ts';
import { graphql } from '../gql/index.ts';
import { resolveId } from '../id-prefix.ts';
import { keyValues } from '../table.ts';
import { CLIENT_OPTIONS, parseVerbArgs, printJson } from './args.ts';
import { urlFlag } from './run.ts';

export const REPLAY_USAGE = `Usage: sr-bench replay BASELINE PREVIEW --idempotency-key KEY [--json] [--url URL]
  An offline estimate of the preview's routing from the baseline's saved answers; nothing is
  sent to any model. The same key returns the same replay run.`;

const CreateReplay = graphql(`
  mutation CliCreateReplay($baselineRunId: ID!, $previewRunId: ID!, $idempotencyKey: String!) {
    createReplay(input: { baselineRunId: $baselineRunId, previewRunId: $previewRunId, idempotencyKey: $idempotencyKey }) {
      run {
        runId
        name
        mode
        status
        caseCount
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export async function replayCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, { ...CLIENT_OPTIONS, 'idempotency-key': { type: 'string' } }, REPLAY_USAGE);
  if (values.help) return (console.log(REPLAY_USAGE), 0);
  const [typedBaseline, typedPreview, ...extra] = positionals;
  if (!typedBaseline || !typedPreview || extra.length > 0) throw new UsageError('needs a baseline run and a routing preview run', REPLAY_USAGE);
  const key = values['idempotency-key']?.trim();
  if (!key) throw new UsageError('missing --idempotency-key KEY (reuse it to repeat this request safely)', REPLAY_USAGE);
  const client = clientOptions(values.url);
  const baselineRunId = await resolveId(client, 'run', typedBaseline);
  const previewRunId = await resolveId(client, 'run', typedPreview);
  const run = resultOf((await request(client, CreateReplay, { baselineRunId, previewRunId, idempotencyKey: key })).createReplay, 'run');
  if (values.json) return (printJson(run), 0);
  console.log(
    keyValues([
      ['run', run.runId],
      ['name', run.name],
      ['mode', run.mode.toLowerCase()],
      ['status', run.status.toLowerCase()],
      ['cases', run.caseCount],
    ]),
  );
  console.log(`\nCompare it with the baseline: sr-bench compare ${baselineRunId} ${run.runId}${urlFlag(values.url)}`);
  return 0;
}
