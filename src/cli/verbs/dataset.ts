// `sr-bench dataset list|show|prepare|compose`: the prepared-dataset library. `prepare` starts a
// server-side job and, unless --detach, polls it (bounded) showing its phase and download progress
// on stderr; identical requests return the same job, so running the command again resumes
// waiting. Dataset ids may be shortened to a unique prefix (the list shows 12 characters).
import { resolveId } from '../id-prefix.ts';
import { CliError, clientOptions, request, UsageError, type ClientOptions, resultOf } from '../client.ts';
import { graphql } from '../gql/index.ts';
import type { DatasetDetailFragment, DatasetFilter, DatasetListQuery, EvaluationRole, PrepareDatasetInput, PreparationStateFragment } from '../gql/graphql.ts';
import { keyValues, table } from '../table.ts';
import { CLIENT_OPTIONS, intFlag, noPositionals, onePositional, parseVerbArgs, printJson } from './args.ts';
import { readPages } from './pages.ts';
import { subcommandVerb } from './subcommands.ts';
import { PROFILE_WORDS, profileOf, stored } from '../enum-words.ts';

export const DATASET_USAGE = `Usage: sr-bench dataset <sub-command> [options] [--url URL]

  list [--benchmark B]… [--profile P]… [--search Q] [--limit N] [--json]
                        Stored datasets in the order they were added (--search matches name or id).
  show ID [--json]      One dataset: manifest summary, sources and per-benchmark counts.
  prepare --benchmark B… --profile smoke|quick|standard [--seed N] [--limit N]
          [--source-path PATH [--revision REV]] [--source-partition P --evaluation-role holdout|retest
          [--exclude-dataset ID]…] [--detach] [--timeout SECONDS] [--json]
                        Freeze datasets in the server. Without --source-path the server downloads
                        each benchmark's pinned upstream source (HF_TOKEN in the server's
                        environment for gated ones); with --source-path and --revision it reads
                        upstream files or a task checkout (PATH as the server sees it, inside its
                        sources folder) taken at REV; with --source-path alone, files already in
                        the case format. --source-partition and --evaluation-role prepare a
                        history-bound dataset; a holdout excludes the tasks of the datasets given
                        with --exclude-dataset. Waits for the job (default at most 1800 s), showing
                        phases and download progress on stderr, then prints the dataset;
                        --detach returns at once. The same command again returns the same job,
                        so it also resumes waiting; Ctrl-C stops waiting, never the job.
                        --json prints the dataset's manifest (id, sha256, case_count, sources …)
                        or {"error", "preparation"}; with --detach, the Preparation.
  compose --dataset ID… [--benchmark B…] [--json]
                        Compose prepared datasets without resampling (default: every benchmark of
                        the inputs).

Repeatable flags also take comma-separated lists. IDs may be a unique prefix of 6+ characters.
--json prints the API's documents (prepare: see above; others: the Dataset).`;

const SHORT_ID = 12;
const DEFAULT_TIMEOUT_S = 1800;
const MAX_POLL_MS = 2000;

// Fragments are spread by name; codegen copies the ones a document uses into it.

/** What the list shows of a dataset, and the detail begins with. */
// biome-ignore lint/correctness/noUnusedVariables: codegen reads the fragment from here; documents spread it by name
const DatasetHeader = graphql(`
  fragment DatasetHeader on Dataset {
    datasetId
    name
    profile
    split
    seed
    caseCount
    customSubset
  }
`);

/** What `show` and `compose` print. */
// biome-ignore lint/correctness/noUnusedVariables: codegen reads the fragment from here; documents spread it by name
const DatasetDetail = graphql(`
  fragment DatasetDetail on Dataset {
    ...DatasetHeader
    sha256
    createdAt
    benchmarks {
      benchmarkId
      count
      categories {
        name
        count
      }
    }
    manifest
    preparation
  }
`);

