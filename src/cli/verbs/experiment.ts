// `sr-bench experiment list|show|create|attach|delete`: named groups of runs (docs/experiments.md).
// create and delete take an idempotency key, so a repeat after a lost answer is safe; attach
// takes the role case-insensitively. Membership never proves two runs comparable (compare does).
import { resolveId } from '../id-prefix.ts';
import { CliError, clientOptions, request, UsageError, type ClientOptions, resultOf } from '../client.ts';
import { graphql } from '../gql/index.ts';
import type { ExperimentRole, ExperimentShowQuery } from '../gql/graphql.ts';
import { keyValues, table } from '../table.ts';
import { CLIENT_OPTIONS, intFlag, noPositionals, parseVerbArgs, printJson } from './args.ts';
import { API_PAGE, readPages } from './pages.ts';
import { subcommandVerb } from './subcommands.ts';
import { stored } from '../enum-words.ts';

export const EXPERIMENT_USAGE = `Usage: sr-bench experiment <sub-command> [options] [--url URL]

  list [--limit N] [--json]
                        Experiments, oldest first.
  show EXPERIMENT [--json]
                        One experiment and its runs with their roles.
  create --name NAME --idempotency-key KEY [--json]
                        Create an experiment; the same key and name return the same experiment.
  attach EXPERIMENT RUN --role ROLE [--hypothesis TEXT] [--json]
                        Link a run with a role it may take: smoke, baseline, initial, preview,
                        candidate, validation, estimate or recovery (any case).
                        Linking it again with the same role and hypothesis changes nothing.
  delete EXPERIMENT --idempotency-key KEY [--json]
                        Delete an experiment and its links (runs are kept); prints the receipt.

--json prints the API's documents (delete: the receipt document).`;

// `satisfies` keeps this list equal to the schema's enum: a new role fails tsc here.
const ROLE_SET = {
  SMOKE: true,
  BASELINE: true,
  INITIAL: true,
  PREVIEW: true,
  CANDIDATE: true,
  VALIDATION: true,
  ESTIMATE: true,
  RECOVERY: true,
} as const satisfies Record<ExperimentRole, true>;
const ROLES = Object.keys(ROLE_SET) as ExperimentRole[];

/** An experiment without its members, as list, show and create print it (spread by name). */
// biome-ignore lint/correctness/noUnusedVariables: codegen reads the fragment from here; documents spread it by name
const ExperimentSummary = graphql(`
  fragment ExperimentSummary on Experiment {
    experimentId
    name
    owner
    createdAt
    updatedAt
    runCount
    activeRunCount
  }
`);

/** A run's link to an experiment, as show lists it and attach prints it. */
// biome-ignore lint/correctness/noUnusedVariables: codegen reads the fragment from here; documents spread it by name
const ExperimentLink = graphql(`
  fragment ExperimentLink on ExperimentMembership {
    role
    hypothesis
    linkedAt
    run {
      runId
      name
      status
    }
  }
`);

const ExperimentList = graphql(`
  query ExperimentList($first: Int!, $after: String) {
    experiments(first: $first, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          ...ExperimentSummary
        }
      }
    }
  }
`);

const ExperimentShow = graphql(`
  query ExperimentShow($id: ID!, $first: Int!, $after: String) {
    experiment(id: $id) {
      ...ExperimentSummary
      members(first: $first, after: $after) {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            ...ExperimentLink
            # Merged into the link's run, after its fields.
            run {
              profile
              profileName
            }
          }
        }
      }
    }
  }
`);

