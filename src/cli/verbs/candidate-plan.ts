// `sr-bench candidate-plan BASELINE --target ID... [--preview] [--name N] [--hypothesis H]
// [--experiment EXP] [--output FILE] [--json]`: freezes a candidate plan on a frozen baseline's
// exact cases and settings (a routing preview with --preview), for MoM targets. Zero model
// requests; start it with `sr-bench run --plan FILE` like any reviewed plan.
import { clientOptions, request, resultOf, UsageError } from '../client.ts';
import { writeNewFile } from '../files.ts';
import { graphql } from '../gql/index.ts';
import { resolveId } from '../id-prefix.ts';
import { CLIENT_OPTIONS, onePositional, parseVerbArgs, printJson } from './args.ts';
import { printPlanSummary } from './plan.ts';
import { shellWord, urlFlag } from './run.ts';

export const CANDIDATE_PLAN_USAGE = `Usage: sr-bench candidate-plan BASELINE --target ID [--target ID...] [--preview]
         [--name NAME] [--hypothesis TEXT] [--experiment EXP] [--output FILE] [--json] [--url URL]
  A candidate on the baseline run's exact cases, sampling and limits (MoM targets); --preview
  plans a routing preview instead (no subject calls). Nothing is sent to any model.`;

const CandidatePlan = graphql(`
  mutation CliCandidatePlan($baselineRunId: ID!, $targetIds: [String!]!, $mode: RunMode, $name: String, $hypothesis: String, $experimentId: ID) {
    candidatePlan(input: { baselineRunId: $baselineRunId, targetIds: $targetIds, mode: $mode, name: $name, hypothesis: $hypothesis, experimentId: $experimentId }) {
      plan {
        ...FrozenPlanFields
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export async function candidatePlanCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    argv,
    {
      ...CLIENT_OPTIONS,
      target: { type: 'string', multiple: true },
      preview: { type: 'boolean' },
      name: { type: 'string' },
      hypothesis: { type: 'string' },
      experiment: { type: 'string' },
      output: { type: 'string', short: 'o' },
    },
    CANDIDATE_PLAN_USAGE,
  );
  if (values.help) return (console.log(CANDIDATE_PLAN_USAGE), 0);
  const typed = onePositional(positionals, 'BASELINE', CANDIDATE_PLAN_USAGE);
  const targetIds = (values.target ?? []).map((t) => t.trim()).filter(Boolean);
  if (targetIds.length === 0) throw new UsageError('at least one --target ID (a MoM target) is required', CANDIDATE_PLAN_USAGE);
  if (values.output === '') throw new UsageError('--output needs a file name', CANDIDATE_PLAN_USAGE);
  const client = clientOptions(values.url);
  const baselineRunId = await resolveId(client, 'run', typed);
  const experimentId = values.experiment ? await resolveId(client, 'experiment', values.experiment) : undefined;

  const plan = resultOf(
    (
      await request(client, CandidatePlan, {
        baselineRunId,
        targetIds,
        mode: values.preview ? 'PREVIEW' : 'LIVE',
        ...(values.name !== undefined ? { name: values.name } : {}),
        ...(values.hypothesis !== undefined ? { hypothesis: values.hypothesis } : {}),
        ...(experimentId !== undefined ? { experimentId } : {}),
      })
    ).candidatePlan,
    'plan',
  );
  if (values.output !== undefined) writeNewFile(values.output, plan.manifestText);
  if (values.json) return (printJson(plan), 0);
  printPlanSummary(plan);
  const file = values.output ?? 'candidate.json';
  const url = urlFlag(values.url);
  if (values.output === undefined) console.log(`Next: add --output ${file} to save the frozen plan, then start it:`);
  else console.log(`Wrote the frozen plan to ${values.output}. Start it with:`);
  console.log(`  sr-bench run --plan ${shellWord(file)} --idempotency-key candidate-${plan.planSha256.slice(0, 12)}-1${url}`);
  return 0;
}