/** A preparation job as `prepare` starts it and polls it. */
// biome-ignore lint/correctness/noUnusedVariables: codegen reads the fragment from here; documents spread it by name
const PreparationState = graphql(`
  fragment PreparationState on Preparation {
    preparationId
    status
    phase
    benchmark
    benchmarks
    profile
    seed
    limit
    error
    request
    createdAt
    updatedAt
    items {
      benchmark
      status
      phase
      reused
      caseCount
      datasetId
      sourceIds
      error
      bytesDone
      bytesTotal
    }
    dataset {
      datasetId
      name
      caseCount
      manifest
    }
  }
`);

const DatasetList = graphql(`
  query DatasetList($first: Int!, $after: String, $filter: DatasetFilter) {
    datasets(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          ...DatasetHeader
          createdAt
          benchmarks {
            benchmarkId
            count
          }
        }
      }
    }
  }
`);

const DatasetShow = graphql(`
  query DatasetShow($id: ID!) {
    dataset(id: $id) {
      ...DatasetDetail
    }
  }
`);

const DatasetBenchmarks = graphql(`
  query DatasetBenchmarks($id: ID!) {
    dataset(id: $id) {
      datasetId
      benchmarks {
        benchmarkId
      }
    }
  }
`);

const DatasetCompose = graphql(`
  mutation DatasetCompose($datasetIds: [ID!]!, $benchmarks: [String!]!) {
    composeDataset(input: { datasetIds: $datasetIds, benchmarks: $benchmarks }) {
      dataset {
        ...DatasetDetail
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const DatasetPrepare = graphql(`
  mutation DatasetPrepare($input: PrepareDatasetInput!) {
    prepareDataset(input: $input) {
      preparation {
        ...PreparationState
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const PreparationPoll = graphql(`
  query PreparationPoll($id: ID!) {
    preparation(id: $id) {
      ...PreparationState
    }
  }
`);

type DatasetSummary = DatasetListQuery['datasets']['edges'][number]['node'];
type Preparation = PreparationStateFragment;

export const datasetCommand = subcommandVerb(DATASET_USAGE, {
  list: listDatasets,
  show: showDataset,
  prepare: prepareDataset,
  compose: composeDataset,
});

/** Repeated and comma-separated values, trimmed, empty ones dropped. */
function listFlag(values: readonly string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

// ---- list ------------------------------------------------------------------------------------

async function listDatasets(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    argv,
    {
      ...CLIENT_OPTIONS,
      benchmark: { type: 'string', multiple: true },
      profile: { type: 'string', multiple: true },
      search: { type: 'string' },
      limit: { type: 'string' },
    },
    DATASET_USAGE,
  );
  if (values.help) return (console.log(DATASET_USAGE), 0);
  noPositionals(positionals, DATASET_USAGE);
  const limit = intFlag(values.limit, 'limit', 1, Number.MAX_SAFE_INTEGER, undefined, DATASET_USAGE);
  const benchmarks = listFlag(values.benchmark);
  const profiles = listFlag(values.profile).map((word) => {
    const profile = profileOf(word);
    if (!profile) throw new UsageError(`--profile must be one of ${PROFILE_WORDS.join(', ')}, got ${JSON.stringify(word)}`, DATASET_USAGE);
    return profile;
  });
  const filter = {
    ...(benchmarks.length ? { benchmark: benchmarks } : {}),
    ...(profiles.length ? { profile: profiles } : {}),
    ...(values.search ? { search: values.search } : {}),
  };
  const datasets = await fetchDatasets(clientOptions(values.url), filter, limit);

  if (values.json) return (printJson(datasets), 0);
  if (!datasets.length) return (console.log('No datasets.'), 0);
  console.log(
    table(
      ['DATASET', 'PROFILE', 'SPLIT', 'CASES', 'SUBSET', 'CREATED', 'NAME'],
      datasets.map((d) => [
        d.datasetId.slice(0, SHORT_ID),
        stored(d.profile),
        stored(d.split),
        d.caseCount,
        d.customSubset ? 'custom' : '',
        d.createdAt,
        d.name,
      ]),
    ),
  );
  return 0;
}

function fetchDatasets(client: ClientOptions, filter: DatasetFilter, limit: number | undefined): Promise<DatasetSummary[]> {
  return readPages(limit, async (first, after) => (await request(client, DatasetList, { first, after, filter })).datasets);
}

// ---- show ------------------------------------------------------------------------------------

async function showDataset(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(argv, CLIENT_OPTIONS, DATASET_USAGE);
  if (values.help) return (console.log(DATASET_USAGE), 0);
  const id = onePositional(positionals, 'dataset ID', DATASET_USAGE);
  const client = clientOptions(values.url);
  const full = await resolveId(client, 'dataset', id);
  const { dataset } = await request(client, DatasetShow, { id: full });
  if (!dataset) throw new CliError(`Dataset ${full} not found`, 'NOT_FOUND');
  if (values.json) return (printJson(dataset), 0);
  printDataset(dataset);
  return 0;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function printDataset(d: DatasetDetailFragment): void {
  const manifest = asRecord(d.manifest);
  const sources = asRecord(manifest.sources);
  console.log(
    keyValues([
      ['dataset', d.datasetId],
      ['name', d.name],
      ['profile', stored(d.profile)],
      ['split', stored(d.split)],
      ['seed', d.seed],
      ['cases', d.caseCount],
      ['custom subset', d.customSubset ? 'yes' : 'no'],
      ['selection', text(manifest.selection)],
      ['sha256', d.sha256],
      ['created', d.createdAt],
    ]),
  );
  console.log();
  console.log(
    table(
      ['BENCHMARK', 'CASES', 'SOURCE REVISION', 'CATEGORIES'],
      d.benchmarks.map((b) => [
        b.benchmarkId,
        b.count,
        text(asRecord(sources[b.benchmarkId]).revision),
        b.categories.map((c) => `${c.name} (${c.count})`).join(', '),
      ]),
    ),
  );
}

// ---- prepare ---------------------------------------------------------------------------------

async function prepareDataset(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    argv,
    {
      ...CLIENT_OPTIONS,
      'source-path': { type: 'string' },
      // The earlier spelling of --source-path.
      source: { type: 'string' },
      revision: { type: 'string' },
      'source-partition': { type: 'string' },
      'evaluation-role': { type: 'string' },
      'exclude-dataset': { type: 'string', multiple: true },
      profile: { type: 'string' },
      benchmark: { type: 'string', multiple: true },
      limit: { type: 'string' },
      seed: { type: 'string' },
      detach: { type: 'boolean' },
      timeout: { type: 'string' },
    },
    DATASET_USAGE,
  );
  if (values.help) return (console.log(DATASET_USAGE), 0);
  noPositionals(positionals, DATASET_USAGE);
  if (values.source !== undefined && values['source-path'] !== undefined)
    throw new UsageError('--source is the earlier spelling of --source-path: give one', DATASET_USAGE);
  const sourcePath = values['source-path'] ?? values.source;
  if (values.revision !== undefined && sourcePath === undefined) {
    throw new UsageError('--revision goes with --source-path (without it the pinned upstream revision is used)', DATASET_USAGE);
  }
  const profile = profileOf(values.profile ?? '');
  if (!profile) throw new UsageError(`--profile must be one of ${PROFILE_WORDS.join(', ')}`, DATASET_USAGE);
  const benchmarks = listFlag(values.benchmark);
  if (!benchmarks.length) throw new UsageError('at least one --benchmark B is required', DATASET_USAGE);
  if (values.detach && values.timeout !== undefined) throw new UsageError('--timeout and --detach exclude each other', DATASET_USAGE);
  const roleWord = values['evaluation-role']?.toLowerCase();
  if (roleWord !== undefined && roleWord !== 'holdout' && roleWord !== 'retest')
    throw new UsageError('--evaluation-role must be holdout or retest', DATASET_USAGE);
  const role: EvaluationRole | undefined = roleWord === undefined ? undefined : roleWord === 'holdout' ? 'HOLDOUT' : 'RETEST';
  const limit = intFlag(values.limit, 'limit', 1, 2_147_483_647, undefined, DATASET_USAGE);
  const seed = intFlag(values.seed, 'seed', 0, Number.MAX_SAFE_INTEGER, undefined, DATASET_USAGE);
  const timeoutS = intFlag(values.timeout, 'timeout', 1, 86_400, DEFAULT_TIMEOUT_S, DATASET_USAGE)!;
  const client = clientOptions(values.url);
  const exclusions: string[] = [];
  for (const id of listFlag(values['exclude-dataset'])) exclusions.push(await resolveId(client, 'dataset', id));
  const input: PrepareDatasetInput = {
    ...(sourcePath !== undefined ? { sourcePath } : {}),
    ...(values.revision !== undefined ? { revision: values.revision } : {}),
    ...(values['source-partition'] !== undefined ? { sourcePartition: values['source-partition'] } : {}),
    ...(role !== undefined ? { evaluationRole: role } : {}),
    ...(exclusions.length > 0 ? { exclusionDatasetIds: exclusions } : {}),
    profile,
    // One benchmark as `benchmark`, so the job reads back as a single-benchmark request.
    ...(benchmarks.length === 1 ? { benchmark: benchmarks[0]! } : { benchmarks }),
    ...(limit !== undefined ? { limit } : {}),
    ...(seed !== undefined ? { seed } : {}),
  };

  const started = resultOf((await request(client, DatasetPrepare, { input })).prepareDataset, 'preparation');
  const job = values.detach ? started : await follow(client, started, timeoutS);
  if (values.json) printJson(values.detach ? job : job.dataset ? job.dataset.manifest : { error: job.error, preparation: job });
  else printPreparation(job, Boolean(values.detach));
  if (job.status === 'FAILED') throw new CliError(`preparation ${job.preparationId} failed: ${job.error ?? 'no reason recorded'}`, 'PREPARATION_FAILED');
  return 0;
}

const isDone = (job: Preparation) => job.status === 'COMPLETED' || job.status === 'FAILED';
const words = (value: string) => value.toLowerCase().replaceAll('_', ' ');

const MIB = 1024 * 1024;
const BAR_WIDTH = 20;

/** A download's bar: `[########------------] 41% 12.3/30.0 MiB`. */
function downloadBar(item: Preparation['items'][number]): string {
  const done = item.bytesDone ?? 0;
  const total = item.bytesTotal ?? 0;
  if (total <= 0) return `${(done / MIB).toFixed(1)} MiB`;
  const share = Math.min(1, done / total);
  const filled = Math.round(share * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${Math.floor(share * 100)}% ${(done / MIB).toFixed(1)}/${(total / MIB).toFixed(1)} MiB`;
}

/** The job's state: its status and phase, each benchmark's phase when there are several. */
function stateText(job: Preparation): string {
  const items = job.items.length > 1 ? ` (${job.items.map((i) => `${i.benchmark}: ${words(i.phase)}`).join('; ')})` : '';
  const phase = job.phase === job.status ? '' : `: ${words(job.phase)}`;
  return `${job.preparationId} ${words(job.status)}${phase}${items}`;
}

const downloading = (job: Preparation) => job.items.filter((i) => i.phase === 'DOWNLOADING');

/**
 * Progress on stderr: one line per change of state; while a benchmark downloads, a terminal gets
 * a bar redrawn in place, and anything else a line per tenth of the download.
 */
function progressWriter(startedAt: number): (job: Preparation) => void {
  const tty = process.stderr.isTTY === true;
  let lastState = '';
  let lastTenths = -1;
  let barShown = false;
  return (job) => {
    const elapsed = `[${((Date.now() - startedAt) / 1000).toFixed(1)} s]`;
    const state = stateText(job);
    const active = downloading(job);
    const bars = active.map((i) => `${active.length > 1 || job.items.length > 1 ? `${i.benchmark} ` : ''}${downloadBar(i)}`).join('; ');
    if (state !== lastState) {
      if (barShown) process.stderr.write('\n');
      barShown = false;
      process.stderr.write(`${elapsed} ${state}\n`);
      lastState = state;
      lastTenths = -1;
    }
    if (active.length === 0) return;
    if (tty) {
      process.stderr.write(`\r${bars}\x1b[K`);
      barShown = true;
      return;
    }
    const tenths = Math.min(...active.map((i) => (i.bytesTotal ? Math.floor((10 * (i.bytesDone ?? 0)) / i.bytesTotal) : 0)));
    if (tenths !== lastTenths) process.stderr.write(`${elapsed} ${bars}\n`);
    lastTenths = tenths;
  };
}

/** Polls `preparation(id)` until the job is done or `timeoutS` passes (then TIMEOUT, exit 1). */
async function follow(client: ClientOptions, first: Preparation, timeoutS: number): Promise<Preparation> {
  const startedAt = Date.now();
  const deadline = startedAt + timeoutS * 1000;
  const show = progressWriter(startedAt);
  let job = first;
  for (let delay = 250; ; delay = Math.min(MAX_POLL_MS, delay * 2)) {
    show(job);
    // A download is followed closely, so the bar moves.
    if (downloading(job).length > 0) delay = 250;
    if (isDone(job)) return job;
    if (Date.now() >= deadline) {
      throw new CliError(
        `preparation ${job.preparationId} is still ${words(job.phase)} after ${timeoutS} s; it goes on in the server. Run the same command again to keep waiting (it returns the same job)`,
        'TIMEOUT',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(delay, Math.max(0, deadline - Date.now()))));
    const { preparation } = await request(client, PreparationPoll, { id: job.preparationId });
    if (!preparation) throw new CliError(`Preparation ${job.preparationId} not found`, 'NOT_FOUND');
    job = preparation;
  }
}

function printPreparation(job: Preparation, detached: boolean): void {
  console.log(
    keyValues([
      ['preparation', job.preparationId],
      ['status', words(job.status)],
      ['phase', words(job.phase)],
      ['profile', stored(job.profile)],
      ['seed', job.seed],
      ['limit', job.limit],
      ...(job.dataset
        ? ([
            ['dataset', job.dataset.datasetId],
            ['name', job.dataset.name],
            ['cases', job.dataset.caseCount],
          ] as [string, string | number][])
        : []),
      ...(job.error ? ([['error', job.error]] as [string, string][]) : []),
    ]),
  );
  console.log();
  console.log(
    table(
      ['BENCHMARK', 'STATUS', 'PHASE', 'CASES', 'REUSED', 'DATASET', 'ERROR'],
      job.items.map((i) => [i.benchmark, words(i.status), words(i.phase), i.caseCount, i.reused ? 'yes' : 'no', i.datasetId?.slice(0, SHORT_ID), i.error]),
    ),
  );
  if (detached && !isDone(job)) console.log('\nThe job runs in the server; run the same command without --detach to wait for it.');
}

// ---- compose ---------------------------------------------------------------------------------

async function composeDataset(argv: string[]): Promise<number> {
  const { values, positionals } = parseVerbArgs(
    argv,
    { ...CLIENT_OPTIONS, dataset: { type: 'string', multiple: true }, benchmark: { type: 'string', multiple: true } },
    DATASET_USAGE,
  );
  if (values.help) return (console.log(DATASET_USAGE), 0);
  noPositionals(positionals, DATASET_USAGE);
  const ids = listFlag(values.dataset);
  if (!ids.length) throw new UsageError('at least one --dataset ID is required', DATASET_USAGE);
  const client = clientOptions(values.url);
  const datasetIds: string[] = [];
  for (const id of ids) datasetIds.push(await resolveId(client, 'dataset', id));
  let benchmarks = listFlag(values.benchmark);
  if (!benchmarks.length) benchmarks = await benchmarksOf(client, datasetIds);

  const dataset = resultOf((await request(client, DatasetCompose, { datasetIds, benchmarks })).composeDataset, 'dataset');
  if (values.json) return (printJson(dataset), 0);
  if (datasetIds.includes(dataset.datasetId)) console.log('An input holds exactly these benchmarks: its dataset is reused.\n');
  printDataset(dataset);
  return 0;
}

/** Every benchmark of the inputs, in first-seen order. */
async function benchmarksOf(client: ClientOptions, datasetIds: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const id of datasetIds) {
    const { dataset } = await request(client, DatasetBenchmarks, { id });
    if (!dataset) throw new CliError(`Dataset ${id} not found`, 'NOT_FOUND');
    for (const b of dataset.benchmarks) found.add(b.benchmarkId);
  }
  return [...found];
}
