// Preparing one benchmark's dataset from upstream files at a declared revision
// (docs/preparation.md): normalize the records, order them by the stratified hash order, take
// the profile's slice (standard after quick, so the holdout is disjoint) and freeze the
// artifact, whose id and sha256 depend only on those inputs. History-bound preparation (a source
// partition, an evaluation role, an exclusion snapshot) names every case's task and selects with
// frozen exclusions instead. No I/O of its own: the caller supplies the files (or a folder's
// listing, whose files the layout reads on demand) and publishes the result.
import { createHash } from 'node:crypto';
import { isProfileId } from '../catalog/profiles.ts';
import { buildArtifact, type Artifact, type DatasetSource } from '../dataset/artifact.ts';
import { benchmarkOrder, selectForProfile } from '../dataset/selection.ts';
import { OutOfRangeFloatError } from '../hashing/canonical.ts';
import { UNSUPPORTED_SOURCE, type FolderLayout, type FolderRecords } from './folder-layout.ts';
import { ARC_AGI_2, normalizeArc, readArcFolder } from './normalizers/arc-agi-2.ts';
import { selectWithExclusions } from './exclusions.ts';
import { historyBinding, type HistoryRequest } from './history-binding.ts';
import { GPQA_DIAMOND, normalizeGpqa } from './normalizers/gpqa-diamond.ts';
import { HLE, normalizeHle } from './normalizers/hle.ts';
import { LIVECODEBENCH, normalizeLiveCodeBench } from './normalizers/livecodebench.ts';
import { MMLU_PRO, normalizeMmluPro } from './normalizers/mmlu-pro.ts';
import { normalizeSciCode, SCICODE } from './normalizers/scicode.ts';
import { normalizeSimpleQa, SIMPLEQA_VERIFIED } from './normalizers/simpleqa-verified.ts';
import { normalizeTau3, readTau3Folder, TAU3 } from './normalizers/tau3.ts';
import { normalizeTerminalBench, readTerminalBenchFolder, TERMINAL_BENCH } from './normalizers/terminal-bench.ts';
import type { Normalizer } from './normalizers/normalizer.ts';
import { PreparationError } from './preparation-error.ts';
import { readRecords, type SourceFile } from './records.ts';
import { FolderView, type SourceFolder } from './source-folder.ts';
import { identifyCases, taskSource } from './task-identity.ts';

/** The benchmarks this server can prepare from upstream files so far. */
export const NORMALIZERS: Readonly<Record<string, Normalizer>> = {
  [ARC_AGI_2]: normalizeArc,
  [GPQA_DIAMOND]: normalizeGpqa,
  [HLE]: normalizeHle,
  [LIVECODEBENCH]: normalizeLiveCodeBench,
  [MMLU_PRO]: normalizeMmluPro,
  [SCICODE]: normalizeSciCode,
  [SIMPLEQA_VERIFIED]: normalizeSimpleQa,
  [TAU3]: normalizeTau3,
  [TERMINAL_BENCH]: normalizeTerminalBench,
};

/** The benchmarks whose upstream source is a tree of files, by how their checkout is read. */
export const FOLDER_LAYOUTS: Readonly<Record<string, FolderLayout>> = {
  [ARC_AGI_2]: readArcFolder,
  [TAU3]: readTau3Folder,
  [TERMINAL_BENCH]: readTerminalBenchFolder,
};

/** Python's `json.dumps(allow_nan=False)` refusal, without the value (the reference's wording). */
export const OUT_OF_RANGE_FLOAT = 'Out of range float values are not JSON compliant';

export const UNKNOWN_BENCHMARK = 'Unknown registered benchmark adapter';
export const REVISION_REQUIRED = 'Local source imports require --revision and record their actual content digest';
export const UNKNOWN_PROFILE = 'Unknown benchmark or profile';
export const CHECKOUT_MISMATCH = 'Local task checkout differs from the declared source revision';

export const NORMALIZER_VERSION = 'sr-bench-normalizer-v1';
export const LOCAL_IMPORT_URL = 'local-import';
export const LOCAL_ACCESS_NOTE = 'Operator-supplied source; retain upstream access and license records alongside this manifest.';

