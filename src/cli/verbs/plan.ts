// `sr-bench plan --manifest F [--output F] [--json]`: validates and freezes a plan (zero model
// requests). F is YAML or JSON: a PlanInput (it has `datasetId`) or a full sr-bench manifest.
// `--output F` writes the plan's public view (canonical text, with its plan_sha256; no answers or
// target wiring) to a new file — the file `sr-bench run --plan F` takes, which starts the plan
// the server kept by that hash; `--json` prints the Plan document the API returns.
import { resolveId } from '../id-prefix.ts';
import { clientOptions, request, UsageError, resultOf } from '../client.ts';
import { readDocumentFile, writeNewFile } from '../files.ts';
import { graphql } from '../gql/index.ts';
import type { FrozenPlanFieldsFragment, PlanInput, PlanRunMutationVariables } from '../gql/graphql.ts';
import { keyValues, table, usd } from '../table.ts';
import { CLIENT_OPTIONS, noPositionals, parseVerbArgs, printJson } from './args.ts';
import { shellWord, urlFlag } from './run.ts';
import { stored } from '../enum-words.ts';

export const PLAN_USAGE = `Usage: sr-bench plan --manifest FILE [--output FILE] [--json] [--url URL]
  FILE is YAML or JSON: a PlanInput ({datasetId, targetIds, profile, ...}) or a full sr-bench
  manifest. Nothing is sent to any model. The server keeps the frozen plan; --output writes what
  you may see of it (canonical JSON: public case fields and hashes, never answers or target
  wiring) to a new FILE to review and pass to \`sr-bench run --plan FILE\`; --json prints the
  Plan document.`;

/** What the CLI shows of a frozen plan (plan and candidate-plan). */
export const FrozenPlanFields = graphql(`
  fragment FrozenPlanFields on Plan {
    planSha256
    caseSha256
    total
    caseCount
    estimatedMaxReservationUsd
    modelRequests
    warnings {
      code
      certain
      message
    }
    targets {
      targetId
      kind
      model
      priced
      configHash
      maxInferenceCalls
    }
    manifest
    manifestText
  }
`);

const PlanRun = graphql(`
  mutation PlanRun($input: PlanInput, $manifest: JSON) {
    planRun(input: { plan: $input, manifest: $manifest }) {
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

/**
 * The planRun variables for a document's JSON text. A PlanInput is typed GraphQL input, so it
 * goes as parsed JSON; a manifest goes as its text (a JSON string value), which the server
 * parses keeping every number lexeme (`1.0` stays a float), so its hashes match the file.
 */
export function planVariables(text: string): PlanRunMutationVariables {
  const parsed: unknown = JSON.parse(text);
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && Object.hasOwn(parsed, 'datasetId')) {
    return { input: parsed as PlanInput };
  }
  return { manifest: text };
}

export async function planCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    argv,
    { ...CLIENT_OPTIONS, manifest: { type: 'string', short: 'm' }, output: { type: 'string', short: 'o' } },
    PLAN_USAGE,
  );
  if (values.help) return (console.log(PLAN_USAGE), 0);
  noPositionals(positionals, PLAN_USAGE);
  if (!values.manifest) throw new UsageError('missing --manifest FILE', PLAN_USAGE);
  if (values.output === '') throw new UsageError('--output needs a file name', PLAN_USAGE);
  const client = clientOptions(values.url);

  const variables = planVariables(readDocumentFile(values.manifest));
  // A PlanInput may name its dataset by the start of its id, as `dataset list` prints it.
  if (variables.input) variables.input = { ...variables.input, datasetId: await resolveId(client, 'dataset', String(variables.input.datasetId)) };
  if (variables.input?.experiment)
    variables.input.experiment = { ...variables.input.experiment, id: await resolveId(client, 'experiment', String(variables.input.experiment.id)) };
  const plan = resultOf((await request(client, PlanRun, variables)).planRun, 'plan');
  if (values.output !== undefined) writeNewFile(values.output, plan.manifestText);
  if (values.json) return (printJson(plan), 0);

  printPlanSummary(plan);
  // A key derived from the plan: repeating the command returns the same run instead of a second one.
  const key = `plan-${plan.planSha256.slice(0, 12)}-1`;
  const url = urlFlag(values.url);
  if (values.output !== undefined) {
    console.log(`Wrote the frozen plan to ${values.output}. Start it with:`);
  } else {
    console.log('Next: save the frozen plan to review it, then start it:');
    console.log(`  sr-bench plan --manifest ${shellWord(values.manifest)} --output plan.json${url}`);
  }
  console.log(`  sr-bench run --plan ${shellWord(values.output ?? 'plan.json')} --idempotency-key ${key}${url}`);
  return 0;
}

/** The frozen plan's hashes, size, reservation, targets and cost warnings. */
export function printPlanSummary(plan: FrozenPlanFieldsFragment): void {
  const reservation = plan.estimatedMaxReservationUsd;
  console.log(`Plan is valid and frozen; nothing was sent (${plan.modelRequests} model requests).\n`);
  console.log(
    keyValues([
      ['plan sha256', plan.planSha256],
      ['case sha256', plan.caseSha256],
      ['cells', plan.total],
      ['cases', plan.caseCount],
      [
        'est. max reservation',
        reservation === null || reservation === undefined
          ? 'none (capability_only)'
          : `${usd(reservation)} (subject calls; judge and simulator calls come on top)`,
      ],
    ]),
  );
  console.log();
  console.log(
    table(
      ['TARGET', 'KIND', 'MODEL', 'PRICED'],
      plan.targets.map((t) => [t.targetId, stored(t.kind), t.model, t.priced ? 'yes' : 'no']),
    ),
  );
  console.log();
  // Cost findings before Start: `will fail` for certain ones, `may stop early` for possible ones.
  for (const w of plan.warnings) console.log(`${w.certain ? 'warning: cells will fail' : 'note: may stop early'} (${w.code}): ${w.message}`);
  if (plan.warnings.length > 0) console.log();
}
