// `sr-bench target list|register`: the server's target registry. `register --file F` replaces the
// whole registry (ADMIN) with the targets of a JSON or YAML file — a list of sr-bench target
// objects or `{targets: [...]}`, as SR_BENCH_TARGETS — and says which registered ids it dropped.
import { CliError, clientOptions, request, UsageError, type ClientOptions, resultOf } from '../client.ts';
import { readDocumentFile } from '../files.ts';
import { graphql } from '../gql/index.ts';
import type { TargetRecordFragment } from '../gql/graphql.ts';
import { table } from '../table.ts';
import { CLIENT_OPTIONS, noPositionals, parseVerbArgs, printJson } from './args.ts';
import { subcommandVerb } from './subcommands.ts';
import { stored } from '../enum-words.ts';

export const TARGET_USAGE = `Usage: sr-bench target <sub-command> [options] [--url URL]

  list [--json]         The registered targets (base URLs and credentials are never shown).
  register --file FILE [--json]
                        Replace the registry (ADMIN) with FILE's targets (JSON or YAML: a list of
                        sr-bench target objects, or {targets: [...]}); prints the new registry.

--json prints the API's Target documents.`;

/** A registered target as list and register print it (spread by name). */
// biome-ignore lint/correctness/noUnusedVariables: codegen reads the fragment from here; documents spread it by name
const TargetRecord = graphql(`
  fragment TargetRecord on Target {
    targetId
    kind
    model
    priced
    sessionMode
    previewable
    configHash
    maxInferenceCalls
    prices {
      model
      inputUsdPerMillion
      cachedInputUsdPerMillion
      cacheWriteUsdPerMillion
      outputUsdPerMillion
    }
    requestParams {
      names
      document
    }
  }
`);

const TargetList = graphql(`
  query TargetList {
    targets {
      ...TargetRecord
    }
  }
`);

const TargetRegister = graphql(`
  mutation TargetRegister($targets: [JSON!]!) {
    registerTargets(input: { targets: $targets }) {
      targets {
        ...TargetRecord
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const targetCommand = subcommandVerb(TARGET_USAGE, { list: listTargets, register: registerTargets });

async function listTargets(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, CLIENT_OPTIONS, TARGET_USAGE);
  if (values.help) return (console.log(TARGET_USAGE), 0);
  noPositionals(positionals, TARGET_USAGE);
  const { targets } = await request(clientOptions(values.url), TargetList, {});
  if (values.json) return (printJson(targets), 0);
  printTargets(targets);
  return 0;
}

async function registerTargets(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, { ...CLIENT_OPTIONS, file: { type: 'string' } }, TARGET_USAGE);
  if (values.help) return (console.log(TARGET_USAGE), 0);
  noPositionals(positionals, TARGET_USAGE);
  if (!values.file) throw new UsageError('--file FILE is required', TARGET_USAGE);
  const targets = targetsOfFile(values.file);
  const client = clientOptions(values.url);

  const before = await registeredIds(client);
  const registered = resultOf((await request(client, TargetRegister, { targets })).registerTargets, 'targets');
  if (values.json) return (printJson(registered), 0);
  printTargets(registered);
  const kept = new Set(registered.map((t) => t.targetId));
  const dropped = before.filter((id) => !kept.has(id));
  console.log(
    `\nRegistered ${registered.length} target(s); the registry was replaced.${dropped.length ? ` No longer registered: ${dropped.join(', ')}.` : ''}`,
  );
  return 0;
}

/** The file's list of targets; anything but a list or `{targets: list}` is refused here. */
function targetsOfFile(path: string): unknown[] {
  const parsed = JSON.parse(readDocumentFile(path)) as unknown;
  const list = Array.isArray(parsed) ? parsed : typeof parsed === 'object' && parsed !== null ? (parsed as { targets?: unknown }).targets : undefined;
  // GraphQL would coerce a lone object into a one-element list: refuse it instead.
  if (!Array.isArray(list)) throw new CliError(`${path} must hold a list of target objects or {"targets": [...]}`, 'BAD_USER_INPUT');
  return list;
}

async function registeredIds(client: ClientOptions): Promise<string[]> {
  return (await request(client, TargetList, {})).targets.map((t) => t.targetId);
}

function printTargets(targets: readonly TargetRecordFragment[]): void {
  if (!targets.length) return console.log('No targets registered.');
  console.log(
    table(
      ['TARGET', 'KIND', 'MODEL', 'PRICED', 'SESSION', 'PREVIEW', 'CONFIG HASH', 'MAX CALLS'],
      targets.map((t) => [
        t.targetId,
        stored(t.kind),
        t.model,
        t.priced ? 'yes' : 'no',
        stored(t.sessionMode),
        t.previewable ? 'yes' : 'no',
        t.configHash,
        t.maxInferenceCalls,
      ]),
    ),
  );
}