export interface PrepareRequest {
  readonly benchmark: string;
  /** A profile id; any other name is refused after the files are read, as the reference does. */
  readonly profile: string;
  readonly seed: number;
  readonly limit?: number;
  /** The upstream revision the files were taken at; required (null is refused after the files are read). */
  readonly revision: string | null;
  /** The upstream files, in the order the provenance lists them. */
  readonly files: readonly SourceFile[];
  /** Or a folder (a task checkout), read by the benchmark's layout; `files` is then unused. */
  readonly folder?: SourceFolder;
  /** Where the files came from; a local import when absent. */
  readonly origin?: SourceOrigin;
  /** History-bound preparation; absent (or all empty) for a plain one. */
  readonly history?: HistoryRequest;
}

/** The provenance fields that say where the files came from and how their revision was checked. */
export interface SourceOrigin {
  readonly url: string;
  readonly revision_verification: string;
  readonly license_url?: string;
  readonly access_note: string;
}

const LOCAL_ORIGIN: SourceOrigin = { url: LOCAL_IMPORT_URL, revision_verification: 'declared-revision-with-content-digest', access_note: LOCAL_ACCESS_NOTE };

export async function prepareDataset(request: PrepareRequest): Promise<Artifact> {
  const normalize = NORMALIZERS[request.benchmark];
  if (!normalize) throw new PreparationError('ValueError', UNKNOWN_BENCHMARK);
  const binding = historyBinding(request.history);
  // Records are read (and refused) before the revision and the selection settings are checked.
  const upstream = request.folder ? folderRecords(request.benchmark, request.folder) : await fileRecords(request.files);
  const cases = normalize(upstream.records, request.seed);
  const revision = request.revision;
  if (revision === null || revision === '') throw new PreparationError('ValueError', REVISION_REQUIRED);
  const verification = request.folder?.verification ?? { kind: 'declared' };
  if (verification.kind === 'git-head' && verification.head !== revision) throw new PreparationError('ValueError', CHECKOUT_MISMATCH);
  const profile = request.profile;
  if (!isProfileId(profile)) throw new PreparationError('ValueError', UNKNOWN_PROFILE);
  const origin = request.origin ?? LOCAL_ORIGIN;
  // Key order is the published manifest's (indented JSON keeps insertion order).
  const source: DatasetSource = {
    url: origin.url,
    revision,
    files: upstream.files,
    revision_verification: verification.kind === 'git-head' ? 'git-head' : origin.revision_verification,
    ...(origin.license_url === undefined ? {} : { license_url: origin.license_url }),
    access_note: origin.access_note,
    normalizer: NORMALIZER_VERSION,
  };
  const settings = {
    profile,
    benchmark: request.benchmark,
    sourceRevision: revision,
    ...(request.limit === undefined ? {} : { limit: request.limit }),
  };
  let selected;
  try {
    if (binding) {
      const tasks = taskSource(source, binding.partition);
      const ordered = benchmarkOrder(request.benchmark, identifyCases(cases, request.benchmark, tasks), request.seed);
      selected = selectWithExclusions(ordered, { ...settings, source: tasks, binding });
    } else {
      selected = selectForProfile(benchmarkOrder(request.benchmark, cases, request.seed), settings);
    }
  } catch (error) {
    if (error instanceof RangeError) throw new PreparationError('ValueError', error.message);
    throw error;
  }
  try {
    return buildArtifact(selected.cases, {
      profile,
      seed: request.seed,
      custom_subset: selected.customSubset,
      sources: { [request.benchmark]: source },
      ...('preparation' in selected ? { preparation: { [request.benchmark]: selected.preparation } } : {}),
    });
  } catch (error) {
    // A NaN or Infinity copied from a JSON source into a selected case is refused when it is written.
    if (error instanceof OutOfRangeFloatError) throw new PreparationError('ValueError', OUT_OF_RANGE_FLOAT);
    throw error;
  }
}

async function fileRecords(files: readonly SourceFile[]): Promise<FolderRecords> {
  return {
    records: (await Promise.all(files.map(readRecords))).flat(),
    files: files.map((file) => ({ name: file.name, sha256: createHash('sha256').update(file.bytes).digest('hex') })),
  };
}

function folderRecords(benchmark: string, folder: SourceFolder): FolderRecords {
  const layout = FOLDER_LAYOUTS[benchmark];
  if (!layout) throw new PreparationError('ValueError', UNSUPPORTED_SOURCE);
  return layout(new FolderView(folder));
}