const ExperimentCreate = graphql(`
  mutation ExperimentCreate($name: String!, $idempotencyKey: String!) {
    createExperiment(input: { name: $name, idempotencyKey: $idempotencyKey }) {
      experiment {
        ...ExperimentSummary
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const ExperimentAttach = graphql(`
  mutation ExperimentAttach($experimentId: ID!, $runId: ID!, $role: ExperimentRole!, $hypothesis: String) {
    attachRun(input: { experimentId: $experimentId, runId: $runId, role: $role, hypothesis: $hypothesis }) {
      membership {
        ...ExperimentLink
        experiment {
          experimentId
          name
          runCount
          updatedAt
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const ExperimentDelete = graphql(`
  mutation ExperimentDelete($id: ID!, $idempotencyKey: String!) {
    deleteExperiment(input: { id: $id, idempotencyKey: $idempotencyKey }) {
      deletion {
        experimentId
        deleted
        deletedAt
        unlinkedRuns
        runsDeleted
        modelRequests
        document
      }
      userErrors {
        code
        message
      }
    }
  }
`);

type Member = NonNullable<ExperimentShowQuery['experiment']>['members']['edges'][number]['node'];

export const experimentCommand = subcommandVerb(EXPERIMENT_USAGE, {
  list: listExperiments,
  show: showExperiment,
  create: createExperiment,
  attach: attachRun,
  delete: deleteExperiment,
});

/** Exactly the named positionals; the missing ones are named in the error. */
function positionalArgs(positionals: string[], names: string[]): string[] {
  if (positionals.length < names.length) throw new UsageError(`missing ${names.slice(positionals.length).join(' and ')}`, EXPERIMENT_USAGE);
  noPositionals(positionals.slice(names.length), EXPERIMENT_USAGE);
  return positionals;
}

function requiredKey(key: string | undefined): string {
  if (!key) throw new UsageError('--idempotency-key KEY is required (repeat the same key to repeat the request safely)', EXPERIMENT_USAGE);
  return key;
}

// ---- list and show -----------------------------------------------------------------------------

async function listExperiments(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, { ...CLIENT_OPTIONS, limit: { type: 'string' } }, EXPERIMENT_USAGE);
  if (values.help) return (console.log(EXPERIMENT_USAGE), 0);
  noPositionals(positionals, EXPERIMENT_USAGE);
  const limit = intFlag(values.limit, 'limit', 1, Number.MAX_SAFE_INTEGER, undefined, EXPERIMENT_USAGE);
  const client = clientOptions(values.url);
  const experiments = await readPages(limit, async (first, after) => (await request(client, ExperimentList, { first, after })).experiments);

  if (values.json) return (printJson(experiments), 0);
  if (!experiments.length) return (console.log('No experiments.'), 0);
  console.log(
    table(
      ['EXPERIMENT', 'RUNS', 'ACTIVE', 'OWNER', 'CREATED', 'UPDATED', 'NAME'],
      experiments.map((e) => [e.experimentId, e.runCount, e.activeRunCount, e.owner, e.createdAt, e.updatedAt, e.name]),
    ),
  );
  return 0;
}

async function showExperiment(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, CLIENT_OPTIONS, EXPERIMENT_USAGE);
  if (values.help) return (console.log(EXPERIMENT_USAGE), 0);
  const [typed] = positionalArgs(positionals, ['EXPERIMENT']) as [string];
  const client = clientOptions(values.url);
  const { experiment, members } = await fetchExperiment(client, await resolveId(client, 'experiment', typed));
  if (values.json) return (printJson({ ...experiment, members }), 0);
  console.log(
    keyValues([
      ['experiment', experiment.experimentId],
      ['name', experiment.name],
      ['owner', experiment.owner],
      ['created', experiment.createdAt],
      ['updated', experiment.updatedAt],
      ['runs', `${experiment.runCount} (${experiment.activeRunCount} active)`],
    ]),
  );
  if (!members.length) return (console.log('\nNo runs linked.'), 0);
  console.log();
  console.log(
    table(
      ['RUN', 'ROLE', 'STATUS', 'PROFILE', 'LINKED', 'HYPOTHESIS'],
      members.map((m) => [m.run.runId, stored(m.role), m.run.status.toLowerCase(), m.run.profileName, m.linkedAt, m.hypothesis]),
    ),
  );
  return 0;
}

/** The experiment record and every member, paging through them. */
async function fetchExperiment(client: ClientOptions, id: string) {
  const members: Member[] = [];
  let after: string | null = null;
  for (;;) {
    const page: ExperimentShowQuery = await request(client, ExperimentShow, { id, first: API_PAGE, after });
    if (!page.experiment) throw new CliError(`Experiment ${id} not found`, 'NOT_FOUND');
    const { members: connection, ...experiment } = page.experiment;
    members.push(...connection.edges.map((e) => e.node));
    after = connection.pageInfo.endCursor ?? null;
    if (!connection.pageInfo.hasNextPage || !after) return { experiment, members };
  }
}

// ---- create, attach, delete ------------------------------------------------------------------

async function createExperiment(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, { ...CLIENT_OPTIONS, name: { type: 'string' }, 'idempotency-key': { type: 'string' } }, EXPERIMENT_USAGE);
  if (values.help) return (console.log(EXPERIMENT_USAGE), 0);
  noPositionals(positionals, EXPERIMENT_USAGE);
  if (values.name === undefined) throw new UsageError('--name NAME is required', EXPERIMENT_USAGE);
  const idempotencyKey = requiredKey(values['idempotency-key']);
  const experiment = resultOf(
    (await request(clientOptions(values.url), ExperimentCreate, { name: values.name, idempotencyKey })).createExperiment,
    'experiment',
  );
  if (values.json) return (printJson(experiment), 0);
  console.log(
    keyValues([
      ['experiment', experiment.experimentId],
      ['name', experiment.name],
      ['owner', experiment.owner],
      ['created', experiment.createdAt],
      ['runs', experiment.runCount],
    ]),
  );
  return 0;
}

async function attachRun(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, { ...CLIENT_OPTIONS, role: { type: 'string' }, hypothesis: { type: 'string' } }, EXPERIMENT_USAGE);
  if (values.help) return (console.log(EXPERIMENT_USAGE), 0);
  const [typedExperiment, typedRun] = positionalArgs(positionals, ['EXPERIMENT', 'RUN']) as [string, string];
  const role = values.role?.trim().toUpperCase() as ExperimentRole | undefined;
  if (!role || !ROLES.includes(role)) {
    throw new UsageError(
      `--role must be one of ${ROLES.join(', ').toLowerCase()}${values.role ? `, got ${JSON.stringify(values.role)}` : ''}`,
      EXPERIMENT_USAGE,
    );
  }
  const client = clientOptions(values.url);
  const { attachRun: linked } = await request(client, ExperimentAttach, {
    experimentId: await resolveId(client, 'experiment', typedExperiment),
    runId: await resolveId(client, 'run', typedRun),
    role,
    ...(values.hypothesis !== undefined ? { hypothesis: values.hypothesis } : {}),
  });
  const link = resultOf(linked, 'membership');
  if (values.json) return (printJson(link), 0);
  console.log(
    `Run ${link.run.runId} is linked to experiment ${link.experiment.experimentId} ("${link.experiment.name}") as ${stored(link.role) ?? 'an unknown role'}` +
      `${link.hypothesis ? ` (hypothesis: ${link.hypothesis})` : ''}; the experiment has ${link.experiment.runCount} run(s).`,
  );
  return 0;
}

async function deleteExperiment(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, { ...CLIENT_OPTIONS, 'idempotency-key': { type: 'string' } }, EXPERIMENT_USAGE);
  if (values.help) return (console.log(EXPERIMENT_USAGE), 0);
  const [typed] = positionalArgs(positionals, ['EXPERIMENT']) as [string];
  const idempotencyKey = requiredKey(values['idempotency-key']);
  const client = clientOptions(values.url);
  const id = await resolveId(client, 'experiment', typed);
  const receipt = resultOf((await request(client, ExperimentDelete, { id, idempotencyKey })).deleteExperiment, 'deletion');
  if (values.json) return (printJson(receipt.document), 0);
  console.log(
    `Deleted experiment ${receipt.experimentId} at ${receipt.deletedAt}: ${receipt.unlinkedRuns} run link(s) removed, ${receipt.runsDeleted} runs deleted.`,
  );
  return 0;
}
