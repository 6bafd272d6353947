// Where each benchmark's upstream data lives, pinned to an immutable revision
// (docs/preparation.md "Acquisition"): Hugging Face dataset files for the record benchmarks, git
// checkouts for the benchmarks whose tasks are trees. No moving branch is ever used, so the same
// request prepares the same dataset on every machine.
import type { SourceOrigin } from './prepare.ts';

export interface HubSource {
  readonly kind: 'hub';
  /** `owner/name` of the dataset repository. */
  readonly repo: string;
  /** The commit the files are read at. */
  readonly revision: string;
  /** Paths inside the repository, in the order the provenance lists them. */
  readonly files: readonly string[];
  /** The Hub serves the files only to accounts that accepted the dataset's terms. */
  readonly gated: boolean;
}

export interface GitSource {
  readonly kind: 'git';
  /** The repository's clone URL (git's `url.<base>.insteadOf` may point it at a mirror). */
  readonly url: string;
  readonly revision: string;
  /** Only these folders are checked out, when the repository is much larger than its tasks. */
  readonly sparse: readonly string[] | null;
}

export type UpstreamSource = HubSource | GitSource;

const hub = (repo: string, revision: string, files: readonly string[], gated = false): HubSource => ({ kind: 'hub', repo, revision, files, gated });
const git = (url: string, revision: string, sparse: readonly string[] | null = null): GitSource => ({ kind: 'git', url, revision, sparse });

export const UPSTREAM_SOURCES: Readonly<Record<string, UpstreamSource>> = {
  'mmlu-pro': hub('TIGER-Lab/MMLU-Pro', 'b189ec765aa7ed75c8acfea42df31fdae71f97be', ['data/test-00000-of-00001.parquet']),
  'gpqa-diamond': hub('Idavidrein/gpqa', '633f5ee89ab8ad4522a9f850766b73f62147ffdd', ['gpqa_diamond.csv'], true),
  hle: hub('cais/hle', '5a81a4c7271a2a2a312b9a690f0c2fde837e4c29', ['data/test-00000-of-00001.parquet'], true),
  livecodebench: hub('livecodebench/code_generation_lite', '0fe84c3912ea0c4d4a78037083943e8f0c4dd505', [
    'test.jsonl',
    'test2.jsonl',
    'test3.jsonl',
    'test4.jsonl',
    'test5.jsonl',
    'test6.jsonl',
  ]),
  scicode: hub('SciCode1/SciCode', '4510f6a6aa27c43fad7b43da2c59602a86e88480', ['problems_test.jsonl']),
  'simpleqa-verified': hub('google/simpleqa-verified', '0dc97e0d28d8233463e005cdc4475cc2a13ba2dc', ['simpleqa_verified.csv']),
  'arc-agi-2': git('https://github.com/arcprize/ARC-AGI-2.git', 'f3283f727488ad98fe575ea6a5ac981e4a188e49'),
  tau3: git('https://github.com/sierra-research/tau2-bench.git', 'fc0055dc4e0a316c3f83133267fbd6faaa770992', [
    'data/tau2/domains/airline',
    'data/tau2/domains/retail',
    'data/tau2/domains/telecom',
  ]),
  'terminal-bench-2.1': git('https://github.com/harbor-framework/terminal-bench-2-1.git', '7131e4375048a0e408a8fb404b5f499d726b695b'),
};

export const HUB_DATASETS_URL = 'https://huggingface.co/datasets/';
export const HUB_VERIFICATION = 'pinned-huggingface-download';
export const HUB_ACCESS_NOTE = 'Upstream access and license terms apply; sr-bench does not redistribute the source dataset.';

/** The provenance of files downloaded from the Hub at the pinned revision. */
export function hubOrigin(source: HubSource): SourceOrigin {
  const url = HUB_DATASETS_URL + source.repo;
  return { url, revision_verification: HUB_VERIFICATION, license_url: `${url}/blob/${source.revision}/README.md`, access_note: HUB_ACCESS_NOTE };
}
